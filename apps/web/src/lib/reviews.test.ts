import { describe, expect, it } from 'vitest';
import type { ProductReviewSummary, Review } from '@tendero/contract';
import {
  cardRating,
  charactersLeft,
  draftProblems,
  formatAverage,
  fullDistribution,
  reviewJsonLd,
  reviewQuery,
  reviewSelection,
  reviewsHref,
} from './reviews';

const summary = (distribution: [number, number][], tenths: number | null): ProductReviewSummary => {
  const count = distribution.reduce((sum, [, n]) => sum + n, 0);
  return {
    count,
    averageTenths: tenths,
    average: tenths === null ? null : (tenths / 10).toFixed(1),
    distribution: distribution.map(([stars, n]) => ({ stars, count: n })),
  };
};

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 1,
  rating: 4,
  body: 'Sturdy <b>and</b> quiet',
  locale: 'pl',
  createdAt: '2026-11-30T09:15:00.000Z',
  author: 'Zofia K.',
  verified: true,
  reply: null,
  ...overrides,
});

describe('reviewSelection', () => {
  it('reads the page and the star filter of the URL', () => {
    expect(reviewSelection({ reviewPage: '3', reviewStars: '4' })).toEqual({ page: 3, stars: 4 });
  });

  it('reads nonsense as the first page of all reviews', () => {
    for (const params of [
      { reviewPage: '0', reviewStars: '6' },
      { reviewPage: '-2', reviewStars: '4.5' },
      { reviewPage: 'x', reviewStars: '' },
      { reviewPage: '100001', reviewStars: '0' },
    ])
      expect(reviewSelection(params)).toEqual({ page: 1, stars: null });
  });

  it('takes the first of repeated values', () => {
    expect(reviewSelection({ reviewStars: ['2', '5'] })).toEqual({ page: 1, stars: 2 });
  });
});

describe('reviewQuery and reviewsHref', () => {
  it('asks the API for the page, and the stars only when filtered', () => {
    expect(reviewQuery({ page: 2, stars: null })).toEqual({ page: 2 });
    expect(reviewQuery({ page: 1, stars: 5 })).toEqual({ page: 1, stars: 5 });
  });

  it('links the first page of all reviews by the plain path, the cached page', () => {
    expect(reviewsHref('kitchen/oak-chair', { page: 1, stars: null })).toBe('/kitchen/oak-chair#reviews');
    expect(reviewsHref('kitchen/oak-chair', { page: 2, stars: 3 })).toBe(
      '/kitchen/oak-chair?reviewStars=3&reviewPage=2#reviews',
    );
  });
});

describe('formatAverage', () => {
  it('writes one decimal in the language’s way', () => {
    expect(formatAverage('en', 43)).toBe('4.3');
    expect(formatAverage('pl', 43)).toBe('4,3');
    expect(formatAverage('de', 50)).toBe('5,0');
    expect(formatAverage('fr', 10)).toBe('1,0');
  });
});

describe('fullDistribution', () => {
  it('lists five stars, five first, with the bars’ share of all reviews', () => {
    expect(
      fullDistribution(
        summary(
          [
            [5, 3],
            [4, 1],
          ],
          48,
        ),
      ),
    ).toEqual([
      { stars: 5, count: 3, percent: 75 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('draws empty bars without reviews', () => {
    expect(fullDistribution(summary([], null)).every((entry) => entry.percent === 0)).toBe(true);
  });
});

describe('reviewJsonLd', () => {
  it('adds nothing to the Product while there is no review', () => {
    expect(reviewJsonLd(summary([], null), [])).toEqual({});
  });

  it('gives the aggregate rating and the reviews shown, their text as written', () => {
    const ld = reviewJsonLd(
      summary(
        [
          [4, 1],
          [5, 1],
        ],
        45,
      ),
      [review(), review({ id: 2, rating: 5, body: null })],
    );
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.5',
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Zofia K.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        datePublished: '2026-11-30',
        inLanguage: 'pl',
        reviewBody: 'Sturdy <b>and</b> quiet',
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Zofia K.' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        datePublished: '2026-11-30',
        inLanguage: 'pl',
      },
    ]);
  });
});

describe('the invitation form’s own checks', () => {
  it('asks for stars and counts the body trimmed, as the API does', () => {
    expect(draftProblems(null, '', 2000)).toEqual({ rating: 'ratingRequired' });
    expect(draftProblems(4, `  ${'a'.repeat(2000)}  `, 2000)).toEqual({});
    expect(draftProblems(4, 'a'.repeat(2001), 2000)).toEqual({ body: 'bodyTooLong' });
    expect(charactersLeft(' abc ', 10)).toBe(7);
    expect(charactersLeft('a'.repeat(12), 10)).toBe(-2);
  });
});

describe('cardRating', () => {
  it('shows stars only on cards with approved reviews', () => {
    expect(cardRating({ rating: { average: null, averageTenths: null, count: 0 } })).toBeNull();
    expect(cardRating({ rating: { average: '4.3', averageTenths: 43, count: 7 } })).toEqual({
      average: '4.3',
      averageTenths: 43,
      count: 7,
    });
  });
});

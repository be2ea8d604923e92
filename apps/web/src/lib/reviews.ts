/**
 * The reviews' arithmetic and wording rules shared by the product page, the invitation's page and the
 * account (docs/storefront.md#reviews). Only types and zod-free parts of the contract: the invitation's
 * form runs in the browser.
 */
import { shopFormatLocale } from '@tendero/contract/money-format';
import type { ProductRating, ProductReviewSummary, Review } from '@tendero/contract';

type SearchParams = Record<string, string | string[] | undefined>;

/** The query names of a product page's reviews: the star filter and the page of reviews. */
export const REVIEW_PARAMS = ['reviewStars', 'reviewPage'] as const;

/** The highest page number the API pages reviews to. */
const REVIEW_PAGE_LAST = 10_000;

/** Which reviews a product page shows: a page (from 1) and, when filtered, only one rating. */
export interface ReviewSelection {
  page: number;
  stars: number | null;
}

const wholeNumber = (value: string | string[] | undefined, min: number, max: number): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || !/^\d{1,5}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
};

/** The reviews a shopper asked for in the URL; nonsense is read as the first page of all of them. */
export function reviewSelection(params: SearchParams): ReviewSelection {
  return {
    page: wholeNumber(params.reviewPage, 1, REVIEW_PAGE_LAST) ?? 1,
    stars: wholeNumber(params.reviewStars, 1, 5),
  };
}

/** The API query of a selection. */
export function reviewQuery(selection: ReviewSelection): Record<string, number> {
  return { page: selection.page, ...(selection.stars === null ? {} : { stars: selection.stars }) };
}

/**
 * The link to a selection of a product's reviews: the product's path with the query, landing on the
 * reviews. The first page of all reviews is the plain path (the page served from the cache).
 */
export function reviewsHref(productPath: string, selection: ReviewSelection): string {
  const query = new URLSearchParams();
  if (selection.stars !== null) query.set('reviewStars', String(selection.stars));
  if (selection.page > 1) query.set('reviewPage', String(selection.page));
  const search = query.toString();
  return `/${productPath}${search ? `?${search}` : ''}#reviews`;
}

/** An average in tenths (43) written with one decimal in the language's way: "4.3", "4,3". */
export function formatAverage(locale: string, averageTenths: number): string {
  return new Intl.NumberFormat(shopFormatLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(averageTenths / 10);
}

/** Whether a product has a rating to show: a product without approved reviews shows no stars at all. */
export function hasRating(rating: ProductRating): rating is ProductRating & { averageTenths: number } {
  return rating.count > 0 && rating.averageTenths !== null;
}

/** How much of the widest bar a star's count fills, in whole percent (0 when there are no reviews). */
export function distributionPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count * 100) / total) : 0;
}

/** The five stars' distribution, 5 first, with any star the API left out counted as 0. */
export function fullDistribution(
  summary: ProductReviewSummary,
): { stars: number; count: number; percent: number }[] {
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = summary.distribution.find((entry) => entry.stars === stars)?.count ?? 0;
    return { stars, count, percent: distributionPercent(count, summary.count) };
  });
}

/**
 * What schema.org's Product gains from its reviews: the aggregate rating and the reviews shown; nothing
 * while there are none (an empty rating is an error to search engines).
 */
export function reviewJsonLd(
  summary: ProductRating,
  reviews: readonly Review[],
): { aggregateRating?: object; review?: object[] } {
  if (!hasRating(summary) || summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            datePublished: review.createdAt.slice(0, 10),
            inLanguage: review.locale,
            ...(review.body === null ? {} : { reviewBody: review.body }),
          })),
        }
      : {}),
  };
}

/** A draft's findings before the API is asked: message keys of the `review.write` texts. */
export interface DraftProblems {
  rating?: 'ratingRequired';
  body?: 'bodyTooLong';
}

/** What the invitation's form says before sending: a star is needed, the body has a limit (trimmed, as the API counts). */
export function draftProblems(rating: number | null, body: string, bodyMax: number): DraftProblems {
  return {
    ...(rating === null ? { rating: 'ratingRequired' as const } : {}),
    ...(body.trim().length > bodyMax ? { body: 'bodyTooLong' as const } : {}),
  };
}

/** The characters a body has left (negative past the limit), counted as the API counts them. */
export function charactersLeft(body: string, bodyMax: number): number {
  return bodyMax - body.trim().length;
}

/** A card's rating when it has one to show: products without approved reviews show no stars. */
export function cardRating(card: {
  rating: ProductRating;
}): (ProductRating & { averageTenths: number }) | null {
  return hasRating(card.rating) ? card.rating : null;
}

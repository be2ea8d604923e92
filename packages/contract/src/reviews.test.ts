import { describe, expect, it } from 'vitest';
import {
  AdminReviewListQuery,
  ProductReviewQuery,
  ReviewDraft,
  ReviewRejectInput,
  ReviewTokenParams,
} from './reviews.ts';
import { chars, failure, success } from './test-support.ts';

describe('ReviewDraft', () => {
  it.each([1, 2, 3, 4, 5])('accepts rating %i', (rating) => {
    expect(success(ReviewDraft, { rating })).toEqual({ rating, body: null });
  });

  it.each([
    [0, 'validation.number.min', { minimum: 1 }],
    [6, 'validation.number.max', { maximum: 5 }],
    [4.5, 'validation.number.integer', { expected: 'int', format: 'safeint' }],
    ['5', 'validation.number.type', { expected: 'number' }],
    [undefined, 'validation.number.required', { expected: 'number' }],
  ])('rejects rating %j with %s', (rating, message, params) => {
    expect(failure(ReviewDraft, { rating })).toEqual([{ path: 'rating', message, params }]);
  });

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    [' Great chair ', 'Great chair'],
    [chars(2000), chars(2000)],
  ])('turns body %j into %j', (body, output) => {
    expect(success(ReviewDraft, { rating: 5, body }).body).toBe(output);
  });

  it('rejects a body over 2000 characters', () => {
    expect(failure(ReviewDraft, { rating: 5, body: chars(2001) })).toEqual([
      { path: 'body', message: 'validation.string.max', params: { maximum: 2000 } },
    ]);
  });

  it('rejects unknown fields', () => {
    expect(failure(ReviewDraft, { rating: 5, title: 'x' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['title'] } },
    ]);
  });
});

describe('ReviewDraft body', () => {
  it('keeps markup and line breaks as typed', () => {
    const body = '<script>alert(1)</script>\n<b>bold</b> & more';
    expect(success(ReviewDraft, { rating: 3, body }).body).toBe(body);
  });

  it('refuses control characters', () => {
    expect(failure(ReviewDraft, { rating: 3, body: 'a\u0000b' })).toEqual([
      { path: 'body', message: 'validation.string.characters' },
    ]);
  });
});

describe('ReviewTokenParams', () => {
  it('accepts a 43-character base64url token', () => {
    const token = 'A'.repeat(21) + '-_' + 'z'.repeat(20);
    expect(success(ReviewTokenParams, { token })).toEqual({ token });
  });

  it.each(['short', 'a'.repeat(129), 'a+b/c='.repeat(5)])('rejects %j', (token) => {
    expect(failure(ReviewTokenParams, { token })[0]?.message).toBe('validation.string.token');
  });
});

describe('ProductReviewQuery', () => {
  it('pages from 1 with 10 reviews and no star filter by default', () => {
    expect(success(ProductReviewQuery, {})).toEqual({ page: 1, limit: 10 });
  });

  it.each(['0', '6', '4.5'])('rejects stars=%s', (stars) => {
    expect(failure(ProductReviewQuery, { stars })[0]?.path).toBe('stars');
  });
});

describe('back office', () => {
  it('lists pending reviews by default', () => {
    expect(success(AdminReviewListQuery, {}).status).toBe('pending');
  });

  it('needs a reason to reject', () => {
    expect(failure(ReviewRejectInput, { reason: ' ' })[0]).toMatchObject({
      path: 'reason',
      message: 'validation.string.min',
    });
  });
});

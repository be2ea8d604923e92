import { describe, expect, it } from 'vitest';
import { ReviewInput } from './reviews.ts';
import { chars, failure, success } from './test-support.ts';

describe('ReviewInput', () => {
  it.each([1, 2, 3, 4, 5])('accepts rating %i', (rating) => {
    expect(success(ReviewInput, { rating })).toEqual({ rating, body: null });
  });

  it.each([
    [0, 'validation.number.min', { minimum: 1 }],
    [6, 'validation.number.max', { maximum: 5 }],
    [4.5, 'validation.number.integer', { expected: 'int', format: 'safeint' }],
    ['5', 'validation.number.type', { expected: 'number' }],
    [undefined, 'validation.number.required', { expected: 'number' }],
  ])('rejects rating %j with %s', (rating, message, params) => {
    expect(failure(ReviewInput, { rating })).toEqual([{ path: 'rating', message, params }]);
  });

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    ['   ', null],
    [' Great chair ', 'Great chair'],
    [chars(2000), chars(2000)],
  ])('turns body %j into %j', (body, output) => {
    expect(success(ReviewInput, { rating: 5, body }).body).toBe(output);
  });

  it('rejects a body over 2000 characters', () => {
    expect(failure(ReviewInput, { rating: 5, body: chars(2001) })).toEqual([
      { path: 'body', message: 'validation.string.max', params: { maximum: 2000 } },
    ]);
  });

  it('rejects unknown fields', () => {
    expect(failure(ReviewInput, { rating: 5, title: 'x' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['title'] } },
    ]);
  });
});

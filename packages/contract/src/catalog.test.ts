import { describe, expect, it } from 'vitest';
import { ConversionFlagInput, LocaleParamInput, ReviewInput, StockAlertInput } from './catalog.ts';
import { chars, failure, success } from './test-support.ts';

describe('StockAlertInput', () => {
  it('accepts type stock with a normalised email', () => {
    expect(success(StockAlertInput, { type: 'stock', email: ' Ana@Example.COM ' })).toEqual({
      type: 'stock',
      email: 'ana@example.com',
    });
  });

  it.each(['price', 'STOCK', ''])('rejects type %j', (type) => {
    expect(failure(StockAlertInput, { type, email: 'ana@example.com' })).toEqual([
      { path: 'type', message: 'validation.enum.invalid', params: { options: ['stock'] } },
    ]);
  });

  it('rejects a bad or missing email', () => {
    expect(failure(StockAlertInput, { type: 'stock', email: 'ana' })).toEqual([
      { path: 'email', message: 'validation.string.email', params: { format: 'email' } },
    ]);
    expect(failure(StockAlertInput, { type: 'stock' })).toEqual([
      { path: 'email', message: 'validation.string.required', params: { expected: 'string' } },
    ]);
  });

  it('rejects unknown fields', () => {
    expect(failure(StockAlertInput, { type: 'stock', email: 'ana@example.com', productId: 1 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['productId'] } },
    ]);
  });
});

describe('LocaleParamInput', () => {
  it.each([
    [{ locale: 'de' }, { locale: 'de' }],
    [{ locale: ` ${chars(15)} ` }, { locale: chars(15) }],
    [
      { locale: 'es', c: 'ES' },
      { locale: 'es', c: 'ES' },
    ],
    [
      { locale: 'es', c: '' },
      { locale: 'es', c: '' },
    ],
    [
      { locale: 'es', c: chars(15) },
      { locale: 'es', c: chars(15) },
    ],
  ])('accepts %j', (input, output) => {
    expect(success(LocaleParamInput, input)).toEqual(output);
  });

  it.each([
    [{ locale: '' }, 'locale', 'validation.string.min', { minimum: 1 }],
    [{ locale: '  ' }, 'locale', 'validation.string.min', { minimum: 1 }],
    [{ locale: chars(16) }, 'locale', 'validation.string.max', { maximum: 15 }],
    [{}, 'locale', 'validation.string.required', { expected: 'string' }],
    [{ locale: 'de', c: chars(16) }, 'c', 'validation.string.max', { maximum: 15 }],
  ])('rejects %j at %s with %s', (input, path, message, params) => {
    expect(failure(LocaleParamInput, input)).toEqual([{ path, message, params }]);
  });

  it('rejects unknown fields', () => {
    expect(failure(LocaleParamInput, { locale: 'de', x: '1' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['x'] } },
    ]);
  });
});

describe('ConversionFlagInput', () => {
  it.each([true, false])('accepts %j', (conversionSent) => {
    expect(success(ConversionFlagInput, { conversionSent })).toEqual({ conversionSent });
  });

  it.each([
    ['true', 'validation.boolean.type'],
    [1, 'validation.boolean.type'],
    [null, 'validation.boolean.type'],
    [undefined, 'validation.boolean.required'],
  ])('rejects %j with %s', (conversionSent, message) => {
    expect(failure(ConversionFlagInput, { conversionSent })).toEqual([
      { path: 'conversionSent', message, params: { expected: 'boolean' } },
    ]);
  });
});

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

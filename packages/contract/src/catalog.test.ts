import { describe, expect, it } from 'vitest';
import { Facets, ProductPromotion, StockAlertInput } from './catalog.ts';
import { failure, success } from './test-support.ts';

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

describe('ProductPromotion', () => {
  const base = { slug: 'winter-sale', name: 'Winter sale' };

  it('gives an amount off as money, a percentage off in basis points, or free shipping', () => {
    const amount = { ...base, kind: 'reductionAmount', amount: { amount: 1000, currency: 'EUR' } };
    const percent = { ...base, kind: 'reductionPercent', percentBp: 2000 };
    const shipping = { ...base, kind: 'freeShippingOnly' };
    expect(success(ProductPromotion, amount)).toEqual(amount);
    expect(success(ProductPromotion, percent)).toEqual(percent);
    expect(success(ProductPromotion, shipping)).toEqual(shipping);
  });

  it('refuses an offer that does not fit its kind', () => {
    expect(failure(ProductPromotion, { ...base, kind: 'reductionPercent', percentBp: 12.5 })[0]?.path).toBe(
      'percentBp',
    );
    expect(failure(ProductPromotion, { ...base, kind: 'reductionAmount', amount: 1000 })[0]?.path).toBe(
      'amount',
    );
    expect(failure(ProductPromotion, { ...base, kind: 'reductionPercent', value: 20 })[0]?.path).toBe(
      'percentBp',
    );
  });
});

describe('Facets', () => {
  it('gives the price range as money', () => {
    const facets = {
      manufacturers: [{ id: 1, name: 'Nordlicht', count: 3 }],
      price: { min: { amount: 990, currency: 'EUR' }, max: { amount: 12_990, currency: 'EUR' } },
    };
    expect(success(Facets, facets)).toEqual(facets);
    expect(success(Facets, { manufacturers: [], price: null }).price).toBeNull();
    expect(failure(Facets, { ...facets, price: { min: 990, max: 12_990 } })[0]?.path).toBe('price.min');
  });
});

import { describe, expect, it } from 'vitest';
import { AdminProductUpdate, type AdminProduct } from '@tendero/contract';
import { priceText, productEdit } from './product-edit';
import { eur } from './test-fixtures';

const pan: AdminProduct = {
  id: 5,
  sku: 'PAN-28',
  name: 'Cast iron pan',
  active: true,
  stock: 0,
  price: eur(4990),
  alertsWaiting: 3,
};

describe('editing stock and price in the product list', () => {
  it('writes the price as the operator’s language writes amounts, without the sign', () => {
    expect(priceText(pan.price, 'de')).toBe('49,90');
    expect(priceText(pan.price, 'en')).toBe('49.90');
    expect(priceText(eur(123456), 'fr')).toBe('1234,56');
  });

  it('sends only what changed', () => {
    expect(productEdit(pan, { stock: '12', price: '49,90' }, 'de')).toEqual({
      kind: 'update',
      body: { stock: 12 },
    });
    const both = productEdit(pan, { stock: ' 0 ', price: '1.234,50' }, 'de');
    expect(both).toEqual({ kind: 'update', body: { price: 123450 } });
    if (both.kind === 'update') expect(AdminProductUpdate.parse(both.body)).toEqual(both.body);
    expect(productEdit(pan, { stock: '0', price: '49.90' }, 'en')).toEqual({ kind: 'unchanged' });
  });

  it('refuses a stock that is no whole number and a price that is no amount or nothing', () => {
    expect(productEdit(pan, { stock: '-1', price: 'abc' }, 'en')).toEqual({
      kind: 'invalid',
      errors: {
        stock: { key: 'validation.number.integer', params: {} },
        price: { key: 'admin.products.priceFormat', params: {} },
      },
    });
    expect(productEdit(pan, { stock: '2000000000', price: '0,00' }, 'de')).toEqual({
      kind: 'invalid',
      errors: {
        stock: { key: 'validation.number.max', params: { maximum: 1_000_000_000 } },
        price: { key: 'admin.products.priceMin', params: {} },
      },
    });
  });
});

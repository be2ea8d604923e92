import { describe, expect, it } from 'vitest';
import { StockAlertInput } from './catalog.ts';
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

import { describe, expect, it } from 'vitest';
import { ApiError } from '@tendero/client';
import { cartErrorParts } from './cart-errors';

describe('what the cart says about a refused change', () => {
  const notEnough = (available: number, inCart: number) =>
    new ApiError({
      status: 409,
      message: 'error.cart.notEnoughStock',
      details: [{ path: 'quantity', message: 'error.cart.notEnoughStock', params: { available, inCart } }],
    });

  it('names how many are available, and how many of them the cart already holds', () => {
    expect(cartErrorParts(notEnough(3, 0))).toEqual([
      { key: 'error.cart.notEnoughStock', params: { available: 3 } },
    ]);
    expect(cartErrorParts(notEnough(3, 2))).toEqual([
      { key: 'error.cart.notEnoughStock', params: { available: 3 } },
      { key: 'error.cart.alreadyInCart', params: { inCart: 2 } },
    ]);
    // Sold out: nothing about the cart's share.
    expect(cartErrorParts(notEnough(0, 2))).toEqual([
      { key: 'error.cart.notEnoughStock', params: { available: 0 } },
    ]);
  });

  it('takes the refused field of a bad input, and the API key of anything else', () => {
    const tooMany = new ApiError({
      status: 400,
      message: 'Bad Request',
      details: [{ path: 'quantity', message: 'validation.number.max', params: { maximum: 1_000_000 } }],
    });
    expect(cartErrorParts(tooMany)).toEqual([
      { key: 'validation.number.max', params: { maximum: 1_000_000 } },
    ]);
    expect(cartErrorParts(new ApiError({ status: 404, message: 'error.product.notFound' }))).toEqual([
      { key: 'error.product.notFound', params: {} },
    ]);
    const full = new ApiError({
      status: 409,
      message: 'error.cart.full',
      details: [{ path: 'productId', message: 'error.cart.full', params: { maximum: 500 } }],
    });
    expect(cartErrorParts(full)).toEqual([{ key: 'error.cart.full', params: { maximum: 500 } }]);
  });

  it('leaves failures that are no refusal to the general sentences', () => {
    expect(cartErrorParts(new TypeError('Failed to fetch'))).toBeNull();
    expect(cartErrorParts(new ApiError({ status: 500, message: 'error.http' }))).toBeNull();
    expect(cartErrorParts(new ApiError({ status: 429, message: 'error.http' }))).toBeNull();
  });
});

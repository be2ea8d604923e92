import { describe, expect, it } from 'vitest';
import { ApiError } from '@tendero/client';
import { checkoutFailureOf } from './checkout-failure';

const refusal = (status: number, message: string, details: ApiError['details'] = []) =>
  new ApiError({ status, message, details });

describe('checkoutFailureOf', () => {
  it('reads a decline with its code, and an unknown code as generic', () => {
    const declined = (code: string) =>
      refusal(402, 'error.payment.declined', [
        { path: 'payment', message: `error.payment.decline.${code}`, params: { code } },
      ]);
    expect(checkoutFailureOf(declined('insufficient_funds'))).toEqual({
      kind: 'declined',
      code: 'insufficient_funds',
    });
    expect(checkoutFailureOf(declined('do_not_honor'))).toEqual({ kind: 'declined', code: 'generic' });
  });

  it('tells a refund for stock gone from one for a changed cart', () => {
    const refunded = (reason: string) =>
      refusal(409, 'error.payment.refunded', [
        { path: 'payment', message: `error.payment.refunded.${reason}` },
      ]);
    expect(checkoutFailureOf(refunded('stock'))).toEqual({ kind: 'refunded', reason: 'stock' });
    expect(checkoutFailureOf(refunded('mismatch'))).toEqual({ kind: 'refunded', reason: 'mismatch' });
  });

  it('reads a revision mismatch of either route as a changed cart', () => {
    expect(checkoutFailureOf(refusal(409, 'error.payment.cartChanged'))).toEqual({ kind: 'cartChanged' });
    expect(checkoutFailureOf(refusal(409, 'error.order.cartChanged'))).toEqual({ kind: 'cartChanged' });
    expect(checkoutFailureOf(refusal(409, 'error.order.amountDue'))).toEqual({ kind: 'cartChanged' });
  });

  it('keeps the step problems of a refused cart, with their products', () => {
    const failure = checkoutFailureOf(
      refusal(409, 'error.payment.cartNotPayable', [
        { path: 'product.12', message: 'cart.problem.outOfStock' },
        { path: 'cart', message: 'cart.problem.noCarrier' },
      ]),
    );
    expect(failure).toEqual({
      kind: 'problems',
      problems: [{ key: 'cart.problem.outOfStock', productId: 12 }, { key: 'cart.problem.noCarrier' }],
    });
  });

  it('leaves anything else (offline, 5xx) to the general failure text', () => {
    const offline = new TypeError('Failed to fetch');
    expect(checkoutFailureOf(offline)).toEqual({ kind: 'other', error: offline });
    expect(checkoutFailureOf(refusal(500, 'error.internal')).kind).toBe('other');
  });
});

/**
 * "Earn N points" on the product page and in the cart (docs/storefront.md#loyalty-points): only types
 * from the contract, so the catalogue's pages carry no schema code for it.
 */
import type { CartTotals } from '@tendero/contract';

/**
 * The points `cents` paid for items earn: whole points, rounded down, as the API books them
 * (cents × points per euro / 100).
 */
export function pointsEarned(cents: number, pointsPerEuro: number): number {
  if (cents <= 0 || pointsPerEuro <= 0) return 0;
  return Math.floor((cents * pointsPerEuro) / 100);
}

/** What a cart pays for its items after discounts: shipping and the payment fee earn nothing. */
export function itemsPaid(totals: Pick<CartTotals, 'total' | 'shipping' | 'paymentFee'>): number {
  return Math.max(0, totals.total.amount - totals.shipping.amount - totals.paymentFee.amount);
}

/**
 * The cart row as an order is placed from it: locked for the placing transaction, then closed. The
 * checkout module works the locked cart out and places the order in between.
 */
import type { Trx } from '../../db/transaction.ts';
import type { CartRow } from './work-out.ts';
import * as repository from './repository.ts';

/**
 * The customer's open cart, locked until `trx` ends: no change to it, and no second order from it, in
 * between. Undefined when the customer has no open cart.
 */
export function lockOpenCart(trx: Trx, customerId: number): Promise<CartRow | undefined> {
  return repository.lockOpenCart(trx, { customerId });
}

/** The promotions of the codes entered on the cart, as entered (applying or not). */
export async function codePromotionIdsOf(trx: Trx, cartId: number): Promise<number[]> {
  const codes = await repository.cartCodes(trx, cartId);
  return codes.map((code) => code.promotion_id);
}

/**
 * In the transaction that placed the order: marks the cart `ordered` (one revision on), so the
 * customer's next add starts a new cart. False when it was no longer open.
 */
export function markCartOrdered(trx: Trx, cartId: number, now: Date): Promise<boolean> {
  return repository.markCartOrdered(trx, cartId, now.toISOString());
}

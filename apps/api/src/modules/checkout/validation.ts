/**
 * What stands in the way of each checkout step (checkout=1 signed in, checkoutShipping=2 addresses and
 * carrier, checkoutPayment=3): the same problems refuse a payment and an order.
 */
import { CART_STEP, type CartStep, type CartValidation } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { findCart, workOutCart, type CartContext, type WorkedCart } from '../cart/index.ts';

export type CartProblem = CartValidation['problems'][number];

/**
 * What stands in the way of going on from `step`, every step up to it: the cart's contents (step 0),
 * a customer (1), addresses that are still there and a delivery country served (2), a carrier that
 * still delivers the cart (3). A visitor is asked to sign in; what needs a customer is not checked
 * further for them.
 */
export function problemsOf(worked: WorkedCart, signedIn: boolean, step: CartStep): CartProblem[] {
  const { cart, addresses } = worked;
  const problems: CartProblem[] = [];
  const bought = cart.lines.filter((line) => !line.gift);
  if (bought.length === 0) problems.push({ key: 'cart.problem.empty' });
  for (const line of cart.lines) {
    if (line.warnings.includes('notSold'))
      problems.push({ key: 'cart.problem.notSold', productId: line.productId });
    else if (line.warnings.includes('outOfStock'))
      problems.push({ key: 'cart.problem.outOfStock', productId: line.productId });
    else if (line.warnings.includes('notEnoughStock'))
      problems.push({
        key: 'cart.problem.notEnoughStock',
        productId: line.productId,
        available: line.maxQuantity,
      });
  }
  // A code that does not apply is no problem: it stays on the cart unapplied (`cart.rules` says why)
  // and applies by itself once the cart qualifies.
  const undeliverable = cart.shipping !== null && !cart.shipping.available;
  if (undeliverable) problems.push({ key: 'cart.problem.notDelivered' });
  if (step < CART_STEP.checkout) return problems;
  if (!signedIn) return [...problems, { key: 'cart.problem.signInRequired' }];
  if (step < CART_STEP.checkoutShipping) return problems;
  if (!addresses.delivery) problems.push({ key: 'cart.problem.noDeliveryAddress' });
  else if (!worked.delivered && !undeliverable) problems.push({ key: 'cart.problem.notDelivered' });
  if (!addresses.invoice) problems.push({ key: 'cart.problem.noInvoiceAddress' });
  if (step < CART_STEP.checkoutPayment) return problems;
  // A carrier is chosen for a delivery address that is served: without one, that is the problem.
  if (addresses.delivery && worked.delivered && !worked.carrier)
    problems.push({ key: 'cart.problem.noCarrier' });
  return problems;
}

/** `GET /v1/cart/validate`: what stands in the way of going on from `step`. */
export async function validateCart(db: Db, context: CartContext, step: CartStep): Promise<CartValidation> {
  const worked = await workOutCart(db, context, await findCart(db, context));
  const problems = problemsOf(worked, context.customerId !== null, step);
  return { valid: problems.length === 0, problems };
}

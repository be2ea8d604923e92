/**
 * Placing an order from the customer's cart, the one flow both the card payment and the zero-amount
 * order go through, inside the caller's transaction: the cart is locked and worked out, checked
 * against what was paid, drafted, placed by the orders module, closed, and the payment pointed at
 * the order. A check that fails places nothing.
 */
import type { PlacedOrder } from '@tendero/contract';
import type { Trx } from '../../db/transaction.ts';
import { markCartOrdered, type CartContext } from '../cart/index.ts';
import { placeOrder } from '../orders/index.ts';
import { updatePayment, type PaymentProvider, type ProviderIntent } from '../payments/index.ts';
import { lockCartForOrder, type CartForOrder } from './cart-for-order.ts';
import { orderDraftOf } from './draft.ts';
import { AmountDue, CartChanged } from './errors.ts';

/** A card payment that succeeded: the order must be the cart the intent paid for. */
export interface CardPayment {
  kind: 'card';
  provider: PaymentProvider['name'];
  paymentId: number;
  cartId: number;
  intent: ProviderIntent;
}

/** No payment: the cart's total is 0, at the revision the shopper reviewed (when given). */
export interface NoPayment {
  kind: 'none';
  revision: number | undefined;
}

/**
 * Why no order was placed: no open cart or nothing in it (`noCart`), a cart that is not the one paid
 * for or cannot be ordered as it stands (`mismatch`), or stock sold out meanwhile (`stock`).
 */
export type Refusal = 'noCart' | 'mismatch' | 'stock';

export type CartPlacement = { kind: 'placed'; order: PlacedOrder } | { kind: 'refused'; reason: Refusal };

const STOCK_PROBLEMS: readonly string[] = ['cart.problem.outOfStock', 'cart.problem.notEnoughStock'];

/** A refusal of a cart that is there: stock gone, or anything else. */
function refusalOf(locked: CartForOrder): CartPlacement {
  const soldOut = locked.problems.some((problem) => STOCK_PROBLEMS.includes(problem.key));
  return { kind: 'refused', reason: soldOut ? 'stock' : 'mismatch' };
}

/**
 * Whether the locked cart is what `payment` pays for: the card's cart, revision, amount and currency;
 * without a payment, the revision reviewed (else 409 CartChanged) and nothing to pay (else 409).
 */
function paysFor(locked: CartForOrder, payment: CardPayment | NoPayment): boolean {
  const { cart } = locked;
  if (payment.kind === 'none') {
    if (payment.revision !== undefined && payment.revision !== cart.revision)
      throw new CartChanged('order', cart.revision);
    if (cart.totals.total.amount !== 0) throw new AmountDue();
    return true;
  }
  const { intent } = payment;
  return (
    cart.id === payment.cartId &&
    String(cart.revision) === intent.metadata.revision &&
    cart.totals.total.amount === intent.amount &&
    cart.totals.total.currency.toLowerCase() === intent.currency.toLowerCase()
  );
}

/**
 * Places the order of the customer's cart in `trx`, paid by `payment`. A product sold out between the
 * check and the placing throws the orders module's SoldOut (nothing is written then).
 */
export async function placeOrderFromCart(
  trx: Trx,
  context: CartContext,
  payment: CardPayment | NoPayment,
  now: Date,
): Promise<CartPlacement> {
  // Lock the cart and work it out inside this transaction.
  const locked = await lockCartForOrder(trx, context);
  if (!locked || locked.cart.lines.length === 0) return { kind: 'refused', reason: 'noCart' };
  // Check it against what was paid.
  if (!paysFor(locked, payment)) return refusalOf(locked);
  // Draft the order, refused when the cart's problems stand in the way.
  const draft = await orderDraftOf(trx, context, locked);
  if (!draft) return refusalOf(locked);
  // Place it: stock, rows, promotion uses, events.
  const provider = payment.kind === 'card' ? payment.provider : 'none';
  const order = await placeOrder(trx, { ...draft, provider }, now.toISOString());
  // Close the cart: the customer's next add starts a new one.
  await markCartOrdered(trx, draft.cartId, now);
  // Point the payment at its order.
  if (payment.kind === 'card') {
    await updatePayment(trx, payment.paymentId, {
      order_id: order.id,
      status: 'succeeded',
      failure_code: null,
      updated_at: now.toISOString(),
    });
  }
  return { kind: 'placed', order: { reference: order.reference, status: order.status } };
}

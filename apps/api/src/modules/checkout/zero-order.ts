import { CART_STEP, type PlacedOrder } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { CartContext } from '../cart/index.ts';
import { latestOrderOf } from '../orders/index.ts';
import { OrderNotPlaceable } from './errors.ts';
import { placeOrderFromCart } from './place-order.ts';
import { validateCart } from './validation.ts';

/** A second click within this many seconds answers the order the first placed. */
const REPEAT_CLICK_SECONDS = 60;

/** The customer's zero-amount order placed within the repeat-click window before `now`, if any. */
async function justPlacedZeroOrder(trx: Trx, customerId: number, now: Date): Promise<PlacedOrder | null> {
  const recent = await latestOrderOf(trx, customerId);
  const since = new Date(now.getTime() - REPEAT_CLICK_SECONDS * 1000).toISOString();
  if (recent && recent.payment_provider === 'none' && recent.placed_at >= since)
    return { reference: recent.reference, status: recent.status };
  return null;
}

/**
 * `POST /v1/orders/zero`: places an order whose total is 0 (a voucher paid for everything); 409 when
 * something is to be paid. It is paid at once.
 */
export async function placeZeroOrder(db: Db, context: CartContext, revision?: number): Promise<PlacedOrder> {
  const customerId = context.customerId;
  if (customerId === null) throw new OrderNotPlaceable([{ key: 'cart.problem.signInRequired' }]);
  const now = new Date();
  const placed = await db.transaction().execute(async (trx) => {
    const placement = await placeOrderFromCart(trx, context, { kind: 'none', revision }, now);
    if (placement.kind === 'placed') return placement.order;
    // A double click: the first click's order, when it was just placed.
    if (placement.reason === 'noCart') return justPlacedZeroOrder(trx, customerId, now);
    return null;
  });
  if (placed) return placed;
  // Say what stands in the way, as the checkout's validation words it.
  const validation = await validateCart(db, context, CART_STEP.checkoutPayment);
  throw new OrderNotPlaceable(
    validation.problems.length > 0 ? validation.problems : [{ key: 'cart.problem.empty' }],
  );
}

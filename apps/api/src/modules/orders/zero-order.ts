import { CART_STEP, type PlacedOrder } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { closeCart, lockCartForOrder, validateCart, type CartContext } from '../cart/index.ts';
import { orderDraftOf } from './draft.ts';
import { placeOrder } from './placement.ts';
import * as repository from './repository.ts';

export class OrderNotPlaceable extends DomainError {
  constructor(problems: readonly { key: string; productId?: number; available?: number }[]) {
    super(
      409,
      'error.order.notPlaceable',
      problems.map((problem) => ({
        path: problem.productId === undefined ? 'cart' : `product.${problem.productId}`,
        message: problem.key,
        ...(problem.available === undefined ? {} : { params: { available: problem.available } }),
      })),
    );
  }
}

export class AmountDue extends DomainError {
  constructor() {
    super(409, 'error.order.amountDue');
  }
}

export class CartChanged extends DomainError {
  constructor(revision: number) {
    super(409, 'error.order.cartChanged', [
      { path: 'revision', message: 'error.order.cartChanged', params: { revision } },
    ]);
  }
}

/** A second click within this many seconds answers the order the first placed. */
const REPEAT_CLICK_SECONDS = 60;

/**
 * `POST /v1/orders/zero`: places an order whose total is 0 (a voucher paid for everything); 409 when
 * something is to be paid. It is paid at once.
 */
export async function placeZeroOrder(db: Db, context: CartContext, revision?: number): Promise<PlacedOrder> {
  const customerId = context.customerId;
  if (customerId === null) throw new OrderNotPlaceable([{ key: 'cart.problem.signInRequired' }]);
  const now = new Date();
  const placed = await db.transaction().execute(async (trx) => {
    const locked = await lockCartForOrder(trx, context);
    if (!locked || locked.cart.lines.length === 0) {
      // A double click: the first click's order, when it was just placed.
      const recent = await repository.latestOrderOf(trx, customerId);
      const since = new Date(now.getTime() - REPEAT_CLICK_SECONDS * 1000).toISOString();
      if (recent && recent.payment_provider === 'none' && recent.placed_at >= since)
        return { reference: recent.reference, status: recent.status };
      return null;
    }
    if (revision !== undefined && revision !== locked.cart.revision)
      throw new CartChanged(locked.cart.revision);
    if (locked.cart.totals.total.amount !== 0) throw new AmountDue();
    const draft = await orderDraftOf(trx, context, locked);
    if (!draft) return null;
    const at = now.toISOString();
    const order = await placeOrder(trx, { ...draft, provider: 'none' }, at);
    await closeCart(trx, draft.cartId, now);
    return { reference: order.reference, status: order.status };
  });
  if (placed) return placed;
  // Say what stands in the way, as the checkout's validation words it.
  const validation = await validateCart(db, context, CART_STEP.checkoutPayment);
  throw new OrderNotPlaceable(
    validation.problems.length > 0 ? validation.problems : [{ key: 'cart.problem.empty' }],
  );
}

/**
 * Cancelling an order before its first parcel leaves: every unit goes back to stock,
 * what was paid and not yet refunded is refunded with a credit note (kind `cancellation`), the order
 * becomes `cancelled` and `order.cancelled` is written, all in one transaction with the order locked.
 */
import type { CancelOrderInput, OrderCancellation } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { returnStock } from '../catalog/index.ts';
import { recordAudit } from '../back-office/index.ts';
import {
  canTransition,
  lockOrderForRefund,
  OrderNotFound,
  recordOrderRefund,
  transition,
} from '../orders/index.ts';
import { orderHasParcels } from '../shipping/index.ts';
import { lineRefundAmount, type RefundPart } from './amounts.ts';
import { AlreadyCancelled, AlreadyShipped, OrderNotPaid } from './errors.ts';
import { issueRefund, refundedSoFar } from './issue.ts';
import { payBackNow, refundOf, type Operator, type RefundLogger } from './service.ts';

/** Whether a parcel of the order has been made (the shipping module keeps them). */
export function hasParcels(trx: Trx, orderId: number): Promise<boolean> {
  return orderHasParcels(trx, orderId);
}

/**
 * `POST /v1/admin/orders/{reference}/cancel`. 409 when the order is cancelled already, was never paid,
 * or has a parcel (it can be refunded then, not cancelled).
 */
export async function cancelOrder(
  db: Db,
  config: Config,
  reference: string,
  input: CancelOrderInput,
  operator: Operator,
  log: RefundLogger,
): Promise<OrderCancellation> {
  const now = new Date();
  const cancelled = await db.transaction().execute(async (trx) => {
    const order = await lockOrderForRefund(trx, reference);
    if (!order) throw new OrderNotFound();
    if (order.status === 'cancelled') throw new AlreadyCancelled();
    if (order.paidAt === null || order.status === 'awaiting_payment') throw new OrderNotPaid();
    // The state table lets only an order nothing has left of be cancelled; a parcel made says so too.
    if (!canTransition(order.status, 'cancelled') || (await hasParcels(trx, order.id)))
      throw new AlreadyShipped();

    // Nothing left the warehouse: every unit goes back, refunded before or not.
    const units = new Map<number, number>();
    for (const line of order.lines)
      units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b))
      await returnStock(trx, productId, quantity);

    const before = await refundedSoFar(trx, order.id);
    const parts: RefundPart[] = order.lines.flatMap((line) => {
      const refunded = before.units.get(line.position) ?? 0;
      const left = line.quantity - refunded;
      return left > 0 ? [{ line, quantity: left, amount: lineRefundAmount(line, refunded, left) }] : [];
    });
    const shipping = before.shipping > 0 ? 0 : order.shippingAmount;
    const refundId =
      parts.length > 0 || shipping > 0
        ? await issueRefund(trx, config, {
            order,
            kind: 'cancellation',
            // One cancellation per order, whatever races to make a second.
            requestId: `cancel-${order.id}`,
            parts,
            shipping,
            reason: input.reason ?? null,
            operatorId: operator.operatorId,
            now,
          })
        : null;
    if (refundId !== null) {
      const units = parts.map((part) => ({ position: part.line.position, quantity: part.quantity }));
      await recordOrderRefund(trx, order, { state: 'refunded', units }, now.toISOString());
    }
    // Writes `order.cancelled` with the move.
    await transition(trx, order, 'cancelled', now.toISOString());
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'order.cancel',
      subjectType: 'order',
      subjectId: order.reference,
      before: { status: order.refundState ?? order.status, refunded: before.total },
      after: { status: 'cancelled', reason: input.reason ?? null, refundId },
    });
    return { reference: order.reference, refundId };
  });
  if (cancelled.refundId !== null) await payBackNow(db, config, cancelled.refundId, log);
  return {
    reference: cancelled.reference,
    status: 'cancelled',
    refund: cancelled.refundId === null ? null : await refundOf(db, cancelled.refundId),
  };
}

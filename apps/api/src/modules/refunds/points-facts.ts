import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';

/** What loyalty points need of a refund: what it gave back for items, and what refunds before it did. */
export interface RefundPointsFacts {
  id: number;
  orderId: number;
  customerId: number;
  /** Given back for items by this refund (cents; shipping left out). */
  linesAmount: number;
  /** Given back for items of the same order by the refunds issued before this one. */
  linesAmountBefore: number;
}

export async function refundPointsFactsOf(db: Db, refundId: number): Promise<RefundPointsFacts | null> {
  const refund = await repository.refundById(db, refundId);
  if (!refund) return null;
  const before = (await repository.refundsOfOrder(db, refund.order_id)).filter((row) => row.id < refund.id);
  return {
    id: refund.id,
    orderId: refund.order_id,
    customerId: refund.customer_id,
    linesAmount: Number(refund.lines_amount),
    linesAmountBefore: before.reduce((sum, row) => sum + Number(row.lines_amount), 0),
  };
}

import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';
import type { OrderProgress } from './tables.ts';

/** What loyalty points need of an order (docs/flows.md#loyalty-points). */
export interface OrderPointsFacts {
  id: number;
  reference: string;
  customerId: number;
  status: OrderProgress;
  paidAt: string | null;
  /** What was paid for the items, after their discounts, without shipping and the payment fee (cents). */
  itemsPaid: number;
}

export async function orderPointsFactsOf(db: Db, orderId: number): Promise<OrderPointsFacts | null> {
  const order = await repository.orderById(db, orderId);
  if (!order) return null;
  return {
    id: order.id,
    reference: order.reference,
    customerId: order.customer_id,
    status: order.status,
    paidAt: order.paid_at,
    itemsPaid: Math.max(0, order.total_amount - order.shipping_amount - order.payment_fee_amount),
  };
}

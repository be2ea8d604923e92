import type { OrderProgress, OrderRefundState, OrderStatus } from './tables.ts';

/**
 * The one status an order shows in the API (DESIGN.md §8): `cancelled`; else its refund state once it
 * has one; else where payment and fulfilment are.
 */
export function shownStatus(order: {
  status: OrderProgress;
  refund_state: OrderRefundState | null;
}): OrderStatus {
  return order.status === 'cancelled' ? 'cancelled' : (order.refund_state ?? order.status);
}

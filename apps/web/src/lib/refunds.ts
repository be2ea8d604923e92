import type { OrderDetail } from '@tendero/contract';

/**
 * Whether an order can have refunds: each comes with a credit note, and refunds or a cancellation mark
 * the order. Other orders are not asked about, so the order page asks for nothing more than it shows.
 */
export function mayHaveRefunds(order: Pick<OrderDetail, 'status' | 'documents'>): boolean {
  return (
    order.documents.some((document) => document.type === 'credit-note') ||
    order.status === 'partially_refunded' ||
    order.status === 'refunded' ||
    order.status === 'cancelled'
  );
}

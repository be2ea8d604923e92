import type { AdminOrderDetail, AdminOrderLine, OrderLine } from '@tendero/contract';
import { shippable } from './ship';

/** Each line of the back office (units shipped and refunded) with the line as the customer bought it. */
export function pairedLines(detail: AdminOrderDetail): { line: AdminOrderLine; bought: OrderLine | null }[] {
  return detail.lines.map((line, index) => {
    const same = detail.order.lines[index];
    const bought =
      same && same.productId === line.productId
        ? same
        : (detail.order.lines.find((candidate) => candidate.productId === line.productId) ?? null);
    return { line, bought };
  });
}

/** What an operator may do with the order in its state. */
export function orderActions(detail: AdminOrderDetail): { ship: boolean; cancel: boolean; refund: boolean } {
  const status = detail.fulfilmentStatus;
  return {
    ship: shippable(detail),
    // Only before the first parcel leaves (the API refuses afterwards: error.order.alreadyShipped).
    cancel: detail.parcels.length === 0 && (status === 'paid' || status === 'processing'),
    refund: detail.refundable.amount > 0 && status !== 'awaiting_payment' && status !== 'cancelled',
  };
}

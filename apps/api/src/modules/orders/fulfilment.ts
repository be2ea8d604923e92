/**
 * Fulfilment: what the shipping module reads of an order (its lines, delivery address,
 * language) and the one way it moves an order's state: forward along paid → processing → shipped →
 * delivered. Refunds are recorded beside it (`refundState`): their units are no longer to be shipped,
 * and a cancelled order never moves.
 */
import { isLocale, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { orderAddressesOf, type OrderAddressCopy } from './addresses.ts';
import { orderLinesOf, type OrderLine } from './lines.ts';
import * as repository from './repository.ts';
import { canTransition, transition } from './status.ts';
import type { OrderProgress, OrderRefundState } from './tables.ts';

type FulfilmentStatus = 'paid' | 'processing' | 'shipped' | 'delivered';

/** An order line as shipping counts it: by position, with what was bought and what was refunded. */
export type FulfilmentLine = Pick<
  OrderLine,
  'position' | 'productId' | 'sku' | 'name' | 'quantity' | 'refunded' | 'total' | 'gift'
>;

/** Units of a line still to be shipped or already shipped: what was bought and not refunded. */
export const unitsToFulfil = (line: Pick<FulfilmentLine, 'quantity' | 'refunded'>): number =>
  Math.max(0, line.quantity - line.refunded);

/** The delivery address as the order copied it. */
export type FulfilmentAddress = Omit<OrderAddressCopy, 'phone' | 'vatId' | 'fiscalId'>;

export interface FulfilmentOrder {
  id: number;
  reference: string;
  status: OrderProgress;
  refundState: OrderRefundState | null;
  customerId: number;
  /** The language the order was placed in: its mails are written in it. */
  locale: Locale;
  email: string;
  /** The name on the invoice address, as the order confirmation greets. */
  customerName: string;
  lines: FulfilmentLine[];
  delivery: FulfilmentAddress;
  placedAt: string;
  currency: string;
  /** The delivery charge the customer paid. */
  shippingAmount: number;
  /** The carrier the customer chose, named in the order's language: returns go back with it. */
  carrier: { id: number; name: string };
}

async function fulfilmentOrder(
  db: Db,
  order: NonNullable<Awaited<ReturnType<typeof repository.orderById>>>,
): Promise<FulfilmentOrder> {
  const [lines, addresses] = await Promise.all([
    orderLinesOf(db, [order.id]),
    orderAddressesOf(db, order.id),
  ]);
  const { delivery } = addresses;
  const invoice = addresses.invoice ?? delivery;
  if (!delivery || !invoice) throw new Error(`order ${order.id} has no addresses`);
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    refundState: order.refund_state,
    customerId: order.customer_id,
    locale: isLocale(order.locale) ? order.locale : 'en',
    email: order.email,
    customerName: `${invoice.firstName} ${invoice.lastName}`,
    lines,
    delivery,
    placedAt: order.placed_at,
    currency: order.currency,
    shippingAmount: order.shipping_amount,
    carrier: { id: order.carrier_method_id, name: order.carrier_name },
  };
}

/** The id of the order with this reference, or null. */
export async function orderIdOf(db: Db, reference: string): Promise<number | null> {
  return (await repository.orderIdByReference(db, reference))?.id ?? null;
}

/** The id of the customer's order with this reference; null for an unknown one or another customer's. */
export async function customerOrderIdOf(
  db: Db,
  customerId: number,
  reference: string,
): Promise<number | null> {
  return (await repository.customerOrder(db, customerId, reference))?.id ?? null;
}

/** An order as shipping reads it, or null. */
export async function fulfilmentOrderOf(db: Db, orderId: number): Promise<FulfilmentOrder | null> {
  const order = await repository.orderById(db, orderId);
  return order ? fulfilmentOrder(db, order) : null;
}

/**
 * The order locked until the caller's transaction ends, as shipping reads it: whoever ships it or
 * records its last delivery waits for the other, so units are never shipped twice and the order's
 * state follows every parcel.
 */
export async function lockOrderForFulfilment(trx: Trx, orderId: number): Promise<FulfilmentOrder | null> {
  const order = await repository.lockOrder(trx, orderId);
  return order ? fulfilmentOrder(trx, order) : null;
}

/**
 * Locks the order row alone until the caller's transaction ends (for a parcel's step: whoever records
 * the last delivery of an order sees the others'). Answers whether the order exists.
 */
export async function lockOrderRow(trx: Trx, orderId: number): Promise<boolean> {
  return (await repository.lockOrder(trx, orderId)) !== undefined;
}

/** Each order's reference and lines, for the parcels that show them. */
export async function ordersForParcels(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, { reference: string; lines: FulfilmentLine[] }>> {
  const unique = [...new Set(orderIds)];
  const [references, lines] = await Promise.all([
    repository.orderReferences(db, unique),
    orderLinesOf(db, unique),
  ]);
  const orders = new Map(
    references.map((row) => [row.id, { reference: row.reference, lines: [] as FulfilmentLine[] }]),
  );
  for (const line of lines) orders.get(line.orderId)?.lines.push(line);
  return orders;
}

/**
 * Moves the order (locked by the caller) forward to `to` when the state table lets its progress go
 * there; anything else (already there or past it, cancelled, awaiting payment) stays as it is. The
 * move is recorded in the history with `order.shipped` or `order.delivered`. Answers whether it moved.
 */
export async function advanceFulfilment(
  trx: Trx,
  orderId: number,
  to: Exclude<FulfilmentStatus, 'paid'>,
  at: string,
): Promise<boolean> {
  const order = await repository.lockOrder(trx, orderId);
  if (!order || !canTransition(order.status, to)) return false;
  await transition(trx, { id: order.id, status: order.status, refundState: order.refund_state }, to, at);
  return true;
}

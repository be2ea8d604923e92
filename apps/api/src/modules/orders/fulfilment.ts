/**
 * Fulfilment (DESIGN.md §8): what the shipping module reads of an order (its lines, delivery address,
 * language) and the one way it moves an order's state: forward along paid → processing → shipped →
 * delivered. Refunds are recorded beside it (`refundState`): their units are no longer to be shipped,
 * and a cancelled order never moves.
 */
import { isLocale, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { enqueueEvent } from '../events/service.ts';
import * as repository from './repository.ts';
import type { OrderProgress, OrderRefundState } from './tables.ts';

const FULFILMENT_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;
type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

const isFulfilmentStatus = (status: OrderProgress): status is FulfilmentStatus =>
  (FULFILMENT_STATUSES as readonly string[]).includes(status);

/** An order line as shipping counts it: by position, with what was bought. */
export interface FulfilmentLine {
  position: number;
  productId: number;
  sku: string;
  name: string;
  quantity: number;
  /** Units refunded: they are not to be shipped any more. */
  refunded: number;
}

/** Units of a line still to be shipped or already shipped: what was bought and not refunded. */
export const unitsToFulfil = (line: Pick<FulfilmentLine, 'quantity' | 'refunded'>): number =>
  Math.max(0, line.quantity - line.refunded);

/** The delivery address as the order copied it. */
export interface FulfilmentAddress {
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  stateName: string | null;
  countryIso: string;
}

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
}

async function fulfilmentOrder(
  db: Db,
  order: NonNullable<Awaited<ReturnType<typeof repository.orderById>>>,
): Promise<FulfilmentOrder> {
  const [lines, addresses] = await Promise.all([
    repository.orderLines(db, [order.id]),
    repository.orderAddresses(db, order.id),
  ]);
  const delivery = addresses.find((row) => row.kind === 'delivery');
  const invoice = addresses.find((row) => row.kind === 'invoice') ?? delivery;
  if (!delivery || !invoice) throw new Error(`order ${order.id} has no addresses`);
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    refundState: order.refund_state,
    customerId: order.customer_id,
    locale: isLocale(order.locale) ? order.locale : 'en',
    email: order.email,
    customerName: `${invoice.first_name} ${invoice.last_name}`,
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.product_id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      refunded: line.refunded_quantity,
    })),
    delivery: {
      firstName: delivery.first_name,
      lastName: delivery.last_name,
      company: delivery.company,
      address1: delivery.address1,
      address2: delivery.address2,
      postcode: delivery.postcode,
      city: delivery.city,
      stateName: delivery.state_name,
      countryIso: delivery.country_iso,
    },
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
    repository.orderLines(db, unique),
  ]);
  const orders = new Map(
    references.map((row) => [row.id, { reference: row.reference, lines: [] as FulfilmentLine[] }]),
  );
  for (const line of lines) {
    orders.get(line.order_id)?.lines.push({
      position: line.position,
      productId: line.product_id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      refunded: line.refunded_quantity,
    });
  }
  return orders;
}

/**
 * Moves the order (locked by the caller) forward to `to` when its state is an earlier fulfilment
 * state; anything else (already there or past it, cancelled, a refund state) stays as it is. Records
 * the change in the history and writes `order.shipped` or `order.delivered`. Answers whether it moved.
 */
export async function advanceFulfilment(
  trx: Trx,
  orderId: number,
  to: Exclude<FulfilmentStatus, 'paid'>,
  at: string,
): Promise<boolean> {
  const order = await repository.lockOrder(trx, orderId);
  if (!order || !isFulfilmentStatus(order.status)) return false;
  if (FULFILMENT_STATUSES.indexOf(order.status) >= FULFILMENT_STATUSES.indexOf(to)) return false;
  await repository.setStatus(trx, orderId, to, at);
  await repository.insertStatus(trx, orderId, to, at);
  if (to === 'shipped') await enqueueEvent(trx, 'order.shipped', { orderId });
  if (to === 'delivered') await enqueueEvent(trx, 'order.delivered', { orderId });
  return true;
}

import type { OrderStatus } from '@tendero/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type {
  OrderAddressTable,
  OrderLineTable,
  OrderPromotionTable,
  OrderProgress,
  OrderRefundState,
  OrderVatTable,
  ShopOrderTable,
} from './tables.ts';

export type OrderRow = NonNullable<Awaited<ReturnType<typeof orderById>>>;

export async function insertOrder(trx: Trx, order: Insertable<ShopOrderTable>): Promise<number> {
  const row = await trx.insertInto('shop_order').values(order).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderParts(
  trx: Trx,
  parts: {
    lines: Insertable<OrderLineTable>[];
    vat: Insertable<OrderVatTable>[];
    promotions: Insertable<OrderPromotionTable>[];
    addresses: Insertable<OrderAddressTable>[];
  },
): Promise<void> {
  if (parts.lines.length > 0) await trx.insertInto('order_line').values(parts.lines).execute();
  if (parts.vat.length > 0) await trx.insertInto('order_vat').values(parts.vat).execute();
  if (parts.promotions.length > 0) await trx.insertInto('order_promotion').values(parts.promotions).execute();
  if (parts.addresses.length > 0) await trx.insertInto('order_address').values(parts.addresses).execute();
}

export async function insertStatus(trx: Trx, orderId: number, status: OrderStatus, at: string) {
  await trx.insertInto('order_status_history').values({ order_id: orderId, status, at }).execute();
}

export function referenceTaken(trx: Trx, reference: string) {
  return trx.selectFrom('shop_order').select('id').where('reference', '=', reference).executeTakeFirst();
}

export function orderById(db: Db, id: number) {
  return db.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderByCart(db: Db, cartId: number) {
  return db.selectFrom('shop_order').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

export function lockOrder(trx: Trx, id: number) {
  return lockForUpdate(trx, trx.selectFrom('shop_order').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function customerOrder(db: Db, customerId: number, reference: string) {
  return db
    .selectFrom('shop_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** A customer's orders, newest first, after the cursor's order id. */
export function customerOrders(db: Db, customerId: number, beforeId: number | null, limit: number) {
  let query = db
    .selectFrom('shop_order')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}

export function orderLines(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

export function orderVat(db: Db, orderId: number) {
  return db.selectFrom('order_vat').selectAll().where('order_id', '=', orderId).orderBy('rate').execute();
}

export function orderPromotions(db: Db, orderId: number) {
  return db
    .selectFrom('order_promotion')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export function orderAddresses(db: Db, orderId: number) {
  return db.selectFrom('order_address').selectAll().where('order_id', '=', orderId).execute();
}

export function orderHistory(db: Db, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['status', 'at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function setConversionSent(db: Db, orderId: number, sent: boolean, now: string) {
  await db
    .updateTable('shop_order')
    .set({ conversion_sent: sent ? 1 : 0, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

export async function markConfirmationMailed(trx: Trx, orderId: number, at: string) {
  await trx.updateTable('shop_order').set({ confirmation_mailed_at: at }).where('id', '=', orderId).execute();
}

export function latestOrderOf(db: Db, customerId: number) {
  return db
    .selectFrom('shop_order')
    .select(['reference', 'status', 'placed_at', 'payment_provider'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function orderIdByReference(db: Db, reference: string) {
  return db.selectFrom('shop_order').select('id').where('reference', '=', reference).executeTakeFirst();
}

export function orderReferences(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('shop_order').select(['id', 'reference']).where('id', 'in', orderIds).execute();
}

export async function setStatus(trx: Trx, orderId: number, status: OrderProgress, now: string) {
  await trx.updateTable('shop_order').set({ status, updated_at: now }).where('id', '=', orderId).execute();
}

/** The order of a reference, locked until the transaction ends. */
export function lockOrderByReference(trx: Trx, reference: string) {
  return lockForUpdate(
    trx,
    trx.selectFrom('shop_order').selectAll().where('reference', '=', reference),
  ).executeTakeFirst();
}

export async function setRefundState(trx: Trx, orderId: number, state: OrderRefundState, at: string) {
  await trx
    .updateTable('shop_order')
    .set({ refund_state: state, updated_at: at })
    .where('id', '=', orderId)
    .execute();
}

/** One update per line refunded, each adding its units. */
export async function addRefundedUnits(
  trx: Trx,
  orderId: number,
  units: readonly { position: number; quantity: number }[],
) {
  for (const { position, quantity } of units) {
    await trx
      .updateTable('order_line')
      .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', quantity) }))
      .where('order_id', '=', orderId)
      .where('position', '=', position)
      .execute();
  }
}

/** Whom an order's mails go to: its e-mail, language, and the name on its invoice address. */
export function orderRecipient(db: Db, orderId: number) {
  return db
    .selectFrom('shop_order')
    .innerJoin('order_address', (join) =>
      join.onRef('order_address.order_id', '=', 'shop_order.id').on('order_address.kind', '=', 'invoice'),
    )
    .select([
      'shop_order.email',
      'shop_order.locale',
      'shop_order.reference',
      'shop_order.payment_provider',
      'order_address.first_name',
      'order_address.last_name',
    ])
    .where('shop_order.id', '=', orderId)
    .executeTakeFirst();
}

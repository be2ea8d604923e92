import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { RefundLineTable, RefundTable } from './tables.ts';

export type RefundRow = NonNullable<Awaited<ReturnType<typeof refundById>>>;
export type RefundLineRow = Awaited<ReturnType<typeof refundLines>>[number];

export function refundById(db: Db, id: number) {
  return db.selectFrom('refund').selectAll().where('id', '=', id).executeTakeFirst();
}

export function refundByRequest(db: Db, requestId: string) {
  return db.selectFrom('refund').selectAll().where('request_id', '=', requestId).executeTakeFirst();
}

export function lockRefund(trx: Trx, id: number) {
  return lockForUpdate(trx, trx.selectFrom('refund').selectAll().where('id', '=', id)).executeTakeFirst();
}

export async function insertRefund(trx: Trx, refund: Insertable<RefundTable>): Promise<number> {
  const row = await trx.insertInto('refund').values(refund).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefundLines(trx: Trx, lines: Insertable<RefundLineTable>[]): Promise<void> {
  if (lines.length > 0) await trx.insertInto('refund_line').values(lines).execute();
}

export async function updateRefund(db: Db, id: number, change: Updateable<RefundTable>): Promise<void> {
  await db.updateTable('refund').set(change).where('id', '=', id).execute();
}

/** Failed, unless a racing attempt has paid it back meanwhile. */
export async function markRefundFailed(db: Db, id: number, failure: string, at: string): Promise<void> {
  await db
    .updateTable('refund')
    .set({ status: 'failed', failure, updated_at: at })
    .where('id', '=', id)
    .where('status', '!=', 'succeeded')
    .execute();
}

export function refundLines(db: Db, refundIds: readonly number[]) {
  if (refundIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('refund_line')
    .selectAll()
    .where('refund_id', 'in', refundIds)
    .orderBy('refund_id')
    .orderBy('position')
    .execute();
}

/** Units refunded so far per order line position. */
export function refundedUnits(db: Db, orderId: number) {
  return db
    .selectFrom('refund_line')
    .innerJoin('refund', 'refund.id', 'refund_line.refund_id')
    .select(['refund_line.position', (eb) => eb.fn.sum<number | string>('refund_line.quantity').as('units')])
    .where('refund.order_id', '=', orderId)
    .groupBy('refund_line.position')
    .execute();
}

/** Money refunded so far on an order: in all, and of the shipping charge. */
export function refundedAmounts(db: Db, orderId: number) {
  return db
    .selectFrom('refund')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number | string>('total_amount'), eb.lit(0)).as('total'),
      eb.fn.coalesce(eb.fn.sum<number | string>('shipping_amount'), eb.lit(0)).as('shipping'),
    ])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export function refundsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('refund').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** A page of a customer's refunds, newest first, before the refund id `beforeId`. */
export function customerRefunds(db: Db, customerId: number, beforeId: number | null, limit: number) {
  let query = db.selectFrom('refund').selectAll().where('customer_id', '=', customerId);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** How many refunds were issued since `since`, and their total. */
export function refundsSince(db: Db, since: string) {
  return db
    .selectFrom('refund')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number | string>('total_amount'), eb.lit(0)).as('total'),
    ])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
}

import type { Insertable } from 'kysely';
import type { PointsEntryKind } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { PointsEntryTable, PointsOrderTable } from './tables.ts';

export type PointsEntryRow = NonNullable<Awaited<ReturnType<typeof entryByKey>>>;

/**
 * The customer's holder row, made when missing and locked until the transaction ends: whoever changes
 * a customer's points (a conversion, the worker, a refund, an operator) waits for the others.
 */
export async function lockHolder(trx: Trx, customerId: number, now: string): Promise<void> {
  await trx
    .insertInto('points_holder')
    .values({ customer_id: customerId, created_at: now })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
  await lockForUpdate(
    trx,
    trx.selectFrom('points_holder').select('customer_id').where('customer_id', '=', customerId),
  ).executeTakeFirst();
}

export function entryByKey(db: Db, dedupeKey: string) {
  return db.selectFrom('points_entry').selectAll().where('dedupe_key', '=', dedupeKey).executeTakeFirst();
}

/** Inserts an entry unless one with its key exists; answers whether it was inserted. */
export async function insertEntry(trx: Trx, entry: Insertable<PointsEntryTable>): Promise<boolean> {
  const result = await trx
    .insertInto('points_entry')
    .values(entry)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Every entry of a customer, oldest first: the ledger the balances are summed from. */
export function entriesOf(db: Db, customerId: number) {
  return db
    .selectFrom('points_entry')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

/** A page of a customer's entries, newest first, before the entry id `beforeId`, of the given kinds. */
export function historyPage(
  db: Db,
  customerId: number,
  options: { beforeId: number | null; limit: number; kinds: readonly PointsEntryKind[] | null },
) {
  let query = db.selectFrom('points_entry').selectAll().where('customer_id', '=', customerId);
  if (options.beforeId !== null) query = query.where('id', '<', options.beforeId);
  if (options.kinds !== null && options.kinds.length > 0) query = query.where('kind', 'in', options.kinds);
  return query.orderBy('id', 'desc').limit(options.limit).execute();
}

export function pointsOrder(db: Db, orderId: number) {
  return db.selectFrom('points_order').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function insertPointsOrder(trx: Trx, row: Insertable<PointsOrderTable>): Promise<void> {
  await trx
    .insertInto('points_order')
    .values(row)
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

export async function setAvailableOn(trx: Trx, orderId: number, day: string): Promise<void> {
  await trx.updateTable('points_order').set({ available_on: day }).where('order_id', '=', orderId).execute();
}

/** A customer's orders with points not released yet, oldest first, with what is pending of each. */
export function pendingOrdersOf(db: Db, customerId: number) {
  return db
    .selectFrom('points_order as po')
    .innerJoin('points_entry as e', 'e.order_id', 'po.order_id')
    .select((eb) => [
      'po.order_id',
      'po.order_reference',
      'po.available_on',
      eb.fn.sum<number | string>('e.pending').as('pending'),
    ])
    .where('po.customer_id', '=', customerId)
    .groupBy(['po.order_id', 'po.order_reference', 'po.available_on'])
    .having((eb) => eb.fn.sum('e.pending'), '>', 0)
    .orderBy('po.order_id')
    .execute();
}

/** Customers with an order whose points are due (available on or before `today`) and still pending. */
export function customersWithDueOrders(db: Db, today: string, limit: number) {
  return db
    .selectFrom('points_order as po')
    .innerJoin('points_entry as e', 'e.order_id', 'po.order_id')
    .select('po.customer_id')
    .where('po.available_on', '<=', today)
    .groupBy(['po.customer_id', 'po.order_id'])
    .having((eb) => eb.fn.sum('e.pending'), '>', 0)
    .orderBy('po.customer_id')
    .limit(limit)
    .execute();
}

/**
 * Customers holding available points with a lot that expires on or before `today` (it may be used up
 * already: the round then writes nothing), by customer id after `afterCustomerId`.
 */
export function customersWithDueLots(db: Db, today: string, afterCustomerId: number, limit: number) {
  return db
    .selectFrom('points_entry')
    .select('customer_id')
    .where('customer_id', '>', afterCustomerId)
    .groupBy('customer_id')
    .having((eb) => eb.fn.sum('available'), '>', 0)
    .having(
      (eb) => eb.fn.min(eb.case().when('available', '>', 0).then(eb.ref('expires_at')).end()),
      '<=',
      today,
    )
    .orderBy('customer_id')
    .limit(limit)
    .execute();
}

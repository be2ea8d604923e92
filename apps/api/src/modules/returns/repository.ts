/** The returns module's reads and writes of its own tables. */
import type { Insertable, Updateable } from 'kysely';
import type { ReturnStatus } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type {
  ReturnLabelTable,
  ReturnLineTable,
  ReturnPhotoTable,
  ReturnRequestTable,
  ReturnStatusTable,
  WithdrawalTable,
} from './tables.ts';

export type ReturnRow = NonNullable<Awaited<ReturnType<typeof returnById>>>;
export type ReturnLineRow = Awaited<ReturnType<typeof returnLines>>[number];
export type ReturnLabelRow = Awaited<ReturnType<typeof returnLabels>>[number];
export type ReturnPhotoRow = Awaited<ReturnType<typeof returnPhotos>>[number];
export type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof withdrawalById>>>;

export async function insertReturn(trx: Trx, row: Insertable<ReturnRequestTable>): Promise<number> {
  const inserted = await trx
    .insertInto('return_request')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateReturn(trx: Trx, id: number, changes: Updateable<ReturnRequestTable>) {
  await trx.updateTable('return_request').set(changes).where('id', '=', id).execute();
}

export async function insertReturnLines(trx: Trx, lines: Insertable<ReturnLineTable>[]) {
  if (lines.length > 0) await trx.insertInto('return_line').values(lines).execute();
}

export async function updateReturnLine(
  trx: Trx,
  returnId: number,
  position: number,
  changes: Updateable<ReturnLineTable>,
) {
  await trx
    .updateTable('return_line')
    .set(changes)
    .where('return_id', '=', returnId)
    .where('position', '=', position)
    .execute();
}

export async function insertReturnStatus(trx: Trx, row: Insertable<ReturnStatusTable>) {
  await trx.insertInto('return_status').values(row).execute();
}

export async function insertReturnLabel(trx: Trx, row: Insertable<ReturnLabelTable>): Promise<number> {
  const inserted = await trx.insertInto('return_label').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function storeLabelPdf(db: Db, labelId: number, pdf: Buffer) {
  // Drawn once: a second drawing (two downloads at once) leaves the first.
  await db
    .updateTable('return_label')
    .set({ pdf })
    .where('id', '=', labelId)
    .where('pdf', 'is', null)
    .execute();
}

export async function insertReturnPhotos(trx: Trx, rows: Insertable<ReturnPhotoTable>[]) {
  if (rows.length > 0) await trx.insertInto('return_photo').values(rows).execute();
}

export function returnById(db: Db, id: number) {
  return db.selectFrom('return_request').selectAll().where('id', '=', id).executeTakeFirst();
}

export function returnByUid(db: Db, uid: string) {
  return db.selectFrom('return_request').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export function lockReturn(trx: Trx, id: number) {
  return lockForUpdate(
    trx,
    trx.selectFrom('return_request').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

/** The returns of an order, oldest first. */
export function returnsOfOrder(db: Db, orderId: number) {
  return db.selectFrom('return_request').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** A customer's returns, newest first, after the cursor's return id. */
export function customerReturns(db: Db, customerId: number, beforeId: number | null, limit: number) {
  let query = db
    .selectFrom('return_request')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}

/** Returns for the back office, newest first, optionally of one status and of one order (its reference). */
export function returnsForOperators(
  db: Db,
  filters: { status: ReturnStatus | null; orderReference: string | null },
  beforeId: number | null,
  limit: number,
) {
  let query = db.selectFrom('return_request').selectAll().orderBy('id', 'desc').limit(limit);
  if (filters.status !== null) query = query.where('status', '=', filters.status);
  if (filters.orderReference !== null) query = query.where('order_reference', '=', filters.orderReference);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}

/** Returns still to be refunded whose refund is due by `day` (YYYY-MM-DD), soonest first. */
export function refundsDueBy(db: Db, day: string, limit: number) {
  return db
    .selectFrom('return_request')
    .selectAll()
    .where('status', 'in', ['requested', 'approved', 'in_transit', 'received'])
    .where('refund_due_by', '<=', day)
    .orderBy('refund_due_by')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function returnLines(db: Db, returnIds: readonly number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_line')
    .selectAll()
    .where('return_id', 'in', returnIds)
    .orderBy('return_id')
    .orderBy('position')
    .execute();
}

export function returnHistory(db: Db, returnIds: readonly number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_status')
    .select(['return_id', 'status', 'at'])
    .where('return_id', 'in', returnIds)
    .orderBy('id')
    .execute();
}

export function returnLabels(db: Db, returnIds: readonly number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_label')
    .select(['id', 'uid', 'return_id', 'parcel_id', 'tracking_number', 'created_at'])
    .where('return_id', 'in', returnIds)
    .orderBy('id')
    .execute();
}

export function returnLabelByUid(db: Db, returnId: number, uid: string) {
  return db
    .selectFrom('return_label')
    .selectAll()
    .where('return_id', '=', returnId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export function returnLabelByParcel(db: Db, parcelId: number) {
  return db
    .selectFrom('return_label')
    .select(['id', 'return_id', 'tracking_number'])
    .where('parcel_id', '=', parcelId)
    .executeTakeFirst();
}

export function returnLabelByTracking(db: Db, trackingNumber: string) {
  return db
    .selectFrom('return_label')
    .select(['id', 'return_id', 'parcel_id', 'tracking_number'])
    .where('tracking_number', '=', trackingNumber)
    .executeTakeFirst();
}

export function returnPhotos(db: Db, returnIds: readonly number[]) {
  if (returnIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('return_photo')
    .selectAll()
    .where('return_id', 'in', returnIds)
    .orderBy('id')
    .execute();
}

export function returnPhotoByUid(db: Db, returnId: number, uid: string) {
  return db
    .selectFrom('return_photo')
    .selectAll()
    .where('return_id', '=', returnId)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

/**
 * Units of each order line (by position) in the order's returns that were not rejected, per return
 * status: asked for (`quantity`) and, once received, received.
 */
export function returnedUnits(db: Db, orderId: number) {
  return db
    .selectFrom('return_line')
    .innerJoin('return_request', 'return_request.id', 'return_line.return_id')
    .select([
      'return_line.position',
      'return_request.status',
      (eb) => eb.fn.sum<number | string>('return_line.quantity').as('quantity'),
      (eb) => eb.fn.sum<number | string | null>('return_line.received').as('received'),
    ])
    .where('return_request.order_id', '=', orderId)
    .where('return_request.status', '!=', 'rejected')
    .groupBy(['return_line.position', 'return_request.status'])
    .execute();
}

export async function insertWithdrawal(trx: Trx, row: Insertable<WithdrawalTable>): Promise<number> {
  const inserted = await trx.insertInto('withdrawal').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateWithdrawal(trx: Trx, id: number, changes: Updateable<WithdrawalTable>) {
  await trx.updateTable('withdrawal').set(changes).where('id', '=', id).execute();
}

export async function storeAcknowledgementPdf(db: Db, withdrawalId: number, pdf: Buffer) {
  await db
    .updateTable('withdrawal')
    .set({ acknowledgement_pdf: pdf })
    .where('id', '=', withdrawalId)
    .where('acknowledgement_pdf', 'is', null)
    .execute();
}

export function withdrawalById(db: Db, id: number) {
  return db.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirst();
}

export function withdrawalByUid(db: Db, uid: string) {
  return db.selectFrom('withdrawal').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export function lockWithdrawal(trx: Trx, id: number) {
  return lockForUpdate(trx, trx.selectFrom('withdrawal').selectAll().where('id', '=', id)).executeTakeFirst();
}

export function withdrawalsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('withdrawal').select(['id', 'uid']).where('id', 'in', ids).execute();
}

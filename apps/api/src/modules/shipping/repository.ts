import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { ParcelEventTable, ParcelLineTable, ParcelTable } from './tables.ts';

export type ParcelRow = NonNullable<Awaited<ReturnType<typeof parcelByTracking>>>;
export type ParcelEventRow = Awaited<ReturnType<typeof parcelEvents>>[number];

export async function insertParcel(trx: Trx, parcel: Insertable<ParcelTable>): Promise<number> {
  const row = await trx.insertInto('parcel').values(parcel).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertParcelLines(trx: Trx, lines: Insertable<ParcelLineTable>[]): Promise<void> {
  if (lines.length > 0) await trx.insertInto('parcel_line').values(lines).execute();
}

export async function insertParcelEvent(trx: Trx, event: Insertable<ParcelEventTable>): Promise<number> {
  const row = await trx.insertInto('parcel_event').values(event).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Units of each order line (by position) already in a parcel. */
export function shippedUnits(db: Db, orderId: number) {
  return db
    .selectFrom('parcel_line')
    .innerJoin('parcel', 'parcel.id', 'parcel_line.parcel_id')
    .select([
      'parcel_line.position',
      (eb) => eb.fn.sum<number | string>('parcel_line.quantity').as('quantity'),
    ])
    .where('parcel.order_id', '=', orderId)
    .groupBy('parcel_line.position')
    .execute();
}

/** Units of each order line (by position) in the order's delivered parcels. */
export function deliveredUnitsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('parcel_line')
    .innerJoin('parcel', 'parcel.id', 'parcel_line.parcel_id')
    .select([
      'parcel_line.position',
      (eb) => eb.fn.sum<number | string>('parcel_line.quantity').as('quantity'),
    ])
    .where('parcel.order_id', '=', orderId)
    .where('parcel.status', '=', 'delivered')
    .groupBy('parcel_line.position')
    .execute();
}

/** Which of these numbers a parcel has already. */
export async function takenTrackingNumbers(db: Db, numbers: readonly string[]): Promise<string[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectFrom('parcel')
    .select('tracking_number')
    .where('tracking_number', 'in', numbers)
    .execute();
  return rows.map((row) => row.tracking_number);
}

export function parcelByTracking(db: Db, trackingNumber: string) {
  return db.selectFrom('parcel').selectAll().where('tracking_number', '=', trackingNumber).executeTakeFirst();
}

export function lockParcel(trx: Trx, parcelId: number) {
  return lockForUpdate(
    trx,
    trx.selectFrom('parcel').selectAll().where('id', '=', parcelId),
  ).executeTakeFirst();
}

export function parcelById(db: Db, parcelId: number) {
  return db.selectFrom('parcel').selectAll().where('id', '=', parcelId).executeTakeFirst();
}

export function parcelsByIds(db: Db, parcelIds: readonly number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('parcel').selectAll().where('id', 'in', parcelIds).orderBy('id').execute();
}

export async function updateParcel(trx: Trx, parcelId: number, changes: Updateable<ParcelTable>) {
  await trx.updateTable('parcel').set(changes).where('id', '=', parcelId).execute();
}

export function carrierEventRecorded(trx: Trx, carrierEventId: string) {
  return trx
    .selectFrom('parcel_event')
    .select('id')
    .where('carrier_event_id', '=', carrierEventId)
    .executeTakeFirst();
}

/** The state of every parcel an order left in (its return parcels are not counted). */
export function parcelStatesOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('parcel')
    .select(['id', 'status'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'delivery')
    .execute();
}

/** A customer's parcels, newest first, after the cursor's parcel id, optionally of one order. */
export function customerParcels(
  db: Db,
  customerId: number,
  orderId: number | null,
  beforeId: number | null,
  limit: number,
) {
  let query = db
    .selectFrom('parcel')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'delivery')
    .orderBy('id', 'desc')
    .limit(limit);
  if (orderId !== null) query = query.where('order_id', '=', orderId);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.execute();
}

export function parcelLines(db: Db, parcelIds: readonly number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('parcel_line')
    .selectAll()
    .where('parcel_id', 'in', parcelIds)
    .orderBy('parcel_id')
    .orderBy('position')
    .execute();
}

/** The events of the parcels, each parcel's oldest first (ties in the order they were recorded). */
export function parcelEvents(db: Db, parcelIds: readonly number[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('parcel_event')
    .select(['id', 'parcel_id', 'status', 'exception', 'occurred_at', 'location'])
    .where('parcel_id', 'in', parcelIds)
    .orderBy('parcel_id')
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
}

export function lockParcelEvent(trx: Trx, eventId: number) {
  return lockForUpdate(
    trx,
    trx
      .selectFrom('parcel_event')
      .select(['id', 'parcel_id', 'occurred_at', 'mailed_at'])
      .where('id', '=', eventId),
  ).executeTakeFirst();
}

export async function markEventMailed(trx: Trx, eventId: number, at: string) {
  await trx.updateTable('parcel_event').set({ mailed_at: at }).where('id', '=', eventId).execute();
}

/**
 * Parcels still on their way (not delivered, not returned to the sender), oldest first, with how many
 * events and failed delivery attempts each has: what a carrier works through.
 */
export function parcelsOnTheirWay(db: Db, limit: number) {
  return db
    .selectFrom('parcel')
    .leftJoin('parcel_event', 'parcel_event.parcel_id', 'parcel.id')
    .select((eb) => [
      'parcel.id',
      'parcel.tracking_number',
      'parcel.status',
      'parcel.exception',
      'parcel.to_country',
      eb.fn.count<number | string>('parcel_event.id').as('events'),
      eb.fn
        .count<number | string>(eb.case().when('parcel_event.exception', '=', 'attempt_failed').then(1).end())
        .as('failed_attempts'),
    ])
    .where('parcel.status', '!=', 'delivered')
    .where((eb) =>
      eb.or([eb('parcel.exception', 'is', null), eb('parcel.exception', '!=', 'returned_to_sender')]),
    )
    .groupBy([
      'parcel.id',
      'parcel.tracking_number',
      'parcel.status',
      'parcel.exception',
      'parcel.to_country',
    ])
    .orderBy('parcel.id')
    .limit(limit)
    .execute();
}

export function parcelsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('parcel')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', 'delivery')
    .orderBy('id')
    .execute();
}

export function anyParcelOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('parcel')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'delivery')
    .limit(1)
    .executeTakeFirst();
}

import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { AddressTable } from './tables.ts';

export type AddressRow = Selectable<AddressTable>;

/**
 * Serialises address changes of one customer (PostgreSQL row lock on the customer; SQLite runs one
 * write transaction at a time already), so two requests cannot both make "the first address".
 */
export async function lockCustomer(trx: Trx, customerId: number): Promise<void> {
  await lockForUpdate(trx, trx.selectFrom('customer').select('id').where('id', '=', customerId)).execute();
}

export function addressOf(db: Db, customerId: number, addressId: number) {
  return db
    .selectFrom('address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', addressId)
    .executeTakeFirst();
}

/** A page of a customer's addresses in the order they were added, after the address id `afterId`. */
export function addressesOf(db: Db, customerId: number, afterId: number, limit: number) {
  return db
    .selectFrom('address')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('address')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAddress(db: Db, address: Insertable<AddressTable>): Promise<number> {
  const row = await db.insertInto('address').values(address).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAddress(
  db: Db,
  customerId: number,
  addressId: number,
  changes: Updateable<AddressTable>,
): Promise<void> {
  await db
    .updateTable('address')
    .set(changes)
    .where('customer_id', '=', customerId)
    .where('id', '=', addressId)
    .execute();
}

export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  await db.deleteFrom('address').where('customer_id', '=', customerId).where('id', '=', addressId).execute();
}

export type DefaultKind = 'default_delivery' | 'default_invoice';

/** Takes the default of this kind away from every address of the customer. */
export async function clearDefault(db: Db, customerId: number, kind: DefaultKind): Promise<void> {
  await db
    .updateTable('address')
    .set(kind === 'default_delivery' ? { default_delivery: 0 } : { default_invoice: 0 })
    .where('customer_id', '=', customerId)
    .where(kind, '=', 1)
    .execute();
}

/** The newest address of the customer, preferring those of `type`. */
export function newestAddress(db: Db, customerId: number, type: AddressTable['type']) {
  return db
    .selectFrom('address')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy((eb) => eb.case().when('type', '=', type).then(0).else(1).end())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { TestPaymentIntentTable, TestPaymentRefundTable } from './tables.ts';

export type TestIntentRow = NonNullable<Awaited<ReturnType<typeof testIntent>>>;

export function testIntent(db: Db, id: string) {
  return db.selectFrom('test_payment_intent').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockTestIntent(trx: Trx, id: string) {
  return lockForUpdate(
    trx,
    trx.selectFrom('test_payment_intent').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

export function testIntentByKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('test_payment_intent')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Inserts an intent unless its idempotency key exists; answers the intent with that key. */
export async function insertTestIntent(trx: Trx, row: TestIntentRow): Promise<TestIntentRow> {
  await trx
    .insertInto('test_payment_intent')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  return trx
    .selectFrom('test_payment_intent')
    .selectAll()
    .where('idempotency_key', '=', row.idempotency_key)
    .executeTakeFirstOrThrow();
}

export function updateTestIntent(trx: Trx, id: string, change: Updateable<TestPaymentIntentTable>) {
  return trx
    .updateTable('test_payment_intent')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function testRefundByKey(trx: Trx, idempotencyKey: string) {
  return trx
    .selectFrom('test_payment_refund')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

export async function insertTestRefund(trx: Trx, row: Insertable<TestPaymentRefundTable>): Promise<void> {
  await trx.insertInto('test_payment_refund').values(row).execute();
}

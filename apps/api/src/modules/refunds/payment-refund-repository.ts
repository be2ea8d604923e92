import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Trx } from '../../db/transaction.ts';

/** What is to go back to a payment, and whether it has: one row per refund of the money. */
type PaymentRefundTable = Database['payment_refund'];

export async function insertPaymentRefund(trx: Trx, refund: Insertable<PaymentRefundTable>): Promise<number> {
  const row = await trx.insertInto('payment_refund').values(refund).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function paymentRefundById(db: Db, id: number) {
  return db
    .selectFrom('payment_refund')
    .select(['id', 'payment_id', 'amount', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markPaymentRefundSucceeded(db: Db, id: number, providerRefundId: string) {
  await db
    .updateTable('payment_refund')
    .set({ status: 'succeeded', provider_refund_id: providerRefundId })
    .where('id', '=', id)
    .execute();
}

/** Failed, unless a racing attempt with the same idempotency key has succeeded meanwhile. */
export async function markPaymentRefundFailed(db: Db, id: number) {
  await db
    .updateTable('payment_refund')
    .set({ status: 'failed' })
    .where('id', '=', id)
    .where('status', '!=', 'succeeded')
    .execute();
}

/** What went back to each of the payments (failed refunds gave nothing back). */
export function paidBackOfPayments(db: Db, paymentIds: readonly number[]) {
  return db
    .selectFrom('payment_refund')
    .select((eb) => ['payment_id', eb.fn.sum<number | string>('amount').as('paid_back')])
    .where('payment_id', 'in', paymentIds)
    .where('status', '<>', 'failed')
    .groupBy('payment_id')
    .execute();
}

/** Refunds (not failed) made since `since`: how many and their sum. */
export async function paymentRefundsSince(db: Db, since: string) {
  const row = await db
    .selectFrom('payment_refund')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('amount').as('total'),
    ])
    .where('created_at', '>=', since)
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: Number(row.total ?? 0) };
}

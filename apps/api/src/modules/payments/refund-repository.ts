import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { PaymentRefundTable } from './tables.ts';

export function paymentOfOrder(db: Db, orderId: number) {
  return db.selectFrom('payment').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export async function insertPaymentRefund(trx: Trx, refund: Insertable<PaymentRefundTable>): Promise<number> {
  const row = await trx.insertInto('payment_refund').values(refund).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A refund with the intent of the payment it gives back. */
export function paymentRefundWithIntent(db: Db, id: number) {
  return db
    .selectFrom('payment_refund')
    .innerJoin('payment', 'payment.id', 'payment_refund.payment_id')
    .select([
      'payment_refund.id',
      'payment_refund.amount',
      'payment_refund.status',
      'payment_refund.provider_refund_id',
      'payment.provider',
      'payment.intent_id',
    ])
    .where('payment_refund.id', '=', id)
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

import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { PaymentRefundTable, PaymentTable } from './tables.ts';

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentOfCart>>>;

export function paymentOfCart(db: Db, cartId: number) {
  return db.selectFrom('payment').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

export function paymentByIntent(db: Db, intentId: string) {
  return db.selectFrom('payment').selectAll().where('intent_id', '=', intentId).executeTakeFirst();
}

export function lockPaymentByIntent(trx: Trx, intentId: string) {
  return lockForUpdate(
    trx,
    trx.selectFrom('payment').selectAll().where('intent_id', '=', intentId),
  ).executeTakeFirst();
}

/** Writes the cart's payment: a new row, or the one the cart has, pointed at `row`'s intent and revision. */
export async function savePayment(trx: Trx, row: Insertable<PaymentTable>): Promise<void> {
  await trx
    .insertInto('payment')
    .values(row)
    .onConflict((oc) =>
      oc.column('cart_id').doUpdateSet({
        cart_revision: row.cart_revision,
        provider: row.provider,
        intent_id: row.intent_id,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        failure_code: row.failure_code ?? null,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function updatePayment(trx: Trx, id: number, change: Updateable<PaymentTable>) {
  await trx.updateTable('payment').set(change).where('id', '=', id).execute();
}

export async function insertRefund(trx: Trx, refund: Insertable<PaymentRefundTable>): Promise<number> {
  const row = await trx.insertInto('payment_refund').values(refund).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRefund(db: Db, id: number, change: Updateable<PaymentRefundTable>) {
  await db.updateTable('payment_refund').set(change).where('id', '=', id).execute();
}

export function pendingRefunds(db: Db, paymentId: number) {
  return db
    .selectFrom('payment_refund')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'pending')
    .execute();
}

import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { PaymentTable } from './tables.ts';

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

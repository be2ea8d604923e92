import type { Db } from '../../db/database.ts';

/** An order's payments, oldest first. */
export function paymentsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payment')
    .select(['id', 'provider', 'intent_id', 'status', 'amount', 'currency', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

import type { Db } from '../../db/database.ts';

export function paymentOfOrder(db: Db, orderId: number) {
  return db.selectFrom('payment').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function paymentById(db: Db, id: number) {
  return db.selectFrom('payment').select(['provider', 'intent_id']).where('id', '=', id).executeTakeFirst();
}

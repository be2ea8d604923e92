import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { OrderProgress, OrderRefundState } from './tables.ts';

/** The order of a reference, locked until the transaction ends. */
export function lockOrderByReference(trx: Trx, reference: string) {
  return lockForUpdate(
    trx,
    trx.selectFrom('shop_order').selectAll().where('reference', '=', reference),
  ).executeTakeFirst();
}

export async function setOrderStatus(trx: Trx, orderId: number, status: OrderProgress, at: string) {
  await trx.updateTable('shop_order').set({ status, updated_at: at }).where('id', '=', orderId).execute();
  await trx.insertInto('order_status_history').values({ order_id: orderId, status, at }).execute();
}

export async function setRefundState(trx: Trx, orderId: number, state: OrderRefundState, at: string) {
  await trx
    .updateTable('shop_order')
    .set({ refund_state: state, updated_at: at })
    .where('id', '=', orderId)
    .execute();
  await trx.insertInto('order_status_history').values({ order_id: orderId, status: state, at }).execute();
}

/** One update per line refunded, each adding its units. */
export async function addRefundedUnits(
  trx: Trx,
  orderId: number,
  units: readonly { position: number; quantity: number }[],
) {
  for (const { position, quantity } of units) {
    await trx
      .updateTable('order_line')
      .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', quantity) }))
      .where('order_id', '=', orderId)
      .where('position', '=', position)
      .execute();
  }
}

/** Whom an order's mails go to: its e-mail, language, and the name on its invoice address. */
export function orderRecipient(db: Db, orderId: number) {
  return db
    .selectFrom('shop_order')
    .innerJoin('order_address', (join) =>
      join.onRef('order_address.order_id', '=', 'shop_order.id').on('order_address.kind', '=', 'invoice'),
    )
    .select([
      'shop_order.email',
      'shop_order.locale',
      'shop_order.reference',
      'shop_order.payment_provider',
      'order_address.first_name',
      'order_address.last_name',
    ])
    .where('shop_order.id', '=', orderId)
    .executeTakeFirst();
}

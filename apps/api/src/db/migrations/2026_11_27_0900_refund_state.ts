import { sql } from 'kysely';
import type { MigrationDb } from './util.ts';

/**
 * Refunds beside fulfilment (docs/flows.md#order): a refund no longer overwrites the order's status
 * (`paid` … `delivered`), so a partly refunded order can still ship what is left and follow its parcels.
 * `shop_order.refund_state` says `partially_refunded` or `refunded`; `order_line.refunded_quantity`
 * counts the units refunded, which are no longer to be shipped.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('shop_order').addColumn('refund_state', 'varchar(32)').execute();
  await db.schema
    .alterTable('order_line')
    .addColumn('refunded_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await moveRefundStates(db);
}

/**
 * Orders refunded before this migration: the refunded units are counted on their lines, the refund
 * state moves to its column, and the status goes back to the last fulfilment state of the order's
 * history (`paid` where none was recorded).
 */
export async function moveRefundStates(db: MigrationDb): Promise<void> {
  await db
    .updateTable('order_line')
    .set({
      refunded_quantity: sql`coalesce((select sum(rl.quantity) from refund_line rl
        inner join refund r on r.id = rl.refund_id
        where r.order_id = order_line.order_id and rl.position = order_line.position), 0)`,
    })
    .execute();
  await db
    .updateTable('shop_order')
    .set({
      refund_state: sql`status`,
      status: sql`coalesce((select h.status from order_status_history h
        where h.order_id = shop_order.id and h.status in ('paid', 'processing', 'shipped', 'delivered')
        order by h.id desc limit 1), 'paid')`,
    })
    .where('status', 'in', ['partially_refunded', 'refunded'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db
    .updateTable('shop_order')
    .set({ status: sql`refund_state` })
    .where('refund_state', 'is not', null)
    .where('status', '<>', 'cancelled')
    .execute();
  await db.schema.alterTable('order_line').dropColumn('refunded_quantity').execute();
  await db.schema.alterTable('shop_order').dropColumn('refund_state').execute();
}

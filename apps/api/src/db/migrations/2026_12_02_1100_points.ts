import { type MigrationDb, withId } from './util.ts';

/**
 * Loyalty points (docs/flows.md#loyalty-points): an append-only ledger of entries per customer (the
 * balance is their sum), what each paid order earns and from which day it becomes available, one row
 * per customer that conversions and the worker lock, and the customer a promotion's code is bound to
 * (the single-use vouchers points are converted into).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('points_holder')
    .addColumn('customer_id', 'integer', (col) => col.primaryKey().references('customer.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('points_order')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('shop_order.id'))
    .addColumn('order_reference', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    // What was paid for the items, after discounts, without shipping and fees (cents).
    .addColumn('items_amount', 'bigint', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    // YYYY-MM-DD in the shop's calendar; null until the order's last parcel is delivered.
    .addColumn('available_on', 'varchar(10)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('points_order_available_idx')
    .on('points_order')
    .columns(['available_on', 'order_id'])
    .execute();
  await db.schema
    .createIndex('points_order_customer_idx')
    .on('points_order')
    .columns(['customer_id', 'order_id'])
    .execute();

  await withId(db, db.schema.createTable('points_entry'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    // The signed changes to the available and the pending balance.
    .addColumn('available', 'integer', (col) => col.notNull())
    .addColumn('pending', 'integer', (col) => col.notNull())
    // Makes each fact once: `earn:<order>`, `release:<order>`, `reverse:<refund>`, `convert:<key>`, ….
    .addColumn('dedupe_key', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer')
    .addColumn('order_reference', 'varchar(16)')
    .addColumn('refund_id', 'integer')
    .addColumn('promotion_id', 'integer')
    .addColumn('voucher_code', 'varchar(32)')
    .addColumn('reason', 'varchar(500)')
    .addColumn('operator_id', 'integer')
    // For entries that add to the available balance: when those points expire.
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('points_entry_customer_idx')
    .on('points_entry')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('points_entry_order_idx').on('points_entry').column('order_id').execute();

  await db.schema.alterTable('promotion').addColumn('customer_id', 'integer').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('promotion').dropColumn('customer_id').execute();
  for (const table of ['points_entry', 'points_order', 'points_holder'])
    await db.schema.dropTable(table).execute();
}

import { type MigrationDb, withId } from './util.ts';

/**
 * Refunds (docs/flows.md#cancellation-and-refunds): money given back against an order's payment, by line and
 * quantity and/or the shipping charge, each documented by a credit note. `request_id` is made once per opened
 * refund form, so a double click finds the first refund instead of making a second. The offline test provider
 * keeps its refunds as Stripe does, by idempotency key, so a retried refund never pays out twice.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('refund'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    // Copied from the order, for the customer's list and the mail (an order's reference never changes).
    .addColumn('order_reference', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id'))
    // Null when nothing was paid (a cancelled zero-amount order).
    .addColumn('payment_id', 'integer', (col) => col.references('payment.id'))
    .addColumn('payment_refund_id', 'integer', (col) => col.references('payment_refund.id'))
    // `refund` (an operator's), `cancellation`, `return`.
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    // The refund form's id (a cancellation's is `cancel-<order id>`, so an order is cancelled once).
    .addColumn('request_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('lines_amount', 'bigint', (col) => col.notNull())
    .addColumn('shipping_amount', 'bigint', (col) => col.notNull())
    .addColumn('total_amount', 'bigint', (col) => col.notNull())
    // `pending` until the provider has paid it back, then `succeeded`; `failed` is retried.
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // Why the provider refused or could not be reached, while the refund is failed.
    .addColumn('failure', 'varchar(2000)')
    .addColumn('reason', 'varchar(2000)')
    // No foreign key: the operators module owns its table, and a refund outlives an operator's account.
    .addColumn('operator_id', 'integer')
    .addColumn('credit_note_id', 'integer')
    .addColumn('credit_note_number', 'varchar(32)')
    // When the refund mail was queued: its event handler may run twice, the mail goes once.
    .addColumn('mailed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('refund_order_idx').on('refund').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('refund_customer_idx').on('refund').columns(['customer_id', 'id']).execute();
  await db.schema.createIndex('refund_created_idx').on('refund').column('created_at').execute();

  await db.schema
    .createTable('refund_line')
    .addColumn('refund_id', 'integer', (col) => col.notNull().references('refund.id'))
    // The order line's position (order_line.position).
    .addColumn('position', 'integer', (col) => col.notNull())
    // Copied from the order line, as order lines copy the catalogue.
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(512)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('refund_line_pk', ['refund_id', 'position'])
    .execute();

  // The offline test provider's side: its refunds by idempotency key, as Stripe keeps them.
  await db.schema
    .createTable('test_payment_refund')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('intent_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['test_payment_refund', 'refund_line', 'refund'])
    await db.schema.dropTable(table).execute();
}

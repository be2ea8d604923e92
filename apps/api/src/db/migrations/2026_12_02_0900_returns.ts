import { type MigrationDb, isSqlite, withId } from './util.ts';

/**
 * Returns and withdrawals (docs/flows.md#returns-and-withdrawal): a return asks for units of an order's
 * lines back, each with its reason; it has its history, its photos, its label(s) with the return parcel
 * (a parcel of the shipping module, of kind `return`), and on receipt the units received and damaged and
 * the refund it gave. A withdrawal is the declaration made with the withdrawal button, with its
 * acknowledgement, and the return it opened.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('parcel')
    .addColumn('kind', 'varchar(16)', (col) => col.notNull().defaultTo('delivery'))
    .execute();

  await withId(db, db.schema.createTable('withdrawal'))
    .addColumn('uid', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('order_reference', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('whole_order', 'integer', (col) => col.notNull())
    // JSON of the declared lines: [{ position, name, quantity }].
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('declared_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('acknowledgement_pdf', isSqlite(db) ? 'blob' : 'bytea')
    .addColumn('mailed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('withdrawal_order_idx').on('withdrawal').column('order_id').execute();

  await withId(db, db.schema.createTable('return_request'))
    .addColumn('uid', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    .addColumn('order_reference', 'varchar(16)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    // The order's delivery postcode upper-cased without spaces: the status look-up compares with it.
    .addColumn('lookup_postcode', 'varchar(16)', (col) => col.notNull())
    .addColumn('withdrawal_id', 'integer', (col) => col.references('withdrawal.id'))
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('lines_amount', 'bigint', (col) => col.notNull())
    .addColumn('shipping_amount', 'bigint', (col) => col.notNull())
    .addColumn('deduction_amount', 'bigint', (col) => col.notNull())
    .addColumn('deduction_reason', 'varchar(500)')
    .addColumn('rejection_reason', 'varchar(500)')
    // YYYY-MM-DD in the shop's calendar: 14 days after the request (CRD Art. 13(1)).
    .addColumn('refund_due_by', 'varchar(10)', (col) => col.notNull())
    .addColumn('refund_id', 'integer')
    .addColumn('credit_note_number', 'varchar(32)')
    .addColumn('refunded_at', 'varchar(32)')
    .addColumn('received_at', 'varchar(32)')
    .addColumn('operator_id', 'integer')
    // When the label's mail and the rejection's mail were queued: each goes once.
    .addColumn('approval_mailed_at', 'varchar(32)')
    .addColumn('rejection_mailed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('return_order_idx').on('return_request').column('order_id').execute();
  await db.schema
    .createIndex('return_customer_idx')
    .on('return_request')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema.createIndex('return_status_idx').on('return_request').columns(['status', 'id']).execute();

  await db.schema
    .createTable('return_line')
    .addColumn('return_id', 'integer', (col) => col.notNull().references('return_request.id'))
    // The order line's position (order_line is keyed by order and position).
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(24)', (col) => col.notNull())
    .addColumn('comment', 'varchar(500)')
    .addColumn('received', 'integer')
    .addColumn('damaged', 'integer')
    // What these units give back when all are received (before any deduction).
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('return_line_pk', ['return_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('return_status'))
    .addColumn('return_id', 'integer', (col) => col.notNull().references('return_request.id'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('operator_id', 'integer')
    .execute();
  await db.schema.createIndex('return_status_return_idx').on('return_status').column('return_id').execute();

  await withId(db, db.schema.createTable('return_label'))
    .addColumn('uid', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('return_id', 'integer', (col) => col.notNull().references('return_request.id'))
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcel.id').unique())
    .addColumn('tracking_number', 'varchar(35)', (col) => col.notNull().unique())
    // JSON of what the label shows, fixed when it was issued; the PDF is drawn from it once.
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('pdf', isSqlite(db) ? 'blob' : 'bytea')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('return_label_return_idx').on('return_label').column('return_id').execute();

  await withId(db, db.schema.createTable('return_photo'))
    .addColumn('uid', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('return_id', 'integer', (col) => col.notNull().references('return_request.id'))
    .addColumn('storage_key', 'varchar(128)', (col) => col.notNull())
    .addColumn('thumbnail_key', 'varchar(128)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('return_photo_return_idx').on('return_photo').column('return_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'return_photo',
    'return_label',
    'return_status',
    'return_line',
    'return_request',
    'withdrawal',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('parcel').dropColumn('kind').execute();
}

import { sql } from 'kysely';
import { type MigrationDb, withId } from './util.ts';

/**
 * Parcels and tracking (docs/flows.md#fulfilment): the parcels an order leaves in (which order lines and how
 * many units each), with their tracking number, carrier, destination for look-ups (country and the
 * postcode with case and spaces removed) and what their label shows; and each parcel's journey, one
 * event per step, from an operator or from the carrier's webhook (idempotent by the carrier's id).
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('parcel'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('shop_order.id'))
    // The order's customer, so a customer's parcels are read without the orders module's tables.
    .addColumn('customer_id', 'integer', (col) => col.notNull())
    .addColumn('tracking_number', 'varchar(35)', (col) => col.notNull().unique())
    .addColumn('carrier_method_id', 'integer', (col) => col.notNull())
    // In the order's language, as the customer chose it.
    .addColumn('carrier_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('status', 'varchar(24)', (col) => col.notNull())
    .addColumn('exception', 'varchar(24)')
    // When the step that gave the status happened: an event older than this changes only the history.
    .addColumn('status_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('to_country', 'varchar(2)', (col) => col.notNull())
    .addColumn('to_postcode_normalised', 'varchar(16)', (col) => col.notNull())
    .addColumn('weight_grams', 'integer')
    // JSON of what the label shows (sender, recipient, carrier, weight, parcel x of n), fixed when shipped.
    .addColumn('label_data', 'text', (col) => col.notNull())
    .addColumn('shipped_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('delivered_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('parcel_order_idx').on('parcel').column('order_id').execute();
  await db.schema.createIndex('parcel_customer_idx').on('parcel').columns(['customer_id', 'id']).execute();

  await db.schema
    .createTable('parcel_line')
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcel.id'))
    // The order line's position (order_line is keyed by order and position).
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('parcel_line_pk', ['parcel_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('parcel_event'))
    .addColumn('parcel_id', 'integer', (col) => col.notNull().references('parcel.id'))
    .addColumn('status', 'varchar(24)', (col) => col.notNull())
    .addColumn('exception', 'varchar(24)')
    .addColumn('occurred_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('location', 'varchar(128)')
    // `operator` (back office) or `carrier` (webhook).
    .addColumn('source', 'varchar(16)', (col) => col.notNull())
    .addColumn('operator_id', 'integer')
    .addColumn('carrier_event_id', 'varchar(128)')
    // When the mail this step causes (shipped, out for delivery, delivered) was queued: once.
    .addColumn('mailed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('parcel_event_parcel_idx')
    .on('parcel_event')
    .columns(['parcel_id', 'occurred_at'])
    .execute();
  // A carrier's event counts once, however often its webhook is delivered.
  await db.schema
    .createIndex('parcel_event_carrier_event_idx')
    .on('parcel_event')
    .column('carrier_event_id')
    .unique()
    .where(sql.ref('carrier_event_id'), 'is not', null)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['parcel_event', 'parcel_line', 'parcel']) await db.schema.dropTable(table).execute();
}

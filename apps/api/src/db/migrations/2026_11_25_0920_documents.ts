import { sql } from 'kysely';
import { type MigrationDb, isSqlite, withId } from './util.ts';

/**
 * Documents (docs/selling-rules.md#invoices-and-credit-notes): invoices and credit notes, each stored once
 * with its data (JSON) and its PDF (bytes: blob on SQLite, bytea on PostgreSQL; written once, right after the
 * data), and the counters that number them without gaps per series and year.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('document'))
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('series', 'varchar(8)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('number', 'varchar(32)', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('order_reference', 'varchar(32)', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) => col.references('customer.id'))
    .addColumn('refund_id', 'integer')
    .addColumn('locale', 'varchar(8)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    // Drawn after the issuing transaction has committed (a PDF takes milliseconds of CPU, and the
    // counter's lock must not wait for it); null until then, and drawn from `data` if a crash came
    // between the two.
    .addColumn('pdf', isSqlite(db) ? 'blob' : 'bytea')
    .addColumn('issued_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('document_number_idx').on('document').column('number').unique().execute();
  await db.schema
    .createIndex('document_series_sequence_idx')
    .on('document')
    .columns(['series', 'year', 'sequence'])
    .unique()
    .execute();
  // One invoice per order: issuing again finds it instead of numbering a second one.
  await db.schema
    .createIndex('document_invoice_order_idx')
    .on('document')
    .column('order_id')
    .unique()
    .where(sql.ref('type'), '=', sql.lit('invoice'))
    .execute();
  // One credit note per refund.
  await db.schema.createIndex('document_refund_idx').on('document').column('refund_id').unique().execute();
  await db.schema
    .createIndex('document_customer_idx')
    .on('document')
    .columns(['customer_id', 'id'])
    .execute();

  await db.schema
    .createTable('document_counter')
    .addColumn('series', 'varchar(8)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('last', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_counter_pk', ['series', 'year'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('document_counter').execute();
  await db.schema.dropTable('document').execute();
}

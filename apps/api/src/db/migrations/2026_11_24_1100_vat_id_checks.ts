import { type MigrationDb, withId } from './util.ts';

/** One row per VIES check of a customer's VAT id: the proof that the number was valid when it counted. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('vat_id_check'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customer.id').onDelete('cascade'))
    .addColumn('vat_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('requester_vat_id', 'varchar(32)')
    .addColumn('consultation_number', 'varchar(64)')
    .addColumn('request_date', 'varchar(40)')
    .addColumn('trader_name', 'varchar(512)')
    .addColumn('trader_address', 'varchar(1024)')
    .addColumn('error', 'varchar(64)')
    .addColumn('checked_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('vat_id_check_customer_idx')
    .on('vat_id_check')
    .columns(['customer_id', 'vat_id', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('vat_id_check').execute();
}

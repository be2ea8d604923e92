import { type MigrationDb, withId } from './util.ts';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('country'))
    .addColumn('iso', 'varchar(2)', (col) => col.notNull().unique())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('vat_rate_bp', 'integer', (col) => col.notNull())
    .addColumn('postcode_pattern', 'varchar(200)')
    .addColumn('postcode_example', 'varchar(16)')
    .addColumn('state_required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('eu', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('country_translation')
    .addColumn('country_id', 'integer', (col) => col.notNull().references('country.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addPrimaryKeyConstraint('country_translation_pk', ['country_id', 'locale'])
    .execute();

  await withId(db, db.schema.createTable('state'))
    .addColumn('country_id', 'integer', (col) => col.notNull().references('country.id').onDelete('cascade'))
    .addColumn('code', 'varchar(8)', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addUniqueConstraint('state_country_code_unique', ['country_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('country_request'))
    .addColumn('country_id', 'integer', (col) => col.notNull().references('country.id'))
    .addColumn('reason', 'varchar(500)')
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('country_request').execute();
  await db.schema.dropTable('state').execute();
  await db.schema.dropTable('country_translation').execute();
  await db.schema.dropTable('country').execute();
}

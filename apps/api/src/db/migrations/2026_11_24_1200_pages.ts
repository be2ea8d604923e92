import { type MigrationDb, withId } from './util.ts';

/** Pages of the CMS (imprint, terms, privacy, withdrawal, shipping, contact), one row per language. */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('page'))
    // What the page is for, so the storefront can link it (the privacy page from forms, …).
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('page_translation')
    .addColumn('page_id', 'integer', (col) => col.notNull().references('page.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(255)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_translation_pk', ['page_id', 'locale'])
    .addUniqueConstraint('page_translation_slug_unique', ['locale', 'slug'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('page_translation').execute();
  await db.schema.dropTable('page').execute();
}

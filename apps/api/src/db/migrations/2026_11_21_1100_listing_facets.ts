import type { MigrationDb } from './util.ts';

/** The manufacturers and price range of each listing scope, kept up to date by the catalogue's writes. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('listing_facet')
    .addColumn('scope_kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('scope_id', 'integer', (col) => col.notNull())
    .addColumn('manufacturer_id', 'integer', (col) =>
      col.notNull().references('manufacturer.id').onDelete('cascade'),
    )
    .addColumn('product_count', 'integer', (col) => col.notNull())
    .addColumn('min_price', 'integer', (col) => col.notNull())
    .addColumn('max_price', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('listing_facet_pk', ['scope_kind', 'scope_id', 'manufacturer_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('listing_facet').execute();
}

import { sql } from 'kysely';
import type { MigrationDb } from './util.ts';

/**
 * Products edited in the back office:
 * - a revision on each product, counted up by every change, so a save made on an older one is refused
 *   instead of overwriting what another operator saved in between;
 * - which of a product's category links the merchant chose (`chosen`), the others being their
 *   ancestors, which list it too;
 * - the paths a product, category or brand had before a slug changed, each answering with a permanent
 *   redirect to where the entity is now, so links and search engines follow.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .alterTable('product_category')
    .addColumn('chosen', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('product_category')
    .set({ chosen: 1 })
    .where(
      'category_id',
      '=',
      sql`(select p.category_id from product p where p.id = product_category.product_id)`,
    )
    .execute();

  await db.schema
    .createTable('catalog_redirect')
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('path', 'varchar(512)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalog_redirect_pk', ['locale', 'path'])
    .execute();
  await db.schema
    .createIndex('catalog_redirect_entity_idx')
    .on('catalog_redirect')
    .columns(['kind', 'entity_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('catalog_redirect').execute();
  await db.schema.alterTable('product_category').dropColumn('chosen').execute();
  await db.schema.alterTable('product').dropColumn('revision').execute();
}

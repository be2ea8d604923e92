import { sql } from 'kysely';
import { type MigrationDb, isSqlite, withId } from './util.ts';

export async function up(db: MigrationDb): Promise<void> {
  const sqlite = isSqlite(db);

  await withId(db, db.schema.createTable('category'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('parent_id', 'integer', (col) => col.references('category.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('image_url', 'varchar(255)')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('category_translation')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('slug', 'varchar(128)', (col) => col.notNull())
    .addColumn('path', 'varchar(512)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('category_translation_pk', ['category_id', 'locale'])
    .execute();

  await withId(db, db.schema.createTable('manufacturer'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('manufacturer_translation')
    .addColumn('manufacturer_id', 'integer', (col) =>
      col.notNull().references('manufacturer.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('slug', 'varchar(128)', (col) => col.notNull())
    .addColumn('path', 'varchar(512)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('manufacturer_translation_pk', ['manufacturer_id', 'locale'])
    .execute();

  await withId(db, db.schema.createTable('product'))
    .addColumn('sku', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('manufacturer_id', 'integer', (col) => col.notNull().references('manufacturer.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id'))
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('base_price', 'integer')
    .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('weight_grams', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sales_rank', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('product_manufacturer_idx')
    .on('product')
    .columns(['manufacturer_id', 'sales_rank'])
    .execute();
  await db.schema.createIndex('product_rank_idx').on('product').columns(['sales_rank', 'id']).execute();
  await db.schema.createIndex('product_price_idx').on('product').columns(['price', 'id']).execute();
  await db.schema.createIndex('product_created_idx').on('product').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('product_translation')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(255)', (col) => col.notNull())
    .addColumn('path', 'varchar(512)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('attributes', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_translation_pk', ['product_id', 'locale'])
    .execute();
  await db.schema
    .createIndex('product_translation_name_idx')
    .on('product_translation')
    .columns(['locale', 'name', 'product_id'])
    .execute();

  await withId(db, db.schema.createTable('product_image'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('url', 'varchar(255)', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('product_image_product_idx')
    .on('product_image')
    .columns(['product_id', 'position'])
    .execute();

  // Every category a product is listed under: its own and each ancestor, with the sort keys copied so
  // a listing reads one index range in order instead of sorting the category's products.
  await db.schema
    .createTable('product_category')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id').onDelete('cascade'))
    .addColumn('sales_rank', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_category_pk', ['category_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_category_rank_idx')
    .on('product_category')
    .columns(['category_id', 'sales_rank', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_category_product_idx')
    .on('product_category')
    .columns(['product_id'])
    .execute();

  // A localised path of the shop resolves to one entity in one indexed look-up.
  await db.schema
    .createTable('catalog_path')
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('path', 'varchar(512)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalog_path_pk', ['locale', 'path'])
    .execute();
  await db.schema
    .createIndex('catalog_path_entity_idx')
    .on('catalog_path')
    .columns(['kind', 'entity_id'])
    .execute();

  await withId(db, db.schema.createTable('promotion'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(24)', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('image_url', 'varchar(255)')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('promotion_translation')
    .addColumn('promotion_id', 'integer', (col) =>
      col.notNull().references('promotion.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('slug', 'varchar(128)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_translation_pk', ['promotion_id', 'locale'])
    .addUniqueConstraint('promotion_translation_slug_unique', ['locale', 'slug'])
    .execute();
  await db.schema
    .createTable('promotion_product')
    .addColumn('promotion_id', 'integer', (col) =>
      col.notNull().references('promotion.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('promotion_product_pk', ['promotion_id', 'product_id'])
    .execute();

  await withId(db, db.schema.createTable('marketing_entity'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('type', 'varchar(32)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('image_url', 'varchar(255)')
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('link_kind', 'varchar(16)')
    .addColumn('link_id', 'integer')
    .execute();
  await db.schema
    .createIndex('marketing_entity_type_idx')
    .on('marketing_entity')
    .columns(['type', 'position'])
    .execute();
  await db.schema
    .createTable('marketing_entity_translation')
    .addColumn('entity_id', 'integer', (col) =>
      col.notNull().references('marketing_entity.id').onDelete('cascade'),
    )
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('cta', 'varchar(128)', (col) => col.notNull())
    .addPrimaryKeyConstraint('marketing_entity_translation_pk', ['entity_id', 'locale'])
    .execute();

  await withId(db, db.schema.createTable('article'))
    .addColumn('key', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('image_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('image_width', 'integer', (col) => col.notNull())
    .addColumn('image_height', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('article_published_idx')
    .on('article')
    .columns(['published_at', 'id'])
    .execute();
  await db.schema
    .createTable('article_translation')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('article.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('slug', 'varchar(255)', (col) => col.notNull())
    .addColumn('subtitle', 'varchar(255)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('article_translation_pk', ['article_id', 'locale'])
    .addUniqueConstraint('article_translation_slug_unique', ['locale', 'slug'])
    .execute();
  await withId(db, db.schema.createTable('article_reaction'))
    .addColumn('article_id', 'integer', (col) => col.notNull().references('article.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('visitor', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('article_reaction_unique', ['article_id', 'kind', 'visitor'])
    .execute();

  await withId(db, db.schema.createTable('stock_alert'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('notified_at', 'varchar(32)')
    .addUniqueConstraint('stock_alert_unique', ['product_id', 'email'])
    .execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('template', 'varchar(64)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_pending_idx')
    .on('mail_outbox')
    .columns(['sent_at', 'id'])
    .execute();

  // Full-text search over names and descriptions in each language.
  if (sqlite) {
    await sql`create virtual table product_search using fts5(
      name, description, product_id unindexed, locale unindexed, tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  } else {
    await sql`alter table product_translation add column search tsvector`.execute(db);
    await sql`create index product_translation_search_idx on product_translation using gin (search)`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) await sql`drop table product_search`.execute(db);
  for (const table of [
    'mail_outbox',
    'stock_alert',
    'article_reaction',
    'article_translation',
    'article',
    'marketing_entity_translation',
    'marketing_entity',
    'promotion_product',
    'promotion_translation',
    'promotion',
    'catalog_path',
    'product_category',
    'product_image',
    'product_translation',
    'product',
    'manufacturer_translation',
    'manufacturer',
    'category_translation',
    'category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql } from 'kysely';
import { type MigrationDb, isSqlite, withId } from './util.ts';

/**
 * Search over words the API has already folded and stemmed (accents, case, word forms), the same on
 * both databases: per product and language the stems of its name and of its name with description,
 * the vocabulary of those stems (for parts of compounds and spelling suggestions), synonym groups, the
 * version of the text rules the index was built with, and SKU look-up without regard to case.
 * The API fills the new index at its first start (the rules live in its code, not here).
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isSqlite(db)) {
    await sql`drop table product_search`.execute(db);
    // Rowid = product id * 32 + the language's slot. Contentless: the texts live in product_translation.
    await sql`create virtual table product_search using fts5(
      name, body, content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61 remove_diacritics 0'
    )`.execute(db);
  } else {
    await sql`alter table product_translation drop column search`.execute(db);
    await db.schema
      .createTable('product_search')
      .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id').onDelete('cascade'))
      .addColumn('locale', 'varchar(5)', (col) => col.notNull())
      .addColumn('name_terms', sql`tsvector`, (col) => col.notNull())
      .addColumn('all_terms', sql`tsvector`, (col) => col.notNull())
      .addPrimaryKeyConstraint('product_search_pk', ['product_id', 'locale'])
      .execute();
    // One language's rows in product order: the planner can read them newest first and stop early.
    await db.schema
      .createIndex('product_search_locale_idx')
      .on('product_search')
      .columns(['locale', 'product_id'])
      .execute();
    await sql`create index product_search_name_idx on product_search using gin (name_terms)`.execute(db);
    await sql`create index product_search_all_idx on product_search using gin (all_terms)`.execute(db);
  }

  await db.schema
    .createTable('search_word')
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('word', 'varchar(64)', (col) => col.notNull())
    .addColumn('form', 'varchar(64)', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_word_pk', ['locale', 'word'])
    .execute();

  await withId(db, db.schema.createTable('search_synonym'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('words', 'varchar(500)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('search_synonym_locale_idx').on('search_synonym').column('locale').execute();

  await db.schema
    .createTable('search_index_state')
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createIndex('product_sku_lower_idx')
    .on('product')
    .expression(sql`lower(sku)`)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('product_sku_lower_idx').execute();
  await db.schema.dropTable('search_index_state').execute();
  await db.schema.dropTable('search_synonym').execute();
  await db.schema.dropTable('search_word').execute();
  if (isSqlite(db)) {
    await sql`drop table product_search`.execute(db);
    await sql`create virtual table product_search using fts5(
      name, description, product_id unindexed, locale unindexed, tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  } else {
    await db.schema.dropTable('product_search').execute();
    await sql`alter table product_translation add column search tsvector`.execute(db);
    await sql`create index product_translation_search_idx on product_translation using gin (search)`.execute(
      db,
    );
  }
}

import { sql } from 'kysely';
import { type MigrationDb, isSqlite, withId } from './util.ts';

/**
 * Selling (docs/selling-rules.md#prices-and-vat): a VAT class and the Omnibus lowest prior price on products,
 * reduced VAT rates on countries, promotion rules (what a promotion applies to, codes, minimum, limits,
 * combining), their uses, and carts.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('vat_class', 'varchar(16)', (col) => col.notNull().defaultTo('standard'))
    .execute();
  await db.schema.alterTable('product').addColumn('lowest_prior_price', 'integer').execute();
  await db.schema
    .alterTable('country')
    .addColumn('vat_reduced_rate_bp', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // What a promotion applies to: `catalogue` promotions are already in their products' shelf prices
  // and are never applied again in the cart; the others are worked out in the cart.
  await db.schema
    .alterTable('promotion')
    .addColumn('target', 'varchar(16)', (col) => col.notNull().defaultTo('catalogue'))
    .execute();
  await db.schema.alterTable('promotion').addColumn('code', 'varchar(64)').execute();
  await db.schema
    .alterTable('promotion')
    .addColumn('minimum_amount', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('promotion').addColumn('usage_limit', 'integer').execute();
  await db.schema.alterTable('promotion').addColumn('usage_limit_per_customer', 'integer').execute();
  await db.schema
    .alterTable('promotion')
    .addColumn('combinable', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('promotion_code_idx').on('promotion').column('code').unique().execute();
  await db.schema
    .createTable('promotion_category')
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotion.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('category.id'))
    .addPrimaryKeyConstraint('promotion_category_pk', ['promotion_id', 'category_id'])
    .execute();
  await db.schema
    .createTable('promotion_manufacturer')
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotion.id'))
    .addColumn('manufacturer_id', 'integer', (col) => col.notNull().references('manufacturer.id'))
    .addPrimaryKeyConstraint('promotion_manufacturer_pk', ['promotion_id', 'manufacturer_id'])
    .execute();
  await withId(db, db.schema.createTable('promotion_usage'))
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotion.id'))
    .addColumn('customer_id', 'integer')
    .addColumn('order_reference', 'varchar(32)')
    .addColumn('used_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_usage_promotion_idx')
    .on('promotion_usage')
    .columns(['promotion_id', 'customer_id'])
    .execute();

  await withId(db, db.schema.createTable('cart'))
    // The anonymous visitor's cookie value; null once the cart belongs to a customer.
    .addColumn('token', 'varchar(64)')
    .addColumn('customer_id', 'integer', (col) => col.references('customer.id'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('country', 'varchar(2)')
    .addColumn('gift_product_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cart_token_idx').on('cart').column('token').unique().execute();
  // One open cart per customer.
  await db.schema
    .createIndex('cart_customer_open_idx')
    .on('cart')
    .column('customer_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createTable('cart_line')
    .addColumn('cart_id', 'integer', (col) => col.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('product.id'))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('apply_promotions', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('added_price', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_line_pk', ['cart_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('cart_code')
    .addColumn('cart_id', 'integer', (col) => col.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotion.id'))
    .addColumn('added_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_code_pk', ['cart_id', 'promotion_id'])
    .execute();
  if (!isSqlite(db)) await sql`ANALYZE cart`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('cart_code').execute();
  await db.schema.dropTable('cart_line').execute();
  await db.schema.dropTable('cart').execute();
  await db.schema.dropTable('promotion_usage').execute();
  await db.schema.dropTable('promotion_manufacturer').execute();
  await db.schema.dropTable('promotion_category').execute();
  await db.schema.dropIndex('promotion_code_idx').execute();
  for (const column of [
    'combinable',
    'usage_limit_per_customer',
    'usage_limit',
    'minimum_amount',
    'code',
    'target',
  ])
    await db.schema.alterTable('promotion').dropColumn(column).execute();
  await db.schema.alterTable('country').dropColumn('vat_reduced_rate_bp').execute();
  await db.schema.alterTable('product').dropColumn('lowest_prior_price').execute();
  await db.schema.alterTable('product').dropColumn('vat_class').execute();
}

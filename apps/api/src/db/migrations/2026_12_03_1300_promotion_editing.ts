import { sql } from 'kysely';
import type { MigrationDb } from './util.ts';

/**
 * Promotions edited in the back office:
 * - a revision on each promotion, counted up by every save, so one made on an older one is refused;
 * - when a `catalogue` promotion's reduction went into its products' shelf prices and when it came out
 *   again (its end), and per product the prices it set, so taking it out restores only what it put in.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('promotion')
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('promotion').addColumn('applied_at', 'varchar(32)').execute();
  await db.schema.alterTable('promotion').addColumn('reverted_at', 'varchar(32)').execute();
  await db.schema.alterTable('promotion_product').addColumn('reduced_from', 'integer').execute();
  await db.schema.alterTable('promotion_product').addColumn('reduced_to', 'integer').execute();

  // Running catalogue promotions are in the shelf prices already: recorded as put in by them, so their
  // end takes them out again.
  const now = new Date().toISOString();
  await db
    .updateTable('promotion')
    .set({ applied_at: sql<string>`starts_at` })
    .where('target', '=', 'catalogue')
    .where('starts_at', '<=', now)
    .where('ends_at', '>', now)
    .execute();
  await db
    .updateTable('promotion_product')
    .set({
      reduced_from: sql<number>`(select p.base_price from product p where p.id = promotion_product.product_id)`,
      reduced_to: sql<number>`(select p.price from product p where p.id = promotion_product.product_id)`,
    })
    .where(
      'promotion_id',
      'in',
      sql<number>`(select id from promotion where target = 'catalogue' and applied_at is not null)`,
    )
    .where(
      sql<boolean>`exists (select 1 from product p where p.id = promotion_product.product_id and p.base_price is not null)`,
    )
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('promotion_product').dropColumn('reduced_to').execute();
  await db.schema.alterTable('promotion_product').dropColumn('reduced_from').execute();
  await db.schema.alterTable('promotion').dropColumn('reverted_at').execute();
  await db.schema.alterTable('promotion').dropColumn('applied_at').execute();
  await db.schema.alterTable('promotion').dropColumn('revision').execute();
}

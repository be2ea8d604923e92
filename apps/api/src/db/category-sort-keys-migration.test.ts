import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../test/migrations.ts';

/** Category links made before the migration get their product's price and arrival as sort keys. */
describe('migration 2026_11_28_0900_category_sort_keys', () => {
  const ctx = useMigrationDatabase();

  it('copies each product’s price and creation time onto its category links', async () => {
    expect((await ctx.migrator.migrateTo('2026_11_27_0900_refund_state')).error).toBeUndefined();
    const { db } = ctx;
    const at = '2026-03-01T08:00:00.000Z';
    const category = (key: string, parent: number | null) =>
      db
        .insertInto('category')
        .values({
          key,
          parent_id: parent,
          depth: parent === null ? 0 : 1,
          position: 0,
          image_url: null,
          image_width: null,
          image_height: null,
          active: 1,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const kitchen = await category('kitchen', null);
    const pans = await category('pans', kitchen.id);
    const maker = await db
      .insertInto('manufacturer')
      .values({ key: 'ferrum', name: 'Ferrum', updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const product = (sku: string, price: number, createdAt: string) =>
      db
        .insertInto('product')
        .values({
          sku,
          manufacturer_id: maker.id,
          category_id: pans.id,
          price,
          base_price: null,
          lowest_prior_price: null,
          stock: 1,
          weight_grams: 100,
          active: 1,
          sales_rank: 1,
          created_at: createdAt,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const pan = await product('pan', 3990, '2026-01-05T10:00:00.000Z');
    const pot = await product('pot', 5490, '2026-02-07T11:00:00.000Z');
    await db
      .insertInto('product_category')
      .values(
        [pan, pot].flatMap(({ id }) => [
          { category_id: kitchen.id, product_id: id, sales_rank: 1 },
          { category_id: pans.id, product_id: id, sales_rank: 1 },
        ]) as never,
      )
      .execute();

    expect((await ctx.migrator.migrateToLatest()).error).toBeUndefined();
    const links = await db
      .selectFrom('product_category')
      .select(['category_id', 'product_id', 'price', 'created_at'])
      .orderBy('category_id')
      .orderBy('product_id')
      .execute();
    expect(links).toEqual([
      { category_id: kitchen.id, product_id: pan.id, price: 3990, created_at: '2026-01-05T10:00:00.000Z' },
      { category_id: kitchen.id, product_id: pot.id, price: 5490, created_at: '2026-02-07T11:00:00.000Z' },
      { category_id: pans.id, product_id: pan.id, price: 3990, created_at: '2026-01-05T10:00:00.000Z' },
      { category_id: pans.id, product_id: pot.id, price: 5490, created_at: '2026-02-07T11:00:00.000Z' },
    ]);
  });
});

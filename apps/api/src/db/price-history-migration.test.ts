import { describe, expect, it } from 'vitest';
import { aCategoryAndMaker, useMigrationDatabase } from '../test/migrations.ts';

/** Products of a catalogue loaded before the price history start theirs with their present price. */
describe('migration 2026_11_24_1530_price_history', () => {
  const ctx = useMigrationDatabase();

  it('records each product’s price from the day it was added, and the base price of a reduced one as its lowest', async () => {
    expect((await ctx.migrator.migrateTo('2026_11_24_1520_carriers')).error).toBeUndefined();
    const { db } = ctx;
    const at = '2026-03-01T08:00:00.000Z';
    const { categoryId, manufacturerId } = await aCategoryAndMaker(db, 'pans', at);
    const product = (sku: string, price: number, basePrice: number | null) => ({
      sku,
      manufacturer_id: manufacturerId,
      category_id: categoryId,
      price,
      base_price: basePrice,
      lowest_prior_price: null,
      stock: 1,
      weight_grams: 100,
      active: 1,
      sales_rank: 1,
      created_at: at,
      updated_at: '2026-11-20T00:00:00.000Z',
    });
    await db
      .insertInto('product')
      .values([product('REGULAR', 2990, null), product('REDUCED', 2990, 3990), product('ODD', 2990, 2990)])
      .execute();

    expect((await ctx.migrator.migrateTo('2026_11_24_1530_price_history')).error).toBeUndefined();
    const products = await db
      .selectFrom('product')
      .select(['id', 'sku', 'lowest_prior_price'])
      .orderBy('id')
      .execute();
    expect(products.map((row) => [row.sku, row.lowest_prior_price])).toEqual([
      ['REGULAR', null],
      ['REDUCED', 3990],
      // A base price not above the price is no reduction.
      ['ODD', null],
    ]);
    const history = await db
      .selectFrom('price_history')
      .select(['product_id', 'price', 'base_price', 'valid_from'])
      .orderBy('product_id')
      .execute();
    expect(history).toEqual(
      products.map((row, index) => ({
        product_id: row.id,
        price: 2990,
        base_price: [null, 3990, 2990][index],
        valid_from: at,
      })),
    );

    expect((await ctx.migrator.migrateDown()).error).toBeUndefined();
    await expect(db.selectFrom('price_history').select('id').execute()).rejects.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aProduct } from '../../test/fixtures.ts';
import { takeStock } from './service.ts';

describe('taking stock', () => {
  const ctx = useTestApp();

  const aProductWithStock = async (stock: number) => (await aProduct(ctx.app, { stock })).id;

  const stockOf = async (id: number) =>
    (
      await ctx.app.database.db
        .selectFrom('product')
        .select('stock')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock;

  it('takes what is there and refuses more, leaving the stock as it was', async () => {
    const id = await aProductWithStock(5);
    const { db } = ctx.app.database;
    expect(await db.transaction().execute((trx) => takeStock(trx, id, 3))).toBe(true);
    expect(await stockOf(id)).toBe(2);
    expect(await db.transaction().execute((trx) => takeStock(trx, id, 3))).toBe(false);
    expect(await stockOf(id)).toBe(2);
    expect(await db.transaction().execute((trx) => takeStock(trx, id, 2))).toBe(true);
    expect(await stockOf(id)).toBe(0);
  });

  it('lets only one of two orders take the last units at the same moment', async () => {
    const id = await aProductWithStock(4);
    const { db } = ctx.app.database;
    const results = await Promise.all(
      [3, 3].map((quantity) => db.transaction().execute((trx) => takeStock(trx, id, quantity))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await stockOf(id)).toBe(1);
  });

  it('takes a million units in one update', async () => {
    const id = await aProductWithStock(1_000_000);
    expect(await ctx.app.database.db.transaction().execute((trx) => takeStock(trx, id, 1_000_000))).toBe(
      true,
    );
    expect(await stockOf(id)).toBe(0);
  });
});

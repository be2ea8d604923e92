import { describe, expect, it } from 'vitest';
import type { Listing, ListingQuery, ListingSort } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import type { TableScope } from './listing-repository.ts';
import { listProducts, SCOPE_ROWS_MAX, type ListingScope } from './listing.ts';

const SORTS: ListingSort[] = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'];

/** Every page of a listing, each asked for with the cursor the one before gave. */
async function allPages(list: (cursor?: string) => Promise<Listing>): Promise<Listing[]> {
  const pages = [await list()];
  for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor) {
    pages.push(await list(cursor));
  }
  return pages;
}

describe('a small category or brand listed from its rows in memory', () => {
  const ctx = useTestApp({}, { seed: true });
  const db = () => ctx.app.database.db;

  it('answers page for page what the database’s own listing answers, in every sort and filter', async () => {
    const categories = await db().selectFrom('category').select('id').where('active', '=', 1).execute();
    const makers = await db().selectFrom('manufacturer').select('id').execute();
    const scopes: TableScope[] = [
      ...categories.slice(0, 6).map((row) => ({ kind: 'category' as const, categoryId: row.id })),
      ...makers.slice(0, 3).map((row) => ({ kind: 'manufacturer' as const, manufacturerId: row.id })),
    ];
    let compared = 0;
    for (const scope of scopes) {
      const whole = await listProducts(db(), 'de', scope, { sort: 'relevance', limit: 24 }, 0);
      expect(whole.total).toBeLessThanOrEqual(SCOPE_ROWS_MAX);
      const brands = whole.facets.manufacturers.map((brand) => brand.id);
      const { min, max } = {
        min: whole.facets.price?.min.amount ?? 0,
        max: whole.facets.price?.max.amount ?? 0,
      };
      const filterSets: Omit<ListingQuery, 'sort' | 'limit'>[] = [
        {},
        { manufacturers: brands.slice(0, 2) },
        { priceMin: Math.round((min + max) / 3), priceMax: Math.round(((min + max) * 2) / 3) },
        { inStock: true, priceMax: max },
        { manufacturers: brands.slice(1, 2), priceMin: min + 1, inStock: true },
      ];
      for (const sort of SORTS) {
        for (const filters of filterSets) {
          const query = { ...filters, sort, limit: 7 };
          const pages = (rowsInMemoryUpTo: number) =>
            allPages((cursor) =>
              listProducts(db(), 'de', scope, { ...query, ...(cursor && { cursor }) }, rowsInMemoryUpTo),
            );
          const inMemory = await pages(SCOPE_ROWS_MAX);
          expect(inMemory, `${JSON.stringify(scope)} ${JSON.stringify(query)}`).toEqual(await pages(0));
          compared += inMemory.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  });

  it('follows a back-office price change at once, in its filters and sorts', async () => {
    const category = await db()
      .selectFrom('category')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const scope: TableScope = { kind: 'category', categoryId: category.id };
    const cheapest = async () =>
      (await listProducts(db(), 'en', scope, { sort: 'price_asc', limit: 1 })).items[0];
    const first = await cheapest();
    if (!first) throw new Error('empty category');
    const dearest = (await listProducts(db(), 'en', scope, { sort: 'price_desc', limit: 1 })).items[0];
    const price = (dearest?.price.amount ?? 0) + 100;
    const operator = await import('../back-office/test-support.ts').then((module) =>
      module.operatorBrowser(ctx.app, `listing.prices.${process.pid}@example.com`),
    );
    const changed = await operator.patch(`/v1/admin/products/${first.id}`, { price, basePrice: null });
    expect(changed.statusCode).toBe(200);
    expect((await cheapest())?.id).not.toBe(first.id);
    // In memory and in the database (whose price sort reads the links' copy of the price) alike.
    for (const rowsInMemoryUpTo of [SCOPE_ROWS_MAX, 0]) {
      for (const sort of ['price_desc', 'price_asc', 'relevance'] as const) {
        const query = { sort, limit: 2, priceMin: price };
        const dearestNow = await listProducts(db(), 'en', scope, query, rowsInMemoryUpTo);
        expect(dearestNow.items.map((item) => [item.id, item.price.amount])).toEqual([[first.id, price]]);
        expect(dearestNow.total).toBe(1);
        const below = await listProducts(
          db(),
          'en',
          scope,
          { sort, limit: 24, priceMax: price - 1 },
          rowsInMemoryUpTo,
        );
        expect(below.items.map((item) => item.id)).not.toContain(first.id);
      }
    }
  });

  it('shares a scope’s rows between languages, and never with a search that reads like their key', async () => {
    const category = await db()
      .selectFrom('category')
      .select('id')
      .where('active', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const scope: TableScope = { kind: 'category', categoryId: category.id };
    const ids = async (locale: 'de' | 'en' | 'el', listed: ListingScope = scope) =>
      (await listProducts(db(), locale, listed, { sort: 'price_asc', limit: 24 })).items.map(
        (item) => item.id,
      );
    const german = await ids('de');
    expect(german.length).toBeGreaterThan(0);
    expect(await ids('en')).toEqual(german);
    expect(await ids('el')).toEqual(german);
    for (const query of [`scope category ${category.id}`, `category ${category.id}`]) {
      const searched = await ids('en', { kind: 'search', query });
      expect(searched).not.toEqual(german);
      expect(await ids('en')).toEqual(german);
    }
  });

  it('leaves out of an in-stock listing a product a sale has just sold out', async () => {
    const { aCategory, aProduct } = await import('../../test/fixtures.ts');
    const { takeStock } = await import('./service.ts');
    const shelf = await aCategory(ctx.app, { name: 'Last units' });
    const last = await aProduct(ctx.app, { name: 'Last pan', categoryId: shelf.id, stock: 2 });
    const other = await aProduct(ctx.app, { name: 'Other pan', categoryId: shelf.id, stock: 9 });
    const scope: TableScope = { kind: 'category', categoryId: shelf.id };
    const inStock = async () =>
      (await listProducts(db(), 'en', scope, { sort: 'relevance', limit: 24, inStock: true })).items
        .map((item) => item.id)
        .sort();
    expect(await inStock()).toEqual([last.id, other.id].sort());
    // The sale changes no catalogue text or price: the kept rows stay, with their old stock.
    await db()
      .transaction()
      .execute((trx) => takeStock(trx, last.id, 2));
    expect(await inStock()).toEqual([other.id]);
  });
});

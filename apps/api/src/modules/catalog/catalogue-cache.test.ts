import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogPage, Listing, ProductCard, ProductDetail } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct, type FixtureProduct } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { operatorBrowser } from '../back-office/test-support.ts';
import { CATALOGUE_CACHE_LIMITS, catalogueCaches, catalogueChanged, textSize } from './catalogue-cache.ts';
import { changePrices, createProducts } from './catalogue-writes.ts';
import { takeStock } from './service.ts';

// The response cache is off: these answers come from the catalogue cache and the queries alone.
const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '0' });
const db = () => ctx.app.database.db;

const page = async (path: string, query = '', locale = 'en'): Promise<CatalogPage> => {
  const response = await ctx.app.inject({
    url: `/v1/catalog/${path}${query}`,
    headers: { 'x-locale': locale },
  });
  expect(response.statusCode, path).toBe(200);
  return response.json();
};
const listing = async (path: string, query = ''): Promise<Listing> => {
  const found = await page(path, query);
  if (found.kind !== 'category') throw new Error(`${path} is a ${found.kind}`);
  return found.listing;
};
const productPage = async (path: string, locale = 'en'): Promise<ProductDetail> => {
  const found = await page(path, '', locale);
  if (found.kind !== 'product') throw new Error(`${path} is a ${found.kind}`);
  return found.product;
};
const cardOf = (items: readonly ProductCard[], id: number) => items.find((item) => item.id === id);
const searchFor = async (query: string) =>
  (
    await ctx.app.inject({ url: `/v1/catalog/search?q=${query}`, headers: { 'x-locale': 'en' } })
  ).json<Listing>();
const searchCard = async (word: string, id: number) => cardOf((await searchFor(word)).items, id);

describe('the catalogue cache', () => {
  let operator: Browser;
  let category: { id: number; path: string };
  let pan: FixtureProduct;
  const word = `skillet${process.pid}`;

  beforeAll(async () => {
    operator = await operatorBrowser(ctx.app, `cache.keeper.${process.pid}@example.com`);
    category = await aCategory(ctx.app, { name: 'Cached pans' });
    pan = await aProduct(ctx.app, {
      name: `Iron ${word}`,
      categoryId: category.id,
      price: 3990,
      stock: 40,
      texts: { de: { name: `Eisenpfanne ${word}` } },
    });
    // Everything the answers share is read once and kept.
    await listing(category.path);
    await productPage(pan.path);
    await searchFor(`${word}&priceMin=3500`);
  });

  it('shows a price the back office changes at once: cards, product page, search and price facet', async () => {
    const changed = await operator.patch(`/v1/admin/products/${pan.id}`, { price: 2990, basePrice: 3990 });
    expect(changed.statusCode).toBe(200);

    const listed = await listing(category.path);
    expect(cardOf(listed.items, pan.id)?.price).toMatchObject({ amount: 2990, baseAmount: 3990 });
    expect(listed.facets.price?.min.amount).toBe(2990);
    expect((await productPage(pan.path)).price).toMatchObject({ amount: 2990, baseAmount: 3990 });
    expect((await searchCard(word, pan.id))?.price.amount).toBe(2990);
    // A filter by the new price finds it, by the old one no longer; in a search too, whose matches
    // (with their prices, to filter by) were kept for its next page.
    expect((await listing(category.path, '?priceMax=3000')).items.map((item) => item.id)).toEqual([pan.id]);
    expect((await listing(category.path, '?priceMin=3500')).items).toEqual([]);
    expect((await searchFor(`${word}&priceMax=3000`)).items.map((item) => item.id)).toEqual([pan.id]);
    expect((await searchFor(`${word}&priceMin=3500`)).total).toBe(0);
  });

  it('shows a price changed in the catalogue (price history) at once', async () => {
    await db()
      .transaction()
      .execute((trx) => changePrices(trx, [{ productId: pan.id, price: 2490, basePrice: null }]));
    expect(cardOf((await listing(category.path)).items, pan.id)?.price).toEqual({
      amount: 2490,
      currency: 'EUR',
    });
    expect((await productPage(pan.path)).price.amount).toBe(2490);
  });

  it('shows stock taken by a sale, or set by the back office, at once', async () => {
    await db()
      .transaction()
      .execute((trx) => takeStock(trx, pan.id, 38));
    expect(cardOf((await listing(category.path)).items, pan.id)?.stock).toBe('low_stock');
    expect((await searchCard(word, pan.id))?.stock).toBe('low_stock');
    expect((await productPage(pan.path)).stock).toBe('low_stock');
    expect((await listing(category.path, '?inStock=true')).items.map((item) => item.id)).toEqual([pan.id]);

    expect((await operator.patch(`/v1/admin/products/${pan.id}`, { stock: 0 })).statusCode).toBe(200);
    expect(cardOf((await listing(category.path)).items, pan.id)?.stock).toBe('out_of_stock');
    expect((await productPage(pan.path)).stock).toBe('out_of_stock');
    expect((await searchCard(word, pan.id))?.stock).toBe('out_of_stock');
    expect((await listing(category.path, '?inStock=true')).items).toEqual([]);
    expect((await searchFor(`${word}&inStock=true`)).total).toBe(0);
  });

  it('shows new products, categories and brands at once, with their texts', async () => {
    const maker = await aManufacturer(ctx.app, { name: `Cache Works ${process.pid}` });
    const lid = await aProduct(ctx.app, {
      name: `Glass lid ${word}`,
      categoryId: category.id,
      manufacturerId: maker.id,
      texts: { de: { name: `Glasdeckel ${word}` } },
    });
    const listed = await listing(category.path);
    expect(cardOf(listed.items, lid.id)?.name).toBe(`Glass lid ${word}`);
    expect(listed.facets.manufacturers.map((brand) => brand.id)).toContain(maker.id);
    expect((await productPage(lid.path)).name).toBe(`Glass lid ${word}`);

    const child = await aCategory(ctx.app, { name: 'Cached lids', parentId: category.id });
    const parent = await page(category.path);
    expect(parent.kind === 'category' && parent.category.children.map((sub) => sub.id)).toEqual([child.id]);
  });

  it('shows texts another process changed once the catalogue says it changed', async () => {
    const german = (await productPage(pan.path)).alternates.find((link) => link.locale === 'de')?.path ?? '';
    expect((await productPage(german, 'de')).name).toBe(`Eisenpfanne ${word}`);
    await db()
      .updateTable('product_translation')
      .set({ name: `Eisenpfanne, neu ${word}` })
      .where('product_id', '=', pan.id)
      .where('locale', '=', 'de')
      .execute();
    // Kept for a while (at most a minute) when nothing in this process changed the catalogue…
    expect((await productPage(german, 'de')).name).toBe(`Eisenpfanne ${word}`);
    catalogueChanged(db());
    expect((await productPage(german, 'de')).name).toBe(`Eisenpfanne, neu ${word}`);
  });

  it('is bounded: entries or characters of text, least recently used out first', () => {
    const caches = catalogueCaches(db());
    if (!caches) throw new Error('no cache outside a transaction');
    expect(caches.paths.max).toBe(CATALOGUE_CACHE_LIMITS.paths);
    expect(caches.categories.max).toBe(CATALOGUE_CACHE_LIMITS.categories);
    expect(caches.brands.max).toBe(CATALOGUE_CACHE_LIMITS.brands);
    expect(caches.facets.max).toBe(CATALOGUE_CACHE_LIMITS.facets);
    expect(caches.products.maxSize).toBe(CATALOGUE_CACHE_LIMITS.productCharacters);

    const text = 'x'.repeat(2_000);
    const dressing = (id: number) => ({
      name: `${id}`,
      description: text,
      path: `p/${id}`,
      image: null,
      manufacturer: { id: 1, name: 'M', path: 'm' },
    });
    const count = Math.ceil(CATALOGUE_CACHE_LIMITS.cardCharacters / 2_000) + 100;
    for (let id = 1; id <= count; id++) caches.cards.set(`en ${id}`, dressing(id));
    expect(caches.cards.calculatedSize).toBeLessThanOrEqual(CATALOGUE_CACHE_LIMITS.cardCharacters);
    expect(caches.cards.has('en 1')).toBe(false);
    expect(caches.cards.has(`en ${count}`)).toBe(true);
    // An entry counts about as many characters as its JSON has, without the JSON being written.
    for (const value of [
      dressing(7),
      { ...dressing(8), image: { url: '/m/8.jpg', alt: 'Ä', width: 1, height: 2 } },
    ]) {
      const json = JSON.stringify(value).length;
      expect(textSize(value)).toBeGreaterThanOrEqual(json * 0.95);
      expect(textSize(value)).toBeLessThanOrEqual(json * 1.1);
    }
  });

  it('holds 50,000 matched products of searches and small categories in under 25 MB', async () => {
    // Rows built field by field share one hidden class; rows of varying shapes (as spread copies once
    // were) each carry a class of their own, and hold several times the memory.
    const gc = globalThis.gc;
    if (!gc) throw new Error('the API tests run with --expose-gc (vitest.config.ts)');
    const kettle = `kettle${process.pid}`;
    const shelf = await aCategory(ctx.app, { name: 'Kettles' });
    const maker = await aManufacturer(ctx.app, { name: `Kettle Works ${process.pid}` });
    // Half of what one search keeps, in a category small enough to be listed from memory.
    const count = 500;
    await createProducts(
      db(),
      Array.from({ length: count }, (_, index) => ({
        sku: `KT-${process.pid}-${index}`,
        categoryId: shelf.id,
        manufacturerId: maker.id,
        price: 1990 + index * 100,
        basePrice: index % 2 === 0 ? null : 2990 + index * 100,
        stock: index % 7,
        weightGrams: 900,
        salesRank: index,
        texts: {
          en: {
            name: `Kettle ${kettle} ${index}`,
            slug: `kettle-${process.pid}-${index}`,
            description: '',
            attributes: [],
          },
        },
      })),
    );

    /**
     * The heap one cached entry of matched rows holds, per row: filled, then dropped, with full
     * collections before each reading (two before the first, so that what the fill itself left
     * behind is gone) and nothing else running in between.
     */
    const bytesPerRow = async (key: string, fill: () => Promise<unknown>) => {
      // The least of three readings: whatever else the process let go of meanwhile (on a busy
      // machine, once in a while) only ever adds to one.
      const readings: number[] = [];
      for (let reading = 0; reading < 3; reading += 1) {
        await fill();
        expect(catalogueCaches(db())?.searches.get(key)?.rows.length, key).toBe(count);
        gc();
        gc();
        const kept = process.memoryUsage().heapUsed;
        catalogueCaches(db())?.searches.delete(key);
        gc();
        readings.push((kept - process.memoryUsage().heapUsed) / count);
      }
      return Math.min(...readings);
    };
    // About 240 bytes a row (its id, SKU, prices, stock, brand and arrival); rows of varying shapes
    // held 1,300.
    const bound = 25_000_000 / CATALOGUE_CACHE_LIMITS.searchMatches;
    expect(await bytesPerRow(`search en ${kettle}`, () => searchFor(kettle))).toBeLessThan(bound);
    expect(await bytesPerRow(`scope category ${shelf.id}`, () => listing(shelf.path))).toBeLessThan(bound);
  }, 120_000);

  it('sorts a category by the price the back office set last, and by arrival', async () => {
    // The sorts read the price and arrival copied onto the category links (their own indexes).
    const shelf = await aCategory(ctx.app, { name: 'Lids' });
    const cheap = await aProduct(ctx.app, { name: 'Cheap lid', categoryId: shelf.id, price: 1000 });
    const dear = await aProduct(ctx.app, { name: 'Dear lid', categoryId: shelf.id, price: 5000 });
    const order = async (sort: string) =>
      (await listing(shelf.path, `?sort=${sort}`)).items.map((item) => item.id);
    expect(await order('price_asc')).toEqual([cheap.id, dear.id]);
    expect(await order('newest')).toEqual([dear.id, cheap.id]);
    const changed = await operator.patch(`/v1/admin/products/${cheap.id}`, { price: 9000, basePrice: null });
    expect(changed.statusCode).toBe(200);
    expect(await order('price_asc')).toEqual([dear.id, cheap.id]);
    expect(await order('price_desc')).toEqual([cheap.id, dear.id]);
    // A page cursor of the price sort continues after the new price.
    const first = await listing(shelf.path, '?sort=price_asc&limit=1');
    expect(first.items.map((item) => item.id)).toEqual([dear.id]);
    const next = await listing(shelf.path, `?sort=price_asc&limit=1&cursor=${first.nextCursor ?? ''}`);
    expect(next.items.map((item) => item.id)).toEqual([cheap.id]);
    // A price range, sorted by price or not, is asked of the new price too.
    for (const sort of ['price_asc', 'price_desc', 'relevance', 'name', 'newest']) {
      const within = async (range: string) =>
        (await listing(shelf.path, `?sort=${sort}&${range}`)).items.map((item) => item.id).sort();
      expect(await within('priceMin=8000'), sort).toEqual([cheap.id]);
      expect(await within('priceMax=1500'), sort).toEqual([]);
      expect(await within('priceMin=4000&priceMax=6000'), sort).toEqual([dear.id]);
      expect((await listing(shelf.path, `?sort=${sort}&priceMax=5000`)).total, sort).toBe(1);
    }
  });

  it('is not read nor filled inside a transaction', async () => {
    await db()
      .transaction()
      .execute(async (trx) => expect(catalogueCaches(trx)).toBeNull());
  });
});

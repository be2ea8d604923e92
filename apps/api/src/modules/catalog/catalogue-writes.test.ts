import { describe, expect, it } from 'vitest';
import type { CatalogPage, Listing, SearchResult } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct } from '../../test/fixtures.ts';
import {
  changePrices,
  createCategory,
  createManufacturer,
  createProducts,
  type NewPrice,
  type NewProduct,
} from './catalogue-writes.ts';

describe('adding to the catalogue', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const page = async (path: string, locale = 'en'): Promise<CatalogPage> => {
    const response = await ctx.app.inject({ url: `/v1/catalog/${path}`, headers: { 'x-locale': locale } });
    expect(response.statusCode, `${locale} ${path}`).toBe(200);
    return response.json();
  };
  const listing = async (path: string): Promise<Listing> => {
    const found = await page(path);
    if (found.kind !== 'category' && found.kind !== 'manufacturer') throw new Error(`${path}: ${found.kind}`);
    return found.listing;
  };
  const search = async (q: string, locale = 'en'): Promise<SearchResult> =>
    (
      await ctx.app.inject({
        url: `/v1/catalog/search?q=${encodeURIComponent(q)}`,
        headers: { 'x-locale': locale },
      })
    ).json();

  it('makes a product listable in its category and every one above it, searchable and reachable by path', async () => {
    const kitchen = await aCategory(ctx.app, { name: 'Kitchen' });
    const pans = await aCategory(ctx.app, { name: 'Pans', parentId: kitchen.id });
    expect(pans.path.startsWith(`${kitchen.path}/`)).toBe(true);
    const product = await aProduct(ctx.app, {
      name: 'Enamel milk pan',
      categoryId: pans.id,
      texts: { de: { name: 'Emaillierter Milchtopf' } },
    });

    for (const path of [pans.path, kitchen.path]) {
      const listed = await listing(path);
      expect(listed.total).toBe(1);
      expect(listed.items.map((item) => [item.id, item.name, item.path])).toEqual([
        [product.id, 'Enamel milk pan', product.path],
      ]);
    }
    expect((await search('milk pans')).items.map((item) => item.id)).toEqual([product.id]);
    expect((await search('Milchtopf', 'de')).items.map((item) => [item.id, item.name])).toEqual([
      [product.id, 'Emaillierter Milchtopf'],
    ]);

    const english = await page(product.path);
    expect(english).toMatchObject({ kind: 'product', product: { id: product.id, sku: product.sku } });
    // A language without a text of its own shows the English one.
    const french = await page(product.path, 'fr');
    expect(french).toMatchObject({
      kind: 'product',
      product: { name: 'Enamel milk pan', path: product.path },
    });
    // Every language has its path (English's where it has no text), the German one its own, and the
    // German page its texts.
    if (french.kind !== 'product') throw new Error('not a product');
    expect(french.product.alternates).toHaveLength(16);
    const germanPath = french.product.alternates.find((link) => link.locale === 'de')?.path ?? '';
    expect(germanPath).not.toBe(product.path);
    expect(french.product.alternates.find((link) => link.locale === 'fr')?.path).toBe(product.path);
    expect(await page(germanPath, 'de')).toMatchObject({
      kind: 'product',
      product: { id: product.id, name: 'Emaillierter Milchtopf', path: germanPath },
    });
  });

  it("counts a manufacturer's products and gives it a page below the brands index", async () => {
    const maker = await aManufacturer(ctx.app, { name: 'Pfannenwerk' });
    const first = await aProduct(ctx.app, { manufacturerId: maker.id, salesRank: 2 });
    const second = await aProduct(ctx.app, { manufacturerId: maker.id, salesRank: 1 });
    const row = await db()
      .selectFrom('manufacturer_translation')
      .select('path')
      .where('manufacturer_id', '=', maker.id)
      .executeTakeFirstOrThrow();
    expect(row.path).toMatch(/^brands\/pfannenwerk-/);
    const found = await page(row.path);
    expect(found).toMatchObject({
      kind: 'manufacturer',
      manufacturer: { name: 'Pfannenwerk', productCount: 2 },
    });
    expect((await listing(row.path)).items.map((item) => item.id)).toEqual([second.id, first.id]);
  });

  it('refuses an unknown category or manufacturer, and amounts that are not whole cents, writing nothing', async () => {
    const category = await aCategory(ctx.app);
    const maker = await aManufacturer(ctx.app);
    const valid: NewProduct = {
      sku: 'REFUSED-1',
      categoryId: category.id,
      manufacturerId: maker.id,
      price: 1000,
      basePrice: null,
      stock: 1,
      weightGrams: 100,
      salesRank: 1,
      texts: { en: { name: 'Refused', slug: 'refused', description: '', attributes: [] } },
    };
    await expect(
      createProducts(db(), [valid, { ...valid, sku: 'REFUSED-2', categoryId: 999_999 }]),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: 'error.category.notFound',
    });
    await expect(createProducts(db(), [{ ...valid, manufacturerId: 999_999 }])).rejects.toMatchObject({
      statusCode: 404,
      message: 'error.manufacturer.notFound',
    });
    await expect(createProducts(db(), [{ ...valid, price: 9.99 }])).rejects.toThrow(RangeError);
    await expect(createProducts(db(), [{ ...valid, stock: -1 }])).rejects.toThrow(RangeError);
    await expect(createProducts(db(), [{ ...valid, basePrice: 1000 }])).rejects.toThrow(RangeError);
    const stored = await db().selectFrom('product').select('id').where('sku', 'like', 'REFUSED-%').execute();
    expect(stored).toEqual([]);
    await expect(
      createCategory(db(), {
        key: 'orphan',
        parentId: 999_999,
        position: 0,
        texts: { en: { name: 'Orphan', slug: 'orphan', description: '' } },
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'error.category.notFound' });
  });

  it('writes a text and a path in each language given, and paths below the parent in that language', async () => {
    const parent = await createCategory(db(), {
      key: 'garden-written',
      parentId: null,
      position: 0,
      texts: {
        en: { name: 'Garden', slug: 'garden-written', description: 'For the garden.' },
        de: { name: 'Garten', slug: 'garten-geschrieben', description: 'Für den Garten.' },
      },
    });
    const child = await createCategory(db(), {
      key: 'tools-written',
      parentId: parent,
      position: 0,
      texts: { en: { name: 'Tools', slug: 'tools', description: 'Tools.' } },
    });
    const maker = await createManufacturer(db(), {
      key: 'spaten-written',
      name: 'Spatenwerk',
      texts: { en: { slug: 'spatenwerk', description: 'Spades.' } },
    });
    const [id] = await createProducts(db(), [
      {
        sku: 'SPADE-1',
        categoryId: child,
        manufacturerId: maker,
        price: 2990,
        basePrice: 3490,
        stock: 4,
        weightGrams: 1800,
        salesRank: 1,
        texts: {
          en: {
            name: 'Spade',
            slug: 'spade',
            description: 'Digs.',
            attributes: [{ name: 'Material', value: 'Steel' }],
          },
          de: {
            name: 'Spaten',
            slug: 'spaten',
            description: 'Gräbt.',
            attributes: [{ name: 'Material', value: 'Stahl' }],
          },
        },
      },
    ]);
    const paths = await db()
      .selectFrom('catalog_path')
      .select(['locale', 'path', 'kind'])
      .where('locale', 'in', ['de', 'en', 'fr'])
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'category'), eb('entity_id', 'in', [parent, child])]),
          eb.and([eb('kind', '=', 'product'), eb('entity_id', '=', id ?? 0)]),
        ]),
      )
      .execute();
    const key = (row: { locale: string; path: string; kind: string }) =>
      `${row.kind} ${row.locale} ${row.path}`;
    expect(paths.map(key).sort()).toEqual(
      [
        { locale: 'de', path: 'garten-geschrieben', kind: 'category' },
        { locale: 'en', path: 'garden-written', kind: 'category' },
        // Where there is no text of the language, the English path (where links point) serves it.
        { locale: 'fr', path: 'garden-written', kind: 'category' },
        { locale: 'de', path: 'garden-written/tools', kind: 'category' },
        { locale: 'en', path: 'garden-written/tools', kind: 'category' },
        { locale: 'fr', path: 'garden-written/tools', kind: 'category' },
        // The child category has no German text: the German product path goes below its English path.
        { locale: 'de', path: 'garden-written/tools/spaten', kind: 'product' },
        { locale: 'en', path: 'garden-written/tools/spade', kind: 'product' },
        { locale: 'fr', path: 'garden-written/tools/spade', kind: 'product' },
      ]
        .map(key)
        .sort(),
    );
    const german = await page('garden-written/tools/spaten', 'de');
    expect(german).toMatchObject({
      kind: 'product',
      product: { name: 'Spaten', attributes: [{ name: 'Material', value: 'Stahl' }] },
    });
  });

  describe('changing prices', () => {
    const DAY = 86_400_000;
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    const change = (changes: readonly NewPrice[]) =>
      db()
        .transaction()
        .execute((trx) => changePrices(trx, changes));
    const stored = (id: number) =>
      db()
        .selectFrom('product')
        .select(['price', 'base_price', 'lowest_prior_price'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const shown = async (path: string) => {
      ctx.app.invalidateResponseCache();
      const found = await page(path);
      if (found.kind !== 'product') throw new Error(`${path}: ${found.kind}`);
      return found.product.price;
    };

    it('records each change, keeps the 30-day lowest price of a reduction and shows it', async () => {
      const category = await aCategory(ctx.app);
      const product = await aProduct(ctx.app, {
        categoryId: category.id,
        price: 4990,
        createdAt: daysAgo(200),
      });
      await change([{ productId: product.id, price: 4490, basePrice: null, at: daysAgo(20) }]);
      await change([{ productId: product.id, price: 4990, basePrice: null, at: daysAgo(12) }]);
      expect(await stored(product.id)).toEqual({ price: 4990, base_price: null, lowest_prior_price: null });

      await change([{ productId: product.id, price: 3990, basePrice: 4990, at: daysAgo(5) }]);
      expect(await stored(product.id)).toEqual({ price: 3990, base_price: 4990, lowest_prior_price: 4490 });
      // A deeper reduction later keeps the window of the first one.
      await change([{ productId: product.id, price: 3490, basePrice: 4990 }]);
      expect(await stored(product.id)).toEqual({ price: 3490, base_price: 4990, lowest_prior_price: 4490 });
      expect(await shown(product.path)).toEqual({
        amount: 3490,
        baseAmount: 4990,
        lowestPriorPrice: 4490,
        currency: 'EUR',
      });
      const listed = (await listing(category.path)).items.find((item) => item.id === product.id);
      expect(listed?.price).toEqual({
        amount: 3490,
        baseAmount: 4990,
        lowestPriorPrice: 4490,
        currency: 'EUR',
      });

      // The reduction ends: no base price and no lowest prior price any more.
      await change([{ productId: product.id, price: 4990, basePrice: null }]);
      expect(await stored(product.id)).toEqual({ price: 4990, base_price: null, lowest_prior_price: null });
      expect(await shown(product.path)).toEqual({ amount: 4990, currency: 'EUR' });
      const history = await db()
        .selectFrom('price_history')
        .select(['price', 'base_price'])
        .where('product_id', '=', product.id)
        .orderBy('valid_from')
        .orderBy('id')
        .execute();
      expect(history.map((row) => [row.price, row.base_price])).toEqual([
        [4990, null],
        [4490, null],
        [4990, null],
        [3990, 4990],
        [3490, 4990],
        [4990, null],
      ]);
    });

    it('changes many products in one go, each by its own history, and recounts the price facet', async () => {
      const category = await aCategory(ctx.app);
      const older = await aProduct(ctx.app, { categoryId: category.id, price: 2990, createdAt: daysAgo(90) });
      const newer = await aProduct(ctx.app, { categoryId: category.id, price: 2990, createdAt: daysAgo(3) });
      await change([
        { productId: older.id, price: 1990, basePrice: 2990 },
        { productId: newer.id, price: 2490, basePrice: 2990 },
      ]);
      expect(await stored(older.id)).toMatchObject({ price: 1990, lowest_prior_price: 2990 });
      expect(await stored(newer.id)).toMatchObject({ price: 2490, lowest_prior_price: 2990 });
      ctx.app.invalidateResponseCache();
      const facets = (await listing(category.path)).facets;
      expect([facets.price?.min.amount, facets.price?.max.amount]).toEqual([1990, 2490]);
    });

    it('gives a product added with a reduced price its base price as the lowest prior price', async () => {
      const product = await aProduct(ctx.app, { price: 1490, basePrice: 1990 });
      expect(await stored(product.id)).toEqual({ price: 1490, base_price: 1990, lowest_prior_price: 1990 });
      expect(await shown(product.path)).toEqual({
        amount: 1490,
        baseAmount: 1990,
        lowestPriorPrice: 1990,
        currency: 'EUR',
      });
    });

    it('refuses an unknown product, a base price not above the price and a time to come, changing nothing', async () => {
      const product = await aProduct(ctx.app, { price: 2990 });
      await expect(
        change([
          { productId: product.id, price: 1990, basePrice: 2990 },
          { productId: 999_999, price: 990, basePrice: null },
        ]),
      ).rejects.toMatchObject({ statusCode: 404, message: 'error.product.notFound' });
      await expect(change([{ productId: product.id, price: 2990, basePrice: 2990 }])).rejects.toThrow(
        RangeError,
      );
      await expect(
        change([{ productId: product.id, price: 1990, basePrice: 2990, at: daysAgo(-1) }]),
      ).rejects.toThrow(RangeError);
      await expect(change([{ productId: product.id, price: 19.9, basePrice: null }])).rejects.toThrow(
        RangeError,
      );
      expect(await stored(product.id)).toEqual({ price: 2990, base_price: null, lowest_prior_price: null });
      const history = await db()
        .selectFrom('price_history')
        .select('price')
        .where('product_id', '=', product.id)
        .execute();
      expect(history).toEqual([{ price: 2990 }]);
    });
  });
});

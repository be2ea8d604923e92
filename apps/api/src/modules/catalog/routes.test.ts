import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  type CatalogPage,
  type Listing,
  type ListingSort,
  type ProductCard,
  type SearchResult,
} from '@tendero/contract';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { currentPrices } from '../pricing/index.ts';

async function get<T = Record<string, unknown>>(app: TestApp, url: string, locale = 'en') {
  const response = await app.inject({ url, headers: { 'x-locale': locale } });
  return { status: response.statusCode, body: response.json() as T };
}

async function page(app: TestApp, path: string, locale = 'en', query = ''): Promise<CatalogPage> {
  const { status, body } = await get<CatalogPage>(app, `/v1/catalog/${path}${query}`, locale);
  expect(status, `${locale} ${path}${query}`).toBe(200);
  return body;
}

async function menuPath(app: TestApp, locale: string, index = 0): Promise<string> {
  const { body } = await get<{ items: { path: string }[] }>(app, '/v1/categories/menu', locale);
  const path = body.items[index]?.path;
  if (!path) throw new Error('menu is empty');
  return path;
}

describe('catalogue routes', () => {
  const ctx = useTestApp({}, { seed: true });

  it('gives the category menu in the request language, as deep as asked', async () => {
    const { body } = await get<{ items: { name: string; children: { children: unknown[] }[] }[] }>(
      ctx.app,
      '/v1/categories/menu',
      'de',
    );
    expect(body.items).toHaveLength(8);
    expect(body.items.map((item) => item.name)).toContain('Küche');
    expect(body.items.some((item) => item.children.some((child) => child.children.length > 0))).toBe(true);
    const shallow = await get<{ items: { children: unknown[] }[] }>(
      ctx.app,
      '/v1/categories/menu?depth=1',
      'de',
    );
    expect(shallow.body.items.every((item) => item.children.length === 0)).toBe(true);
    expect((await get(ctx.app, '/v1/categories/menu?depth=0')).status).toBe(400);
  });

  it('names the brands index in the menu, by its path in the request language', async () => {
    const german = await get<{ brandsPath: string }>(ctx.app, '/v1/categories/menu?depth=1', 'de');
    expect(german.body.brandsPath).toBe('marken');
    const english = await get<{ brandsPath: string }>(ctx.app, '/v1/categories/menu?depth=1', 'en');
    expect((await page(ctx.app, english.body.brandsPath)).kind).toBe('brands');
  });

  it('resolves a category path with children, a listing of 24 and facets', async () => {
    const result = await page(ctx.app, await menuPath(ctx.app, 'en'));
    if (result.kind !== 'category') throw new Error(`expected a category, got ${result.kind}`);
    expect(result.category.name).toBe('Kitchen');
    expect(result.category.children.length).toBeGreaterThanOrEqual(4);
    expect(result.category.alternates).toHaveLength(16);
    expect(result.listing.items).toHaveLength(24);
    expect(result.listing.nextCursor).not.toBeNull();
    expect(result.listing.facets.manufacturers.length).toBeGreaterThan(1);
    expect(result.listing.facets.price?.min.amount).toBeLessThan(
      result.listing.facets.price?.max.amount ?? 0,
    );
    expect(result.listing.facets.price?.min.currency).toBe('EUR');
    const card = result.listing.items[0];
    expect(card?.image).toMatchObject({
      url: expect.stringMatching(/^\/v1\/media\/products\/\d+-1-[0-9a-f]{10}\.webp$/),
      width: 800,
      height: 800,
    });
    expect(card?.price.currency).toBe('EUR');
  });

  it('pages through a category with nextCursor, each product exactly once, for every sort', async () => {
    const top = await menuPath(ctx.app, 'en');
    const first = await page(ctx.app, top);
    if (first.kind !== 'category') throw new Error('not a category');
    const expectedCount = await ctx.app.database.db
      .selectFrom('product_category')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', first.category.id)
      .executeTakeFirstOrThrow();
    for (const sort of ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] satisfies ListingSort[]) {
      const seen: number[] = [];
      const prices: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?sort=${sort}&limit=17${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const result = await page(ctx.app, top, 'en', query);
        if (result.kind !== 'category') throw new Error('not a category');
        seen.push(...result.listing.items.map((item) => item.id));
        prices.push(...result.listing.items.map((item) => item.price.amount));
        cursor = result.listing.nextCursor;
      } while (cursor);
      expect(seen.length, sort).toBe(Number(expectedCount.n));
      expect(new Set(seen).size, sort).toBe(seen.length);
      if (sort === 'price_asc') expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === 'price_desc') expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it('filters by manufacturer, price range and stock', async () => {
    const top = await menuPath(ctx.app, 'en');
    const all = await page(ctx.app, top);
    if (all.kind !== 'category') throw new Error('not a category');
    const brand = all.listing.facets.manufacturers[0];
    if (!brand) throw new Error('no manufacturer facet');
    const byBrand = await page(ctx.app, top, 'en', `?manufacturers=${brand.id}&limit=100`);
    if (byBrand.kind !== 'category') throw new Error('not a category');
    expect(byBrand.listing.items).toHaveLength(brand.count);
    expect(byBrand.listing.items.every((item) => item.manufacturer.id === brand.id)).toBe(true);
    const priced = await page(ctx.app, top, 'en', '?priceMin=3000&priceMax=6000&limit=100');
    if (priced.kind !== 'category') throw new Error('not a category');
    expect(priced.listing.items.length).toBeGreaterThan(0);
    expect(priced.listing.items.every((item) => item.price.amount >= 3000 && item.price.amount <= 6000)).toBe(
      true,
    );
    for (const flag of ['1', 'true']) {
      const inStock = await page(ctx.app, top, 'en', `?inStock=${flag}&limit=100`);
      if (inStock.kind !== 'category') throw new Error('not a category');
      expect(inStock.listing.items.every((item) => item.stock !== 'out_of_stock')).toBe(true);
    }
  });

  it('counts the products the filters leave, over every page', async () => {
    const path = await menuPath(ctx.app, 'de');
    const all = await page(ctx.app, path, 'de', '?limit=5');
    if (all.kind !== 'category') throw new Error('not a category');
    const brand = all.listing.facets.manufacturers.find((entry) => entry.count > 5);
    if (!brand) throw new Error('no brand with enough products');
    expect(all.listing.total).toBe(
      all.listing.facets.manufacturers.reduce((sum, entry) => sum + entry.count, 0),
    );
    const filters = [
      `manufacturers=${brand.id}`,
      `manufacturers=${brand.id}&priceMin=3000&priceMax=10000`,
      'inStock=1',
      'priceMax=2000&sort=price_desc',
    ];
    for (const filter of filters) {
      let shown = 0;
      let total: number | null = null;
      let cursor: string | null = null;
      do {
        const next: CatalogPage = await page(
          ctx.app,
          path,
          'de',
          `?${filter}&limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        if (next.kind !== 'category') throw new Error('not a category');
        total ??= next.listing.total;
        expect(next.listing.total, filter).toBe(total);
        shown += next.listing.items.length;
        cursor = next.listing.nextCursor;
      } while (cursor);
      expect(total, filter).toBe(shown);
      expect(shown, filter).toBeLessThan(all.listing.total);
    }
  });

  it('refuses bad listing input with the field and key', async () => {
    const top = await menuPath(ctx.app, 'en');
    const cases: [string, string, string][] = [
      ['?inStock=yes', 'query.inStock', 'validation.boolean.type'],
      ['?sort=cheapest', 'query.sort', 'validation.enum.invalid'],
      ['?cursor=not-a-cursor', 'query.cursor', 'validation.cursor.invalid'],
      ['?cursor=WyJ4IiwxXQ', 'query.cursor', 'validation.cursor.invalid'],
      ['?limit=500', 'query.limit', 'validation.number.max'],
      ['?manufacturers=1,x', 'query.manufacturers.1', 'validation.number.type'],
      ['?priceMin=5000&priceMax=100', 'query.priceMax', 'validation.number.min'],
      ['?colour=red', 'query', 'validation.object.unknown'],
    ];
    for (const [query, path, key] of cases) {
      const { status, body } = await get<{ details: { path: string; message: string }[] }>(
        ctx.app,
        `/v1/catalog/${top}${query}`,
      );
      expect(status, query).toBe(400);
      expect(body.details[0], query).toMatchObject({ path, message: key });
    }
  });

  it("answers 404 for unknown paths and for another language's path", async () => {
    expect((await get(ctx.app, '/v1/catalog/no/such/page')).status).toBe(404);
    const german = await menuPath(ctx.app, 'de');
    expect(german).toBe('kueche');
    expect((await get(ctx.app, `/v1/catalog/${german}`, 'fr')).status).toBe(404);
    expect((await get(ctx.app, `/v1/catalog/${'x'.repeat(600)}`)).status).toBe(400);
  });

  it("resolves a product's German path in German, and every alternate in its own language", async () => {
    const category = await page(ctx.app, await menuPath(ctx.app, 'de'), 'de');
    if (category.kind !== 'category') throw new Error('not a category');
    const card = category.listing.items[0];
    if (!card) throw new Error('empty listing');
    const result = await page(ctx.app, card.path, 'de');
    if (result.kind !== 'product') throw new Error(`expected a product, got ${result.kind}`);
    const product = result.product;
    expect(product.id).toBe(card.id);
    expect(product.breadcrumbs[0]?.name).toBe('Küche');
    expect(product.images).toHaveLength(2);
    expect(product.attributes.map((attribute) => attribute.name)).toContain('Material');
    expect(product.alternates).toHaveLength(16);
    expect(new Set(product.alternates.map((alternate) => alternate.locale))).toEqual(new Set(LOCALES));
    for (const alternate of product.alternates) {
      const other = await page(ctx.app, alternate.path, alternate.locale);
      expect(other.kind).toBe('product');
      if (other.kind === 'product') expect(other.product.id).toBe(product.id);
    }
  });

  it('resolves brand pages and the brands index', async () => {
    const brands = await page(ctx.app, 'brands');
    expect(brands.kind).toBe('brands');
    const manufacturer = await page(ctx.app, 'brands/ferrum');
    if (manufacturer.kind !== 'manufacturer') throw new Error('not a manufacturer');
    expect(manufacturer.manufacturer.name).toBe('Ferrum');
    expect(manufacturer.listing.items.length).toBeGreaterThan(0);
    expect(manufacturer.listing.items.every((item) => item.manufacturer.name === 'Ferrum')).toBe(true);
    expect(manufacturer.manufacturer.alternates.find((alternate) => alternate.locale === 'de')?.path).toBe(
      'marken/ferrum',
    );
  });

  it('searches names and descriptions in the request language', async () => {
    const english = await get<Listing & { query: string }>(ctx.app, '/v1/catalog/search?q=frying%20pan');
    expect(english.status).toBe(200);
    expect(english.body.items.length).toBeGreaterThan(0);
    expect(english.body.items[0]?.name.toLowerCase()).toContain('frying pan');
    const german = await get<Listing>(ctx.app, '/v1/catalog/search?q=Bratpfanne', 'de');
    expect(german.body.items.length).toBeGreaterThan(0);
    const greek = await get<Listing>(ctx.app, `/v1/catalog/search?q=${encodeURIComponent('Τηγάνι')}`, 'el');
    expect(greek.body.items.length).toBeGreaterThan(0);
    const nothing = await get<Listing>(ctx.app, '/v1/catalog/search?q=zzzqqqxx');
    expect(nothing.body).toMatchObject({ items: [], nextCursor: null });
    const symbols = await get<Listing>(ctx.app, `/v1/catalog/search?q=${encodeURIComponent('"* OR ( -')}`);
    expect(symbols.status).toBe(200);
    const tooLong = await get<{ details: { path: string; message: string }[] }>(
      ctx.app,
      `/v1/catalog/search?q=${'a'.repeat(101)}`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details[0]).toMatchObject({ path: 'query.q', message: 'validation.string.max' });
    expect((await get(ctx.app, '/v1/catalog/search')).status).toBe(400);
  });

  it('pages search results exactly once', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/catalog/search?q=classic&limit=9${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { body } = await get<Listing>(ctx.app, url);
      seen.push(...body.items.map((item) => item.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThan(20);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('sorts, filters and pages search results like any listing', async () => {
    const first = await get<Listing>(ctx.app, '/v1/catalog/search?q=classic&limit=100');
    const brand = first.body.facets.manufacturers.find((entry) => entry.count > 3);
    if (!brand) throw new Error('no brand with enough classic products');
    const seen: { id: number; amount: number; brand: number }[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/catalog/search?q=classic&sort=price_asc&manufacturers=${brand.id}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { body } = await get<Listing>(ctx.app, url);
      seen.push(
        ...body.items.map((item) => ({
          id: item.id,
          amount: item.price.amount,
          brand: item.manufacturer.id,
        })),
      );
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(brand.count);
    expect(new Set(seen.map((item) => item.id)).size).toBe(brand.count);
    expect(seen.every((item) => item.brand === brand.id)).toBe(true);
    const amounts = seen.map((item) => item.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const byName = await get<Listing>(ctx.app, '/v1/catalog/search?q=classic&sort=name&limit=10');
    const names = byName.body.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists manufacturers by name with cursor paging', async () => {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/manufacturers?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { status, body } = await get<{
        items: { name: string; productCount: number }[];
        nextCursor: string | null;
      }>(ctx.app, url);
      expect(status).toBe(200);
      names.push(...body.items.map((item) => item.name));
      cursor = body.nextCursor;
    } while (cursor);
    expect(names).toHaveLength(16);
    expect(new Set(names).size).toBe(16);
    expect((await get(ctx.app, '/v1/manufacturers?cursor=%%%')).status).toBe(400);
  });

  it('builds the sitemap: an index of five sections and paged sections in every language', async () => {
    const index = await get<{ sections: { type: string; pages: number }[] }>(
      ctx.app,
      '/v1/catalog/sitemap/index',
    );
    expect(index.body.sections.map((section) => section.type).sort()).toEqual([
      'categories',
      'index',
      'manufacturers',
      'misc',
      'products',
    ]);
    const categories = await get<{ entries: { paths: unknown[] }[]; pages: number }>(
      ctx.app,
      '/v1/catalog/sitemap/categories',
    );
    expect(categories.body.entries).toHaveLength(36);
    expect(categories.body.entries.every((entry) => entry.paths.length === 16)).toBe(true);
    const products = await get<{ entries: unknown[]; pages: number }>(
      ctx.app,
      '/v1/catalog/sitemap/products',
    );
    expect(products.body.entries).toHaveLength(308);
    const misc = await get<{ entries: { paths: { path: string }[] }[] }>(ctx.app, '/v1/catalog/sitemap/misc');
    // Home, brands, articles, reviews and points; the 12 articles, 11 promotions (VOUCHER100 among them)
    // and 6 pages.
    expect(misc.body.entries.length).toBe(5 + 12 + 11 + 6);
    const paths = misc.body.entries.flatMap((entry) => entry.paths.map(({ path }) => path));
    expect(paths.filter((path) => path === 'reviews' || path === 'points')).toHaveLength(32);
    expect((await get(ctx.app, '/v1/catalog/sitemap/products?page=2')).status).toBe(404);
    expect((await get(ctx.app, '/v1/catalog/sitemap/pages')).status).toBe(400);
  });

  it('serves product pictures', async () => {
    const picture = await ctx.app.database.db
      .selectFrom('product_image')
      .select('url')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const response = await ctx.app.inject({ url: picture.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await ctx.app.inject({ url: '/v1/media/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('gives every reduced price its 30-day lowest price, as the seeded price history has it', async () => {
    const { body: menu } = await get<{ items: { path: string }[] }>(ctx.app, '/v1/categories/menu?depth=1');
    const cards: ProductCard[] = [];
    for (const { path } of menu.items) {
      let cursor: string | null = null;
      do {
        const query: string = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const result = await page(ctx.app, path, 'en', query);
        if (result.kind !== 'category') throw new Error('not a category');
        cards.push(...result.listing.items);
        cursor = result.listing.nextCursor;
      } while (cursor);
    }
    expect(cards).toHaveLength(308);
    const reduced = cards.filter((card) => card.price.baseAmount !== undefined);
    const expected = await currentPrices(
      ctx.app.database.db,
      cards.map((card) => card.id),
    );
    // Every card's price is the latest of its history, with the lowest prior price the rule gives.
    for (const card of cards) {
      const history = expected.get(card.id);
      expect(card.price, card.name).toEqual({
        amount: history?.price,
        currency: 'EUR',
        ...(history?.basePrice ? { baseAmount: history.basePrice } : {}),
        ...(history?.lowestPriorPrice ? { lowestPriorPrice: history.lowestPriorPrice } : {}),
      });
    }
    expect(reduced.length).toBeGreaterThan(50);
    expect(reduced.every((card) => card.price.lowestPriorPrice !== undefined)).toBe(true);
    // Some were offered for less inside the 30 days before their reduction.
    const offered = reduced.filter((card) => card.price.lowestPriorPrice !== card.price.baseAmount);
    expect(offered.length).toBeGreaterThan(10);

    const productPage = await page(ctx.app, offered[0]?.path ?? '');
    if (productPage.kind !== 'product') throw new Error('not a product');
    expect(productPage.product.price).toEqual(offered[0]?.price);
    const search = await get<SearchResult>(
      ctx.app,
      `/v1/catalog/search?q=${encodeURIComponent(offered[0]?.name ?? '')}`,
    );
    expect(search.body.items.find((item) => item.id === offered[0]?.id)?.price).toEqual(offered[0]?.price);
  });

  it('sells the seeded notebooks at the reduced VAT rate and everything else at the standard one', async () => {
    const rows = await ctx.app.database.db
      .selectFrom('product as p')
      .innerJoin('product_translation as t', 't.product_id', 'p.id')
      .select(['p.vat_class', 't.name'])
      .where('t.locale', '=', 'en')
      .execute();
    const reducedNames = rows.filter((row) => row.vat_class === 'reduced').map((row) => row.name);
    expect(reducedNames.sort()).toEqual(
      ['Classic', 'Eco', 'Premium'].flatMap((line) => [
        `Papyra ${line} Notebook A4`,
        `Papyra ${line} Notebook A5`,
      ]),
    );
  });
});

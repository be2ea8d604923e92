import { describe, expect, it } from 'vitest';
import type { CatalogPage, Listing, PromotionPage } from '@tendero/contract';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct } from '../../test/fixtures.ts';

async function get<T>(app: TestApp, url: string, locale = 'en') {
  const response = await app.inject({ url, headers: { 'x-locale': locale } });
  return { status: response.statusCode, body: response.json() as T };
}

/** A demo promotion's slug in `locale`, by its key in the seed plan. */
async function slugOf(app: TestApp, key: string, locale = 'en'): Promise<string> {
  const row = await app.database.db
    .selectFrom('promotion as p')
    .innerJoin('promotion_translation as t', 't.promotion_id', 'p.id')
    .select('t.slug')
    .where('p.key', '=', key)
    .where('t.locale', '=', locale)
    .executeTakeFirstOrThrow();
  return row.slug;
}

async function promotion(app: TestApp, key: string, locale = 'en', query = ''): Promise<PromotionPage> {
  const { status, body } = await get<PromotionPage>(
    app,
    `/v1/promotions/${await slugOf(app, key, locale)}${query}`,
    locale,
  );
  expect(status, key).toBe(200);
  return body;
}

/** The promotions a product's page names, by the product's English path. */
async function promotionsOnProductPage(app: TestApp, path: string, locale = 'en'): Promise<string[]> {
  const { status, body } = await get<CatalogPage>(app, `/v1/catalog/${path}`, locale);
  expect(status, path).toBe(200);
  if (body.kind !== 'product') throw new Error(`${path} is a ${body.kind} page`);
  return body.product.promotions.map((entry) => entry.name);
}

/** The English path of the first plan product (best seller first) matching the condition. */
async function productPath(app: TestApp, where: { manufacturer?: string; category?: string; sku?: string }) {
  const row = await app.database.db
    .selectFrom('product as p')
    .innerJoin('product_translation as t', 't.product_id', 'p.id')
    .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .select(['t.path', 'p.id'])
    .where('t.locale', '=', 'en')
    .$if(where.manufacturer !== undefined, (query) => query.where('m.key', '=', where.manufacturer ?? ''))
    .$if(where.category !== undefined, (query) => query.where('c.key', 'like', `${where.category ?? ''}%`))
    .$if(where.sku !== undefined, (query) => query.where('p.sku', '=', where.sku ?? ''))
    .orderBy('p.sales_rank')
    .executeTakeFirstOrThrow();
  return row.path;
}

describe('promotions', () => {
  const ctx = useTestApp({}, { seed: true });

  it('shows a promotion page with its products by its slug in the request language', async () => {
    const hero = (
      await ctx.app.inject({ url: '/v1/marketing/entities/types/hero', headers: { 'x-locale': 'de' } })
    ).json();
    const slug = hero.items[0].link.path;
    const response = await ctx.app.inject({ url: `/v1/promotions/${slug}`, headers: { 'x-locale': 'de' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'reductionPercent',
      percentBp: 2000,
      active: true,
      target: 'catalogue',
      code: null,
      minimum: null,
      gift: false,
    });
    expect(body.alternates).toHaveLength(16);
    expect(body.listing.items.length).toBeGreaterThan(5);
    expect(
      body.listing.items.every(
        (card: { price: { baseAmount?: number; amount: number } }) =>
          (card.price.baseAmount ?? 0) > card.price.amount,
      ),
    ).toBe(true);
    expect(
      (await ctx.app.inject({ url: `/v1/promotions/${slug}`, headers: { 'x-locale': 'fi' } })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/v1/promotions/none-such' })).statusCode).toBe(404);
  });

  it('shows a cart code with its conditions: the code, once per customer, no products of its own', async () => {
    const welcome = await promotion(ctx.app, 'welcome', 'el');
    expect(welcome).toMatchObject({
      kind: 'reductionPercent',
      percentBp: 1000,
      target: 'cart',
      code: 'WELCOME10',
      minimum: null,
      combinable: true,
      usageLimitPerCustomer: 1,
      active: true,
      categories: [],
      brands: [],
    });
    expect(welcome.name).toBe('Προσφορά καλωσορίσματος');
    expect(welcome.listing).toMatchObject({ items: [], total: 0 });

    expect(await promotion(ctx.app, 'saveFifteen')).toMatchObject({
      kind: 'reductionAmount',
      amount: { amount: 1500, currency: 'EUR' },
      code: 'SAVE15',
      minimum: { amount: 10000, currency: 'EUR' },
      usageLimitPerCustomer: null,
    });
    expect(await promotion(ctx.app, 'freeShippingCode')).toMatchObject({
      kind: 'freeShippingOnly',
      target: 'cart',
      code: 'FREESHIP',
    });
  });

  it('still shows an ended promotion, as ended', async () => {
    const summer = await promotion(ctx.app, 'summerSale', 'de');
    expect(summer).toMatchObject({ code: 'SUMMER25', active: false, endsAt: '2026-09-21T00:00:00.000Z' });
    expect(summer.alternates).toHaveLength(16);
  });

  it('shows a free gift with its threshold and the gifts to choose from', async () => {
    const gift = await promotion(ctx.app, 'freeGift');
    expect(gift).toMatchObject({
      target: 'gift',
      gift: true,
      code: null,
      minimum: { amount: 15000, currency: 'EUR' },
      active: true,
    });
    expect(gift.listing.total).toBe(4);
    expect(gift.listing.items.every((card) => card.stock !== 'out_of_stock')).toBe(true);
    expect(gift.listing.items.map((card) => card.manufacturer.name).sort()).toEqual([
      'Papyra',
      'Papyra',
      'Savonna',
      'Savonna',
    ]);
  });

  it('shows a brand promotion with its brand and every product of that brand', async () => {
    const fitForm = await promotion(ctx.app, 'fitFormWeeks');
    expect(fitForm).toMatchObject({
      target: 'brands',
      code: 'FITFORM20',
      combinable: false,
      categories: [],
      brands: [{ name: 'FitForm', path: 'brands/fitform' }],
    });
    const brandPage = await get<{ listing: Listing }>(ctx.app, '/v1/catalog/brands/fitform');
    expect(fitForm.listing.total).toBe(brandPage.body.listing.total);
    expect(fitForm.listing.total).toBeGreaterThan(10);
    expect(fitForm.listing.items.every((card) => card.manufacturer.name === 'FitForm')).toBe(true);
    const german = await promotion(ctx.app, 'fitFormWeeks', 'de');
    expect(german.brands).toEqual([expect.objectContaining({ name: 'FitForm', path: 'marken/fitform' })]);
  });

  it('shows a category promotion with its category and the products of it and its subcategories', async () => {
    const garden = await promotion(ctx.app, 'gardenSeason');
    expect(garden).toMatchObject({
      target: 'categories',
      code: 'GARDEN10',
      combinable: true,
      brands: [],
      categories: [{ name: 'Garden', path: 'garden' }],
    });
    const categoryPage = await get<{ listing: Listing }>(ctx.app, '/v1/catalog/garden');
    expect(garden.listing.total).toBe(categoryPage.body.listing.total);
    expect(garden.listing.total).toBeGreaterThan(10);
    // The listing pages and filters like any other.
    const page = await promotion(ctx.app, 'gardenSeason', 'en', '?limit=5&sort=price_asc');
    expect(page.listing.items).toHaveLength(5);
    expect(page.listing.nextCursor).not.toBeNull();
    expect((await promotion(ctx.app, 'gardenSeason', 'fr')).categories[0]?.name).toBe('Jardin');
  });

  it('shows the products of an automatic products promotion', async () => {
    const weekend = await promotion(ctx.app, 'freeShippingWeekend');
    expect(weekend).toMatchObject({ kind: 'freeShippingOnly', target: 'products', code: null });
    expect(weekend.listing.total).toBeGreaterThan(5);
  });

  it('names on a product page the promotions of its brand and of its category (subcategories too)', async () => {
    const sport = await promotionsOnProductPage(
      ctx.app,
      await productPath(ctx.app, { manufacturer: 'fitform' }),
    );
    expect(sport).toContain('FitForm Weeks');
    expect(sport).not.toContain('Garden Season');
    // A watering can sits in garden › watering; the promotion is on garden.
    const watering = await promotionsOnProductPage(
      ctx.app,
      await productPath(ctx.app, { category: 'garden.watering' }),
    );
    expect(watering).toEqual(['Garden Season']);
    expect(
      await promotionsOnProductPage(
        ctx.app,
        await productPath(ctx.app, { category: 'kitchen.cookware.pans' }),
      ),
    ).toEqual(['Kitchen Days']);
  });

  it('does not name cart-wide promotions or gifts as reductions of a product', async () => {
    const gift = await promotion(ctx.app, 'freeGift');
    const soap = gift.listing.items.find((card) => card.manufacturer.name === 'Savonna');
    if (!soap) throw new Error('no gift of Savonna');
    // A bar of soap is a gift and a bath product: only the free shipping of bath products is its own.
    expect(await promotionsOnProductPage(ctx.app, soap.path)).toEqual(['Free Shipping Weekend']);
    const notebook = gift.listing.items.find((card) => card.manufacturer.name === 'Papyra');
    if (!notebook) throw new Error('no gift of Papyra');
    expect(await promotionsOnProductPage(ctx.app, notebook.path)).toEqual([]);
  });

  it('names only running promotions on a product page, of its own brand or categories', async () => {
    const db = ctx.app.database.db;
    const parent = await aCategory(ctx.app);
    const child = await aCategory(ctx.app, { parentId: parent.id });
    const brand = await aManufacturer(ctx.app);
    const product = await aProduct(ctx.app, { categoryId: child.id, manufacturerId: brand.id });
    const other = await aProduct(ctx.app);
    const day = 86_400_000;
    const add = async (
      key: string,
      target: 'categories' | 'brands',
      from: number,
      to: number,
    ): Promise<number> => {
      const row = await db
        .insertInto('promotion')
        .values({
          key,
          kind: 'reductionAmount',
          value: 500,
          starts_at: new Date(Date.now() + from * day).toISOString(),
          ends_at: new Date(Date.now() + to * day).toISOString(),
          image_url: null,
          image_width: null,
          image_height: null,
          updated_at: new Date().toISOString(),
          target,
          code: null,
          usage_limit: null,
          usage_limit_per_customer: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('promotion_translation')
        .values({ promotion_id: row.id, locale: 'en', name: key, slug: key, description: key })
        .execute();
      if (target === 'categories')
        await db
          .insertInto('promotion_category')
          .values({ promotion_id: row.id, category_id: parent.id })
          .execute();
      else
        await db
          .insertInto('promotion_manufacturer')
          .values({ promotion_id: row.id, manufacturer_id: brand.id })
          .execute();
      return row.id;
    };
    await add('fixture-category-running', 'categories', -1, 1);
    await add('fixture-brand-running', 'brands', -1, 1);
    await add('fixture-category-ended', 'categories', -3, -1);
    await add('fixture-brand-upcoming', 'brands', 1, 3);
    expect((await promotionsOnProductPage(ctx.app, product.path)).sort()).toEqual([
      'fixture-brand-running',
      'fixture-category-running',
    ]);
    expect(await promotionsOnProductPage(ctx.app, other.path)).toEqual([]);
    const upcoming = await promotion(ctx.app, 'fixture-brand-upcoming');
    expect(upcoming).toMatchObject({ active: false, brands: [{ id: brand.id, name: brand.name }] });
    expect(upcoming.listing.items.map((card) => card.id)).toEqual([product.id]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductDetail, AdminProductInput } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct, uniqueTag } from '../../test/fixtures.ts';
import { SHOP_ORIGIN, type Browser } from '../auth/test-support.ts';
import { operatorBrowser } from './test-support.ts';

// Catalogue answers are cached here, as in production: a change must show at once all the same.
const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '60' });
const db = () => ctx.app.database.db;
let operator: Browser;

beforeAll(async () => {
  operator = await operatorBrowser(ctx.app, `catalogue.keeper.${process.pid}@example.com`);
});

/** A product as the editor would send it, in a fresh category and brand. */
async function aDraft(overrides: Partial<AdminProductInput> = {}): Promise<AdminProductInput> {
  const tag = uniqueTag();
  const [category, brand] = await Promise.all([
    aCategory(db(), { name: `Kettles ${tag}`, texts: { de: `Wasserkocher ${tag}`, el: `Βραστήρες ${tag}` } }),
    aManufacturer(db()),
  ]);
  return {
    sku: `KET-${tag}`,
    manufacturerId: brand.id,
    categoryIds: [category.id],
    primaryCategoryId: category.id,
    vatClass: 'standard',
    weightGrams: 1200,
    stock: 7,
    price: 3990,
    basePrice: null,
    texts: {
      en: { name: `Copper kettle ${tag}`, description: 'Boils a litre in three minutes.' },
      de: { name: `Kupferkessel ${tag}`, description: 'Kocht einen Liter in drei Minuten.' },
      el: { name: `Χάλκινος βραστήρας ${tag}`, description: 'Βράζει ένα λίτρο σε τρία λεπτά.' },
    },
    ...overrides,
  };
}

/** A product's or draft's texts in one language, which the test made sure are there. */
function textIn<T>(product: { texts: Partial<Record<string, T>> }, locale: string): T {
  const text = product.texts[locale];
  if (text === undefined) throw new Error(`no ${locale} texts`);
  return text;
}

const page = (path: string, locale = 'en') =>
  ctx.app.inject({ method: 'GET', url: `/v1/catalog/${path}`, headers: { 'x-locale': locale } });

const auditActions = async (productId: number) =>
  (
    await db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'product')
      .where('subject_id', '=', String(productId))
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe('POST /v1/admin/products', () => {
  it('makes a product with slugs from the names in each script, listed, searchable and audited', async () => {
    const draft = await aDraft();
    const created = await operator.post('/v1/admin/products', draft);
    expect(created.statusCode).toBe(201);
    const product = created.json<AdminProductDetail>();
    const tag = draft.sku.slice('KET-'.length);
    expect(product).toMatchObject({
      sku: draft.sku,
      active: true,
      revision: 1,
      stock: 7,
      price: { amount: 3990, currency: 'EUR' },
      categoryIds: draft.categoryIds,
      primaryCategoryId: draft.primaryCategoryId,
    });
    expect(product.texts.de?.slug).toBe(`kupferkessel-${tag}`.toLowerCase());
    expect(product.texts.el?.slug).toBe(`chalkinos-vrastiras-${tag}`.toLowerCase());
    expect(product.texts.fr).toBeUndefined();

    // The storefront has it at once in German and Greek, and in French with the English texts.
    const german = await page(textIn(product, 'de').path, 'de');
    expect(german.statusCode).toBe(200);
    expect(german.json().product).toMatchObject({ id: product.id, name: textIn(draft, 'de').name });
    const french = await page(textIn(product, 'en').path, 'fr');
    expect(french.json().product.name).toBe(textIn(draft, 'en').name);
    const listing = await page(textIn(product, 'en').path.split('/').slice(0, -1).join('/'));
    expect(listing.json().listing.items.map((item: { id: number }) => item.id)).toContain(product.id);
    const found = await ctx.app.inject({
      method: 'GET',
      url: `/v1/catalog/search?q=${encodeURIComponent('Kupferkessel')}`,
      headers: { 'x-locale': 'de' },
    });
    expect(found.json().items.map((item: { id: number }) => item.id)).toContain(product.id);

    expect(await auditActions(product.id)).toEqual(['product.create']);
    const again = await operator.get(`/v1/admin/products/${product.id}`);
    expect(again.json()).toEqual(product);
  });

  it('lists a product in several categories and their parents, its path below the primary one', async () => {
    const draft = await aDraft();
    const parent = await aCategory(db(), { name: `Outdoor ${uniqueTag()}` });
    const child = await aCategory(db(), { name: `Camping ${uniqueTag()}`, parentId: parent.id });
    const created = await operator.post('/v1/admin/products', {
      ...draft,
      categoryIds: [draft.primaryCategoryId, child.id],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json<AdminProductDetail>();
    expect(product.categoryIds.toSorted()).toEqual([draft.primaryCategoryId, child.id].toSorted());
    for (const category of [parent, child]) {
      const listing = (await page(category.path)).json().listing;
      expect(listing.items.map((item: { id: number }) => item.id)).toContain(product.id);
    }
    expect(product.texts.en?.path.startsWith(`${child.path}/`)).toBe(false);
  });

  it('refuses a taken SKU, a taken slug, unknown references and a bad price, writing nothing', async () => {
    const existing = await aProduct(db(), { name: `Teapot ${uniqueTag()}` });
    const draft = await aDraft();
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('product')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();

    const sku = await operator.post('/v1/admin/products', { ...draft, sku: existing.sku });
    expect(sku.statusCode).toBe(409);
    expect(sku.json().details).toEqual([{ path: 'sku', message: 'validation.sku.taken' }]);

    const first = await operator.post('/v1/admin/products', draft);
    expect(first.statusCode).toBe(201);
    const germanOnly = {
      ...draft,
      sku: `${draft.sku}-2`,
      texts: { ...draft.texts, en: { name: 'Something else entirely' } },
    };
    const slug = await operator.post('/v1/admin/products', germanOnly);
    expect(slug.statusCode).toBe(409);
    expect(slug.json().details).toEqual([{ path: 'texts.de.slug', message: 'validation.slug.taken' }]);

    const cases: [Partial<AdminProductInput>, string, string][] = [
      [
        { categoryIds: [draft.primaryCategoryId, 999_999_999] },
        'categoryIds.1',
        'validation.category.unknown',
      ],
      [{ manufacturerId: 999_999_999 }, 'manufacturerId', 'validation.brand.unknown'],
      [{ price: 500, basePrice: 400 }, 'basePrice', 'validation.number.min'],
      [{ primaryCategoryId: 999_999_998 }, 'primaryCategoryId', 'validation.category.primary'],
      [{ sku: 'no spaces' }, 'sku', 'validation.sku.format'],
      [{ price: 19.99 }, 'price', 'validation.number.integer'],
      [{ texts: { de: { name: 'Nur Deutsch' } } }, 'texts.en', 'validation.texts.english'],
      [{ texts: { en: { name: 'Kettle', slug: 'Not A Slug' } } }, 'texts.en.slug', 'validation.slug.format'],
      [{ texts: { en: { name: '???' } } }, 'texts.en.slug', 'validation.slug.format'],
      [{ texts: { en: { name: 'x'.repeat(256) } } }, 'texts.en.name', 'validation.string.max'],
    ];
    for (const [change, path, message] of cases) {
      const response = await operator.post('/v1/admin/products', {
        ...draft,
        sku: `${draft.sku}-x`,
        ...change,
      });
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      expect(response.json().details).toContainEqual(expect.objectContaining({ path, message }));
    }
    expect(await count()).toBe(before + 1);
  });

  it('is for operators only', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/products',
      headers: { origin: SHOP_ORIGIN },
      payload: await aDraft(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /v1/admin/products/:productId', () => {
  async function aCreated() {
    const draft = await aDraft();
    const response = await operator.post('/v1/admin/products', draft);
    expect(response.statusCode).toBe(201);
    return { draft, product: response.json<AdminProductDetail>() };
  }

  it('saves a new slug, and the old path answers 301 with where the product is now', async () => {
    const { draft, product } = await aCreated();
    const oldPath = textIn(product, 'de').path;
    const saved = await operator.put(`/v1/admin/products/${product.id}`, {
      ...draft,
      revision: product.revision,
      texts: { ...draft.texts, de: { ...textIn(draft, 'de'), slug: 'neuer-kupferkessel' } },
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<AdminProductDetail>();
    expect(after.revision).toBe(2);
    expect(after.texts.de?.path).toBe(`${oldPath.split('/').slice(0, -1).join('/')}/neuer-kupferkessel`);
    // English kept its path: no redirect there.
    expect(after.texts.en?.path).toBe(product.texts.en?.path);

    const moved = await page(`${oldPath}?sort=relevance`, 'de');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/v1/catalog/${textIn(after, 'de').path}?sort=relevance`);
    expect(moved.json()).toEqual({ kind: 'moved', path: textIn(after, 'de').path });
    expect((await page(textIn(after, 'de').path, 'de')).json().product.id).toBe(product.id);

    // Back to the old slug: the old path is the product's again, the second one redirects.
    const back = await operator.put(`/v1/admin/products/${product.id}`, { ...draft, revision: 2 });
    expect(back.statusCode).toBe(200);
    expect((await page(oldPath, 'de')).statusCode).toBe(200);
    expect((await page(textIn(after, 'de').path, 'de')).statusCode).toBe(301);
    expect(await auditActions(product.id)).toEqual(['product.create', 'product.edit', 'product.edit']);
  });

  it('refuses a save on a stale revision with 409, keeping the other operator’s change', async () => {
    const { draft, product } = await aCreated();
    const first = await operator.put(`/v1/admin/products/${product.id}`, {
      ...draft,
      revision: product.revision,
      stock: 3,
    });
    expect(first.statusCode).toBe(200);
    const stale = await operator.put(`/v1/admin/products/${product.id}`, {
      ...draft,
      revision: product.revision,
      stock: 9,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'error.product.staleRevision',
      details: [{ path: 'revision', params: { current: 2 } }],
    });
    expect((await operator.get(`/v1/admin/products/${product.id}`)).json().stock).toBe(3);

    // A stock change from the product list counts the revision up too.
    expect((await operator.patch(`/v1/admin/products/${product.id}`, { stock: 5 })).statusCode).toBe(200);
    const afterList = await operator.put(`/v1/admin/products/${product.id}`, { ...draft, revision: 2 });
    expect(afterList.statusCode).toBe(409);
  });

  it('reduces the price through the price history and deactivates the product', async () => {
    const { draft, product } = await aCreated();
    const reduced = await operator.put(`/v1/admin/products/${product.id}`, {
      ...draft,
      revision: 1,
      price: 2990,
      basePrice: 3990,
    });
    expect(reduced.json().price).toEqual({
      amount: 2990,
      baseAmount: 3990,
      lowestPriorPrice: 3990,
      currency: 'EUR',
    });
    const shown = (await page(textIn(product, 'en').path)).json().product;
    expect(shown.price).toMatchObject({ amount: 2990, baseAmount: 3990, lowestPriorPrice: 3990 });

    const off = await operator.put(`/v1/admin/products/${product.id}`, {
      ...draft,
      revision: 2,
      price: 2990,
      basePrice: 3990,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await page(textIn(product, 'en').path)).statusCode).toBe(404);
  });
});

describe('GET /v1/admin/categories and /v1/admin/brands', () => {
  it('lists the categories with their names from the top in the operator’s language, and the brands', async () => {
    const tag = uniqueTag();
    const parent = await aCategory(db(), { name: `Garden ${tag}`, texts: { de: `Garten ${tag}` } });
    const child = await aCategory(db(), { name: `Hoses ${tag}`, parentId: parent.id });
    const brand = await aManufacturer(db(), { name: `Brand ${tag}` });
    const german = await operatorBrowser(ctx.app, `catalogue.keeper.${process.pid}@example.com`, {
      locale: 'de',
    });
    const categories = (await german.get('/v1/admin/categories')).json().items;
    expect(categories).toContainEqual({
      id: child.id,
      parentId: parent.id,
      trail: [`Garten ${tag}`, `Hoses ${tag}`],
      productCount: 0,
    });
    const brands = (await operator.get('/v1/admin/brands')).json().items;
    expect(brands).toContainEqual({ id: brand.id, name: `Brand ${tag}` });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPromotionDetail, AdminPromotionInput, AdminPromotionList } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aProduct, uniqueTag } from '../../test/fixtures.ts';
import { Browser } from '../auth/test-support.ts';
import { runCataloguePromotions } from '../promotions/index.ts';
import { operatorBrowser } from './test-support.ts';

// Catalogue answers are cached here, as in production: a shelf price's change must show at once.
const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '60' });
const db = () => ctx.app.database.db;
let operator: Browser;

beforeAll(async () => {
  operator = await operatorBrowser(ctx.app, `promotion.keeper.${process.pid}@example.com`);
});

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A promotion as the editor would send it: running from an hour ago for a week. */
function aDraft(overrides: Partial<AdminPromotionInput> = {}): AdminPromotionInput {
  const tag = uniqueTag();
  return {
    kind: 'reductionPercent',
    value: 2000,
    target: 'cart',
    startsAt: at(-HOUR),
    endsAt: at(7 * 24 * HOUR),
    texts: {
      en: { name: `Winter days ${tag}`, description: '20 % off.' },
      de: { name: `Wintertage ${tag}` },
      el: { name: `Χειμωνιάτικες μέρες ${tag}` },
    },
    ...overrides,
  };
}

const shelf = async (productId: number) =>
  db()
    .selectFrom('product')
    .select(['price', 'base_price', 'lowest_prior_price'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();

const productPage = async (path: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/v1/catalog/${path}` })).json<{
    product: { price: { amount: number; baseAmount?: number; lowestPriorPrice?: number } };
  }>().product.price;

const auditActions = async (promotionId: number) =>
  (
    await db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'promotion')
      .where('subject_id', '=', String(promotionId))
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

describe('a catalogue promotion', () => {
  it('reduces its products’ shelf prices at once, with the 30-day lowest price, and ending restores them', async () => {
    const product = await aProduct(ctx.app, { price: 5000 });
    await productPage(product.path); // cached: the change must show all the same
    const created = await operator.post(
      '/v1/admin/promotions',
      aDraft({ target: 'catalogue', productIds: [product.id] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json<AdminPromotionDetail>();
    expect(promotion).toMatchObject({ state: 'running', reducedProducts: 1, revision: 1, uses: 0 });
    expect(promotion.texts.el?.slug).toMatch(/^cheimoniatikes-meres-/);
    expect(await shelf(product.id)).toEqual({ price: 4000, base_price: 5000, lowest_prior_price: 5000 });
    expect(await productPage(product.path)).toMatchObject({
      amount: 4000,
      baseAmount: 5000,
      lowestPriorPrice: 5000,
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/v1/promotions/${promotion.texts.en?.slug}` });
    expect(page.statusCode).toBe(200);

    const ended = await operator.post(`/v1/admin/promotions/${promotion.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<AdminPromotionDetail>()).toMatchObject({ state: 'ended', reducedProducts: 0 });
    expect(await shelf(product.id)).toMatchObject({ price: 5000, base_price: null });
    expect((await productPage(product.path)).baseAmount).toBeUndefined();
    const again = await operator.post(`/v1/admin/promotions/${promotion.id}/end`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'error.promotion.ended' });
    expect(await auditActions(promotion.id)).toEqual(['promotion.create', 'promotion.end']);
    const history = await db()
      .selectFrom('price_history')
      .select(['price', 'base_price'])
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => [row.price, row.base_price])).toEqual([
      [5000, null],
      [4000, 5000],
      [5000, null],
    ]);
  });

  it('goes into the shelf prices at its start and out at its end, in the round', async () => {
    const product = await aProduct(ctx.app, { price: 3000 });
    const created = await operator.post(
      '/v1/admin/promotions',
      aDraft({
        kind: 'reductionAmount',
        value: 500,
        target: 'catalogue',
        productIds: [product.id],
        startsAt: at(HOUR),
      }),
    );
    const promotion = created.json<AdminPromotionDetail>();
    expect(promotion.state).toBe('scheduled');
    expect(await shelf(product.id)).toMatchObject({ price: 3000, base_price: null });
    // Its start comes.
    await db()
      .updateTable('promotion')
      .set({ starts_at: at(-1000) })
      .where('id', '=', promotion.id)
      .execute();
    expect((await runCataloguePromotions(db())).settled).toBeGreaterThanOrEqual(1);
    expect(await shelf(product.id)).toMatchObject({ price: 2500, base_price: 3000 });
    expect((await runCataloguePromotions(db())).settled).toBe(0);
    // Its end comes.
    await db()
      .updateTable('promotion')
      .set({ ends_at: at(-500) })
      .where('id', '=', promotion.id)
      .execute();
    await runCataloguePromotions(db());
    expect(await shelf(product.id)).toMatchObject({ price: 3000, base_price: null });
  });

  it('leaves a price the merchant changed meanwhile, and products reduced already', async () => {
    const [mine, reduced] = await Promise.all([
      aProduct(ctx.app, { price: 2000 }),
      aProduct(ctx.app, { price: 1500, basePrice: 1800 }),
    ]);
    const created = await operator.post(
      '/v1/admin/promotions',
      aDraft({ target: 'catalogue', productIds: [mine.id, reduced.id] }),
    );
    const promotion = created.json<AdminPromotionDetail>();
    expect(promotion.reducedProducts).toBe(1);
    expect(await shelf(reduced.id)).toMatchObject({ price: 1500, base_price: 1800 });
    expect(await shelf(mine.id)).toMatchObject({ price: 1600, base_price: 2000 });
    const edited = await operator.patch(`/v1/admin/products/${mine.id}`, { price: 1700 });
    expect(edited.statusCode, edited.body).toBe(200);
    await operator.post(`/v1/admin/promotions/${promotion.id}/end`);
    expect(await shelf(mine.id)).toMatchObject({ price: 1700 });
    expect(await shelf(reduced.id)).toMatchObject({ price: 1500, base_price: 1800 });
  });

  it('follows an edit: a deeper reduction, a product dropped', async () => {
    const [first, second] = await Promise.all([
      aProduct(ctx.app, { price: 1000 }),
      aProduct(ctx.app, { price: 4000 }),
    ]);
    const draft = aDraft({ target: 'catalogue', productIds: [first.id, second.id] });
    const promotion = (await operator.post('/v1/admin/promotions', draft)).json<AdminPromotionDetail>();
    expect(await shelf(second.id)).toMatchObject({ price: 3200, base_price: 4000 });
    const saved = await operator.put(`/v1/admin/promotions/${promotion.id}`, {
      ...draft,
      value: 3000,
      productIds: [second.id],
      revision: promotion.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminPromotionDetail>()).toMatchObject({
      revision: 2,
      reducedProducts: 1,
      productIds: [second.id],
    });
    expect(await shelf(first.id)).toMatchObject({ price: 1000, base_price: null });
    expect(await shelf(second.id)).toMatchObject({ price: 2800, base_price: 4000, lowest_prior_price: 4000 });
    // Made on the first revision again: refused, nothing changed.
    const stale = await operator.put(`/v1/admin/promotions/${promotion.id}`, {
      ...draft,
      value: 5000,
      revision: promotion.revision,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: 'error.promotion.staleRevision',
      details: [{ path: 'revision', params: { current: 2 } }],
    });
    expect(await shelf(second.id)).toMatchObject({ price: 2800 });
  });
});

describe('codes and cart promotions', () => {
  it('a code made in the back office takes its discount in the cart, and its uses are shown', async () => {
    const product = await aProduct(ctx.app, { price: 2500 });
    const code = `tendero-${uniqueTag()}`.slice(0, 32);
    const created = await operator.post(
      '/v1/admin/promotions',
      aDraft({ code, value: 1000, usageLimit: 50 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const promotion = created.json<AdminPromotionDetail>();
    expect(promotion.code).toBe(code.toUpperCase());
    const shopper = new Browser(ctx.app);
    expect((await shopper.patch('/v1/cart', { productId: product.id, quantity: 2 })).statusCode).toBe(200);
    const applied = await shopper.patch('/v1/cart/rule', { code });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<{ rules: unknown[] }>().rules).toEqual([
      expect.objectContaining({
        code: code.toUpperCase(),
        applicable: true,
        discount: { amount: 500, currency: 'EUR' },
      }),
    ]);
    await db()
      .insertInto('promotion_usage')
      .values({ promotion_id: promotion.id, customer_id: null, order_reference: 'TEST-0001', used_at: at(0) })
      .execute();
    const list = (await operator.get('/v1/admin/promotions')).json<AdminPromotionList>();
    expect(list.items.find((item) => item.id === promotion.id)).toMatchObject({
      uses: 1,
      usageLimit: 50,
      state: 'running',
      code: code.toUpperCase(),
      name: promotion.texts.en?.name,
    });
    // Ended: the cart no longer takes it.
    await operator.post(`/v1/admin/promotions/${promotion.id}/end`);
    const late = await shopper.patch('/v1/cart/rule', { code });
    expect(late.json<{ rules: unknown[] }>().rules).toEqual([
      expect.objectContaining({ applicable: false, reason: 'expired' }),
    ]);
  });

  it('refuses a code or slug another promotion has, and unknown or misplaced members, changing nothing', async () => {
    const before = await db()
      .selectFrom('promotion')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const code = `TAKEN-${uniqueTag()}`.slice(0, 32);
    const first = (
      await operator.post('/v1/admin/promotions', aDraft({ code }))
    ).json<AdminPromotionDetail>();
    const taken = await operator.post('/v1/admin/promotions', aDraft({ code: code.toLowerCase() }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'validation.code.taken', details: [{ path: 'code' }] });
    const slug = await operator.post(
      '/v1/admin/promotions',
      aDraft({ texts: { en: { name: 'Another', slug: first.texts.en?.slug ?? '' } } }),
    );
    expect(slug.statusCode).toBe(409);
    expect(slug.json()).toMatchObject({
      message: 'validation.slug.taken',
      details: [{ path: 'texts.en.slug' }],
    });
    const unknown = await operator.post(
      '/v1/admin/promotions',
      aDraft({ target: 'products', productIds: [999_999_999] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      details: [{ path: 'productIds.0', message: 'validation.product.unknown' }],
    });
    const cases: [Partial<AdminPromotionInput>, string, string][] = [
      [{ target: 'products' }, 'productIds', 'validation.promotion.members'],
      [{ target: 'cart', categoryIds: [1] }, 'categoryIds', 'validation.promotion.notMembers'],
      [{ value: 10_000 }, 'value', 'validation.promotion.percent'],
      [{ endsAt: at(-2 * HOUR) }, 'endsAt', 'validation.promotion.window'],
      [
        { kind: 'freeShippingOnly', value: 0, target: 'catalogue', productIds: [1] },
        'kind',
        'validation.promotion.kindTarget',
      ],
      [{ kind: 'reductionAmount', target: 'gift', productIds: [1] }, 'kind', 'validation.promotion.gift'],
      [{ code: 'no spaces' }, 'code', 'validation.code.format'],
      [{ texts: { de: { name: 'Nur Deutsch' } } }, 'texts.en', 'validation.texts.english'],
    ];
    for (const [overrides, path, message] of cases) {
      const refused = await operator.post('/v1/admin/promotions', aDraft(overrides));
      expect(refused.statusCode, `${path} ${refused.body}`).toBe(400);
      expect(refused.json<{ details: unknown[] }>().details).toContainEqual(
        expect.objectContaining({ path, message }),
      );
    }
    const after = await db()
      .selectFrom('promotion')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('is for operators only', async () => {
    const visitor = new Browser(ctx.app);
    expect((await visitor.get('/v1/admin/promotions')).statusCode).toBe(401);
    expect((await visitor.post('/v1/admin/promotions', aDraft())).statusCode).toBe(401);
  });
});

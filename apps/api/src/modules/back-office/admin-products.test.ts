import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aProduct, aSignedInCustomer } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import { outbox } from '../mail/outbox.ts';
import { operatorBrowser } from './test-support.ts';

// Catalogue answers are cached here, as in production: a change must show at once all the same.
const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '60' });
const db = () => ctx.app.database.db;
let operator: Browser;
let operatorEmail: string;

beforeAll(async () => {
  operatorEmail = `stock.keeper.${process.pid}@example.com`;
  operator = await operatorBrowser(ctx.app, operatorEmail);
});

const auditOf = (productId: number) =>
  db()
    .selectFrom('audit_log')
    .select(['action', 'subject_type', 'subject_id', 'before', 'after'])
    .where('subject_type', '=', 'product')
    .where('subject_id', '=', String(productId))
    .orderBy('id')
    .execute();

const restockEvents = async (productId: number) =>
  (
    await db()
      .selectFrom('event_outbox')
      .select(['type', 'payload'])
      .where('type', '=', 'product.restocked')
      .execute()
  ).filter((event) => JSON.parse(event.payload).productId === productId);

describe('GET /v1/admin/products', () => {
  it('finds products by SKU or name (any case), with stock, price and waiting stock alerts', async () => {
    const tag = `${process.pid}${Date.now()}`;
    const pan = await aProduct(ctx.app, {
      name: `Cast iron pan ${tag}`,
      sku: `PAN-${tag}`,
      price: 4990,
      basePrice: 5990,
      stock: 0,
      texts: { de: { name: `Gusseisenpfanne ${tag}` } },
    });
    const lid = await aProduct(ctx.app, { name: `Glass lid ${tag}`, sku: `LID-${tag}`, stock: 4 });
    const alert = await ctx.app.inject({
      method: 'POST',
      url: `/v1/catalog/products/${pan.sku}/notifications`,
      payload: { type: 'stock', email: 'pan.fan@example.com' },
    });
    expect(alert.statusCode).toBe(201);

    const bySku = await operator.get(`/v1/admin/products?q=${`pan-${tag}`}`);
    expect(bySku.statusCode).toBe(200);
    expect(bySku.json()).toEqual({
      items: [
        {
          id: pan.id,
          sku: pan.sku,
          name: pan.name,
          active: true,
          stock: 0,
          price: { amount: 4990, baseAmount: 5990, lowestPriorPrice: 5990, currency: 'EUR' },
          alertsWaiting: 1,
        },
      ],
      nextCursor: null,
    });
    const german = await operatorBrowser(ctx.app, operatorEmail, { locale: 'de' });
    expect((await german.get(`/v1/admin/products?q=GUSSEISEN`)).json().items).toEqual([
      expect.objectContaining({ id: pan.id, name: `Gusseisenpfanne ${tag}` }),
    ]);
    const both = (await operator.get(`/v1/admin/products?q=${tag}&limit=1`)).json();
    expect(both.items.map((item: { id: number }) => item.id)).toEqual([pan.id]);
    const next = (await operator.get(`/v1/admin/products?q=${tag}&limit=1&cursor=${both.nextCursor}`)).json();
    expect(next).toEqual({ items: [expect.objectContaining({ id: lid.id, stock: 4 })], nextCursor: null });
    expect((await operator.get('/v1/admin/products?q=%25')).json().items).toEqual([]);
  });

  it('finds names with capitals outside ASCII (umlauts, Greek) by lower- and upper-case search', async () => {
    const tag = `${process.pid}${Date.now()}`;
    const oil = await aProduct(ctx.app, {
      name: `Öl can ${tag}`,
      texts: { el: { name: `Ελαιόλαδο ${tag}` } },
    });
    const sleeves = await aProduct(ctx.app, {
      name: `Sleeve protectors ${tag}`,
      texts: { de: { name: `ÄRMELSCHONER ${tag}` } },
    });
    const ids = async (browser: Browser, q: string) => {
      const response = await browser.get(`/v1/admin/products?q=${encodeURIComponent(`${q} ${tag}`)}`);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { id: number }) => item.id);
    };
    for (const q of ['öl can', 'ÖL CAN', 'Öl Can']) expect(await ids(operator, q)).toEqual([oil.id]);

    const greek = await operatorBrowser(ctx.app, operatorEmail, { locale: 'el' });
    for (const q of ['ελαιόλαδο', 'ΕΛΑΙΌΛΑΔΟ', 'ελαιΌλαδο']) expect(await ids(greek, q)).toEqual([oil.id]);
    // The name in the operator's language only: an English-speaking operator does not see the Greek.
    expect(await ids(operator, 'ελαιόλαδο')).toEqual([]);

    const german = await operatorBrowser(ctx.app, operatorEmail, { locale: 'de' });
    for (const q of ['ärmelschoner', 'ÄRMELSCHONER', 'Ärmelschoner']) {
      expect(await ids(german, q)).toEqual([sleeves.id]);
    }
    const part = await german.get(`/v1/admin/products?q=${encodeURIComponent('ärmel')}&limit=100`);
    expect(part.json().items).toContainEqual(
      expect.objectContaining({ id: sleeves.id, name: `ÄRMELSCHONER ${tag}` }),
    );
  });

  it('refuses bad input and customers', async () => {
    const response = await operator.get(`/v1/admin/products?q=${'x'.repeat(200)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: 'query.q', message: 'validation.string.max' });
    const { browser } = await aSignedInCustomer(ctx.app);
    expect((await browser.get('/v1/admin/products')).statusCode).toBe(401);
  });
});

describe('PATCH /v1/admin/products/{productId}', () => {
  it('restocks a sold-out product: the stock alerts go out, and the change is in the audit log', async () => {
    const product = await aProduct(ctx.app, {
      name: 'Enamel pot',
      stock: 0,
      texts: { fr: { name: 'Cocotte émaillée' } },
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/v1/catalog/products/${product.sku}/notifications`,
      headers: { 'x-locale': 'fr' },
      payload: { type: 'stock', email: 'waiting.pot@example.com' },
    });
    const response = await operator.patch(`/v1/admin/products/${product.id}`, { stock: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: product.id, stock: 12, alertsWaiting: 1 });
    expect(await restockEvents(product.id)).toHaveLength(1);

    await handleDueEvents(db(), eventHandlers({ db: db(), config: ctx.config }));
    const [mail] = await outbox(db(), 1, 'waiting.pot@example.com');
    expect(mail).toMatchObject({ template: 'stock-alert', locale: 'fr' });
    expect(mail?.subject).toContain('Cocotte émaillée');

    expect(await auditOf(product.id)).toEqual([
      {
        action: 'product.update',
        subject_type: 'product',
        subject_id: String(product.id),
        before: JSON.stringify({ stock: 0, price: { amount: product.price, currency: 'EUR' } }),
        after: JSON.stringify({ stock: 12, price: { amount: product.price, currency: 'EUR' } }),
      },
    ]);
    const audit = await db()
      .selectFrom('audit_log as a')
      .innerJoin('operator as o', 'o.id', 'a.operator_id')
      .select('o.email')
      .where('a.subject_id', '=', String(product.id))
      .executeTakeFirstOrThrow();
    expect(audit.email).toBe(operatorEmail);

    // More stock on top of some is no restock; the same stock again changes nothing.
    expect((await operator.patch(`/v1/admin/products/${product.id}`, { stock: 20 })).statusCode).toBe(200);
    expect((await operator.patch(`/v1/admin/products/${product.id}`, { stock: 20 })).statusCode).toBe(200);
    expect(await restockEvents(product.id)).toHaveLength(1);
    expect(await auditOf(product.id)).toHaveLength(2);
  });

  it('changes the price the shop shows at once and records it in the price history', async () => {
    const product = await aProduct(ctx.app, { price: 1990, stock: 3, salesRank: 1 });
    const page = () => ctx.app.inject({ method: 'GET', url: `/v1/catalog/${product.path}` });
    expect((await page()).json().product.price).toEqual({ amount: 1990, currency: 'EUR' });
    expect((await page()).headers['x-cache']).toBe('hit');

    const raised = await operator.patch(`/v1/admin/products/${product.id}`, { price: 2990 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().price).toEqual({ amount: 2990, currency: 'EUR' });
    expect((await page()).json().product.price).toEqual({ amount: 2990, currency: 'EUR' });

    // A reduction from 29.90 to 14.90: the lowest price of the 30 days before it is the first 19.90.
    const reduced = await operator.patch(`/v1/admin/products/${product.id}`, {
      price: 1490,
      basePrice: 2990,
    });
    const shown = { amount: 1490, baseAmount: 2990, lowestPriorPrice: 1990, currency: 'EUR' };
    expect(reduced.json().price).toEqual(shown);
    expect((await page()).json().product.price).toEqual(shown);
    const offers = (await ctx.app.inject({ method: 'GET', url: '/v1/products/offers' })).json();
    expect(offers.items).toContainEqual(expect.objectContaining({ id: product.id, price: shown }));

    const history = await db()
      .selectFrom('price_history')
      .select(['price', 'base_price'])
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { price: 1990, base_price: null },
      { price: 2990, base_price: null },
      { price: 1490, base_price: 2990 },
    ]);

    // A new price below the base price keeps the reduction; one above it ends it; null ends it too.
    expect(
      (await operator.patch(`/v1/admin/products/${product.id}`, { price: 1290 })).json().price,
    ).toMatchObject({
      amount: 1290,
      baseAmount: 2990,
    });
    expect(
      (await operator.patch(`/v1/admin/products/${product.id}`, { basePrice: null })).json().price,
    ).toEqual({
      amount: 1290,
      currency: 'EUR',
    });
    expect((await page()).json().product.price).toEqual({ amount: 1290, currency: 'EUR' });
    expect(await auditOf(product.id)).toHaveLength(4);
  });

  it('shows a stock change on the product page at once', async () => {
    const product = await aProduct(ctx.app, { stock: 30 });
    const page = () => ctx.app.inject({ method: 'GET', url: `/v1/catalog/${product.path}` });
    expect((await page()).json().product.stock).toBe('in_stock');
    await operator.patch(`/v1/admin/products/${product.id}`, { stock: 0 });
    expect((await page()).json().product.stock).toBe('out_of_stock');
  });

  it('refuses bad input with validation keys, unknown products with 404, customers with 401', async () => {
    const product = await aProduct(ctx.app, { price: 1000 });
    const failures = async (url: string, body: object) => {
      const response = await operator.patch(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return response
        .json()
        .details.map((detail: { path: string; message: string }) => [detail.path, detail.message]);
    };
    const url = `/v1/admin/products/${product.id}`;
    expect(await failures(url, { stock: -1 })).toEqual([['stock', 'validation.number.min']]);
    expect(await failures(url, { stock: 1.5 })).toEqual([['stock', 'validation.number.integer']]);
    expect(await failures(url, { price: 0 })).toEqual([['price', 'validation.number.min']]);
    expect(await failures(url, { price: '10' })).toEqual([['price', 'validation.number.type']]);
    expect(await failures(url, { name: 'x' })).toEqual([['', 'validation.object.unknown']]);
    expect(await failures('/v1/admin/products/0', { stock: 1 })).toEqual([
      ['params.productId', 'validation.number.min'],
    ]);
    const notAbove = await operator.patch(url, { price: 1000, basePrice: 1000 });
    expect(notAbove.statusCode).toBe(400);
    expect(notAbove.json().details).toEqual([
      { path: 'basePrice', message: 'validation.number.min', params: { minimum: 1001 } },
    ]);
    expect(await auditOf(product.id)).toEqual([]);

    const unknown = await operator.patch('/v1/admin/products/999999999', { stock: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_ERRORS.productNotFound);

    const { browser } = await aSignedInCustomer(ctx.app);
    const customer = await browser.patch(url, { stock: 5 });
    expect(customer.statusCode).toBe(401);
    expect(customer.json().message).toBe(ADMIN_ERRORS.required);
    const stock = await db()
      .selectFrom('product')
      .select('stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(10);
  });
});

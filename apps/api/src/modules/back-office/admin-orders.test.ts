import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, calendarDayIn } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aProduct, aSignedInCustomer } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { aCartReadyToPay, payWithTestCard } from '../payments/checkout-test-support.ts';
import { orderFigures } from '../orders/index.ts';
import { recordAudit } from './audit.ts';
import { operatorBrowser } from './test-support.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
let operator: Browser;

beforeAll(async () => {
  await seedCarriers(db());
  operator = await operatorBrowser(ctx.app);
});

/** A customer who bought `quantity` of a new product through the test provider. */
async function anOrder(quantity = 2, price = 1990, overrides: { email?: string } = {}) {
  const product = await aProduct(ctx.app, { price, stock: 10 });
  const bought = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity }], overrides);
  const paid = await payWithTestCard(bought.browser, '4242424242424242');
  const placed = await bought.browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...bought, product, amount: paid.amount, reference: placed.json().reference as string };
}

describe('GET /v1/admin/dashboard', () => {
  it('counts today’s sales, orders to ship, refunds of 30 days, waiting stock alerts and open support', async () => {
    const before = (await operator.get('/v1/admin/dashboard')).json();
    const { amount, browser } = await anOrder(1, 2500);
    expect((await browser.post('/v1/me/support', { body: 'Where is my parcel?' })).statusCode).toBe(201);
    const soldOut = await aProduct(ctx.app, { stock: 0 });
    const alert = await ctx.app.inject({
      method: 'POST',
      url: `/v1/catalog/products/${soldOut.sku}/notifications`,
      payload: { type: 'stock', email: 'waiting@example.com' },
    });
    expect(alert.statusCode).toBe(201);
    const payment = await db()
      .selectFrom('payment')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const refundAt = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await db()
      .insertInto('payment_refund')
      .values([
        {
          payment_id: payment.id,
          amount: 700,
          reason: 'refund',
          status: 'succeeded',
          created_at: refundAt(2),
        },
        { payment_id: payment.id, amount: 300, reason: 'refund', status: 'failed', created_at: refundAt(1) },
        {
          payment_id: payment.id,
          amount: 900,
          reason: 'refund',
          status: 'succeeded',
          created_at: refundAt(31),
        },
      ])
      .execute();

    const response = await operator.get('/v1/admin/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const after = response.json();
    expect(after).toEqual({
      ordersToday: before.ordersToday + 1,
      revenueToday: { amount: before.revenueToday.amount + amount, currency: 'EUR' },
      awaitingShipment: before.awaitingShipment + 1,
      refunds30Days: before.refunds30Days + 1,
      refunded30Days: { amount: before.refunded30Days.amount + 700, currency: 'EUR' },
      stockAlertsWaiting: before.stockAlertsWaiting + 1,
      supportOpen: before.supportOpen + 1,
      refundsDueSoon: before.refundsDueSoon,
    });
  });

  it('is for operators only', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    for (const response of [
      await browser.get('/v1/admin/dashboard'),
      await ctx.app.inject({ method: 'GET', url: '/v1/admin/dashboard' }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(ADMIN_ERRORS.required);
    }
  });
});

describe('GET /v1/admin/orders', () => {
  it('lists every customer’s orders newest first, paged by cursor', async () => {
    const first = await anOrder(1);
    const second = await anOrder(3, 990);
    const page1 = await operator.get('/v1/admin/orders?limit=1');
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1.items).toEqual([
      {
        reference: second.reference,
        status: 'paid',
        placedAt: expect.any(String),
        email: second.customer.email,
        customerName: `${second.address.firstName} ${second.address.lastName}`,
        total: { amount: second.amount, currency: 'EUR' },
        itemCount: 3,
      },
    ]);
    const page2 = (await operator.get(`/v1/admin/orders?limit=1&cursor=${body1.nextCursor}`)).json();
    expect(page2.items[0].reference).toBe(first.reference);
    expect(page2.nextCursor).not.toBeNull();
  });

  it('finds an order by its reference with or without the dash, or by part of the e-mail', async () => {
    const mine = await anOrder(1, 1990, { email: `Zoe.Search.${Date.now()}@Example.com` });
    await anOrder(1);
    const find = async (q: string) =>
      (await operator.get(`/v1/admin/orders?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((item: { reference: string }) => item.reference);
    expect(await find(mine.reference)).toEqual([mine.reference]);
    expect(await find(mine.reference.replace('-', '').toLowerCase())).toEqual([mine.reference]);
    expect(await find('zoe.SEARCH')).toEqual([mine.reference]);
    // LIKE's wildcards are taken literally.
    expect(await find('%')).toEqual([]);
    expect(await find('zoe_search')).toEqual([]);
  });

  it('filters by state and by placing days (the shop’s calendar, both ends included)', async () => {
    const { reference } = await anOrder(1);
    const zone = ctx.config.shop.timeZone;
    const today = calendarDayIn(new Date(), zone);
    const yesterday = calendarDayIn(new Date(Date.now() - 86_400_000), zone);
    const references = async (query: string) =>
      (await operator.get(`/v1/admin/orders?limit=100&${query}`))
        .json()
        .items.map((item: { reference: string }) => item.reference);
    expect(await references('status=paid')).toContain(reference);
    expect(await references('status=shipped')).toEqual([]);
    expect(await references(`from=${today}&to=${today}`)).toContain(reference);
    expect(await references(`to=${yesterday}`)).toEqual([]);
    expect(await references(`from=${today}&status=paid`)).toContain(reference);
  });

  it('counts a day as the shop does: 00:30 in Berlin is that day, though it is the day before in UTC', async () => {
    const { reference } = await anOrder(1);
    // 22:30 UTC on 15 June is 00:30 on 16 June in Berlin (summer time).
    await db()
      .updateTable('shop_order')
      .set({ placed_at: '2041-06-15T22:30:00.000Z' })
      .where('reference', '=', reference)
      .execute();
    const references = async (query: string) =>
      (await operator.get(`/v1/admin/orders?limit=100&${query}`))
        .json()
        .items.map((item: { reference: string }) => item.reference);
    expect(ctx.config.shop.timeZone).toBe('Europe/Berlin');
    expect(await references('from=2041-06-16&to=2041-06-16')).toEqual([reference]);
    expect(await references('from=2041-06-15&to=2041-06-15')).toEqual([]);
    // The dashboard's "today" on the morning of 16 June counts it.
    const figures = await orderFigures(db(), 'Europe/Berlin', new Date('2041-06-16T08:00:00Z'));
    expect(figures.ordersToday).toBe(1);
    expect((await orderFigures(db(), 'UTC', new Date('2041-06-16T08:00:00Z'))).ordersToday).toBe(0);
  });

  it('refuses bad input with validation keys', async () => {
    const failures = async (query: string) => {
      const response = await operator.get(`/v1/admin/orders?${query}`);
      expect(response.statusCode, query).toBe(400);
      return response
        .json()
        .details.map((detail: { path: string; message: string }) => [detail.path, detail.message]);
    };
    expect(await failures('status=lost')).toEqual([['query.status', 'validation.enum.invalid']]);
    expect(await failures('from=2026-13-40')).toEqual([['query.from', 'validation.string.date']]);
    expect(await failures('limit=0')).toEqual([['query.limit', 'validation.number.min']]);
    expect(await failures('cursor=%25%25')).toEqual([['query.cursor', 'validation.cursor.invalid']]);
  });

  it('is for operators only', async () => {
    const { browser } = await anOrder(1);
    expect((await browser.get('/v1/admin/orders')).statusCode).toBe(401);
  });
});

describe('GET /v1/admin/orders/{reference}', () => {
  it('shows what the customer sees, with lines, payments and what may be refunded', async () => {
    const { browser, reference, amount, product, customer } = await anOrder(2, 1990);
    const response = await operator.get(`/v1/admin/orders/${reference.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    // The customer's page adds the order's returns section, which the back office lists on its own.
    const { returns: _returns, ...customerView } = (await browser.get(`/v1/me/orders/${reference}`)).json();
    expect(detail.order).toEqual(customerView);
    expect(detail).toMatchObject({
      email: customer.email,
      customerId: customer.id,
      lines: [
        {
          position: 1,
          productId: product.id,
          sku: product.sku,
          name: product.name,
          quantity: 2,
          shipped: 0,
          refunded: 0,
          total: { amount: 3980, currency: 'EUR' },
        },
      ],
      payments: [
        {
          provider: 'test',
          intentId: expect.any(String),
          status: 'succeeded',
          amount: { amount, currency: 'EUR' },
          refunded: { amount: 0, currency: 'EUR' },
          createdAt: expect.any(String),
        },
      ],
      parcels: [],
      refunds: [],
      refundable: { amount, currency: 'EUR' },
      shippingRefunded: false,
      audit: [],
    });
  });

  it('takes what was refunded off the refundable amount and shows the order’s audit trail', async () => {
    const { reference, amount } = await anOrder(1, 4000);
    const payment = await db()
      .selectFrom('payment as p')
      .innerJoin('shop_order as o', 'o.id', 'p.order_id')
      .select('p.id')
      .where('o.reference', '=', reference)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('payment_refund')
      .values({
        payment_id: payment.id,
        amount: 1000,
        reason: 'refund',
        status: 'succeeded',
        created_at: new Date().toISOString(),
      })
      .execute();
    const operatorId = (
      await db().selectFrom('operator').select('id').orderBy('id').executeTakeFirstOrThrow()
    ).id;
    await db()
      .transaction()
      .execute((trx) =>
        recordAudit(trx, {
          operatorId,
          action: 'order.cancel',
          subjectType: 'order',
          subjectId: reference,
          before: { status: 'paid' },
          after: { status: 'cancelled' },
        }),
      );
    const detail = (await operator.get(`/v1/admin/orders/${reference}`)).json();
    expect(detail.payments[0].refunded).toEqual({ amount: 1000, currency: 'EUR' });
    expect(detail.refundable).toEqual({ amount: amount - 1000, currency: 'EUR' });
    expect(detail.audit).toEqual([
      {
        id: expect.any(Number),
        operatorEmail: expect.stringContaining('@example.com'),
        action: 'order.cancel',
        subjectType: 'order',
        subjectId: reference,
        before: { status: 'paid' },
        after: { status: 'cancelled' },
        at: expect.any(String),
      },
    ]);
  });

  it('links its invoice, its refunds and their credit notes to the operators’ own downloads', async () => {
    const { browser, reference } = await anOrder(2, 1500);
    const refunded = await operator.post(`/v1/admin/orders/${reference}/refunds`, {
      requestId: randomUUID(),
      lines: [{ position: 1, quantity: 1 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const detail = (await operator.get(`/v1/admin/orders/${reference}`)).json();
    const links = [
      ...detail.order.documents,
      ...detail.refunds.map((refund: { creditNote: unknown }) => refund.creditNote),
    ] as { type: string; number: string; href: string }[];
    expect(links.map((link) => link.type).sort()).toEqual(['credit-note', 'credit-note', 'invoice']);
    for (const link of links) {
      expect(link.href).toBe(`/v1/admin/documents/${link.type}/${link.number}`);
      const pdf = await operator.get(link.href);
      expect(pdf.statusCode, link.href).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The customer keeps their own route; the operators' route is not theirs.
      expect((await browser.get(link.href)).statusCode).toBe(401);
      expect((await browser.get(`/v1/me/orders/document/${link.type}/${link.number}`)).statusCode).toBe(200);
    }
    const unknown = await operator.get('/v1/admin/documents/invoice/INV-2026-999999');
    expect(unknown.statusCode).toBe(404);
    expect((await operator.get('/v1/admin/documents/receipt/INV-2026-000001')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown reference, 400 for a malformed one, 401 without an operator', async () => {
    const unknown = await operator.get('/v1/admin/orders/ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_ERRORS.orderNotFound);
    const malformed = await operator.get('/v1/admin/orders/nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0]).toMatchObject({
      path: 'params.reference',
      message: 'validation.string.orderReference',
    });
    const { browser, reference } = await anOrder(1);
    expect((await browser.get(`/v1/admin/orders/${reference}`)).statusCode).toBe(401);
  });
});

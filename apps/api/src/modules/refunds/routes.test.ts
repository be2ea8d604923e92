import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, REFUND_ERRORS } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aSignedInCustomer } from '../../test/fixtures.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { auditTrailOf } from '../back-office/index.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { aPaidOrder, stockOf } from './test-support.ts';

const ctx = useTestApp();
let cookie = '';

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
  cookie = await operatorCookie(ctx.app);
});

/** A back-office request, signed in as the operator unless `as` says otherwise. */
const admin = (url: string, payload: object | undefined, as: string | null = cookie) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { origin: SHOP_ORIGIN, 'x-locale': 'en', ...(as ? { cookie: as } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

const refundForm = (lines: { position: number; quantity: number }[], shipping = false) => ({
  requestId: randomUUID(),
  lines,
  shipping,
});

describe('POST /v1/admin/orders/{reference}/refunds', () => {
  it('refunds for a signed-in operator, in the audit log, and answers a double click with the same refund', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1500, quantity: 2 }]);
    const form = refundForm([{ position: 1, quantity: 1 }]);
    const url = `/v1/admin/orders/${order.reference.toLowerCase()}/refunds`;
    const [first, second] = await Promise.all([admin(url, form), admin(url, form)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      orderReference: order.reference,
      kind: 'refund',
      status: 'succeeded',
      lines: [{ position: 1, productId: order.products[0]?.id, quantity: 1, amount: { amount: 1500 } }],
      total: { amount: 1500, currency: 'EUR' },
      creditNote: { type: 'credit-note', number: expect.stringMatching(/^CRN-\d{4}-\d{6}$/) },
    });
    const audit = await auditTrailOf(ctx.app.database.db, 'order', order.reference);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.refund',
        before: { status: 'paid', refunded: 0 },
        after: { status: 'partially_refunded', refunded: 1500, refundId: first.json().id, amount: 1500 },
      }),
    ]);
  });

  it('answers bad forms with 4xx keys and never more than is left', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1500, quantity: 1 }]);
    const url = `/v1/admin/orders/${order.reference}/refunds`;
    const bad = [
      { ...refundForm([{ position: 1, quantity: 1 }]), requestId: 'not-a-uuid' },
      refundForm([{ position: 0, quantity: 1 }]),
      refundForm([{ position: 1, quantity: 0 }]),
      { ...refundForm([{ position: 1, quantity: 1 }]), extra: true },
    ];
    for (const form of bad) {
      const answer = await admin(url, form);
      expect(answer.statusCode, JSON.stringify(form)).toBe(400);
      expect(answer.json().details[0].message).toMatch(/^validation\./);
    }
    expect((await admin(url, refundForm([]))).json()).toMatchObject({
      statusCode: 400,
      message: REFUND_ERRORS.nothing,
    });
    expect((await admin(url, refundForm([{ position: 7, quantity: 1 }]))).json()).toMatchObject({
      statusCode: 400,
      message: REFUND_ERRORS.unknownLine,
    });
    expect((await admin(url, refundForm([{ position: 1, quantity: 2 }]))).json()).toMatchObject({
      statusCode: 409,
      message: REFUND_ERRORS.tooMuch,
      details: [{ path: 'lines.0.quantity', params: { available: 1 } }],
    });
    expect((await admin('/v1/admin/orders/ZZZZ-ZZZZ/refunds', refundForm([], true))).statusCode).toBe(404);
    expect((await admin('/v1/admin/orders/nonsense/refunds', refundForm([], true))).statusCode).toBe(400);
  });

  it('is for operators only: a customer’s session does not count', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1500, quantity: 1 }]);
    const url = `/v1/admin/orders/${order.reference}/refunds`;
    const anonymous = await admin(url, refundForm([{ position: 1, quantity: 1 }]), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(ADMIN_ERRORS.required);
    const customer = await order.browser.post(url, refundForm([{ position: 1, quantity: 1 }]));
    expect(customer.statusCode).toBe(401);
    const refunds = await ctx.app.database.db
      .selectFrom('refund')
      .select('id')
      .where('order_id', '=', order.order.id)
      .execute();
    expect(refunds).toEqual([]);
  });
});

describe('POST /v1/admin/orders/{reference}/cancel', () => {
  it('cancels once: stock back, everything refunded; a second time is 409', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 2200, quantity: 2 }]);
    const url = `/v1/admin/orders/${order.reference}/cancel`;
    const answer = await admin(url, { reason: 'Out of stock at the supplier' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      reference: order.reference,
      status: 'cancelled',
      refund: { kind: 'cancellation', total: { amount: order.order.total_amount }, status: 'succeeded' },
    });
    expect(await stockOf(ctx.app, order.products[0]?.id ?? 0)).toBe(10);
    const again = await admin(url, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REFUND_ERRORS.alreadyCancelled);
    const audit = await auditTrailOf(ctx.app.database.db, 'order', order.reference);
    expect(audit.map((entry) => entry.action)).toEqual(['order.cancel']);
    expect((await admin(url, { reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await admin(url, {}, null)).statusCode).toBe(401);
    expect((await admin('/v1/admin/orders/ZZZZ-ZZZZ/cancel', {})).statusCode).toBe(404);
  });
});

describe('GET /v1/me/refunds', () => {
  it('lists the customer’s refunds newest first with their credit note, which the customer downloads', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 3 }]);
    const url = `/v1/admin/orders/${order.reference}/refunds`;
    const first = (await admin(url, refundForm([{ position: 1, quantity: 1 }]))).json();
    const second = (await admin(url, refundForm([{ position: 1, quantity: 1 }], true))).json();

    const page1 = await order.browser.get('/v1/me/refunds?limit=1');
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.headers['cache-control']).toBe('private, no-store');
    expect(page1.json().items).toEqual([second]);
    const page2 = (
      await order.browser.get(`/v1/me/refunds?limit=1&cursor=${page1.json().nextCursor}`)
    ).json();
    expect(page2).toEqual({ items: [first], nextCursor: null });

    // The credit note downloads like an invoice, and is listed with the invoices.
    const pdf = await order.browser.get(second.creditNote.href);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const documents = (await order.browser.get('/v1/me/invoices')).json();
    expect(documents.items.map((document: { number: string }) => document.number)).toContain(
      second.creditNote.number,
    );

    // Nobody else sees it, nor downloads its credit note.
    const { browser: stranger } = await aSignedInCustomer(ctx.app);
    expect((await stranger.get('/v1/me/refunds')).json()).toEqual({ items: [], nextCursor: null });
    expect((await stranger.get(second.creditNote.href)).statusCode).toBe(404);
  });

  it('wants a signed-in customer and a cursor it made', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/me/refunds' })).statusCode).toBe(401);
    const { browser } = await aSignedInCustomer(ctx.app);
    expect((await browser.get('/v1/me/refunds?cursor=%%%')).statusCode).toBe(400);
    expect((await browser.get('/v1/me/refunds?limit=0')).statusCode).toBe(400);
  });
});

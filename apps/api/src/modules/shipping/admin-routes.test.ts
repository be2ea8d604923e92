import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { pdfText } from '../documents/pdf-test-support.ts';
import { auditTrailOf } from '../back-office/index.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { aPaidOrder } from './test-support.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
let cookie: string;

beforeAll(async () => {
  await seedCarriers(db());
  cookie = await operatorCookie(ctx.app);
});

function asOperator(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { cookie, origin: SHOP_ORIGIN, 'x-locale': 'en', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

const orderStatus = async (orderId: number) =>
  (await db().selectFrom('shop_order').select('status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .status;

describe('POST /v1/admin/orders/{reference}/parcels', () => {
  it('ships parcels, answers them as the customer sees them, and writes the audit log', async () => {
    const order = await aPaidOrder(ctx.app, [2, 1]);
    const response = await asOperator('POST', `/v1/admin/orders/${order.reference}/parcels`, {
      parcels: [
        { carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 2 }] },
        {
          carrierMethodId: order.carrierMethodId,
          trackingNumber: 'rr 473 124 829 gb',
          lines: [{ position: 2, quantity: 1 }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { parcels } = response.json();
    expect(parcels).toHaveLength(2);
    expect(parcels[0]).toMatchObject({
      orderReference: order.reference,
      status: 'label_created',
      lines: [{ productId: order.productIds[0], quantity: 2 }],
    });
    expect(parcels[1].trackingNumber).toBe('RR473124829GB');
    expect(await orderStatus(order.orderId)).toBe('shipped');

    const [entry] = await auditTrailOf(db(), 'order', order.reference);
    expect(entry).toMatchObject({
      action: 'order.ship',
      before: { status: 'paid' },
      after: {
        status: 'shipped',
        parcels: [
          { trackingNumber: parcels[0].trackingNumber, lines: [{ position: 1, quantity: 2 }] },
          { trackingNumber: 'RR473124829GB', lines: [{ position: 2, quantity: 1 }] },
        ],
      },
    });
    expect(entry?.operatorEmail).toMatch(/^operator\./);

    // The customer sees the same parcels.
    const mine = (await order.browser.get(`/v1/sending/parcels?order=${order.reference}`)).json();
    expect(mine.items.map((item: { trackingNumber: string }) => item.trackingNumber).sort()).toEqual(
      parcels.map((parcel: { trackingNumber: string }) => parcel.trackingNumber).sort(),
    );
  });

  it('answers over-shipping, an unpaid order, an unserved carrier and bad input with their keys', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    const url = `/v1/admin/orders/${order.reference}/parcels`;
    const line = (quantity: number) => [{ position: 1, quantity }];

    const tooMany = await asOperator('POST', url, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: line(2) }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'error.ship.tooMany',
      details: [{ path: 'parcels.0.lines.0.quantity', params: { available: 1 } }],
    });

    const unserved = await asOperator('POST', url, {
      parcels: [{ carrierMethodId: 987_654, lines: line(1) }],
    });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().message).toBe('error.ship.carrierUnserved');

    for (const body of [
      { parcels: [] },
      { parcels: [{ carrierMethodId: order.carrierMethodId, lines: [] }] },
      { parcels: [{ carrierMethodId: order.carrierMethodId, lines: line(0) }] },
      { parcels: [{ carrierMethodId: order.carrierMethodId, lines: line(1), extra: true }] },
      { parcels: [{ carrierMethodId: order.carrierMethodId, lines: line(1), trackingNumber: 'äöü' }] },
    ]) {
      const refused = await asOperator('POST', url, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toMatch(/^validation\./);
    }

    expect(
      (
        await asOperator('POST', '/v1/admin/orders/ZZZZ-ZZZZ/parcels', {
          parcels: [{ carrierMethodId: order.carrierMethodId, lines: line(1) }],
        })
      ).json(),
    ).toMatchObject({ statusCode: 404, message: 'error.order.notFound' });

    await db()
      .updateTable('shop_order')
      .set({ status: 'awaiting_payment' })
      .where('id', '=', order.orderId)
      .execute();
    const unpaid = await asOperator('POST', url, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: line(1) }],
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('error.ship.notShippable');
    expect(await auditTrailOf(db(), 'order', order.reference)).toEqual([]);
  });

  it('ends the time an order can be cancelled: once a parcel is made it can only be refunded', async () => {
    const order = await aPaidOrder(ctx.app, [2]);
    await asOperator('POST', `/v1/admin/orders/${order.reference}/parcels`, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    });
    const cancel = await asOperator('POST', `/v1/admin/orders/${order.reference}/cancel`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('error.order.alreadyShipped');
    expect(await orderStatus(order.orderId)).toBe('processing');
  });

  it('is for signed-in operators only: a customer’s session does not count', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    const body = {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    };
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/orders/${order.reference}/parcels`,
      headers: { origin: SHOP_ORIGIN },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('error.admin.required');
    const customer = await order.browser.post(`/v1/admin/orders/${order.reference}/parcels`, body);
    expect(customer.statusCode).toBe(401);
    expect(await orderStatus(order.orderId)).toBe('paid');
  });
});

describe('POST /v1/admin/parcels/{trackingNumber}/events and GET …/label', () => {
  it('records a step by hand, delivers the order, writes the audit log, and prints the label', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    const shipped = await asOperator('POST', `/v1/admin/orders/${order.reference}/parcels`, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    });
    const trackingNumber = shipped.json().parcels[0].trackingNumber as string;
    const url = `/v1/admin/parcels/${trackingNumber}/events`;

    const missing = await asOperator('POST', url, { status: 'exception' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0]).toMatchObject({
      path: 'exception',
      message: 'validation.exception.required',
    });
    const failed = await asOperator('POST', url, {
      status: 'exception',
      exception: 'attempt_failed',
      location: 'Berlin',
    });
    expect(failed.statusCode, failed.body).toBe(201);
    expect(failed.json()).toMatchObject({ status: 'exception', exception: 'attempt_failed' });
    expect(failed.json().events.at(-1)).toMatchObject({
      location: 'Berlin',
      description: 'Delivery failed: nobody was there. The courier will try again or leave a notice.',
    });

    const delivered = await asOperator('POST', url, { status: 'delivered' }, { 'x-locale': 'fr' });
    expect(delivered.statusCode).toBe(201);
    expect(delivered.json()).toMatchObject({ status: 'delivered', exception: null });
    expect(delivered.json().events.at(-1).description).toBe('Le colis a été livré.');
    expect(delivered.json().deliveredAt).not.toBeNull();
    expect(await orderStatus(order.orderId)).toBe('delivered');
    const trail = await auditTrailOf(db(), 'parcel', trackingNumber);
    expect(
      trail.map((entry) => [entry.action, entry.before, (entry.after as { status: string }).status]),
    ).toEqual([
      ['parcel.event', { status: 'label_created', exception: null }, 'exception'],
      ['parcel.event', { status: 'exception', exception: 'attempt_failed' }, 'delivered'],
    ]);

    expect(
      (await asOperator('POST', '/v1/admin/parcels/TE999999995DE/events', { status: 'delivered' }))
        .statusCode,
    ).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { origin: SHOP_ORIGIN },
      payload: { status: 'delivered' },
    });
    expect(anonymous.statusCode).toBe(401);

    const label = await asOperator('GET', `/v1/admin/parcels/${trackingNumber.toLowerCase()}/label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(label.rawPayload)).toContain(trackingNumber);
    expect((await asOperator('GET', '/v1/admin/parcels/TE999999995DE/label')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/v1/admin/parcels/${trackingNumber}/label` })).statusCode,
    ).toBe(401);
  });
});

describe('the carrier in the back office', () => {
  it('is named in the operator’s language; the customer’s pages keep the order’s', async () => {
    const order = await aPaidOrder(ctx.app, [1], { locale: 'pl' });
    const names = new Map(
      (
        await db()
          .selectFrom('carrier_method_translation')
          .select(['locale', 'name'])
          .where('method_id', '=', order.carrierMethodId)
          .where('locale', 'in', ['de', 'pl'])
          .execute()
      ).map((row) => [row.locale, row.name]),
    );
    const german = names.get('de');
    const polish = names.get('pl');
    expect(german).toBeTruthy();
    expect(german).not.toBe(polish);
    const inGerman = { 'x-locale': 'de' };

    const shipped = await asOperator(
      'POST',
      `/v1/admin/orders/${order.reference}/parcels`,
      { parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }] },
      inGerman,
    );
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(shipped.json().parcels.map((parcel: { carrier: string }) => parcel.carrier)).toEqual([german]);
    const trackingNumber = shipped.json().parcels[0].trackingNumber as string;

    const step = await asOperator(
      'POST',
      `/v1/admin/parcels/${trackingNumber}/events`,
      { status: 'in_transit', occurredAt: new Date().toISOString() },
      inGerman,
    );
    expect(step.statusCode, step.body).toBe(201);
    expect(step.json().carrier).toBe(german);

    const detail = (
      await asOperator('GET', `/v1/admin/orders/${order.reference}`, undefined, inGerman)
    ).json();
    expect(detail.order.carrier.name).toBe(german);
    expect(detail.parcels.map((parcel: { carrier: string }) => parcel.carrier)).toEqual([german]);

    // The customer reads the order's language, whatever the page asks for.
    const own = (await order.browser.get(`/v1/me/orders/${order.reference}`)).json();
    expect(own.carrier.name).toBe(polish);
    const parcels = (await order.browser.get(`/v1/sending/parcels?order=${order.reference}`)).json();
    expect(parcels.items.map((parcel: { carrier: string }) => parcel.carrier)).toEqual([polish]);
  });
});

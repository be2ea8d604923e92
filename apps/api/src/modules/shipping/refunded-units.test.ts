/**
 * Refunds beside fulfilment (docs/flows.md#order): a refund records a refund state without stopping the
 * order's progress. What was refunded before it left is not shipped; what is left still ships and is
 * delivered.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { moveRefundStates } from '../../db/migrations/2026_11_27_0900_refund_state.ts';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { aPaidOrder } from '../refunds/test-support.ts';
import { postCarrierEvent } from './test-support.ts';

const ctx = useTestApp();
let cookie = '';

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
  cookie = await operatorCookie(ctx.app);
});

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: SHOP_ORIGIN, 'x-locale': 'en', cookie },
    ...(payload === undefined ? {} : { payload }),
  });

const refund = (reference: string, lines: { position: number; quantity: number }[]) =>
  admin('POST', `/v1/admin/orders/${reference}/refunds`, { requestId: randomUUID(), lines });

const ship = (reference: string, carrierMethodId: number, lines: { position: number; quantity: number }[]) =>
  admin('POST', `/v1/admin/orders/${reference}/parcels`, { parcels: [{ carrierMethodId, lines }] });

async function states(reference: string) {
  const detail = (await admin('GET', `/v1/admin/orders/${reference}`)).json();
  return { status: detail.order.status, fulfilment: detail.fulfilmentStatus, lines: detail.lines };
}

async function deliver(trackingNumber: string) {
  const answer = await postCarrierEvent(ctx.app, {
    eventId: randomUUID(),
    trackingNumber,
    status: 'delivered',
    occurredAt: new Date(Date.now() + 60_000).toISOString(),
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('refunds beside fulfilment', () => {
  it('ships what is left of a partly refunded order, never the refunded units, and delivers it', async () => {
    const order = await aPaidOrder(ctx.app, [
      { price: 1500, quantity: 2 },
      { price: 900, quantity: 1 },
    ]);
    const method = order.order.carrier_method_id;
    expect((await refund(order.reference, [{ position: 1, quantity: 1 }])).statusCode).toBe(200);
    expect(await states(order.reference)).toMatchObject({
      status: 'partially_refunded',
      fulfilment: 'paid',
      lines: [
        { quantity: 2, refunded: 1, shipped: 0 },
        { quantity: 1, refunded: 0 },
      ],
    });

    const tooMany = await ship(order.reference, method, [{ position: 1, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().details[0].params).toMatchObject({ position: 1, available: 1, requested: 2 });

    const shipped = await ship(order.reference, method, [
      { position: 1, quantity: 1 },
      { position: 2, quantity: 1 },
    ]);
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(await states(order.reference)).toMatchObject({
      status: 'partially_refunded',
      fulfilment: 'shipped',
    });

    await deliver(shipped.json().parcels[0].trackingNumber);
    expect(await states(order.reference)).toMatchObject({
      status: 'partially_refunded',
      fulfilment: 'delivered',
    });
    const mine = await order.browser.get(`/v1/me/orders/${order.reference}`);
    expect(mine.json().status).toBe('partially_refunded');
  });

  it('counts the order shipped once the units still to ship are refunded, and delivered with its parcels', async () => {
    const order = await aPaidOrder(ctx.app, [
      { price: 1200, quantity: 1 },
      { price: 800, quantity: 1 },
    ]);
    const method = order.order.carrier_method_id;
    const shipped = await ship(order.reference, method, [{ position: 1, quantity: 1 }]);
    expect(shipped.statusCode, shipped.body).toBe(201);
    await deliver(shipped.json().parcels[0].trackingNumber);
    expect((await states(order.reference)).fulfilment).toBe('processing');

    // The second product cannot be sent after all: refunding it completes the order.
    expect((await refund(order.reference, [{ position: 2, quantity: 1 }])).statusCode).toBe(200);
    expect(await states(order.reference)).toMatchObject({
      status: 'partially_refunded',
      fulfilment: 'delivered',
    });
    const history = await ctx.app.database.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', order.order.id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.status)).toEqual([
      'paid',
      'processing',
      'partially_refunded',
      'shipped',
      'delivered',
    ]);
  });

  it('lists refunded orders under their refund state and leaves wholly refunded ones out of what is to ship', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 1 }]);
    const before = (await admin('GET', '/v1/admin/dashboard')).json().awaitingShipment;
    const everything = await admin('POST', `/v1/admin/orders/${order.reference}/refunds`, {
      requestId: randomUUID(),
      lines: [{ position: 1, quantity: 1 }],
      shipping: true,
    });
    expect(everything.statusCode, everything.body).toBe(200);
    expect(await states(order.reference)).toMatchObject({ status: 'refunded', fulfilment: 'paid' });
    expect((await admin('GET', '/v1/admin/dashboard')).json().awaitingShipment).toBe(before - 1);
    const refunded = (await admin('GET', '/v1/admin/orders?status=refunded&limit=100')).json();
    expect(refunded.items.map((item: { reference: string }) => item.reference)).toContain(order.reference);
    const toShip = (await admin('GET', '/v1/admin/orders?status=paid&limit=100')).json();
    expect(toShip.items.map((item: { reference: string }) => item.reference)).not.toContain(order.reference);
    const nothingLeft = await ship(order.reference, order.order.carrier_method_id, [
      { position: 1, quantity: 1 },
    ]);
    expect(nothingLeft.statusCode).toBe(409);
  });

  it('moves the refund state of an order refunded before it stood beside fulfilment (the migration)', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1500, quantity: 2 }]);
    const method = order.order.carrier_method_id;
    expect((await ship(order.reference, method, [{ position: 1, quantity: 1 }])).statusCode).toBe(201);
    expect((await refund(order.reference, [{ position: 1, quantity: 1 }])).statusCode).toBe(200);
    const { db } = ctx.app.database;
    // The refund of the unit left to ship made it shipped. As a refund left it before: its state in
    // the status, nothing counted on the line.
    await db
      .updateTable('shop_order')
      .set({ status: 'partially_refunded' as never, refund_state: null })
      .where('id', '=', order.order.id)
      .execute();
    await db
      .updateTable('order_line')
      .set({ refunded_quantity: 0 })
      .where('order_id', '=', order.order.id)
      .execute();

    await moveRefundStates(db);
    expect(
      await db
        .selectFrom('shop_order')
        .select(['status', 'refund_state'])
        .where('id', '=', order.order.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'shipped', refund_state: 'partially_refunded' });
    expect(await states(order.reference)).toMatchObject({
      lines: [{ quantity: 2, shipped: 1, refunded: 1 }],
    });
    const line = await db
      .selectFrom('order_line')
      .select('refunded_quantity')
      .where('order_id', '=', order.order.id)
      .executeTakeFirstOrThrow();
    expect(line.refunded_quantity).toBe(1);
  });
});

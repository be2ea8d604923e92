import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { createCarrierMethod } from '../carriers/service.ts';
import { aPaidOrder, shipThroughService, trackingNumbersOf } from './test-support.ts';
import { hasValidS10CheckDigit } from './tracking-number.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

let usOnlyMethod: number;

beforeAll(async () => {
  await seedCarriers(db());
  usOnlyMethod = await createCarrierMethod(db(), {
    key: `us-only-${Date.now()}`,
    texts: { en: { name: 'Transatlantic', description: 'Only to the United States.' } },
    zones: [
      {
        key: 'us',
        countries: ['US'],
        freeAbove: null,
        deliveryDays: { min: 5, max: 9 },
        rates: [{ maxWeightGrams: 30_000, price: 2990 }],
      },
    ],
  });
});

async function orderState(orderId: number) {
  const order = await db()
    .selectFrom('shop_order')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const history = await db()
    .selectFrom('order_status_history')
    .select('status')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return { status: order.status, history: history.map((row) => row.status) };
}

function eventsOf(type: string) {
  return db().selectFrom('event_outbox').select('payload').where('type', '=', type).execute();
}

describe('shipOrder', () => {
  it('ships part of an order (processing), then the rest (shipped), each parcel with its lines and event', async () => {
    const order = await aPaidOrder(ctx.app, [3, 1]);
    const first = await shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 2 }] }],
    });
    expect(first).toHaveLength(1);
    expect(await orderState(order.orderId)).toEqual({
      status: 'processing',
      history: ['paid', 'processing'],
    });

    const rest = await shipThroughService(ctx.app, order.reference, {
      parcels: [
        { carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] },
        { carrierMethodId: order.carrierMethodId, lines: [{ position: 2, quantity: 1 }] },
      ],
    });
    expect(rest).toHaveLength(2);
    expect(await orderState(order.orderId)).toEqual({
      status: 'shipped',
      history: ['paid', 'processing', 'shipped'],
    });

    const parcels = await db()
      .selectFrom('parcel')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    expect(parcels.map((parcel) => parcel.status)).toEqual([
      'label_created',
      'label_created',
      'label_created',
    ]);
    for (const parcel of parcels) {
      expect(parcel.tracking_number).toMatch(/^TE\d{9}DE$/);
      expect(hasValidS10CheckDigit(parcel.tracking_number)).toBe(true);
      expect(parcel).toMatchObject({
        to_country: 'DE',
        to_postcode_normalised: '10115',
        customer_id: order.customerId,
      });
    }
    // The second shipment's labels say 1 of 2 and 2 of 2, with the weight of what each holds.
    const labels = parcels.map((parcel) => JSON.parse(parcel.label_data));
    expect(labels.map((label) => [label.index, label.count])).toEqual([
      [1, 1],
      [1, 2],
      [2, 2],
    ]);
    expect(labels[0]).toMatchObject({
      orderReference: order.reference,
      weightGrams: 900,
      sender: { name: ctx.config.shop.name, countryIso: 'DE' },
      recipient: { name: 'Ana Silva', postcode: '10115', city: 'Berlin', countryIso: 'DE' },
    });
    const lines = await db()
      .selectFrom('parcel_line')
      .select(['parcel_id', 'position', 'quantity'])
      .where(
        'parcel_id',
        'in',
        parcels.map((parcel) => parcel.id),
      )
      .orderBy('parcel_id')
      .execute();
    expect(lines.map((line) => [line.position, line.quantity])).toEqual([
      [0, 2],
      [0, 1],
      [1, 1],
    ]);
    const shippedEvents = (await eventsOf('parcel.shipped')).map((row) => JSON.parse(row.payload).parcelId);
    for (const parcel of parcels) expect(shippedEvents).toContain(parcel.id);
    const orderShipped = (await eventsOf('order.shipped')).map((row) => JSON.parse(row.payload).orderId);
    expect(orderShipped.filter((id) => id === order.orderId)).toHaveLength(1);
  });

  it('ships everything at once straight from paid to shipped, and takes a carrier’s own number', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    const [parcelId = 0] = await shipThroughService(ctx.app, order.reference, {
      parcels: [
        {
          carrierMethodId: order.carrierMethodId,
          trackingNumber: 'RR473124829GB',
          lines: [{ position: 1, quantity: 1 }],
        },
      ],
    });
    expect(await trackingNumbersOf(ctx.app, [parcelId])).toEqual(['RR473124829GB']);
    expect(await orderState(order.orderId)).toEqual({ status: 'shipped', history: ['paid', 'shipped'] });
  });

  it('refuses more units than were bought and not shipped yet (409 with what is left), and ships nothing', async () => {
    const order = await aPaidOrder(ctx.app, [2]);
    await shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    });
    const tooMany = shipThroughService(ctx.app, order.reference, {
      parcels: [
        { carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] },
        { carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] },
      ],
    });
    await expect(tooMany).rejects.toMatchObject({
      statusCode: 409,
      key: 'error.ship.tooMany',
      details: [
        {
          path: 'parcels.0.lines.0.quantity',
          message: 'error.ship.tooMany',
          params: { position: 1, available: 1, requested: 2 },
        },
      ],
    });
    const count = await db()
      .selectFrom('parcel')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    await expect(
      shipThroughService(ctx.app, order.reference, {
        parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 7, quantity: 1 }] }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'parcels.0.lines.0.position', message: 'validation.orderLine.unknown' }],
    });
  });

  it('ships only paid or processing orders', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    for (const status of ['awaiting_payment', 'cancelled', 'shipped', 'delivered'] as const) {
      await db().updateTable('shop_order').set({ status }).where('id', '=', order.orderId).execute();
      await expect(
        shipThroughService(ctx.app, order.reference, {
          parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
        }),
      ).rejects.toMatchObject({ statusCode: 409, key: 'error.ship.notShippable' });
    }
    await expect(
      shipThroughService(ctx.app, 'ZZZZ-ZZZZ', {
        parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
      }),
    ).rejects.toMatchObject({ statusCode: 404, key: 'error.order.notFound' });
  });

  it('refuses a carrier method that does not serve the order’s country', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    for (const carrierMethodId of [usOnlyMethod, 999_999]) {
      await expect(
        shipThroughService(ctx.app, order.reference, {
          parcels: [
            { carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] },
            { carrierMethodId, lines: [{ position: 1, quantity: 1 }] },
          ],
        }),
      ).rejects.toMatchObject({
        statusCode: 400,
        key: 'error.ship.carrierUnserved',
        details: [{ path: 'parcels.1.carrierMethodId' }],
      });
    }
  });

  it('refuses a carrier number with a wrong S10 check digit, or one already used', async () => {
    const order = await aPaidOrder(ctx.app, [3]);
    const line = [{ position: 1, quantity: 1 }];
    await expect(
      shipThroughService(ctx.app, order.reference, {
        parcels: [{ carrierMethodId: order.carrierMethodId, trackingNumber: 'RR473124828GB', lines: line }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'parcels.0.trackingNumber', message: 'validation.trackingNumber.checkDigit' }],
    });
    await shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, trackingNumber: 'CARRIER000111', lines: line }],
    });
    for (const parcels of [
      [{ carrierMethodId: order.carrierMethodId, trackingNumber: 'CARRIER000111', lines: line }],
      [
        { carrierMethodId: order.carrierMethodId, trackingNumber: 'CARRIER000222', lines: line },
        { carrierMethodId: order.carrierMethodId, trackingNumber: 'CARRIER000222', lines: line },
      ],
    ]) {
      await expect(shipThroughService(ctx.app, order.reference, { parcels })).rejects.toMatchObject({
        statusCode: 409,
        key: 'error.ship.trackingNumberTaken',
      });
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import {
  ATTEMPT_FAILURE_RATE,
  carrierEventOf,
  carrierRoll,
  httpCarrier,
  nextCarrierStep,
  runCarrierRound,
  type CarrierParcel,
} from './carrier-simulator.ts';
import { aPaidOrder, shipThroughService, trackingNumbersOf } from './test-support.ts';

const parcel = (overrides: Partial<CarrierParcel> = {}): CarrierParcel => ({
  trackingNumber: 'TE123456785DE',
  status: 'label_created',
  exception: null,
  toCountry: 'DE',
  events: 1,
  failedAttempts: 0,
  ...overrides,
});

describe('the carrier’s steps', () => {
  it('moves a parcel label → transit → out for delivery → delivered, and stops there', () => {
    expect(nextCarrierStep(parcel(), 0.5)).toMatchObject({ status: 'in_transit', exception: null });
    expect(nextCarrierStep(parcel({ status: 'in_transit' }), 0.5)).toEqual({
      status: 'out_for_delivery',
      exception: null,
      location: 'Depot DE',
    });
    expect(nextCarrierStep(parcel({ status: 'out_for_delivery' }), 0.99)).toMatchObject({
      status: 'delivered',
    });
    expect(nextCarrierStep(parcel({ status: 'delivered' }), 0.5)).toBeNull();
    expect(nextCarrierStep(parcel({ status: 'exception', exception: 'returned_to_sender' }), 0.5)).toBeNull();
  });

  it('fails a delivery attempt now and then, once at most, and tries again', () => {
    const unlucky = ATTEMPT_FAILURE_RATE / 2;
    expect(nextCarrierStep(parcel({ status: 'out_for_delivery' }), unlucky)).toEqual({
      status: 'exception',
      exception: 'attempt_failed',
      location: 'Depot DE',
    });
    expect(
      nextCarrierStep(parcel({ status: 'exception', exception: 'attempt_failed' }), unlucky),
    ).toMatchObject({
      status: 'out_for_delivery',
    });
    expect(nextCarrierStep(parcel({ status: 'out_for_delivery', failedAttempts: 1 }), unlucky)).toMatchObject(
      {
        status: 'delivered',
      },
    );
  });

  it('decides the same way for the same seed, and names each event by parcel and step', () => {
    expect(carrierRoll('seed', 'TE123456785DE', 2)).toBe(carrierRoll('seed', 'TE123456785DE', 2));
    expect(carrierRoll('seed', 'TE123456785DE', 2)).not.toBe(carrierRoll('other', 'TE123456785DE', 2));
    const rolls = Array.from({ length: 2000 }, (_, step) => carrierRoll('seed', 'TE123456785DE', step));
    expect(rolls.every((roll) => roll >= 0 && roll < 1)).toBe(true);
    const failures = rolls.filter((roll) => roll < ATTEMPT_FAILURE_RATE).length / rolls.length;
    expect(failures).toBeGreaterThan(0.15);
    expect(failures).toBeLessThan(0.25);
    const at = new Date('2026-11-26T12:00:00Z');
    expect(
      carrierEventOf(parcel({ events: 3 }), { status: 'in_transit', exception: null, location: 'Köln' }, at),
    ).toEqual({
      eventId: 'sim-TE123456785DE-4',
      trackingNumber: 'TE123456785DE',
      status: 'in_transit',
      exception: null,
      occurredAt: '2026-11-26T12:00:00.000Z',
      location: 'Köln',
    });
  });
});

describe('npm run carrier against the API', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;

  beforeAll(async () => {
    await seedCarriers(db());
  });

  it('delivers a parcel end to end over the signed webhook: the order is delivered, each mail sent once', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    const ids = await shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    });
    const [trackingNumber = ''] = await trackingNumbersOf(ctx.app, ids);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const send = httpCarrier(address, ctx.config.carrierWebhookSecret ?? '');
    const handlers = eventHandlers({ db: db(), config: ctx.config });

    const statuses: string[] = [];
    for (let round = 0; round < 6; round++) {
      const result = await runCarrierRound(db(), { seed: 'end-to-end', send });
      expect(result.refused).toEqual([]);
      await handleDueEvents(db(), handlers);
      const parcelNow = await db()
        .selectFrom('parcel')
        .select(['status', 'exception'])
        .where('id', '=', ids[0] ?? 0)
        .executeTakeFirstOrThrow();
      statuses.push(parcelNow.exception ?? parcelNow.status);
      if (parcelNow.status === 'delivered') break;
    }
    // The number is new each run, so the roll may fail the first attempt: then the parcel goes out again.
    expect([
      ['in_transit', 'out_for_delivery', 'delivered'],
      ['in_transit', 'out_for_delivery', 'attempt_failed', 'out_for_delivery', 'delivered'],
    ]).toContainEqual(statuses);

    const orderNow = await db()
      .selectFrom('shop_order')
      .select('status')
      .where('id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(orderNow.status).toBe('delivered');
    // A round after delivery moves nothing; sending a step again is a replay the shop ignores.
    expect(await runCarrierRound(db(), { seed: 'later', send })).toMatchObject({ advanced: 0 });
    const mails = await db()
      .selectFrom('mail_outbox')
      .select('template')
      .where('recipient', '=', order.email)
      .where('template', 'like', 'parcel-%')
      .orderBy('id')
      .execute();
    const templates = mails.map((mail) => mail.template);
    expect(templates[0]).toBe('parcel-shipped');
    expect(templates.at(-1)).toBe('parcel-delivered');
    expect(templates.filter((template) => template === 'parcel-shipped')).toHaveLength(1);
    expect(templates.filter((template) => template === 'parcel-delivered')).toHaveLength(1);
    const tracked = (
      await ctx.app.inject({ method: 'GET', url: `/v1/sending/parcels/${trackingNumber}/10115` })
    ).json();
    expect(tracked.events[1].location).toMatch(/\S/);
    expect(tracked.events[1].description).toBe(
      `The parcel is on its way – last seen at ${tracked.events[1].location}.`,
    );
    expect(tracked.events.at(-1)).toMatchObject({
      status: 'delivered',
      description: 'The parcel was delivered.',
    });
  });
});

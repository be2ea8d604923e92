import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aSignedInCustomer } from '../../test/fixtures.ts';
import { randomIp } from '../auth/test-support.ts';
import { carrierSignature } from './carrier-signature.ts';
import { aPaidOrder, postCarrierEvent, shipThroughService, trackingNumbersOf } from './test-support.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

beforeAll(async () => {
  await seedCarriers(db());
});

/** A paid order shipped in one parcel; answers its tracking number too. */
async function aShippedParcel(options: Parameters<typeof aPaidOrder>[2] = {}, quantities = [1]) {
  const order = await aPaidOrder(ctx.app, quantities, options);
  const [parcelId = 0] = await shipThroughService(ctx.app, order.reference, {
    parcels: [
      {
        carrierMethodId: order.carrierMethodId,
        lines: quantities.map((quantity, index) => ({ position: index + 1, quantity })),
      },
    ],
  });
  const [trackingNumber = ''] = await trackingNumbersOf(ctx.app, [parcelId]);
  return { ...order, parcelId, trackingNumber };
}

const lookup = (trackingNumber: string, postcode: string, ip = randomIp(), locale = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/v1/sending/parcels/${encodeURIComponent(trackingNumber)}/${encodeURIComponent(postcode)}`,
    remoteAddress: ip,
    headers: { 'x-locale': locale },
  });

/** An instant `seconds` from now: carrier steps after the parcel left. */
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
let eventCount = 0;
const eventId = () => `evt-${process.pid}-${++eventCount}-${Date.now()}`;

describe('GET /v1/sending/parcels/{trackingNumber}/{toPostcode}', () => {
  it('shows the parcel with number and postcode, case and spaces ignored, and no personal data', async () => {
    const parcel = await aShippedParcel({ country: 'GB', postcode: 'SW1A 1AA', city: 'London' });
    for (const postcode of ['SW1A 1AA', 'sw1a1aa', ' Sw1A  1aA ']) {
      const response = await lookup(parcel.trackingNumber.toLowerCase(), postcode);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const tracked = response.json();
      expect(tracked).toMatchObject({
        trackingNumber: parcel.trackingNumber,
        status: 'label_created',
        exception: null,
        toCountry: 'GB',
        deliveredAt: null,
      });
      expect(Object.keys(tracked).sort()).toEqual(
        [
          'carrier',
          'deliveredAt',
          'events',
          'exception',
          'shippedAt',
          'status',
          'toCountry',
          'trackingNumber',
        ].sort(),
      );
      expect(tracked.events).toEqual([
        {
          status: 'label_created',
          exception: null,
          occurredAt: tracked.shippedAt,
          location: null,
          description: 'The shipping label was created; the parcel is waiting to be handed to the carrier.',
        },
      ]);
      expect(response.body).not.toContain('Silva');
      expect(response.body).not.toContain(parcel.reference);
    }
    const greek = (await lookup(parcel.trackingNumber, 'SW1A1AA', randomIp(), 'el')).json();
    expect(greek.events[0].description).toBe(
      'Η ετικέτα αποστολής δημιουργήθηκε και το δέμα περιμένει να παραδοθεί στη μεταφορική εταιρεία.',
    );
  });

  it('answers a wrong postcode exactly as an unknown number', async () => {
    const parcel = await aShippedParcel();
    const wrongPostcode = await lookup(parcel.trackingNumber, '10117');
    const unknownNumber = await lookup('TE999999995DE', '10115');
    for (const response of [wrongPostcode, unknownNumber]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'error.parcel.notFound',
      });
    }
    expect(wrongPostcode.body).toBe(unknownNumber.body);
    const headers = (response: typeof wrongPostcode) =>
      Object.keys(response.headers)
        .filter(
          (name) => !['x-request-id', 'date', 'x-ratelimit-remaining', 'x-ratelimit-reset'].includes(name),
        )
        .sort()
        .map((name) => `${name}: ${String(response.headers[name])}`);
    expect(headers(wrongPostcode)).toEqual(headers(unknownNumber));
    expect((await lookup('short', '10115')).statusCode).toBe(400);
  });

  it('is rate-limited per client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await lookup('TE999999995DE', '10115', ip)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await lookup('TE999999995DE', '10115', ip);
    expect(limited.json().message).toBe('error.rateLimited');
    // Someone else is not held up.
    expect((await lookup('TE999999995DE', '10115')).statusCode).toBe(404);
  });
});

describe('GET /v1/sending/parcels', () => {
  it('lists the customer’s parcels newest first, with lines and the tracking path, never another’s', async () => {
    const first = await aShippedParcel({}, [2, 1]);
    const other = await aShippedParcel();
    const response = await first.browser.get('/v1/sending/parcels');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.nextCursor).toBeNull();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      trackingNumber: first.trackingNumber,
      orderReference: first.reference,
      trackingPath: `/track/${first.trackingNumber}/10115`,
      lines: [
        { productId: first.productIds[0], quantity: 2 },
        { productId: first.productIds[1], quantity: 1 },
      ],
    });
    expect(page.items[0].lines[0].name).toMatch(/\S/);
    expect(response.body).not.toContain(other.trackingNumber);

    const filtered = await first.browser.get(`/v1/sending/parcels?order=${first.reference.toLowerCase()}`);
    expect(filtered.json().items).toHaveLength(1);
    const foreign = await first.browser.get(`/v1/sending/parcels?order=${other.reference}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('error.order.notFound');
    const { browser: stranger } = await aSignedInCustomer(ctx.app);
    expect((await stranger.get('/v1/sending/parcels')).json()).toEqual({ items: [], nextCursor: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/sending/parcels' })).statusCode).toBe(401);
    expect((await first.browser.get('/v1/sending/parcels?order=nope')).statusCode).toBe(400);
  });

  it('pages by cursor', async () => {
    const order = await aPaidOrder(ctx.app, [3]);
    const ids = await shipThroughService(ctx.app, order.reference, {
      parcels: [0, 1, 2].map(() => ({
        carrierMethodId: order.carrierMethodId,
        lines: [{ position: 1, quantity: 1 }],
      })),
    });
    const numbers = await trackingNumbersOf(ctx.app, ids);
    const seen: string[] = [];
    let url = '/v1/sending/parcels?limit=2';
    for (;;) {
      const page = (await order.browser.get(url)).json();
      seen.push(...page.items.map((item: { trackingNumber: string }) => item.trackingNumber));
      if (!page.nextCursor) break;
      url = `/v1/sending/parcels?limit=2&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual([...numbers].reverse());
    expect((await order.browser.get('/v1/sending/parcels?cursor=%%%')).statusCode).toBe(400);
  });
});

describe('POST /v1/sending/carrier-events', () => {
  it('records a step once, however often the carrier sends it', async () => {
    const parcel = await aShippedParcel();
    const event = {
      eventId: eventId(),
      trackingNumber: parcel.trackingNumber,
      status: 'in_transit',
      occurredAt: inSeconds(60),
      location: 'Leipzig',
    };
    const first = await postCarrierEvent(ctx.app, event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: true, parcelStatus: 'in_transit' });
    const again = await postCarrierEvent(ctx.app, event);
    expect(again.json()).toEqual({ recorded: false, parcelStatus: 'in_transit' });
    const tracked = (await lookup(parcel.trackingNumber, '10115')).json();
    expect(tracked.events.map((step: { status: string }) => step.status)).toEqual([
      'label_created',
      'in_transit',
    ]);
    expect(tracked.events[1]).toMatchObject({
      location: 'Leipzig',
      description: 'The parcel is on its way – last seen at Leipzig.',
    });
  });

  it('keeps the status when a step arrives after a later one, and lists the history in time order', async () => {
    const parcel = await aShippedParcel();
    const later = await postCarrierEvent(ctx.app, {
      eventId: eventId(),
      trackingNumber: parcel.trackingNumber,
      status: 'out_for_delivery',
      occurredAt: inSeconds(120),
    });
    expect(later.json()).toEqual({ recorded: true, parcelStatus: 'out_for_delivery' });
    const earlier = await postCarrierEvent(ctx.app, {
      eventId: eventId(),
      trackingNumber: parcel.trackingNumber,
      status: 'in_transit',
      // Another offset: the same instant, as the carrier wrote it.
      occurredAt: new Date(Date.now() + 60_000).toISOString().replace('Z', '+00:00'),
    });
    expect(earlier.json()).toEqual({ recorded: true, parcelStatus: 'out_for_delivery' });
    const tracked = (await lookup(parcel.trackingNumber, '10115')).json();
    expect(tracked.status).toBe('out_for_delivery');
    expect(tracked.events.map((step: { status: string }) => step.status)).toEqual([
      'label_created',
      'in_transit',
      'out_for_delivery',
    ]);
  });

  it('describes each step in a sentence of the reader’s language, with where a parcel on its way was seen', async () => {
    const parcel = await aShippedParcel();
    const steps = [
      { status: 'in_transit', location: 'Leipzig' },
      { status: 'in_transit' },
      { status: 'out_for_delivery', location: 'Depot DE' },
      { status: 'exception', exception: 'attempt_failed', location: 'Depot DE' },
      { status: 'exception', exception: 'returned_to_sender' },
    ];
    for (const [index, step] of steps.entries()) {
      const response = await postCarrierEvent(ctx.app, {
        eventId: eventId(),
        trackingNumber: parcel.trackingNumber,
        occurredAt: inSeconds(10 * (index + 1)),
        ...step,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const descriptions = async (locale: string) =>
      (await lookup(parcel.trackingNumber, '10115', randomIp(), locale))
        .json()
        .events.map((event: { description: string }) => event.description);
    expect(await descriptions('en')).toEqual([
      'The shipping label was created; the parcel is waiting to be handed to the carrier.',
      'The parcel is on its way – last seen at Leipzig.',
      'The parcel is on its way.',
      'The courier is bringing the parcel today.',
      'Delivery failed: nobody was there. The courier will try again or leave a notice.',
      'The parcel is going back to the sender.',
    ]);
    expect(await descriptions('de')).toEqual([
      'Das Versandetikett wurde erstellt; das Paket wartet auf die Übergabe an den Versanddienstleister.',
      'Das Paket ist unterwegs – zuletzt erfasst: Leipzig.',
      'Das Paket ist unterwegs.',
      'Der Zusteller bringt das Paket heute zu Ihnen.',
      'Zustellung nicht möglich: Es war niemand anzutreffen. Der Zusteller versucht es erneut oder hinterlässt eine Benachrichtigung.',
      'Das Paket geht zurück an den Absender.',
    ]);
    expect((await descriptions('el'))[1]).toBe('Το δέμα βρίσκεται καθ’ οδόν. Τελευταία τοποθεσία: Leipzig.');
  });

  it('delivers: delivered_at set, the order delivered once all its parcels are', async () => {
    const order = await aPaidOrder(ctx.app, [2]);
    const ids = await shipThroughService(ctx.app, order.reference, {
      parcels: [0, 1].map(() => ({
        carrierMethodId: order.carrierMethodId,
        lines: [{ position: 1, quantity: 1 }],
      })),
    });
    const [one = '', two = ''] = await trackingNumbersOf(ctx.app, ids);
    const status = async () =>
      (
        await db()
          .selectFrom('shop_order')
          .select('status')
          .where('id', '=', order.orderId)
          .executeTakeFirstOrThrow()
      ).status;
    const deliver = (trackingNumber: string) =>
      postCarrierEvent(ctx.app, {
        eventId: eventId(),
        trackingNumber,
        status: 'delivered',
        occurredAt: inSeconds(90),
        location: 'Berlin',
      });
    expect((await deliver(one)).json()).toEqual({ recorded: true, parcelStatus: 'delivered' });
    expect(await status()).toBe('shipped');
    await deliver(two);
    expect(await status()).toBe('delivered');
    const tracked = (await lookup(two, '10115')).json();
    expect(tracked.deliveredAt).toBe(tracked.events.at(-1).occurredAt);
    // Where it was delivered is beside the sentence, not in it.
    expect(tracked.events.at(-1)).toMatchObject({
      location: 'Berlin',
      description: 'The parcel was delivered.',
    });
    const history = await db()
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.status)).toEqual(['paid', 'shipped', 'delivered']);
  });

  it('delivers a partly refunded order, whose refund state stays beside', async () => {
    const parcel = await aShippedParcel();
    await db()
      .updateTable('shop_order')
      .set({ refund_state: 'partially_refunded' })
      .where('id', '=', parcel.orderId)
      .execute();
    await postCarrierEvent(ctx.app, {
      eventId: eventId(),
      trackingNumber: parcel.trackingNumber,
      status: 'delivered',
      occurredAt: inSeconds(30),
    });
    const order = await db()
      .selectFrom('shop_order')
      .select(['status', 'refund_state'])
      .where('id', '=', parcel.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'delivered', refund_state: 'partially_refunded' });
  });

  it('refuses a bad or stale signature, and a body that is not a carrier event', async () => {
    const parcel = await aShippedParcel();
    const event = {
      eventId: eventId(),
      trackingNumber: parcel.trackingNumber,
      status: 'in_transit',
      occurredAt: inSeconds(10),
    };
    const refusals = [
      await postCarrierEvent(ctx.app, event, { secret: 'someone-elses-secret-value' }),
      await postCarrierEvent(ctx.app, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await postCarrierEvent(ctx.app, event, { signature: 'garbage' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/sending/carrier-events',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('error.carrier.signature');
    }
    // Signed over other bytes than were sent.
    const body = JSON.stringify(event);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sending/carrier-events',
      headers: {
        'content-type': 'application/json',
        'x-tendero-signature': carrierSignature(ctx.config.carrierWebhookSecret ?? '', body),
      },
      payload: body.replace('in_transit', 'delivered'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await lookup(parcel.trackingNumber, '10115')).json().status).toBe('label_created');

    const bad = await postCarrierEvent(ctx.app, { ...event, status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'status', message: 'validation.enum.invalid' });
    const noException = await postCarrierEvent(ctx.app, {
      ...event,
      eventId: eventId(),
      status: 'exception',
    });
    expect(noException.statusCode).toBe(400);
    expect(noException.json().details[0]).toMatchObject({
      path: 'exception',
      message: 'validation.exception.required',
    });
    const future = await postCarrierEvent(ctx.app, {
      ...event,
      eventId: eventId(),
      occurredAt: inSeconds(3600),
    });
    expect(future.statusCode).toBe(400);
    const unknown = await postCarrierEvent(ctx.app, {
      ...event,
      eventId: eventId(),
      trackingNumber: 'TE999999995DE',
    });
    expect(unknown.statusCode).toBe(404);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sending/carrier-events',
      headers: {
        'content-type': 'application/json',
        'x-tendero-signature': carrierSignature(ctx.config.carrierWebhookSecret ?? '', '{"eventId":'),
      },
      payload: '{"eventId":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

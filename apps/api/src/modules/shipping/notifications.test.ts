import { beforeAll, describe, expect, it } from 'vitest';
import { formatShopDateTime } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import { sendParcelMail } from './notifications.ts';
import { aPaidOrder, postCarrierEvent, shipThroughService, trackingNumbersOf } from './test-support.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const handlers = () => eventHandlers({ db: db(), config: ctx.config });

beforeAll(async () => {
  await seedCarriers(db());
});

function mailsTo(recipient: string) {
  return db()
    .selectFrom('mail_outbox')
    .select(['template', 'subject', 'text', 'html', 'locale'])
    .where('recipient', '=', recipient)
    .where('template', 'like', 'parcel-%')
    .orderBy('id')
    .execute();
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('parcel mails', () => {
  it('tells the customer in their language: shipped (number, link), out for delivery, delivered; each once', async () => {
    const order = await aPaidOrder(ctx.app, [2, 1], { locale: 'de' });
    const ids = await shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 2 }] }],
    });
    const [trackingNumber = ''] = await trackingNumbersOf(ctx.app, ids);
    await handleDueEvents(db(), handlers());
    await handleDueEvents(db(), handlers());

    const [shipped, ...none] = await mailsTo(order.email);
    expect(none).toEqual([]);
    expect(shipped).toMatchObject({
      template: 'parcel-shipped',
      locale: 'de',
      subject: `Ihre Bestellung ${order.reference} ist unterwegs`,
    });
    expect(shipped?.text).toContain(trackingNumber);
    expect(shipped?.text).toContain(`http://localhost:3000/de/track/${trackingNumber}/10115`);
    expect(shipped?.html).toContain(`http://localhost:3000/de/track/${trackingNumber}/10115`);
    // A line is still to ship: the mail says the rest follows.
    expect(shipped?.text).toContain('Der Rest Ihrer Bestellung folgt');

    // The handler running again for the same step (a worker that crashed after queuing) adds nothing.
    const step = await db()
      .selectFrom('parcel_event')
      .select('id')
      .where('parcel_id', '=', ids[0] ?? 0)
      .executeTakeFirstOrThrow();
    await sendParcelMail(db(), ctx.config, 'shipped', { parcelId: ids[0] ?? 0, parcelEventId: step.id });
    expect(await mailsTo(order.email)).toHaveLength(1);

    for (const [status, occurredAt] of [
      ['in_transit', inSeconds(30)],
      ['out_for_delivery', inSeconds(60)],
      ['delivered', inSeconds(90)],
    ] as const) {
      const response = await postCarrierEvent(ctx.app, {
        eventId: `${trackingNumber}-${status}`,
        trackingNumber,
        status,
        occurredAt,
      });
      expect(response.statusCode, response.body).toBe(200);
      await handleDueEvents(db(), handlers());
    }
    await handleDueEvents(db(), handlers());
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.template)).toEqual([
      'parcel-shipped',
      'parcel-out-for-delivery',
      'parcel-delivered',
    ]);
    expect(mails[1]?.subject).toBe(`Ihr Paket ${trackingNumber} kommt heute`);
    expect(mails[2]?.subject).toBe(`Ihr Paket ${trackingNumber} wurde zugestellt`);
    expect(mails[2]?.text).toContain(order.reference);
    for (const mail of mails) expect(mail.locale).toBe('de');
  });

  it('does not say "arrives today" once the parcel was delivered before the mail went', async () => {
    const order = await aPaidOrder(ctx.app, [1]);
    const ids = await shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    });
    const [trackingNumber = ''] = await trackingNumbersOf(ctx.app, ids);
    await postCarrierEvent(ctx.app, {
      eventId: `${trackingNumber}-ofd`,
      trackingNumber,
      status: 'out_for_delivery',
      occurredAt: inSeconds(30),
    });
    await postCarrierEvent(ctx.app, {
      eventId: `${trackingNumber}-delivered`,
      trackingNumber,
      status: 'delivered',
      occurredAt: inSeconds(60),
    });
    await handleDueEvents(db(), handlers());
    expect((await mailsTo(order.email)).map((mail) => mail.template)).toEqual([
      'parcel-shipped',
      'parcel-delivered',
    ]);
  });

  it('tells the customer of a failed delivery attempt in their language: when, what next, the tracking link', async () => {
    const order = await aPaidOrder(ctx.app, [1], { locale: 'pl' });
    const ids = await shipThroughService(ctx.app, order.reference, {
      parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
    });
    const [trackingNumber = ''] = await trackingNumbersOf(ctx.app, ids);
    // A whole minute after the label (the mail writes the time of day to the minute).
    const attemptAt = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000).toISOString();
    for (const [status, exception, occurredAt] of [
      ['out_for_delivery', null, inSeconds(5)],
      ['exception', 'attempt_failed', attemptAt],
    ] as const) {
      const response = await postCarrierEvent(ctx.app, {
        eventId: `${trackingNumber}-${status}`,
        trackingNumber,
        status,
        ...(exception ? { exception } : {}),
        occurredAt,
      });
      expect(response.statusCode, response.body).toBe(200);
      await handleDueEvents(db(), handlers());
    }
    await handleDueEvents(db(), handlers());
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.template)).toEqual([
      'parcel-shipped',
      'parcel-out-for-delivery',
      'parcel-attempt-failed',
    ]);
    const failed = mails[2];
    expect(failed).toMatchObject({
      locale: 'pl',
      subject: `Nie udało się doręczyć Twojej paczki ${trackingNumber}`,
    });
    expect(failed?.text).toContain(order.reference);
    expect(failed?.text).toContain('kurier spróbuje ponownie w następnym dniu roboczym');
    expect(failed?.text).toContain(`http://localhost:3000/pl/track/${trackingNumber}/10115`);
    // When it was tried, in the shop's time zone with the zone named, as the tracking page writes it.
    const when = formatShopDateTime('pl', attemptAt, ctx.config.shop.timeZone);
    expect(when).toMatch(/\d{2}:\d{2} CES?T$/);
    expect(failed?.text).toContain(when);
    expect(failed?.html).toContain(when);
  });

  it('tells the customer the parcel goes back to the shop; no failed-attempt mail once delivered after all', async () => {
    const returned = await aPaidOrder(ctx.app, [1], { locale: 'de' });
    const delivered = await aPaidOrder(ctx.app, [1], { locale: 'de' });
    const numbers: string[] = [];
    for (const order of [returned, delivered]) {
      const ids = await shipThroughService(ctx.app, order.reference, {
        parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }],
      });
      numbers.push(...(await trackingNumbersOf(ctx.app, ids)));
    }
    const [returnedNumber = '', deliveredNumber = ''] = numbers;
    await postCarrierEvent(ctx.app, {
      eventId: `${returnedNumber}-returned`,
      trackingNumber: returnedNumber,
      status: 'exception',
      exception: 'returned_to_sender',
      occurredAt: inSeconds(30),
    });
    await postCarrierEvent(ctx.app, {
      eventId: `${deliveredNumber}-attempt`,
      trackingNumber: deliveredNumber,
      status: 'exception',
      exception: 'attempt_failed',
      occurredAt: inSeconds(30),
    });
    // Delivered at the second attempt before the worker came round: "we could not deliver" would be wrong.
    await postCarrierEvent(ctx.app, {
      eventId: `${deliveredNumber}-delivered`,
      trackingNumber: deliveredNumber,
      status: 'delivered',
      occurredAt: inSeconds(60),
    });
    await handleDueEvents(db(), handlers());
    await handleDueEvents(db(), handlers());
    const back = await mailsTo(returned.email);
    expect(back.map((mail) => mail.template)).toEqual(['parcel-shipped', 'parcel-returned']);
    expect(back[1]?.subject).toBe(`Ihr Paket ${returnedNumber} kommt zu uns zurück`);
    expect(back[1]?.text).toContain('melden wir uns, um es erneut zu versenden');
    expect((await mailsTo(delivered.email)).map((mail) => mail.template)).toEqual([
      'parcel-shipped',
      'parcel-delivered',
    ]);
  });
});

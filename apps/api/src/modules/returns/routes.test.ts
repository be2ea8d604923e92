import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { RETURN_ERRORS, RETURN_PHOTO_MAX_BYTES, WITHDRAWAL_BUTTON } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aSignedInCustomer } from '../../test/fixtures.ts';
import { Browser, SHOP_ORIGIN } from '../auth/test-support.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { pdfText } from '../documents/pdf-test-support.ts';
import { outbox } from '../mail/outbox.ts';
import { stockOf } from '../refunds/test-support.ts';
import { httpCarrier, runCarrierRound } from '../shipping/carrier-simulator.ts';
import { postCarrierEvent } from '../shipping/test-support.ts';
import { aDeliveredOrder, postReturn, runEvents, type UploadFile } from './test-support.ts';

const photoDir = mkdtempSync(path.join(os.tmpdir(), 'tendero-return-photos-'));
const ctx = useTestApp({ RETURN_PHOTO_DIR: photoDir });
const db = () => ctx.app.database.db;
let operator = '';

beforeAll(async () => {
  await seedCarriers(db());
  operator = await operatorCookie(ctx.app);
}, 60_000);

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: SHOP_ORIGIN, 'x-locale': 'en', cookie: operator },
    ...(payload === undefined ? {} : { payload }),
  });

const line = (position: number, quantity: number, reason = 'changed_mind') => ({
  position,
  quantity,
  reason,
});

async function aJpeg(options: { gps?: boolean; width?: number } = {}): Promise<Buffer> {
  const image = sharp({
    create: { width: options.width ?? 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  });
  return (
    options.gps
      ? image.withExif({
          IFD0: { Make: 'TestCam', Model: 'T1' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '52/1 31/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '13/1 24/1 0/1',
          },
        })
      : image
  )
    .jpeg()
    .toBuffer();
}

const jpegFile = (data: Buffer, filename = 'photo.jpg'): UploadFile => ({
  filename,
  contentType: 'image/jpeg',
  data,
});

async function returnCount(orderId: number): Promise<number> {
  const row = await db()
    .selectFrom('return_request')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST /v1/sending/returns/{orderReference}', () => {
  it('returns units of the signed-in customer’s delivered order, approved at once with its label', async () => {
    const order = await aDeliveredOrder(ctx.app, [
      { price: 1999, quantity: 2 },
      { price: 500, quantity: 1 },
    ]);
    const response = await postReturn(order.browser, order.reference, { lines: [line(1, 1, 'wrong_size')] });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      orderReference: order.reference,
      status: 'approved',
      lines: [{ position: 1, quantity: 1, reason: 'wrong_size', refund: { amount: 1999 } }],
      refund: { lines: { amount: 1999 }, shipping: { amount: 0 }, total: { amount: 1999 } },
      history: [{ status: 'requested' }, { status: 'approved' }],
      labels: [{ trackingNumber: expect.stringMatching(/^TE\d{9}DE$/), parcelStatus: 'label_created' }],
      withdrawalUid: null,
    });
    expect(created.returnUid).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const detail = (await order.browser.get(`/v1/me/orders/${order.reference}`)).json();
    expect(detail.returns.window).toMatchObject({
      days: 30,
      open: true,
      lines: [
        { position: 1, delivered: 2, returnable: 1 },
        { position: 2, delivered: 1, returnable: 1 },
      ],
    });
    expect(detail.returns.window.closesOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.returns.returns).toHaveLength(1);
    const mine = (await order.browser.get('/v1/me/returns')).json();
    expect(mine.items.map((item: { returnUid: string }) => item.returnUid)).toEqual([created.returnUid]);

    // The label: a PDF with the number, stored once.
    const [label] = created.labels;
    const pdf = await ctx.app.inject({ method: 'GET', url: label.href });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(label.trackingNumber);
    const again = await ctx.app.inject({ method: 'GET', url: label.href });
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // The label's mail, once, however often its handler runs.
    await runEvents(ctx.app);
    await runEvents(ctx.app);
    const mails = (await outbox(db(), 50, order.customer.email)).filter(
      (mail) => mail.template === 'return-approved',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(label.href);
    // The order confirmation named the withdrawal button, by its official label, and where it is.
    const confirmation = (await outbox(db(), 50, order.customer.email)).find(
      (mail) => mail.template === 'order-confirmation',
    );
    expect(confirmation?.text).toContain(`“${WITHDRAWAL_BUTTON.en.withdraw}”`);
    expect(confirmation?.text).toContain(`/en/account/orders/${order.reference}`);
  });

  it('refuses more units than were delivered and not returned, naming what is left', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1000, quantity: 3 }], {
      ship: [{ position: 1, quantity: 2 }],
    });
    const tooMany = await postReturn(order.browser, order.reference, { lines: [line(1, 3)] });
    expect(tooMany.statusCode, tooMany.body).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: RETURN_ERRORS.tooMany,
      details: [{ path: 'lines.0.quantity', params: { position: 1, available: 2, requested: 3 } }],
    });
    expect((await postReturn(order.browser, order.reference, { lines: [line(1, 2)] })).statusCode).toBe(201);
    const none = await postReturn(order.browser, order.reference, { lines: [line(1, 1)] });
    expect(none.statusCode).toBe(409);
    expect(none.json().details[0].params.available).toBe(0);
    const unknown = await postReturn(order.browser, order.reference, { lines: [line(9, 1)] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({
      path: 'lines.0.position',
      message: RETURN_ERRORS.unknownLine,
    });
  });

  it('answers 404 for another customer’s order and a guest with the wrong e-mail; a guest with the right one returns', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const stranger = await aSignedInCustomer(ctx.app);
    const foreign = await postReturn(stranger.browser, order.reference, { lines: [line(1, 1)] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RETURN_ERRORS.orderNotFound);
    const guest = new Browser(ctx.app);
    const wrong = await postReturn(guest, order.reference, {
      email: 'someone@example.com',
      lines: [line(1, 1)],
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(foreign.json());
    const unknown = await postReturn(guest, 'ZZZZ-ZZZZ', {
      email: order.customer.email,
      lines: [line(1, 1)],
    });
    expect(unknown.statusCode).toBe(404);
    const right = await postReturn(guest, order.reference, {
      email: order.customer.email.toUpperCase(),
      lines: [line(1, 1)],
    });
    expect(right.statusCode, right.body).toBe(201);
  });

  it('refuses a return past the window with the day it closed, and one before anything was delivered', async () => {
    const late = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }], { deliveredDaysAgo: 32 });
    const refused = await postReturn(late.browser, late.reference, { lines: [line(1, 1)] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      message: RETURN_ERRORS.windowClosed,
      details: [{ params: { closedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } }],
    });
    const inTime = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }], { deliveredDaysAgo: 28 });
    expect((await postReturn(inTime.browser, inTime.reference, { lines: [line(1, 1)] })).statusCode).toBe(
      201,
    );
    const onTheWay = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }], { deliver: false });
    const early = await postReturn(onTheWay.browser, onTheWay.reference, { lines: [line(1, 1)] });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(RETURN_ERRORS.notDelivered);
  });

  it('gives one of two simultaneous returns of the last unit, the other a 409', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const answers = await Promise.all([
      postReturn(order.browser, order.reference, { lines: [line(1, 1)] }),
      postReturn(order.browser, order.reference, { lines: [line(1, 1)] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await returnCount(order.order.id)).toBe(1);
  });

  it('keeps photos re-encoded without their location, and serves them and their thumbnails', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const withGps = await aJpeg({ gps: true });
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const created = await postReturn(order.browser, order.reference, { lines: [line(1, 1, 'damaged')] }, [
      jpegFile(withGps),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const [photo] = created.json().photos;
    const full = await ctx.app.inject({ method: 'GET', url: photo.href });
    expect(full.statusCode).toBe(200);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
    expect((await ctx.app.inject({ method: 'GET', url: photo.thumbnailHref })).statusCode).toBe(200);
  });

  it('refuses six photos, a text file named .jpg and a photo of 10 MB + 1 byte, creating nothing', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const jpeg = await aJpeg();
    const six = await postReturn(
      order.browser,
      order.reference,
      { lines: [line(1, 1)] },
      Array.from({ length: 6 }, (_, index) => jpegFile(jpeg, `p${index}.jpg`)),
    );
    expect(six.statusCode, six.body).toBe(400);
    expect(six.json().message).toBe(RETURN_ERRORS.photoTooMany);
    const text = await postReturn(order.browser, order.reference, { lines: [line(1, 1)] }, [
      jpegFile(Buffer.from('not a picture at all, just words'), 'holiday.jpg'),
    ]);
    expect(text.statusCode, text.body).toBe(400);
    expect(text.json().message).toBe(RETURN_ERRORS.photoType);
    const big = Buffer.concat([jpeg, Buffer.alloc(RETURN_PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    const tooLarge = await postReturn(order.browser, order.reference, { lines: [line(1, 1)] }, [
      jpegFile(big),
    ]);
    expect([400, 413]).toContain(tooLarge.statusCode);
    expect(tooLarge.json().message).toBe(RETURN_ERRORS.photoTooLarge);
    expect(await returnCount(order.order.id)).toBe(0);
    expect(await db().selectFrom('return_photo').select('id').execute()).not.toContainEqual(undefined);
  });

  it('refuses a request that is not multipart or whose JSON is bad', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const json = await order.browser.post(`/v1/sending/returns/${order.reference}`, { lines: [line(1, 1)] });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const bad = await postReturn(order.browser, order.reference, '{"lines": [');
    expect(bad.statusCode, bad.body).toBe(400);
    const invalid = await postReturn(order.browser, order.reference, { lines: [line(1, 0)] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details[0].path).toBe('request.lines.0.quantity');
  });
});

describe('GET /v1/sending/returns/{trackingNumber}/{toPostcode} and the return parcel', () => {
  it('shows the return by its parcel’s number and the order’s postcode, follows the carrier, without personal data', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const created = (await postReturn(order.browser, order.reference, { lines: [line(1, 1)] })).json();
    const [label] = created.labels;
    const postcode = ` ${order.postcode.toLowerCase()} `;
    const guest = new Browser(ctx.app);
    const found = await guest.get(
      `/v1/sending/returns/${label.trackingNumber}/${encodeURIComponent(postcode)}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ trackingNumber: label.trackingNumber, status: 'approved' });
    expect(found.body).not.toContain(order.customer.email);
    expect((await guest.get(`/v1/sending/returns/${label.trackingNumber}/99999`)).statusCode).toBe(404);
    // Not a parcel look-up: the return parcel is only found with its return.
    expect(
      (await guest.get(`/v1/sending/parcels/${label.trackingNumber}/${order.postcode}`)).statusCode,
    ).toBe(404);

    const moved = await postCarrierEvent(ctx.app, {
      eventId: `ret-${label.trackingNumber}-1`,
      trackingNumber: label.trackingNumber,
      status: 'in_transit',
      occurredAt: new Date().toISOString(),
      location: 'Leipzig',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runEvents(ctx.app);
    const onItsWay = (
      await guest.get(`/v1/sending/returns/${label.trackingNumber}/${order.postcode}`)
    ).json();
    expect(onItsWay).toMatchObject({ status: 'in_transit', parcelStatus: 'in_transit' });
    expect(onItsWay.events.at(-1)).toMatchObject({ status: 'in_transit', location: 'Leipzig' });
    // The order stays delivered: a return parcel is not its fulfilment.
    const detail = (await order.browser.get(`/v1/me/orders/${order.reference}`)).json();
    expect(detail.status).toBe('delivered');
    // No parcel mail for the return parcel's steps.
    const parcelMails = (await outbox(db(), 50, order.customer.email)).filter((mail) =>
      mail.template.startsWith('parcel-'),
    );
    expect(parcelMails.every((mail) => !mail.text.includes(label.trackingNumber))).toBe(true);
  });

  it('tells a return parcel’s steps as a parcel going back to the shop; an outgoing one keeps its own', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const [label] = (await postReturn(order.browser, order.reference, { lines: [line(1, 1)] })).json().labels;
    const steps = [
      { status: 'in_transit', location: 'Leipzig' },
      { status: 'exception', exception: 'attempt_failed' },
      { status: 'delivered' },
    ];
    for (const [index, step] of steps.entries()) {
      const moved = await postCarrierEvent(ctx.app, {
        eventId: `words-${label.trackingNumber}-${index}`,
        trackingNumber: label.trackingNumber,
        occurredAt: new Date().toISOString(),
        ...step,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await runEvents(ctx.app);
    const described = async (url: string, locale: string) => {
      const found = await ctx.app.inject({ url, headers: { 'x-locale': locale } });
      expect(found.statusCode, found.body).toBe(200);
      return found.json().events.map((event: { description: string }) => event.description);
    };
    const returnUrl = `/v1/sending/returns/${label.trackingNumber}/${order.postcode}`;
    expect(await described(returnUrl, 'de')).toEqual([
      'Das Rücksendeetikett wurde erstellt; geben Sie das Paket beim Versanddienstleister ab.',
      'Ihre Rücksendung ist auf dem Weg zu uns – zuletzt erfasst: Leipzig.',
      'Der Versanddienstleister konnte Ihre Rücksendung nicht bei uns zustellen und versucht es erneut.',
      'Ihre Rücksendung ist bei uns eingetroffen.',
    ]);
    expect((await described(returnUrl, 'el')).at(-1)).toBe('Η επιστροφή σας έφτασε σε εμάς.');
    expect((await described(returnUrl, 'en')).slice(-2)).toEqual([
      'The carrier could not deliver your return to us and will try again.',
      'Your return has reached us.',
    ]);
    // The order's own parcel, delivered to the customer, is still told as coming to them.
    const parcelUrl = `/v1/sending/parcels/${order.trackingNumber}/${order.postcode}`;
    const outgoing = [...(await described(parcelUrl, 'de')), ...(await described(parcelUrl, 'el'))];
    expect(outgoing).toContain('Das Paket wurde zugestellt.');
    expect(outgoing).toContain('Το δέμα παραδόθηκε.');
    expect(outgoing.filter((sentence: string) => /Rücksendung|επιστροφή/.test(sentence))).toEqual([]);
  });
});

describe('the carrier simulator', () => {
  it('brings a return parcel back to the shop; the return is on its way until an operator receives it', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1200, quantity: 1 }]);
    const created = (await postReturn(order.browser, order.reference, { lines: [line(1, 1)] })).json();
    const [label] = created.labels;
    const send = httpCarrier(
      await ctx.app.listen({ port: 0, host: '127.0.0.1' }),
      ctx.config.carrierWebhookSecret ?? '',
    );
    for (let round = 0; round < 6; round++) {
      expect((await runCarrierRound(db(), { seed: 'returns', send })).refused).toEqual([]);
      await runEvents(ctx.app);
    }
    const tracked = (
      await ctx.app.inject({ url: `/v1/sending/returns/${label.trackingNumber}/${order.postcode}` })
    ).json();
    expect(tracked).toMatchObject({ status: 'in_transit', parcelStatus: 'delivered' });
    expect(tracked.events.map((event: { status: string }) => event.status)).toContain('in_transit');
    const received = await admin('POST', `/v1/admin/returns/${created.returnUid}/receipt`, {
      lines: [{ position: 1, received: 1, damaged: 0 }],
    });
    expect(received.json().status).toBe('refunded');
  });
});

describe('the back office receives a return', () => {
  it('puts received units back to stock but not damaged ones, refunds once with a credit note and a mail', async () => {
    const order = await aDeliveredOrder(ctx.app, [
      { price: 2500, quantity: 2, stock: 5 },
      { price: 1000, quantity: 1, stock: 5 },
    ]);
    const [first, second] = order.products;
    const stockBefore = [await stockOf(ctx.app, first?.id ?? 0), await stockOf(ctx.app, second?.id ?? 0)];
    const created = (
      await postReturn(order.browser, order.reference, { lines: [line(1, 2), line(2, 1, 'damaged')] })
    ).json();
    const receipt = {
      lines: [
        { position: 1, received: 2, damaged: 1 },
        { position: 2, received: 1, damaged: 0 },
      ],
    };
    const url = `/v1/admin/returns/${created.returnUid}/receipt`;
    const [one, two] = await Promise.all([admin('POST', url, receipt), admin('POST', url, receipt)]);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    expect(one.json()).toMatchObject({
      status: 'refunded',
      lines: [
        { position: 1, received: 2, damaged: 1 },
        { position: 2, received: 1, damaged: 0 },
      ],
      refund: {
        total: { amount: order.order.total_amount },
        creditNote: { number: expect.stringMatching(/^CRN-/) },
      },
    });
    expect([await stockOf(ctx.app, first?.id ?? 0), await stockOf(ctx.app, second?.id ?? 0)]).toEqual([
      (stockBefore[0] ?? 0) + 1,
      (stockBefore[1] ?? 0) + 1,
    ]);
    const refunds = await db()
      .selectFrom('refund')
      .selectAll()
      .where('order_id', '=', order.order.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: 'return', status: 'succeeded' });
    // The whole order came back: the delivery charge too.
    expect(Number(refunds[0]?.shipping_amount)).toBe(order.order.shipping_amount);
    await runEvents(ctx.app);
    const mails = (await outbox(db(), 50, order.customer.email)).filter(
      (mail) => mail.template === 'refund-issued',
    );
    expect(mails).toHaveLength(1);
    const mine = (await order.browser.get('/v1/me/refunds')).json();
    expect(mine.items[0]).toMatchObject({
      kind: 'return',
      creditNote: { number: refunds[0]?.credit_note_number },
    });
  });

  it('takes a deduction with its reason off the refund, never more than the lines', async () => {
    const order = await aDeliveredOrder(ctx.app, [
      { price: 3000, quantity: 1 },
      { price: 1000, quantity: 1 },
    ]);
    const created = (await postReturn(order.browser, order.reference, { lines: [line(1, 1)] })).json();
    const url = `/v1/admin/returns/${created.returnUid}/receipt`;
    const lines = [{ position: 1, received: 1, damaged: 0 }];
    const tooMuch = await admin('POST', url, { lines, deduction: { amount: 3001, reason: 'Worn' } });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0]).toMatchObject({
      message: RETURN_ERRORS.deductionTooLarge,
      params: { max: 3000 },
    });
    const noReason = await admin('POST', url, { lines, deduction: { amount: 500 } });
    expect(noReason.statusCode).toBe(400);
    const taken = await admin('POST', url, {
      lines,
      deduction: { amount: 500, reason: 'Worn, the tag removed' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().refund).toMatchObject({
      lines: { amount: 3000 },
      deduction: { amount: 500 },
      deductionReason: 'Worn, the tag removed',
      total: { amount: 2500 },
    });
  });

  it('refuses units beyond the return and a receipt of nothing; rejects with a reason the customer is mailed', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1500, quantity: 2 }]);
    const created = (await postReturn(order.browser, order.reference, { lines: [line(1, 1)] })).json();
    const url = `/v1/admin/returns/${created.returnUid}/receipt`;
    expect((await admin('POST', url, { lines: [{ position: 1, received: 2, damaged: 0 }] })).statusCode).toBe(
      400,
    );
    expect((await admin('POST', url, { lines: [{ position: 1, received: 1, damaged: 2 }] })).statusCode).toBe(
      400,
    );
    expect((await admin('POST', url, { lines: [{ position: 1, received: 0, damaged: 0 }] })).statusCode).toBe(
      400,
    );
    const rejected = await admin('POST', `/v1/admin/returns/${created.returnUid}/rejection`, {
      reason: 'The parcel arrived empty.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The parcel arrived empty.',
    });
    expect((await admin('POST', url, { lines: [{ position: 1, received: 1, damaged: 0 }] })).statusCode).toBe(
      409,
    );
    await runEvents(ctx.app);
    const mail = (await outbox(db(), 50, order.customer.email)).find(
      (entry) => entry.template === 'return-rejected',
    );
    expect(mail?.text).toContain('The parcel arrived empty.');
    // Rejected units may be asked back again.
    expect((await postReturn(order.browser, order.reference, { lines: [line(1, 2)] })).statusCode).toBe(201);
    const list = (await admin('GET', '/v1/admin/returns?status=rejected')).json();
    expect(list.items.some((item: { returnUid: string }) => item.returnUid === created.returnUid)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/admin/returns' })).statusCode).toBe(401);
  });

  it('numbers the credit notes of returns without gaps', async () => {
    const numbers: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const order = await aDeliveredOrder(ctx.app, [{ price: 1100 + index, quantity: 1 }]);
      const created = (await postReturn(order.browser, order.reference, { lines: [line(1, 1)] })).json();
      const received = await admin('POST', `/v1/admin/returns/${created.returnUid}/receipt`, {
        lines: [{ position: 1, received: 1, damaged: 0 }],
      });
      numbers.push(received.json().refund.creditNote.number);
    }
    const sequences = numbers.map((number) => Number(number.split('-').at(-1)));
    expect(sequences).toEqual([sequences[0], (sequences[0] ?? 0) + 1, (sequences[0] ?? 0) + 2]);
  });
});

describe('POST /v1/sending/withdrawals', () => {
  it('takes a guest’s declaration for the whole order, opens the return with its label, acknowledges it at once', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 2000, quantity: 2 }], { locale: 'de' });
    const guest = new Browser(ctx.app, { locale: 'de' });
    const declared = await guest.post('/v1/sending/withdrawals', {
      name: 'Erika Musterfrau',
      orderReference: order.reference.toLowerCase(),
      email: order.customer.email,
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const withdrawal = declared.json();
    expect(withdrawal).toMatchObject({
      orderReference: order.reference,
      name: 'Erika Musterfrau',
      wholeOrder: true,
      lines: [{ position: 1, quantity: 2 }],
      return: {
        status: 'approved',
        refund: { lines: { amount: 4000 }, shipping: { amount: order.order.shipping_amount } },
      },
    });
    expect(withdrawal.return.withdrawalUid).toBe(withdrawal.withdrawalUid);
    await runEvents(ctx.app);
    await runEvents(ctx.app);
    const mails = (await outbox(db(), 50, order.customer.email)).filter(
      (mail) => mail.template === 'withdrawal-acknowledgement',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(order.reference);
    expect(mails[0]?.text).toContain(withdrawal.return.labels[0].href);
    // The label's own mail is not sent on top: the acknowledgement carries the label.
    expect(
      (await outbox(db(), 50, order.customer.email)).some((mail) => mail.template === 'return-approved'),
    ).toBe(false);
    const pdf = await guest.get(withdrawal.acknowledgementHref);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(order.reference);
    expect(WITHDRAWAL_BUTTON.de.confirm).toBeTruthy();
  });

  it('before delivery: the return waits as requested until an operator approves it after delivery', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 2000, quantity: 1 }], { deliver: false });
    const declared = await new Browser(ctx.app).post('/v1/sending/withdrawals', {
      name: 'Max Mustermann',
      orderReference: order.reference,
      email: order.customer.email,
      lines: [{ position: 1, quantity: 1 }],
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const ret = declared.json().return;
    expect(ret).toMatchObject({ status: 'requested', labels: [] });
    const early = await admin('POST', `/v1/admin/returns/${ret.returnUid}/approval`);
    expect(early.statusCode).toBe(409);
    await postCarrierEvent(ctx.app, {
      eventId: `del-${order.trackingNumber}`,
      trackingNumber: order.trackingNumber,
      status: 'delivered',
      occurredAt: new Date().toISOString(),
    });
    const approved = await admin('POST', `/v1/admin/returns/${ret.returnUid}/approval`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      labels: [{ parcelStatus: 'label_created' }],
    });
    await runEvents(ctx.app);
    expect(
      (await outbox(db(), 50, order.customer.email)).some((mail) => mail.template === 'return-approved'),
    ).toBe(true);
  });

  it('refuses a wrong e-mail as an unknown order, more units than bought, and past the window', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 2000, quantity: 1 }]);
    const guest = new Browser(ctx.app);
    const base = { name: 'A B', orderReference: order.reference, email: order.customer.email };
    expect(
      (await guest.post('/v1/sending/withdrawals', { ...base, email: 'x@example.com' })).statusCode,
    ).toBe(404);
    expect(
      (await guest.post('/v1/sending/withdrawals', { ...base, lines: [{ position: 1, quantity: 2 }] }))
        .statusCode,
    ).toBe(409);
    expect((await guest.post('/v1/sending/withdrawals', { ...base, name: '' })).statusCode).toBe(400);
    const late = await aDeliveredOrder(ctx.app, [{ price: 2000, quantity: 1 }], { deliveredDaysAgo: 40 });
    const closed = await guest.post('/v1/sending/withdrawals', {
      ...base,
      orderReference: late.reference,
      email: late.customer.email,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(RETURN_ERRORS.windowClosed);
  });
});

describe('POST /v1/sending/returnable', () => {
  it('shows a guest the order’s items and what can come back, with the right e-mail only', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 2000, quantity: 2 }]);
    const guest = new Browser(ctx.app);
    const found = await guest.post('/v1/sending/returnable', {
      orderReference: order.reference,
      email: order.customer.email,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      orderReference: order.reference,
      lines: [{ position: 1, quantity: 2, total: { amount: 4000 } }],
      returns: { window: { open: true, lines: [{ position: 1, returnable: 2 }] }, returns: [] },
    });
    const wrong = await guest.post('/v1/sending/returnable', {
      orderReference: order.reference,
      email: 'x@example.com',
    });
    expect(wrong.statusCode).toBe(404);
  });
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDayIn, REFUND_DUE_SOON_DAYS } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { aDeliveredOrder, postReturn } from './test-support.ts';

/**
 * The back office's returns of one order (the admin order page lists them) and the overview's refunds
 * due soon: returns not refunded whose refund is due within `REFUND_DUE_SOON_DAYS` days or overdue.
 */
const ctx = useTestApp({ RETURN_PHOTO_DIR: mkdtempSync(path.join(os.tmpdir(), 'tendero-return-photos-')) });
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

/** A delivered order of two units and a return of `quantity` of them. */
async function aReturn(quantity = 1) {
  const order = await aDeliveredOrder(ctx.app, [{ price: 1500, quantity: 2 }]);
  const response = await postReturn(order.browser, order.reference, {
    lines: [{ position: 1, quantity, reason: 'wrong_size' }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { order, returnUid: response.json().returnUid as string };
}

const uids = (body: { items: { returnUid: string }[] }) => body.items.map((item) => item.returnUid);

describe('GET /v1/admin/returns?order=', () => {
  it('lists only the returns of that order, newest first, with or without a state', async () => {
    const first = await aReturn(1);
    const second = await postReturn(first.order.browser, first.order.reference, {
      lines: [{ position: 1, quantity: 1, reason: 'damaged' }],
    });
    expect(second.statusCode, second.body).toBe(201);
    const other = await aReturn(1);

    const listed = await admin('GET', `/v1/admin/returns?order=${first.order.reference}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(uids(listed.json())).toEqual([second.json().returnUid, first.returnUid]);
    expect(listed.json().items[0]).toMatchObject({
      orderReference: first.order.reference,
      status: 'approved',
      units: 1,
    });
    // A reference typed in lower case is the same order.
    const lower = await admin('GET', `/v1/admin/returns?order=${first.order.reference.toLowerCase()}`);
    expect(uids(lower.json())).toEqual(uids(listed.json()));

    const rejected = await admin('POST', `/v1/admin/returns/${first.returnUid}/rejection`, {
      reason: 'Worn and washed.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const onlyRejected = await admin(
      'GET',
      `/v1/admin/returns?order=${first.order.reference}&status=rejected`,
    );
    expect(uids(onlyRejected.json())).toEqual([first.returnUid]);
    expect(uids((await admin('GET', `/v1/admin/returns?order=${other.order.reference}`)).json())).toEqual([
      other.returnUid,
    ]);
  });

  it('pages the order’s returns by cursor', async () => {
    const { order, returnUid } = await aReturn(1);
    const later = await postReturn(order.browser, order.reference, {
      lines: [{ position: 1, quantity: 1, reason: 'other' }],
    });
    const page1 = (await admin('GET', `/v1/admin/returns?order=${order.reference}&limit=1`)).json();
    expect(uids(page1)).toEqual([later.json().returnUid]);
    const page2 = (
      await admin('GET', `/v1/admin/returns?order=${order.reference}&limit=1&cursor=${page1.nextCursor}`)
    ).json();
    expect(uids(page2)).toEqual([returnUid]);
    expect(page2.nextCursor).toBeNull();
  });

  it('answers an order without returns with none, and refuses what is no reference', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 900, quantity: 1 }]);
    expect((await admin('GET', `/v1/admin/returns?order=${order.reference}`)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    const wrong = await admin('GET', '/v1/admin/returns?order=not-a-reference');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0]).toMatchObject({
      path: 'query.order',
      message: 'validation.string.orderReference',
    });
  });
});

describe('GET /v1/admin/dashboard: refunds due soon', () => {
  it('lists returns not refunded due within three days or overdue, soonest first, and no others', async () => {
    const today = calendarDayIn(new Date(), ctx.app.config.shop.timeZone);
    const dueOn = async (days: number) => {
      const created = await aReturn(1);
      await db()
        .updateTable('return_request')
        .set({ refund_due_by: addCalendarDays(today, days) })
        .where('uid', '=', created.returnUid)
        .execute();
      return created;
    };
    const overdue = await dueOn(-2);
    const lastDay = await dueOn(REFUND_DUE_SOON_DAYS);
    const later = await dueOn(REFUND_DUE_SOON_DAYS + 1);
    const refunded = await dueOn(0);
    const received = await admin('POST', `/v1/admin/returns/${refunded.returnUid}/receipt`, {
      lines: [{ position: 1, received: 1, damaged: 0 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const rejected = await dueOn(1);
    expect(
      (await admin('POST', `/v1/admin/returns/${rejected.returnUid}/rejection`, { reason: 'Not ours.' }))
        .statusCode,
    ).toBe(200);

    const response = await admin('GET', '/v1/admin/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const due: { returnUid: string; refundDueBy: string }[] = response.json().refundsDueSoon;
    const mine = due.filter((entry) =>
      [overdue, lastDay, later, refunded, rejected].some((one) => one.returnUid === entry.returnUid),
    );
    expect(mine.map((entry) => entry.returnUid)).toEqual([overdue.returnUid, lastDay.returnUid]);
    expect(mine[0]).toMatchObject({
      orderReference: overdue.order.reference,
      status: 'approved',
      units: 1,
      refundTotal: { amount: 1500, currency: 'EUR' },
      refundDueBy: addCalendarDays(today, -2),
      withdrawal: false,
    });
    expect(due.map((entry) => entry.refundDueBy)).toEqual(due.map((entry) => entry.refundDueBy).sort());
  });
});

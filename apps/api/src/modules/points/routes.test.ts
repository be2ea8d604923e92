import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  ADMIN_ERRORS,
  calendarDayIn,
  POINTS_ERRORS,
  startOfDayIn,
  type AdminCustomerPoints,
  type PointsBalance,
  type PointsConversion,
  type PointsConversionQuote,
  type PointsHistoryPage,
  type PointsStats,
} from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aProduct, aSignedInCustomer } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { SHOP_ORIGIN } from '../auth/test-support.ts';
import { auditTrailOf } from '../back-office/index.ts';
import { operatorCookie } from '../back-office/test-support.ts';
import { chooseAddressAndCarrier, payWithTestCard } from '../payments/checkout-test-support.ts';
import { aPaidOrder, runEvents } from '../refunds/test-support.ts';
import { aDeliveredOrder, postReturn } from '../returns/test-support.ts';
import { addCalendarMonths } from './ledger.ts';
import { runPointsRound } from './round.ts';
import { pointsStats } from './service.ts';

const ctx = useTestApp();
let operator = '';

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
  operator = await operatorCookie(ctx.app);
}, 60_000);

const zone = () => ctx.config.shop.timeZone;
const today = () => calendarDayIn(new Date(), zone());
/** Noon of a day in the shop's calendar: when a test runs the points round "on" that day. */
const noonOf = (day: string) => new Date(startOfDayIn(day, zone()).getTime() + 12 * 3_600_000);
const round = (day: string) => runPointsRound(ctx.app.database.db, ctx.config, noonOf(day));

const stats = async (browser: Browser) => {
  const response = await browser.get('/v1/me/points');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PointsStats;
};
const balance = async (browser: Browser) => {
  const response = await browser.get('/v1/me/points/balance');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PointsBalance;
};
const history = async (browser: Browser, query = '') => {
  const response = await browser.get(`/v1/me/points/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PointsHistoryPage;
};

const adminRequest = (method: 'GET' | 'POST', url: string, payload?: object, as: string | null = operator) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: SHOP_ORIGIN, 'x-locale': 'en', ...(as ? { cookie: as } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

const adjust = async (customerId: number, points: number, reason = 'Goodwill for a late parcel') => {
  const response = await adminRequest('POST', `/v1/admin/customers/${customerId}/points`, { points, reason });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminCustomerPoints;
};

const refundUnits = async (reference: string, lines: { position: number; quantity: number }[]) => {
  const response = await adminRequest('POST', `/v1/admin/orders/${reference}/refunds`, {
    requestId: randomUUID(),
    lines,
    shipping: false,
  });
  expect(response.statusCode, response.body).toBe(200);
  await runEvents(ctx.app);
};

const convert = (browser: Browser, points: number, key: string | null = randomUUID()) =>
  browser.request({
    method: 'POST',
    url: '/v1/me/points/convert',
    payload: { points },
    headers: key === null ? {} : { 'idempotency-key': key },
  });

/** A delivered order whose points are available now (delivered long enough ago, the round run today). */
async function availablePointsOrder(items: { price: number; quantity: number }[]) {
  const order = await aDeliveredOrder(ctx.app, items, { deliveredDaysAgo: 20 });
  await runEvents(ctx.app);
  await round(today());
  return order;
}

describe('earning points', () => {
  it('earns floor(items paid after discounts, without shipping, in euros) on a paid order, pending', async () => {
    // 2 × 19.99 € with 10 % off the cart: 35.98 € of items, shipping on top.
    const order = await aPaidOrder(ctx.app, [{ price: 1999, quantity: 2 }], { percentOff: 1000 });
    const itemsPaid = order.lines.reduce((sum, line) => sum + line.total, 0);
    expect(itemsPaid).toBe(3598);
    expect(order.order.shipping_amount).toBeGreaterThan(0);
    await runEvents(ctx.app);
    const points = await stats(order.browser);
    expect(points).toMatchObject({
      available: 0,
      pending: 35,
      earnedTotal: 35,
      redeemedTotal: 0,
      pendingOrders: [{ orderReference: order.reference, points: 35, availableOn: null }],
      expiringSoon: [],
      rules: { pointsPerEuro: 1, pointsPerVoucherEuro: 100, minimumConversion: 500, expireMonths: 24 },
    });
    // The handler runs at least once: a second run earns nothing more.
    const { followOrderPoints } = await import('./earning.ts');
    await followOrderPoints(ctx.app.database.db, ctx.config, order.order.id);
    expect((await balance(order.browser)).pending).toBe(35);
    expect((await history(order.browser)).items).toEqual([
      expect.objectContaining({
        kind: 'pending',
        pending: 35,
        available: 0,
        orderReference: order.reference,
      }),
    ]);
  });

  it('earns nothing on a zero-amount order', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 1 }], {
      percentOff: 10_000,
      freeShipping: true,
    });
    await runEvents(ctx.app);
    expect(await balance(order.browser)).toMatchObject({ available: 0, pending: 0 });
  });
});

describe('pending points become available', () => {
  it('on the day after the withdrawal period that follows the delivery, once, by the round', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 4250, quantity: 1 }]);
    await runEvents(ctx.app);
    const availableOn = addCalendarDays(today(), 15);
    expect((await stats(order.browser)).pendingOrders).toEqual([
      { orderReference: order.reference, points: 42, availableOn },
    ]);
    await round(addCalendarDays(availableOn, -1));
    expect(await balance(order.browser)).toMatchObject({ available: 0, pending: 42 });
    const first = await round(availableOn);
    expect(first.released).toBeGreaterThanOrEqual(42);
    expect(await balance(order.browser)).toMatchObject({ available: 42, pending: 0 });
    // Idempotent: the same day again, and a later day, release nothing more.
    await round(availableOn);
    await round(addCalendarDays(availableOn, 3));
    expect(await balance(order.browser)).toMatchObject({ available: 42, pending: 0 });
    const entries = (await history(order.browser)).items;
    expect(entries.map((entry) => entry.kind)).toEqual(['available', 'pending']);
    expect(entries[0]).toMatchObject({
      available: 42,
      pending: -42,
      expiresOn: addCalendarMonths(availableOn, 24),
    });
  });

  it('stays pending, without a date, while the order is not delivered', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 1500, quantity: 1 }], { deliver: false });
    await runEvents(ctx.app);
    await round(addCalendarDays(today(), 400));
    expect((await stats(order.browser)).pendingOrders).toEqual([
      { orderReference: order.reference, points: 15, availableOn: null },
    ]);
  });
});

describe('refunds reverse points', () => {
  it('proportionally, in whole points, from pending, adding up to what the order earned', async () => {
    // 3 × 3.33 €: 9 points; each unit refunded takes back 3.
    const order = await aDeliveredOrder(ctx.app, [{ price: 333, quantity: 3 }], { deliver: false });
    await runEvents(ctx.app);
    expect((await balance(order.browser)).pending).toBe(9);
    await refundUnits(order.reference, [{ position: 1, quantity: 1 }]);
    expect((await balance(order.browser)).pending).toBe(6);
    await refundUnits(order.reference, [{ position: 1, quantity: 2 }]);
    expect(await balance(order.browser)).toMatchObject({ pending: 0, available: 0 });
    const reversed = (await history(order.browser, '?kind=reversed')).items;
    expect(reversed.map((entry) => entry.pending)).toEqual([-6, -3]);
  });

  it('rounds so partial refunds never take more than earned: 3 × 0.99 € earn 2', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 99, quantity: 3 }], { deliver: false });
    await runEvents(ctx.app);
    expect((await balance(order.browser)).pending).toBe(2);
    await refundUnits(order.reference, [{ position: 1, quantity: 1 }]);
    // Keeps floor(2 × 198 / 297) = 1, then floor(2 × 99 / 297) = 0; the last unit has nothing left to take.
    expect((await balance(order.browser)).pending).toBe(1);
    await refundUnits(order.reference, [{ position: 1, quantity: 1 }]);
    expect((await balance(order.browser)).pending).toBe(0);
    await refundUnits(order.reference, [{ position: 1, quantity: 1 }]);
    expect((await balance(order.browser)).pending).toBe(0);
    expect((await history(order.browser, '?kind=reversed')).items.map((entry) => entry.pending)).toEqual([
      -1, -1,
    ]);
  });

  it('from the available balance once released, never below zero when already spent', async () => {
    const order = await availablePointsOrder([{ price: 1000, quantity: 3 }]);
    expect(await balance(order.browser)).toMatchObject({ available: 30, pending: 0 });
    await refundUnits(order.reference, [{ position: 1, quantity: 1 }]);
    expect((await balance(order.browser)).available).toBe(20);
    // 15 of the 20 go elsewhere; the next unit's 10 can only take the 5 left.
    await adjust(order.customer.id, -15, 'Spent at the shop counter');
    await refundUnits(order.reference, [{ position: 1, quantity: 1 }]);
    expect((await balance(order.browser)).available).toBe(0);
    const reversed = (await history(order.browser, '?kind=reversed')).items;
    expect(reversed.map((entry) => entry.available)).toEqual([-5, -10]);
  });

  it('on a received return, what its units earned', async () => {
    // 2 × 12.50 € with 20 % off: 20 € paid for items, 20 points; one unit back takes 10.
    const order = await aDeliveredOrder(ctx.app, [{ price: 1250, quantity: 2 }], { percentOff: 2000 });
    await runEvents(ctx.app);
    expect((await balance(order.browser)).pending).toBe(20);
    const created = await postReturn(order.browser, order.reference, {
      lines: [{ position: 1, quantity: 1, reason: 'changed_mind' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const received = await adminRequest('POST', `/v1/admin/returns/${created.json().returnUid}/receipt`, {
      lines: [{ position: 1, received: 1, damaged: 0 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    await runEvents(ctx.app);
    expect((await balance(order.browser)).pending).toBe(10);
    expect((await history(order.browser, '?kind=reversed')).items).toEqual([
      expect.objectContaining({ pending: -10, available: 0, orderReference: order.reference }),
    ]);
  });

  it('all of them when the order is cancelled', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 4999, quantity: 1 }]);
    await runEvents(ctx.app);
    expect((await balance(order.browser)).pending).toBe(49);
    const cancelled = await adminRequest('POST', `/v1/admin/orders/${order.reference}/cancel`, {
      reason: 'Customer asked',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runEvents(ctx.app);
    expect(await stats(order.browser)).toMatchObject({ pending: 0, available: 0, pendingOrders: [] });
  });

  it('leaves a refund of the shipping alone', async () => {
    const order = await aDeliveredOrder(ctx.app, [{ price: 2000, quantity: 1 }], { deliver: false });
    await runEvents(ctx.app);
    const response = await adminRequest('POST', `/v1/admin/orders/${order.reference}/refunds`, {
      requestId: randomUUID(),
      lines: [],
      shipping: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    await runEvents(ctx.app);
    expect((await balance(order.browser)).pending).toBe(20);
  });
});

describe('available points expire', () => {
  it('POINTS_EXPIRE_MONTHS after they became available, oldest first, once', async () => {
    const order = await availablePointsOrder([{ price: 3000, quantity: 1 }]);
    const released = (await history(order.browser, '?kind=available')).items[0];
    const expiresOn = released?.expiresOn ?? '';
    expect(expiresOn).toBe(addCalendarMonths(addCalendarDays(today(), -5), 24));
    // A newer lot of 20, then 10 spent: they come off the oldest lot, leaving 20 of it to expire.
    await adjust(order.customer.id, 20);
    await adjust(order.customer.id, -10, 'Correction');
    const soon = await pointsStats(
      ctx.app.database.db,
      ctx.config,
      order.customer.id,
      noonOf(addCalendarDays(expiresOn, -10)),
    );
    // Both lots expire within 30 days of that day: the adjustment's 24 months after today.
    const adjustedExpiry = addCalendarMonths(today(), 24);
    expect(soon.expiringSoon).toEqual([
      { points: 20, expiresOn },
      { points: 20, expiresOn: adjustedExpiry },
    ]);
    expect(soon.expiringSoonTotal).toBe(40);
    await round(addCalendarDays(expiresOn, -1));
    expect((await balance(order.browser)).available).toBe(40);
    await round(expiresOn);
    expect((await balance(order.browser)).available).toBe(20);
    await round(expiresOn);
    await round(addCalendarDays(expiresOn, 1));
    expect((await balance(order.browser)).available).toBe(20);
    expect((await history(order.browser, '?kind=expired')).items).toEqual([
      expect.objectContaining({ kind: 'expired', available: -20, pending: 0 }),
    ]);
  });
});

describe('converting points', () => {
  it('quotes without spending: whole steps, the minimum, the balance', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    await adjust(customer.id, 1000);
    const quote = async (points: number | string) => {
      const response = await browser.get(`/v1/me/points/convert?points=${points}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as PointsConversionQuote;
    };
    expect(await quote(650)).toEqual({
      requested: 650,
      points: 600,
      value: { amount: 600, currency: 'EUR' },
      minimum: 500,
      step: 100,
      available: 1000,
      convertible: true,
      problem: null,
    });
    expect(await quote(499)).toMatchObject({ points: 400, convertible: false, problem: 'belowMinimum' });
    expect(await quote(1200)).toMatchObject({ points: 1200, convertible: false, problem: 'notEnough' });
    expect((await browser.get('/v1/me/points/convert?points=0')).statusCode).toBe(400);
    expect((await browser.get('/v1/me/points/convert?points=abc')).statusCode).toBe(400);
    expect((await browser.get('/v1/me/points/convert')).statusCode).toBe(400);
    expect((await balance(browser)).available).toBe(1000);
  });

  it('makes a voucher for whole steps, and a replay of its Idempotency-Key answers the same', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    await adjust(customer.id, 1000);
    const key = randomUUID();
    const first = await convert(browser, 550, key);
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json() as PointsConversion;
    expect(made).toMatchObject({ points: 500, value: { amount: 500, currency: 'EUR' }, available: 500 });
    expect(made.code).toMatch(/^PTS-[A-Z2-9]{12}$/);
    expect(Date.parse(made.expiresAt)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const again = await convert(browser, 550, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(made);
    expect((await balance(browser)).available).toBe(500);
    const reused = await convert(browser, 700, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(POINTS_ERRORS.idempotencyKeyReused);
    expect(await stats(browser)).toMatchObject({ available: 500, redeemedTotal: 500 });
    expect((await history(browser, '?kind=redeemed')).items).toEqual([
      expect.objectContaining({ kind: 'redeemed', available: -500, voucherCode: made.code }),
    ]);
  });

  it('refuses below the minimum, beyond the balance, and without an Idempotency-Key', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    await adjust(customer.id, 800);
    const below = await convert(browser, 450);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      message: POINTS_ERRORS.belowMinimum,
      details: [{ path: 'points', params: { minimum: 500, step: 100 } }],
    });
    const beyond = await convert(browser, 900);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({
      message: POINTS_ERRORS.notEnough,
      details: [{ path: 'points', params: { available: 800 } }],
    });
    const keyless = await convert(browser, 500, null);
    expect(keyless.statusCode).toBe(400);
    expect((await convert(browser, 500, 'short')).statusCode).toBe(400);
    expect((await balance(browser)).available).toBe(800);
  });

  it('never spends more than the balance when two conversions come at once: one wins', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    await adjust(customer.id, 700);
    const answers = await Promise.all([convert(browser, 500), convert(browser, 500)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(POINTS_ERRORS.notEnough);
    expect((await balance(browser)).available).toBe(200);
    expect((await history(browser, '?kind=redeemed')).items).toHaveLength(1);
  });

  it('gives a voucher for this customer only, used by one order', async () => {
    const order = await aPaidOrder(ctx.app, [{ price: 1000, quantity: 1 }]);
    const { browser, customer, address } = order;
    await adjust(customer.id, 500);
    const made = (await convert(browser, 500)).json() as PointsConversion;
    // Signed out, the cart keeping it says to sign in.
    const { promotionIdByCode, cartPromotionRules } = await import('../promotions/index.ts');
    const voucherId = await promotionIdByCode(ctx.app.database.db, made.code, customer.id);
    expect(voucherId).not.toBeNull();
    expect(await promotionIdByCode(ctx.app.database.db, made.code, null)).toBeNull();
    const rules = await cartPromotionRules(ctx.app.database.db, 'en', {
      now: new Date().toISOString(),
      customerId: null,
      codedIds: [voucherId ?? 0],
    });
    expect(rules).toEqual([expect.objectContaining({ code: made.code, blocked: 'signInRequired' })]);
    // Someone else's cart does not know the code.
    const stranger = await aSignedInCustomer(ctx.app);
    const product = await aProduct(ctx.app, { price: 2500, stock: 10 });
    expect(
      (await stranger.browser.patch('/v1/cart', { productId: product.id, quantity: 1 })).statusCode,
    ).toBe(200);
    expect((await stranger.browser.patch('/v1/cart/rule', { code: made.code })).statusCode).toBe(404);
    // The customer's cart takes 5 € off with it, and the order is placed with it.
    expect((await browser.patch('/v1/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    await chooseAddressAndCarrier(browser, address.id);
    const applied = await browser.patch('/v1/cart/rule', { code: made.code.toLowerCase() });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = applied.json() as {
      rules: { code: string; applicable: boolean; discount: { amount: number } }[];
    };
    expect(cart.rules).toEqual([
      expect.objectContaining({
        code: made.code,
        applicable: true,
        discount: { amount: 500, currency: 'EUR' },
      }),
    ]);
    const paid = await payWithTestCard(browser, '4242424242424242');
    const placed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
    expect(placed.statusCode, placed.body).toBe(200);
    const second = await ctx.app.database.db
      .selectFrom('shop_order')
      .select(['discount_amount'])
      .where('reference', '=', placed.json().reference)
      .executeTakeFirstOrThrow();
    expect(second.discount_amount).toBe(500);
    // A second order: the code is used up.
    expect((await browser.patch('/v1/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    const reused = await browser.patch('/v1/cart/rule', { code: made.code });
    expect(reused.statusCode, reused.body).toBe(200);
    expect((reused.json() as { rules: unknown[] }).rules).toEqual([
      expect.objectContaining({
        code: made.code,
        applicable: false,
        reason: 'usedUp',
        discount: { amount: 0, currency: 'EUR' },
      }),
    ]);
    // No public page for it.
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/v1/promotions/voucher-${made.code.toLowerCase()}`,
    });
    expect(page.statusCode).toBe(404);
  });
});

describe('the history', () => {
  it('pages newest first by cursor and filters by kind', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    for (const points of [10, 20, 30]) await adjust(customer.id, points);
    await adjust(customer.id, -5, 'Correction');
    const first = await history(browser, '?limit=3');
    expect(first.items.map((entry) => entry.available)).toEqual([-5, 30, 20]);
    expect(first.items[0]).toMatchObject({ kind: 'adjusted', reason: 'Correction', expiresOn: null });
    expect(first.nextCursor).not.toBeNull();
    const next = await history(browser, `?limit=3&cursor=${first.nextCursor ?? ''}`);
    expect(next.items.map((entry) => entry.available)).toEqual([10]);
    expect(next.nextCursor).toBeNull();
    expect((await history(browser, '?kind=pending,redeemed')).items).toEqual([]);
    expect((await browser.get('/v1/me/points/history?kind=gift')).statusCode).toBe(400);
    expect((await browser.get('/v1/me/points/history?cursor=nonsense')).statusCode).toBe(400);
  });

  it('is for signed-in customers only', async () => {
    for (const url of [
      '/v1/me/points',
      '/v1/me/points/balance',
      '/v1/me/points/history',
      '/v1/me/points/convert?points=500',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'x-locale': 'en' } });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('operators adjust points', () => {
  it('with a reason, audited, never below zero', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    const url = `/v1/admin/customers/${customer.id}/points`;
    const added = await adjust(customer.id, 120, 'Welcome gift');
    expect(added.stats).toMatchObject({ available: 120, pending: 0 });
    expect(added.history[0]).toMatchObject({ kind: 'adjusted', available: 120, reason: 'Welcome gift' });
    const tooMuch = await adminRequest('POST', url, { points: -121, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ message: POINTS_ERRORS.adjustmentTooLarge });
    expect((await adminRequest('POST', url, { points: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await adminRequest('POST', url, { points: 5, reason: '' })).statusCode).toBe(400);
    expect((await adminRequest('POST', url, { points: 5, reason: 'x' }, null)).statusCode).toBe(401);
    const unknown = await adminRequest('POST', '/v1/admin/customers/99999999/points', {
      points: 5,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_ERRORS.customerNotFound);
    const read = await adminRequest('GET', url);
    expect(read.statusCode).toBe(200);
    expect((read.json() as AdminCustomerPoints).stats.available).toBe(120);
    expect((await balance(browser)).available).toBe(120);
    const trail = await auditTrailOf(ctx.app.database.db, 'customer', String(customer.id));
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'customer.adjustPoints',
        before: { available: 0, pending: 0 },
        after: { available: 120, pending: 0, reason: 'Welcome gift' },
      }),
    ]);
  });
});

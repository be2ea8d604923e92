import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatMoney } from '../packages/contract/src/money-format.ts';
import { formatShopDate } from '../packages/contract/src/time-format.ts';
import { aCustomerAt, anOperator, api, placeOrder, shipInOneParcel, unique } from './back-office.ts';
import { launch, screenshot, seriousViolations } from './browser.ts';
import { carrierDelivers, eventsHandled, rows } from './shop-data.ts';

/**
 * Loyalty points as a Finnish customer meets them on a 360 px phone: an order paid and delivered by
 * the carrier simulator earns points that wait on the points page with the day they become available;
 * the points round run for that day (as `npm run worker -- --points-at <day>` does) makes them
 * available; a double click on "convert" makes one voucher, which goes into the cart, shows in the
 * checkout's review and makes the next order cost less by its value.
 */

const shop = inject('shopUrl');
const databaseFile = inject('databaseFile');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fi = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/messages/fi/common.json'), 'utf8')) as Record<
  string,
  unknown
>;
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A Finnish text of the storefront by its dotted key, plurals and all. */
function say(key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fi);
  if (typeof found !== 'string') throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(found, 'fi').format(values));
}

/** One points round as on `day`, through the worker's command line. */
function pointsRoundOn(day: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/worker.ts', '--points-at', day], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${databaseFile}`,
      SESSION_SECRET: 'e'.repeat(40),
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
}

async function go(page: Page, to: string): Promise<void> {
  const response = await page.goto(`${shop}${to}`, { waitUntil: 'networkidle' });
  expect(response?.status(), to).toBe(200);
}

async function expectFitsAndAccessible(page: Page, name: string): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, name);
}

describe('loyalty points', () => {
  it('a Finnish customer at 360 px: points wait, become available, become a voucher once, and the next order costs less', async () => {
    // The dearest product in stock at 5 to 50 €, enough units for more than the 500 points one
    // conversion takes (1 point per euro, the default).
    const [product] = rows<{ id: number; price: number; stock: number }>(
      `select id, price, stock from product where active = 1 and stock >= 40 and price between 500 and 5000
       order by price desc, id limit 1`,
    );
    if (!product) throw new Error('no product in stock at 5 to 50 €');
    const quantity = Math.ceil(60_000 / product.price);
    expect(quantity).toBeLessThanOrEqual(product.stock - 2);

    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      locale: 'fi-FI',
      timezoneId: 'Europe/Helsinki',
    });
    const page = await context.newPage();
    const email = unique('points-fi');
    const addressId = await aCustomerAt(page, 'fi', email, 'points-secret-1', {
      firstName: 'Aino',
      lastName: 'Virtanen',
      countryIso: 'FI',
      address1: 'Mannerheimintie 1',
      postcode: '00100',
      city: 'Helsinki',
    });
    const reference = await placeOrder(page, 'fi', addressId, [{ productId: product.id, quantity }]);
    const [order] = rows<{ total_amount: number; shipping_amount: number; payment_fee_amount: number }>(
      'select total_amount, shipping_amount, payment_fee_amount from shop_order where reference = ?',
      reference,
    );
    if (!order) throw new Error(`no order ${reference}`);
    const earned = Math.floor((order.total_amount - order.shipping_amount - order.payment_fee_amount) / 100);
    expect(earned).toBeGreaterThanOrEqual(600);

    // The points page says them pending, before delivery without a day.
    await eventsHandled();
    await go(page, '/fi/account/points');
    const summary = page.locator('.points-summary');
    await summary.waitFor();
    expect(await summary.locator('div').nth(1).locator('dd').textContent()).toBe(
      say('points.count', { points: earned }),
    );

    // An operator ships the order; the carrier simulator delivers it.
    const operator = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await anOperator(operator);
    await carrierDelivers(
      await shipInOneParcel(operator, reference, [{ position: 1, quantity }]),
      'points-out',
    );
    await eventsHandled();
    const [due] = rows<{ available_on: string | null }>(
      'select available_on from points_order where order_reference = ?',
      reference,
    );
    const availableOn = due?.available_on;
    if (!availableOn) throw new Error(`the points of ${reference} have no day yet`);

    // Pending, with the day they become available, in Finnish.
    await go(page, '/fi/account/points');
    const pending = page.locator('.points-lines li', { hasText: reference });
    await pending.waitFor();
    expect(await pending.textContent()).toContain(
      say('points.pending.on', { date: formatShopDate('fi', `${availableOn}T12:00:00Z`, 'UTC') }),
    );
    await expectFitsAndAccessible(page, 'points-fi-360-pending');

    // The day before, nothing moves; on the day, they become available (other journeys' customers
    // may have points of their own released by the same rounds).
    const released = () =>
      rows<{ available: number }>(
        `select e.available from points_entry e join customer c on c.id = e.customer_id
         where c.email = ? and e.kind = 'available'`,
        email,
      );
    const before = new Date(`${availableOn}T12:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    expect(pointsRoundOn(before.toISOString().slice(0, 10))).toMatch(/^Points round for /);
    expect(released()).toEqual([]);
    expect(pointsRoundOn(availableOn)).toMatch(/^Points round for /);
    expect(released()).toEqual([{ available: earned }]);
    await go(page, '/fi/account/points');
    await summary.waitFor();
    expect(await summary.locator('.points-available strong').textContent()).toBe(
      say('points.count', { points: earned }),
    );

    // The field starts with all one conversion takes: whole hundreds. A double click converts once.
    const convertible = Math.floor(earned / 100) * 100;
    const value = { amount: convertible, currency: 'EUR' };
    const field = page.getByLabel(say('points.convert.field'));
    expect(await field.inputValue()).toBe(String(convertible));
    await page
      .locator('.points-worth', {
        hasText: say('points.convert.worth', {
          points: convertible,
          amount: formatMoney('fi', value),
        }),
      })
      .waitFor();
    await page.getByRole('button', { name: say('points.convert.submit') }).dblclick();
    const voucher = page.locator('.points-voucher');
    await voucher.waitFor();
    const code = ((await voucher.locator('code').textContent()) ?? '').trim();
    expect(code).not.toBe('');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(say('points.voucher.title'));
    const redeemed = rows<{ available: number }>(
      `select e.available from points_entry e join customer c on c.id = e.customer_id
       where c.email = ? and e.kind = 'redeemed'`,
      email,
    );
    expect(redeemed).toEqual([{ available: -convertible }]);
    await expectFitsAndAccessible(page, 'points-fi-360-voucher');

    // Into the cart, as the cart's code field would; then the next order's review shows it applied.
    await page.getByRole('button', { name: say('points.voucher.toCart') }).click();
    await page.getByText(say('points.voucher.inCart')).waitFor();
    await api(page, 'fi', 'PATCH', '/v1/cart', { productId: product.id, quantity });
    await go(page, '/fi/checkout');
    await page.locator('.checkout-carrier input:checked').waitFor();
    await page.getByRole('button', { name: say('checkout.delivery.continue') }).click();
    const applied = page.locator('.checkout-codes-applied li', { hasText: code });
    await applied.waitFor();
    expect(await applied.textContent()).toContain(
      say('cart.code.saves', { amount: formatMoney('fi', value) }),
    );
    await page.locator('.earn-points').waitFor();
    await expectFitsAndAccessible(page, 'points-fi-360-checkout');

    const form = page.locator('form.checkout-pay-form');
    await form.locator('input[name="number"]').fill('4242424242424242');
    await form.locator('input[name="expiry"]').fill('1234');
    await form.locator('input[name="cvc"]').fill('123');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/checkout\/confirmation\?/);
    const placed = page.locator('.checkout-reference-value');
    await placed.waitFor();
    const second = ((await placed.textContent()) ?? '').trim();
    const [cheaper] = rows<{ total_amount: number; shipping_amount: number; payment_fee_amount: number }>(
      'select total_amount, shipping_amount, payment_fee_amount from shop_order where reference = ?',
      second,
    );
    if (!cheaper) throw new Error(`no order ${second}`);
    // The same items, less the voucher's value.
    expect(cheaper.total_amount - cheaper.shipping_amount - cheaper.payment_fee_amount).toBe(
      order.total_amount - order.shipping_amount - order.payment_fee_amount - convertible,
    );
    await operator.close();
    await context.close();
  });
});

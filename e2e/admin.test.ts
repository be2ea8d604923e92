import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  anOperator,
  customerOrdersTwice,
  inviteOperator,
  OPERATOR_PASSWORD,
  productIn,
  shipInTwoParcels,
  twoProducts,
  unique,
  type CustomerOrders,
  type Product,
} from './back-office.ts';
import {
  adminMessages,
  expectNoSidewaysOverflow,
  launch,
  screenshot,
  seriousViolations,
  text,
} from './browser.ts';

/**
 * The back office as an operator meets it: invited on the command line (`npm run operator -- add`),
 * the password set through the one-time link, then orders a customer placed shipped in two parcels,
 * tracked, refunded (a double click refunds once) and cancelled, a product restocked and a support
 * message answered; in German at 1280 px, in Greek on a 360 px phone, with axe on every page. Each
 * journey places its own orders and invites its own operator, so it runs alone or in any order.
 */
const shop = inject('shopUrl');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let browser: Browser;

const de = adminMessages('de');
const el = adminMessages('el');

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width: number, locale: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
  return { context, page: await context.newPage() };
}

async function go(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
}

/** Serious accessibility problems of the page, none expected; and a screenshot for review. */
async function checkPage(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), name).toEqual([]);
  await expectNoSidewaysOverflow(page);
  await screenshot(page, name);
}

/** Signs in on the sign-in page the browser is on (or is sent to). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator('main form');
  await form.locator('input[type="email"]').fill(email);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** The figure of the overview under the heading `title`. */
const figure = (page: Page, title: string) =>
  page.locator('.admin-figure', { has: page.getByRole('heading', { name: title, exact: true }) });

describe('the back office', () => {
  it('a customer orders twice', async () => {
    await customerOrdersTwice(browser, twoProducts());
  });

  describe('with two orders of a customer of its own and their question', () => {
    let products: [Product, Product];
    let orders: CustomerOrders;
    beforeEach(async () => {
      products = twoProducts();
      orders = await customerOrdersTwice(browser, products);
    });

    it('in German at 1280 px: invited, signs in, ships in two parcels, tracks, refunds once and cancels', async () => {
      const [first, second] = products;
      const { shipped, cancelled } = orders;
      const operatorEmail = unique('olga');
      const token = inviteOperator(operatorEmail);
      const { context, page } = await newPage(1280, 'de-DE');

      // No session: the back office sends the operator to sign in, in the browser's language, unindexed.
      await page.goto(`${shop}/admin/orders`);
      await page.waitForURL(/\/admin\/sign-in\?next=%2Fadmin%2Forders$/);
      await page.getByRole('heading', { level: 1, name: text(de, 'signIn.title') }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      // The guard sends the operator on in the browser (router.replace): for a moment the page before
      // and the sign-in page may each have their robots tag in the head. Every one of them says noindex.
      const robots = await page
        .locator('meta[name="robots"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toContain('noindex');
      expect(await page.locator('.site-header').count()).toBe(0);
      await checkPage(page, 'admin-sign-in-de-1280');

      // The invitation's link: the password, which signs in.
      await go(page, `/admin/password?token=${encodeURIComponent(token)}`);
      await page.getByRole('heading', { level: 1, name: text(de, 'password.title') }).waitFor();
      await checkPage(page, 'admin-password-de-1280');
      const passwords = page.locator('main form input[type="password"]');
      await passwords.nth(0).fill(OPERATOR_PASSWORD);
      await passwords.nth(1).fill(OPERATOR_PASSWORD);
      await page.locator('main form button[type="submit"]').click();
      await page.waitForURL(/\/admin$/);
      await page.getByRole('heading', { level: 1, name: text(de, 'dashboard.title') }).waitFor();
      expect(await page.locator('.admin-operator').textContent()).toContain(operatorEmail);
      const awaiting = Number(
        await figure(page, text(de, 'dashboard.awaitingShipment'))
          .locator('.admin-figure-value')
          .textContent(),
      );
      expect(awaiting).toBeGreaterThanOrEqual(2);
      expect(
        await figure(page, text(de, 'dashboard.supportOpen')).locator('.admin-figure-value').textContent(),
      ).not.toBe('0');
      await checkPage(page, 'admin-dashboard-de-1280');

      // Signing out, a wrong password (the API's key in German), and in again.
      await page.getByRole('button', { name: text(de, 'shell.signOut') }).click();
      await page.waitForURL(/\/admin\/sign-in$/);
      await signIn(page, operatorEmail, 'not the password');
      const deCommon = JSON.parse(
        fs.readFileSync(path.join(root, 'apps/web/messages/de/common.json'), 'utf8'),
      );
      await page.getByRole('alert').filter({ hasText: deCommon.auth.credentials.invalid }).waitFor();
      await signIn(page, operatorEmail, OPERATOR_PASSWORD);
      await page.waitForURL(/\/admin$/);

      // The orders: found by reference.
      await page
        .getByRole('navigation', { name: text(de, 'shell.navLabel') })
        .getByRole('link', { name: text(de, 'shell.nav.orders') })
        .click();
      await page.waitForURL(/\/admin\/orders$/);
      await page.locator('.admin-table tbody tr').first().waitFor();
      await page.getByLabel(text(de, 'orders.search')).fill(shipped.toLowerCase());
      await page.getByRole('button', { name: text(de, 'orders.apply'), exact: true }).click();
      await page.waitForURL(new RegExp(`/admin/orders\\?q=${shipped.toLowerCase()}$`));
      await page.locator('.admin-table tbody tr').first().waitFor();
      expect(await page.locator('.admin-table tbody tr').count()).toBe(1);
      expect(await page.locator('.admin-table tbody tr .order-status').textContent()).toBe(
        text(de, 'status.paid'),
      );
      await checkPage(page, 'admin-orders-de-1280');

      // The order, shipped in two parcels: the second product goes in a parcel of its own.
      await page.getByRole('link', { name: shipped }).click();
      await page.waitForURL(new RegExp(`/admin/orders/${shipped}$`));
      await page
        .getByRole('heading', { level: 1, name: text(de, 'order.title', { reference: shipped }) })
        .waitFor();
      expect(await page.locator('section[aria-labelledby="order-lines-title"]').textContent()).toContain(
        first.name,
      );
      await checkPage(page, 'admin-order-de-1280');
      await page.getByRole('button', { name: text(de, 'ship.open') }).click();
      const ship = page.locator('form[aria-labelledby="ship-title"]');
      await ship.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('ship-title');
      await ship
        .locator('fieldset')
        .first()
        .getByLabel(text(de, 'ship.units', { name: second.name }))
        .fill('0');
      await ship.getByRole('button', { name: text(de, 'ship.addParcel') }).click();
      await ship
        .locator('fieldset')
        .nth(1)
        .getByLabel(text(de, 'ship.units', { name: second.name }))
        .fill('1');
      await checkPage(page, 'admin-ship-de-1280');
      await ship.getByRole('button', { name: text(de, 'ship.submit'), exact: true }).click();
      await page.locator('.admin-parcel').nth(1).waitFor();
      expect(await page.locator('.admin-parcel').count()).toBe(2);
      await page
        .locator('.order-detail-head .order-status', { hasText: text(de, 'status.shipped') })
        .waitFor();
      expect(await page.getByRole('button', { name: text(de, 'ship.open') }).count()).toBe(0);

      // Tracking: the first parcel is delivered; its label is a PDF.
      const parcel = page.locator('.admin-parcel').first();
      const label = await parcel.locator('a[type="application/pdf"]').getAttribute('href');
      const pdf = await page.request.get(`${shop}${label ?? ''}`);
      expect(pdf.status()).toBe(200);
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await parcel.getByRole('button', { name: text(de, 'event.markDelivered') }).click();
      await parcel.locator('.parcel-status', { hasText: text(de, 'parcelStatus.delivered') }).waitFor();

      // A refund of one unit: what goes back is shown before; two clicks in a row refund once.
      await page.getByRole('button', { name: text(de, 'refund.open') }).click();
      const refund = page.locator('form[aria-labelledby="refund-title"]');
      await refund.getByLabel(text(de, 'refund.unitsOf', { name: first.name })).fill('1');
      const amount = (await refund.locator('.admin-refund-sum dd').first().textContent()) ?? '';
      expect(amount).toMatch(/^\d+,\d{2}\s€$/);
      await checkPage(page, 'admin-refund-de-1280');
      const submit = refund.locator('button[type="submit"]');
      expect(await submit.textContent()).toBe(text(de, 'refund.submit', { amount }));
      await submit.evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      });
      const refunds = page.locator('section[aria-labelledby="order-refunds-title"] tbody tr');
      await refunds.first().waitFor();
      await page.waitForTimeout(1000);
      await page.reload({ waitUntil: 'networkidle' });
      await refunds.first().waitFor();
      expect(await refunds.count()).toBe(1);
      expect(await refunds.first().textContent()).toContain(amount);
      expect(
        await page.locator('section[aria-labelledby="order-audit-title"] tbody tr').count(),
      ).toBeGreaterThanOrEqual(2);
      await checkPage(page, 'admin-order-shipped-de-1280');

      // The second order, placed in Polish, names its carrier in the operator's German; it is cancelled,
      // after the confirm step.
      await go(page, `/admin/orders/${cancelled}`);
      const detail = (await page.locator('main').textContent()) ?? '';
      expect(detail).toContain('Standardversand');
      expect(detail).not.toContain('Dostawa standardowa');
      await page.getByRole('button', { name: text(de, 'cancel.open') }).click();
      const cancel = page.locator('form[aria-labelledby="cancel-title"]');
      await cancel
        .getByRole('heading', { name: text(de, 'cancel.title', { reference: cancelled }) })
        .waitFor();
      await checkPage(page, 'admin-cancel-de-1280');
      await cancel.getByRole('button', { name: text(de, 'cancel.confirm') }).click();
      await page
        .locator('.order-detail-head .order-status', { hasText: text(de, 'status.cancelled') })
        .waitFor();
      await page
        .locator('section[aria-labelledby="order-refunds-title"] tbody tr', {
          hasText: text(de, 'refunds.kinds.cancellation'),
        })
        .waitFor();
      await context.close();
    });

    it('in Greek on a 360 px phone: the language picker, a restock, a support reply and an order', async () => {
      const [first] = products;
      const { customerEmail, shipped } = orders;
      // An operator of its own, who has shipped the German order in two parcels.
      const office = await browser.newContext();
      const operatorEmail = await anOperator(office);
      await shipInTwoParcels(office, shipped, products);
      await office.close();

      const { context, page } = await newPage(360, 'en-GB');
      await page.goto(`${shop}/admin`);
      await page.waitForURL(/\/admin\/sign-in/);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.getByLabel('Language').selectOption('el');
      await page.getByRole('button', { name: 'Change' }).click();
      await page.getByRole('heading', { level: 1, name: text(el, 'signIn.title') }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('el');
      await checkPage(page, 'admin-sign-in-el-360');
      await signIn(page, operatorEmail, OPERATOR_PASSWORD);
      await page.waitForURL(/\/admin$/);
      await page.getByRole('heading', { level: 1, name: text(el, 'dashboard.title') }).waitFor();
      await checkPage(page, 'admin-dashboard-el-360');

      // A restock, kept; the product found by its SKU, named in Greek.
      const { sku, name } = productIn(first.id, 'el');
      await go(page, `/admin/products?q=${encodeURIComponent(sku)}`);
      const row = page.locator('.admin-products tbody tr', { hasText: name }).first();
      await row.waitFor();
      await checkPage(page, 'admin-products-el-360');
      await row.getByLabel(text(el, 'products.stockOf', { name })).fill('77');
      await row.getByRole('button', { name: new RegExp(text(el, 'products.save')) }).click();
      await page.locator('.toast', { hasText: name }).waitFor();
      await page.reload({ waitUntil: 'networkidle' });
      await row.waitFor();
      expect(await row.getByLabel(text(el, 'products.stockOf', { name })).inputValue()).toBe('77');

      // The customer's Greek question, answered: it leaves the open messages.
      await go(page, '/admin/support');
      const message = page.locator('.admin-message', { hasText: shipped });
      await message.waitFor();
      await checkPage(page, 'admin-support-el-360');
      await message.getByLabel(text(el, 'support.reply')).fill('Το δέμα σας είναι καθ’ οδόν.');
      await message.getByRole('button', { name: text(el, 'support.send') }).click();
      await page.locator('.toast', { hasText: text(el, 'support.sent', { email: customerEmail }) }).waitFor();
      await expect.poll(() => page.locator('.admin-message', { hasText: shipped }).count()).toBe(0);
      await go(page, '/admin/support?all=1');
      await page.locator('.admin-message', { hasText: shipped }).locator('.admin-reply').waitFor();

      // The shipped order on a phone: its tables scroll in their boxes, the page does not.
      await go(page, `/admin/orders/${shipped}`);
      await page
        .getByRole('heading', { level: 1, name: text(el, 'order.title', { reference: shipped }) })
        .waitFor();
      expect(await page.locator('.admin-parcel').count()).toBe(2);
      await checkPage(page, 'admin-order-el-360');
      await page.getByRole('button', { name: text(el, 'refund.open') }).click();
      await page.locator('form[aria-labelledby="refund-title"]').waitFor();
      await checkPage(page, 'admin-refund-el-360');
      await context.close();
    });
  });
});

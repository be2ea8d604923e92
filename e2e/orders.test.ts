import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, assert, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, registerCustomer, screenshot, seriousViolations } from './browser.ts';

/**
 * "My orders" as a customer meets it: orders placed through the API with the page's own cookies
 * (the offline test provider, the worker issuing invoices), then the list, one order, its invoice,
 * "order again" and somebody else's order, in Greek on a phone and in German on a wide screen.
 */
const shop = inject('shopUrl');
const screenshots = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const databaseFile = inject('databaseFile');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  return { context, page: await context.newPage() };
}

async function go(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(status);
}

/** How far the page reaches past the viewport's right edge, with what sticks out. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(overflow, culprits.join(', ')).toBe(0);
}

interface Product {
  id: number;
  name: string;
}

/** Products in stock with a picture, named in `locale`, cheapest first. */
function productsInStock(locale: string, count: number): Product[] {
  const db = new Database(databaseFile, { readonly: true });
  const rows = db
    .prepare(
      `select p.id, t.name from product p join product_translation t on t.product_id = p.id
       where p.active = 1 and p.stock >= 40 and p.price between 500 and 5000 and t.locale = ?
         and exists (select 1 from product_image i where i.product_id = p.id)
       order by p.price, p.id limit ?`,
    )
    .all(locale, count) as Product[];
  db.close();
  return rows;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * The API through the shop's `/v1`, with the page's cookies and the shop's Origin, in `locale`; an
 * expired access token (5 s in the journeys) is refreshed once, as the storefront's client does.
 */
async function api<T>(page: Page, locale: string, method: string, path: string, data?: unknown): Promise<T> {
  const send = () =>
    page.request.fetch(`${shop}${path}`, {
      method,
      headers: { origin: shop, 'x-locale': locale },
      ...(data === undefined ? {} : { data }),
    });
  let response = await send();
  if (response.status() === 401) {
    const refreshed = await page.request.post(`${shop}/v1/auth/refresh`, { headers: { origin: shop } });
    expect(refreshed.status(), 'refresh').toBe(204);
    response = await send();
  }
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Places `count` orders of one unit of `product` each, paid with 4242…; answers their references. */
async function placeOrders(page: Page, locale: string, product: Product, count: number): Promise<string[]> {
  const address = await api<{ id: number }>(page, locale, 'POST', '/v1/me/addresses', {
    type: 'delivery',
    firstName: 'Ana',
    lastName: 'Silva',
    countryIso: 'DE',
    address1: 'Hauptstraße 1',
    postcode: '10115',
    city: 'Berlin',
  });
  const references: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await api(page, locale, 'PATCH', '/v1/cart', { productId: product.id, quantity: index === 0 ? 2 : 1 });
    await api(page, locale, 'POST', '/v1/cart/address', {
      addressDeliveryId: address.id,
      addressInvoiceId: address.id,
    });
    const carriers = await api<{ items: { id: number }[] }>(page, locale, 'GET', '/v1/cart/carriers');
    await api(page, locale, 'POST', '/v1/cart/carriers', { carrierMethodId: carriers.items[0]?.id });
    const intent = await api<{ intentId: string; clientSecret: string }>(
      page,
      locale,
      'GET',
      '/v1/orders/stripe/payment-intent',
    );
    await api(page, locale, 'POST', `/v1/payments/test/intents/${intent.intentId}/confirm`, {
      clientSecret: intent.clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const placed = await api<{ reference: string }>(
      page,
      locale,
      'GET',
      `/v1/orders/stripe/confirmation?payment_intent=${intent.intentId}`,
    );
    references.push(placed.reference);
  }
  return references;
}

/** The share of a PNG's pixels that are not white, measured by drawing it in the browser. */
async function inkShare(png: Buffer): Promise<number> {
  const page = await browser.newPage();
  const share = await page.evaluate(
    async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let inked = 0;
      for (let index = 0; index < pixels.length; index += 4) {
        if ((pixels[index] ?? 255) + (pixels[index + 1] ?? 255) + (pixels[index + 2] ?? 255) < 720)
          inked += 1;
      }
      return inked / (pixels.length / 4);
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  await page.close();
  return share;
}

/**
 * Downloads the order's invoice through its link and checks it: a PDF naming the order or the
 * invoice, whose first page (drawn by poppler's pdftoppm, kept for review) is not blank.
 */
async function checkInvoice(page: Page, reference: string, name: string): Promise<void> {
  const link = page.locator('.order-documents a[href*="/document/invoice/"]');
  await link.waitFor({ timeout: 45_000 });
  const number = ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '';
  expect(number).toMatch(/^INV-\d{4}-\d{6,9}$/);
  expect(await link.textContent()).toContain(number);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-invoice-'));
  const file = path.join(dir, 'invoice.pdf');
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text.includes(reference) || text.includes(number), text.slice(0, 400)).toBe(true);
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
  const image = fs.readdirSync(dir).find((entry) => entry.endsWith('.png'));
  expect(image).toBeDefined();
  const png = fs.readFileSync(path.join(dir, image ?? ''));
  fs.mkdirSync(screenshots, { recursive: true });
  fs.copyFileSync(path.join(dir, image ?? ''), path.join(screenshots, `${name}.png`));
  const ink = await inkShare(png);
  expect(ink).toBeGreaterThan(0.01);
  expect(ink).toBeLessThan(0.6);
  fs.rmSync(dir, { recursive: true, force: true });
}

const headerCount = (page: Page) => page.locator('.header-cart .count');

describe('my orders', () => {
  it('in Greek on a 360 px phone: the list, the order, its invoice as PDF and order again', async () => {
    const [product] = productsInStock('el', 1);
    assert(product, 'a product in stock at 5 to 50 €, with a picture, named in Greek');
    const { context, page } = await newPage(360);
    await registerCustomer(page, `${shop}/el`, unique('orders-el'), 'orders-secret');
    const [reference = ''] = await placeOrders(page, 'el', product, 1);
    expect(reference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    await go(page, '/el/account/orders');
    await page.locator('.order-card').first().waitFor();
    expect(await page.locator('h1').textContent()).toBe('Οι παραγγελίες σας');
    expect(await page.locator('.account-nav a[aria-current="page"]').textContent()).toBe('Παραγγελίες');
    const card = page.locator('.order-card', { hasText: reference });
    expect(await card.locator('h2').textContent()).toBe(`Παραγγελία ${reference}`);
    expect(await card.locator('.order-status').textContent()).toBe('Πληρώθηκε');
    expect(await card.locator('.order-facts').textContent()).toContain('2 τεμάχια');
    expect(await card.locator('.order-facts').textContent()).toMatch(/\d,\d{2}\s€/);
    expect(await page.getByRole('button', { name: 'Εμφάνιση περισσότερων παραγγελιών' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'orders-list-el-360');

    await Promise.all([
      page.waitForURL(new RegExp(`/el/account/orders/${reference}$`)),
      card.getByRole('link').click(),
    ]);
    await page.locator('.order-line').first().waitFor();
    expect(await page.locator('h1').textContent()).toBe(`Παραγγελία ${reference}`);
    const line = page.locator('.order-line', { hasText: product.name });
    expect(await line.locator('.order-line-facts').textContent()).toContain('Ποσότητα2');
    // Ordered in Greek, read in Greek: the name leads to the product.
    expect(await line.locator('.order-line-name a').count()).toBe(1);
    expect(await page.locator('.order-totals').textContent()).toMatch(/ΦΠΑ/);
    expect(await page.locator('.postal-address').first().textContent()).toContain('10115 Berlin');
    expect(await page.locator('.order-detail').textContent()).toContain('Πληρωμή με κάρτα');
    const steps = page.locator('ol.order-timeline li');
    expect(await steps.count()).toBeGreaterThanOrEqual(1);
    expect(await steps.first().locator('.order-timeline-status').textContent()).toBe('Πληρώθηκε');
    expect(await steps.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await checkInvoice(page, reference, 'invoice-el');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'order-detail-el-360');

    // Order again: the cart was emptied by the order; now it holds the two units again.
    expect(await headerCount(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Παραγγείλετε ξανά' }).click();
    const notice = page.locator('.order-again-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`2 × ${product.name}`);
    await headerCount(page).filter({ hasText: '2' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('order-again-notice'))).toBe(
      true,
    );
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'order-again-el-360');
    await Promise.all([page.waitForURL(/\/el\/cart$/), notice.getByRole('link').click()]);
    await page.locator('.cart-line', { hasText: product.name }).waitFor();
    await context.close();
  });

  describe('beside somebody else’s order', () => {
    let otherReference = '';
    beforeEach(async () => {
      const [product] = productsInStock('el', 1);
      assert(product, 'a product in stock at 5 to 50 €, with a picture, named in Greek');
      const { context, page } = await newPage(360);
      await registerCustomer(page, `${shop}/el`, unique('orders-other'), 'orders-secret');
      [otherReference = ''] = await placeOrders(page, 'el', product, 1);
      await context.close();
      expect(otherReference).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    });

    it('in German at 1280 px: empty at first, then ten orders a page and more, invoice, order again and nobody else’s order', async () => {
      const [product] = productsInStock('de', 2).slice(-1);
      assert(product, 'two products in stock at 5 to 50 €, with a picture, named in German');
      const { context, page } = await newPage(1280);
      await registerCustomer(page, `${shop}/de`, unique('orders-de'), 'orders-secret');

      await go(page, '/de/account/orders');
      const empty = page.locator('.orders-empty');
      await empty.waitFor();
      expect(await empty.locator('p').textContent()).toBe('Sie haben noch nichts bestellt.');
      expect(await empty.getByRole('link', { name: 'Jetzt einkaufen' }).getAttribute('href')).toBe('/de');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'orders-empty-de-1280');

      const references = await placeOrders(page, 'de', product, 11);
      await go(page, '/de/account/orders');
      await page.locator('.order-card').first().waitFor();
      expect(await page.locator('.order-card').count()).toBe(10);
      // Newest first: the first order is the one "more" brings.
      expect(await page.locator('.order-card h2').first().textContent()).toBe(
        `Bestellung ${references.at(-1) ?? ''}`,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'orders-list-de-1280');
      await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).click();
      await page.locator('.order-card').nth(10).waitFor();
      expect(await page.locator('.order-card').count()).toBe(11);
      expect(await page.getByRole('button', { name: 'Weitere Bestellungen anzeigen' }).count()).toBe(0);
      const first = references[0] ?? '';
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Bestellung ${first}`);
      expect(
        await page.locator('.order-card', { hasText: first }).locator('.order-facts').textContent(),
      ).toContain('2 Artikel');

      await Promise.all([
        page.waitForURL(new RegExp(`/de/account/orders/${first}$`)),
        page.locator('.order-card', { hasText: first }).getByRole('link').click(),
      ]);
      await page.locator('.order-line').first().waitFor();
      expect(await page.locator('h1').textContent()).toBe(`Bestellung ${first}`);
      expect(await page.locator('.account-nav a[aria-current="true"]').textContent()).toBe('Bestellungen');
      expect(await page.locator('.order-detail').textContent()).toContain('Lieferadresse');
      expect(await page.locator('.order-timeline time').first().textContent()).toMatch(/\d{4}/);
      await checkInvoice(page, first, 'invoice-de');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'order-detail-de-1280');

      await page.getByRole('button', { name: 'Erneut bestellen' }).click();
      await page.locator('.order-again-notice', { hasText: `2 × ${product.name}` }).waitFor();
      await headerCount(page).filter({ hasText: '2' }).waitFor();
      expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('Warenkorb, 2 Artikel');
      await screenshot(page, 'order-again-de-1280');

      // Somebody else's order, and a reference no order can have: the German "not found" page, shown
      // once the account has the browser's session (its pages are rendered there, so the answer is 200).
      await go(page, `/de/account/orders/${otherReference}`);
      await page.locator('h1', { hasText: 'Seite nicht gefunden' }).waitFor();
      expect(await page.locator('.order-detail').count()).toBe(0);
      await screenshot(page, 'order-not-found-de-1280');
      await go(page, '/de/account/orders/nicht-da');
      await page.locator('h1', { hasText: 'Seite nicht gefunden' }).waitFor();
      expect(await page.title()).toContain('Seite nicht gefunden');
      await context.close();
    });
  });
});

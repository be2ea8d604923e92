import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { inviteOperator, setPassword } from '../apps/api/src/modules/back-office/operator-accounts.ts';
import { testConfig } from '../apps/api/src/test/app.ts';
import { httpCarrier, runCarrierRound } from '../apps/api/src/modules/shipping/carrier-simulator.ts';
import { formatShopDateTime } from '../packages/contract/src/time-format.ts';
import { adminMessages, launch, registerCustomer, screenshot, seriousViolations, text } from './browser.ts';
import { eventsHandled, mailsTo } from './shop-data.ts';

/**
 * Tracking a parcel as a shopper meets it: an order placed in Greek to Athens, shipped by an operator
 * through the back office's API and moved on by hand, then looked up on a 360 px phone by the form
 * (number typed in groups and lower case) and by the mails' link, with a wrong postcode in between,
 * and opened from the order's page; the journey across both sides (a shopper orders, an operator
 * ships two parcels in the back office, a guest tracks one in Greek, the carrier simulator delivers
 * both, the mails go out, the operator refunds a line and the customer downloads the credit note); the
 * German page of a parcel that met a problem; the same times, in the shop's zone, on every page and in
 * the mails for browsers in UTC and in Tokyo.
 */
const shop = inject('shopUrl');
const apiUrl = inject('apiUrl');
const carrierSecret = inject('carrierSecret');
const databaseFile = inject('databaseFile');
const en = adminMessages('en');
/** The shop's time zone in the journeys (SHOP_TIME_ZONE unset: the default). */
const SHOP_ZONE = 'Europe/Berlin';
const OPERATOR = { email: `tracking.${Date.now()}@example.com`, password: 'operator password 1' };
let browser: Browser;
let operator: BrowserContext;

/** An operator made as `npm run operator -- add` does, who set a password from the invite and is signed in. */
async function signedInOperator(): Promise<BrowserContext> {
  const database = openDatabase({ dialect: 'sqlite', file: databaseFile });
  try {
    const config = testConfig({ dialect: 'sqlite', file: databaseFile });
    const invite = await inviteOperator(database.db, config, { email: OPERATOR.email });
    const token = new URL(invite.link).searchParams.get('token') ?? '';
    await setPassword(database.db, { token, password: OPERATOR.password });
  } finally {
    await database.destroy();
  }
  const context = await browser.newContext();
  await call(context.request, 'POST', '/v1/admin/auth/login', {
    email: OPERATOR.email,
    password: OPERATOR.password,
  });
  return context;
}

beforeAll(async () => {
  browser = await launch();
  operator = await signedInOperator();
});
afterAll(async () => {
  await operator?.close();
  await browser?.close();
});

/** The API through the shop's `/v1`, with the context's cookies and the shop's Origin, in `locale`. */
async function call<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  data?: unknown,
  locale = 'el',
): Promise<T> {
  const send = () =>
    request.fetch(`${shop}${path}`, {
      method,
      headers: { origin: shop, 'x-locale': locale },
      ...(data === undefined ? {} : { data }),
    });
  let response = await send();
  // Access tokens last 5 s in the journeys: renewed once, as the storefront's client does.
  if (response.status() === 401 && !path.startsWith('/v1/admin')) {
    const refreshed = await request.post(`${shop}/v1/auth/refresh`, { headers: { origin: shop } });
    expect(refreshed.status(), 'refresh').toBe(204);
    response = await send();
  }
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function newPage(width: number, timezoneId: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, timezoneId });
  return { context, page: await context.newPage() };
}

async function go(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
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

/** Products with plenty in stock, cheap enough for any carrier's weight and price limits, cheapest first. */
function productsInStock(count: number): { id: number }[] {
  const db = new Database(databaseFile, { readonly: true });
  const rows = db
    .prepare(
      `select id from product where active = 1 and stock >= 40 and price between 500 and 5000
       order by price, id limit ?`,
    )
    .all(count) as { id: number }[];
  db.close();
  expect(rows).toHaveLength(count);
  return rows;
}

/** The names of an order's lines, as bought (in the order's language). */
function lineNames(reference: string): string[] {
  const db = new Database(databaseFile, { readonly: true });
  const rows = db
    .prepare(
      `select l.name from order_line l join shop_order o on o.id = l.order_id
       where o.reference = ? order by l.position`,
    )
    .all(reference) as { name: string }[];
  db.close();
  return rows.map((row) => row.name);
}

interface Placed {
  reference: string;
  carrierMethodId: number;
}

/**
 * An order to the address given, paid with 4242…, with the page's cookies: two units of a product in
 * stock, or the lines given.
 */
async function placeOrder(
  page: Page,
  locale: string,
  delivery: { countryIso: string; postcode: string; city: string; state?: string },
  lines: { productId: number; quantity: number }[] = [
    { productId: productsInStock(1)[0]?.id ?? 0, quantity: 2 },
  ],
): Promise<Placed> {
  const request = page.request;
  const { state, ...where } = delivery;
  let stateId: number | undefined;
  if (state) {
    const states = await call<{ items: { id: number; name: string }[] }>(
      request,
      'GET',
      `/v1/geo/countries/${delivery.countryIso}/states`,
      undefined,
      locale,
    );
    stateId = states.items.find((candidate) => candidate.name === state)?.id;
    expect(stateId, state).toBeDefined();
  }
  const address = await call<{ id: number }>(
    request,
    'POST',
    '/v1/me/addresses',
    { type: 'delivery', firstName: 'Ana', lastName: 'Silva', address1: 'Οδός Ερμού 12', ...where, stateId },
    locale,
  );
  for (const line of lines) await call(request, 'PATCH', '/v1/cart', line, locale);
  await call(
    request,
    'POST',
    '/v1/cart/address',
    { addressDeliveryId: address.id, addressInvoiceId: address.id },
    locale,
  );
  const carriers = await call<{ items: { id: number }[] }>(
    request,
    'GET',
    '/v1/cart/carriers',
    undefined,
    locale,
  );
  const carrierMethodId = carriers.items[0]?.id ?? 0;
  await call(request, 'POST', '/v1/cart/carriers', { carrierMethodId }, locale);
  const intent = await call<{ intentId: string; clientSecret: string }>(
    request,
    'GET',
    '/v1/orders/stripe/payment-intent',
    undefined,
    locale,
  );
  await call(
    request,
    'POST',
    `/v1/payments/test/intents/${intent.intentId}/confirm`,
    { clientSecret: intent.clientSecret, number: '4242424242424242', expiry: '12/34', cvc: '123' },
    locale,
  );
  const placed = await call<{ reference: string }>(
    request,
    'GET',
    `/v1/orders/stripe/confirmation?payment_intent=${intent.intentId}`,
    undefined,
    locale,
  );
  return { reference: placed.reference, carrierMethodId };
}

/** The operator ships one unit of the order's first line in a parcel; answers its tracking number. */
async function ship(order: Placed): Promise<string> {
  const shipped = await call<{ parcels: { trackingNumber: string }[] }>(
    operator.request,
    'POST',
    `/v1/admin/orders/${order.reference}/parcels`,
    { parcels: [{ carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 1 }] }] },
  );
  const trackingNumber = shipped.parcels[0]?.trackingNumber ?? '';
  expect(trackingNumber).toMatch(/^[A-Z]{2}\d{9}[A-Z]{2}$/);
  return trackingNumber;
}

/**
 * A step recorded by hand in the back office, now: a step older than the parcel's latest would change
 * its history but not its state (a late carrier report).
 */
async function step(trackingNumber: string, body: Record<string, unknown>): Promise<void> {
  await call(operator.request, 'POST', `/v1/admin/parcels/${trackingNumber}/events`, body);
}

/** `TE123456785DE` as a shopper might type it from a mail: in groups, lower case. */
const typedLoosely = (number: string) =>
  `${number.slice(0, 2)} ${number.slice(2, 6)} ${number.slice(6, 11)} ${number.slice(11)}`.toLowerCase();

describe('tracking a parcel', () => {
  it('in Greek on a 360 px phone: by the form, a wrong postcode, by the link, and from the order', async () => {
    const { context, page } = await newPage(360, 'Europe/Athens');
    await registerCustomer(page, `${shop}/el`, `track-el.${Date.now()}@example.com`, 'track-secret');
    const order = await placeOrder(page, 'el', {
      countryIso: 'GR',
      postcode: '104 31',
      city: 'Αθήνα',
      state: 'Αττική',
    });
    const trackingNumber = await ship(order);
    await step(trackingNumber, { status: 'in_transit', location: 'Leipzig' });
    await step(trackingNumber, { status: 'in_transit', location: 'Αθήνα' });
    await step(trackingNumber, { status: 'out_for_delivery', location: 'Αθήνα' });
    const link = `/el/track/${trackingNumber}/10431`;

    // The footer leads to the form.
    await go(page, '/el');
    await Promise.all([
      page.waitForURL(/\/el\/track$/),
      page.locator('footer').getByRole('link', { name: 'Παρακολούθηση δέματος' }).click(),
    ]);
    await page.locator('form.track-form').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Παρακολούθηση δέματος');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing typed: both fields say so, and the first takes the focus.
    await page.getByRole('button', { name: 'Εντοπισμός δέματος' }).click();
    const number = page.getByLabel('Αριθμός παρακολούθησης');
    const postcode = page.getByLabel('Ταχυδρομικός κώδικας παράδοσης');
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-error').allTextContents()).toEqual([
      'Εισαγάγετε τον αριθμό παρακολούθησης.',
      'Εισαγάγετε τον ταχυδρομικό κώδικα της διεύθυνσης παράδοσης.',
    ]);
    expect(await number.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'track-empty-el-360');

    // A wrong postcode: one message, the form kept as typed for correcting.
    await number.fill(typedLoosely(trackingNumber));
    await postcode.fill('54622');
    await Promise.all([
      page.waitForURL(new RegExp(`/el/track/${trackingNumber}/54622$`)),
      page.getByRole('button', { name: 'Εντοπισμός δέματος' }).click(),
    ]);
    const alert = page.locator('.track-alert');
    await alert.waitFor();
    expect(await alert.locator('p').first().textContent()).toBe(
      'Δεν βρέθηκε δέμα με αυτόν τον αριθμό παρακολούθησης και ταχυδρομικό κώδικα.',
    );
    expect(await page.locator('.parcel').count()).toBe(0);
    expect(await number.inputValue()).toBe(trackingNumber);
    expect(await postcode.inputValue()).toBe('54622');
    expect(await alert.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'track-not-found-el-360');

    // Corrected, with the space Greek postcodes are written with: the parcel's state and journey.
    await postcode.fill('104 31');
    await Promise.all([
      page.waitForURL(new RegExp(`${link}$`)),
      page.getByRole('button', { name: 'Εντοπισμός δέματος' }).click(),
    ]);
    const parcel = page.locator('.parcel');
    await parcel.waitFor();
    expect(await parcel.locator('h2').textContent()).toBe(`Δέμα ${trackingNumber}`);
    expect(await parcel.locator('h2').evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await parcel.locator('.parcel-now-status').textContent()).toBe('Σε διανομή');
    expect(await parcel.locator('.parcel-facts').textContent()).toContain('Ελλάδα');
    const steps = parcel.locator('ol.parcel-timeline > li');
    expect(await steps.count()).toBe(4);
    expect(await steps.first().getAttribute('aria-current')).toBe('step');
    expect(await steps.first().locator('.parcel-event-status').textContent()).toBe('Σε διανομή');
    expect(await steps.first().locator('.parcel-event-place').textContent()).toBe('Αθήνα');
    expect(await steps.last().locator('.parcel-event-status').textContent()).toBe(
      'Δημιουργήθηκε ετικέτα αποστολής',
    );
    for (const time of await steps.locator('time').all())
      expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Written in Greek at the shop's time (Berlin, named), though the phone is in Athens.
    const latest = (await steps.first().locator('time').getAttribute('datetime')) ?? '';
    expect(await steps.first().locator('time').textContent()).toBe(
      formatShopDateTime('el', latest, SHOP_ZONE, 'medium'),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'track-parcel-el-360');

    // The mails' link, opened afresh: the same answer, the focus left where the browser puts it.
    const fresh = await context.newPage();
    await go(fresh, link);
    await fresh.locator('.parcel-timeline').waitFor();
    expect(await fresh.locator('.parcel-now-status').textContent()).toBe('Σε διανομή');
    expect(await fresh.getByLabel('Αριθμός παρακολούθησης').inputValue()).toBe(trackingNumber);
    expect(await fresh.evaluate(() => document.activeElement === document.body)).toBe(true);
    await fresh.close();

    // The order's page lists the parcel, its contents, and links it to the same page.
    await go(page, `/el/account/orders/${order.reference}`);
    const card = page.locator('.order-parcel');
    await card.waitFor();
    expect(await page.locator('.order-parcels h2').textContent()).toBe('Δέματα');
    expect(await card.locator('.parcel-status').textContent()).toBe('Σε διανομή');
    expect(await card.locator('.order-parcel-lines li').allTextContents()).toHaveLength(1);
    expect(await card.locator('.order-parcel-lines li').first().textContent()).toMatch(/^1 × /);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'order-parcels-el-360');
    await Promise.all([
      page.waitForURL(new RegExp(`${link}$`)),
      card.getByRole('link', { name: trackingNumber }).click(),
    ]);
    await page.locator('.parcel-timeline').waitFor();
    await context.close();
  });

  it('across both sides: ordered, shipped in two parcels, tracked by a guest in Greek, delivered by the carrier, one line refunded', async () => {
    // The shopper orders two products to Berlin.
    const { context, page } = await newPage(1280, 'Europe/Berlin');
    const email = `journey-de.${Date.now()}@example.com`;
    await registerCustomer(page, `${shop}/de`, email, 'journey-secret');
    const [first, second] = productsInStock(2);
    if (!first || !second) throw new Error('two products in stock');
    const order = await placeOrder(page, 'de', { countryIso: 'DE', postcode: '10115', city: 'Berlin' }, [
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 1 },
    ]);

    // The operator ships them in two parcels from the back office (in English, as the browser asks; the
    // lines are named as they were bought, in German).
    const [, secondBought = ''] = lineNames(order.reference);
    const desk = await operator.newPage();
    await desk.goto(`${shop}/admin/orders/${order.reference}`, { waitUntil: 'networkidle' });
    await desk
      .getByRole('heading', { level: 1, name: text(en, 'order.title', { reference: order.reference }) })
      .waitFor();
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.getByRole('button', { name: text(en, 'ship.open') }).click();
    const shipForm = desk.locator('form[aria-labelledby="ship-title"]');
    await shipForm
      .locator('fieldset')
      .first()
      .getByLabel(text(en, 'ship.units', { name: secondBought }))
      .fill('0');
    await shipForm.getByRole('button', { name: text(en, 'ship.addParcel') }).click();
    await shipForm
      .locator('fieldset')
      .nth(1)
      .getByLabel(text(en, 'ship.units', { name: secondBought }))
      .fill('1');
    expect(await seriousViolations(desk)).toEqual([]);
    await shipForm.getByRole('button', { name: text(en, 'ship.submit'), exact: true }).click();
    await desk.locator('.order-detail-head .order-status', { hasText: text(en, 'status.shipped') }).waitFor();
    const parcels = await desk.locator('.admin-parcel').count();
    expect(parcels).toBe(2);
    const numbers = await desk.evaluate(() =>
      Array.from(document.querySelectorAll('.admin-parcel a[type="application/pdf"]')).map(
        (link) => link.getAttribute('href')?.split('/').at(-2) ?? '',
      ),
    );
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(/^[A-Z]{2}\d{9}[A-Z]{2}$/);
    const [firstParcel = '', secondParcel = ''] = numbers;

    // A guest in Athens, on a phone, tracks the first by its number and the delivery postcode.
    const guest = await browser.newContext({
      viewport: { width: 360, height: 844 },
      timezoneId: 'Europe/Athens',
      locale: 'el',
    });
    const phone = await guest.newPage();
    await go(phone, '/el/track');
    await phone.getByLabel('Αριθμός παρακολούθησης').fill(typedLoosely(firstParcel));
    await phone.getByLabel('Ταχυδρομικός κώδικας παράδοσης').fill('10115');
    await Promise.all([
      phone.waitForURL(new RegExp(`/el/track/${firstParcel}/10115$`)),
      phone.getByRole('button', { name: 'Εντοπισμός δέματος' }).click(),
    ]);
    await phone.locator('.parcel-timeline').waitFor();
    expect(await phone.locator('.parcel-now-status').textContent()).toBe('Δημιουργήθηκε ετικέτα αποστολής');
    expect(await phone.locator('.parcel').textContent()).not.toContain('Berlin');
    expect(await seriousViolations(phone)).toEqual([]);
    await expectNoSidewaysOverflow(phone);

    // The carrier simulator moves the parcels on, round by round, until both are delivered.
    const database = openDatabase({ dialect: 'sqlite', file: databaseFile });
    const states = () => {
      const db = new Database(databaseFile, { readonly: true });
      const rows = db
        .prepare('select status from parcel where tracking_number in (?, ?)')
        .all(firstParcel, secondParcel) as { status: string }[];
      db.close();
      return rows.map((row) => row.status);
    };
    try {
      const send = httpCarrier(apiUrl, carrierSecret);
      for (let round = 0; round < 15 && !states().every((status) => status === 'delivered'); round += 1) {
        const moved = await runCarrierRound(database.db, { seed: 'journey', send });
        expect(moved.refused).toEqual([]);
        // A carrier's steps are hours apart: the shop's worker writes each step's mail before the next.
        await eventsHandled();
      }
    } finally {
      await database.destroy();
    }
    expect(states()).toEqual(['delivered', 'delivered']);
    await go(phone, `/el/track/${firstParcel}/10115`);
    await phone.locator('.parcel-now.delivered').waitFor();
    expect(await phone.locator('.parcel-now-status').textContent()).toBe('Παραδόθηκε');
    expect(await phone.locator('ol.parcel-timeline > li').count()).toBeGreaterThanOrEqual(4);
    await screenshot(phone, 'journey-track-delivered-el-360');
    await guest.close();

    // The order is delivered, and the mails went out.
    await go(page, `/de/account/orders/${order.reference}`);
    await page.locator('.order-parcel').nth(1).waitFor();
    expect(await page.locator('.order-parcel .parcel-status').allTextContents()).toEqual([
      'Zugestellt',
      'Zugestellt',
    ]);
    expect(
      (
        await call<{ status: string }>(
          page.request,
          'GET',
          `/v1/me/orders/${order.reference}`,
          undefined,
          'de',
        )
      ).status,
    ).toBe('delivered');
    const mails = await mailsTo(email, ['parcel-shipped', 'parcel-out-for-delivery', 'parcel-delivered'], 6);
    // Per parcel: shipped (with its tracking link) and delivered once; out for delivery each time the
    // courier set out (again after a failed attempt).
    const about = (template: string, number: string) =>
      mails.filter((mail) => mail.template === template && mail.text.includes(number));
    for (const number of numbers) {
      expect(about('parcel-shipped', number), number).toHaveLength(1);
      expect(about('parcel-shipped', number)[0]?.text).toContain(`/de/track/${number}/10115`);
      expect(about('parcel-out-for-delivery', number).length, number).toBeGreaterThanOrEqual(1);
      expect(about('parcel-delivered', number), number).toHaveLength(1);
    }

    // The operator refunds the second line from the order's page.
    await desk.reload({ waitUntil: 'networkidle' });
    await desk
      .locator('.order-detail-head .order-status', { hasText: text(en, 'status.delivered') })
      .waitFor();
    await desk.getByRole('button', { name: text(en, 'refund.open') }).click();
    const refundForm = desk.locator('form[aria-labelledby="refund-title"]');
    await refundForm.getByLabel(text(en, 'refund.unitsOf', { name: secondBought })).fill('1');
    expect(await seriousViolations(desk)).toEqual([]);
    await refundForm.locator('button[type="submit"]').click();
    await desk.locator('section[aria-labelledby="order-refunds-title"] tbody tr').first().waitFor();
    await desk
      .locator('.order-detail-head .order-status', { hasText: text(en, 'status.partially_refunded') })
      .waitFor();
    expect(await desk.locator('.order-detail-head .order-status').allTextContents()).toEqual([
      text(en, 'status.delivered'),
      text(en, 'status.partially_refunded'),
    ]);
    expect(await seriousViolations(desk)).toEqual([]);
    await screenshot(desk, 'journey-admin-refunded-en-1280');
    await desk.close();

    // The customer finds the refund and its credit note on the order's page, as a PDF.
    await go(page, `/de/account/orders/${order.reference}`);
    const refund = page.locator('.order-refunds .refund-card');
    await refund.waitFor();
    expect(await refund.locator('h3').textContent()).toBe('Erstattung');
    const note = refund.getByRole('link', { name: /^Gutschrift CRN-\d{4}-\d{6,9} \(PDF\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), note.click()]);
    expect(download.suggestedFilename()).toMatch(/^CRN-\d{4}-\d{6,9}\.pdf$/);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await mailsTo(email, ['refund-issued'], 1)).length).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'journey-order-refunded-de-1280');

    // The refunds page lists it.
    await go(page, '/de/account/refunds');
    await page.locator('.refund-card').first().waitFor();
    expect(await page.locator('h1').textContent()).toBe('Ihre Erstattungen');
    expect(await page.locator('.refund-card .refund-order').textContent()).toBe(
      `Bestellung ${order.reference}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('in German at 360 px: a delivery problem, told in a sentence', async () => {
    const { context, page } = await newPage(360, 'Europe/Berlin');
    await registerCustomer(page, `${shop}/de`, `track-de.${Date.now()}@example.com`, 'track-secret');
    const order = await placeOrder(page, 'de', { countryIso: 'DE', postcode: '10115', city: 'Berlin' });
    const trackingNumber = await ship(order);
    await step(trackingNumber, { status: 'exception', exception: 'attempt_failed', location: 'Berlin' });

    await go(page, `/de/track/${trackingNumber.toLowerCase()}/10115`);
    await page.locator('.parcel-timeline').waitFor();
    expect(await page.locator('.parcel-now-status').textContent()).toBe('Problem bei der Zustellung');
    // The link was typed in lower case: the form shows the number as the shop writes it.
    expect(await page.getByLabel('Sendungsnummer').inputValue()).toBe(trackingNumber);
    expect(await page.locator('.parcel-now-exception').textContent()).toBe('Zustellversuch fehlgeschlagen');
    expect(
      await page.locator('.parcel-timeline li').first().locator('.parcel-event-status').textContent(),
    ).toBe('Zustellversuch fehlgeschlagen');
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'track-problem-de-360');
    await context.close();
  });

  it('in German, browsers in UTC and Tokyo: the shop’s times everywhere, as in the mails; no handover before the carrier has it', async () => {
    const { context, page } = await newPage(1280, 'UTC');
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydration.push(message.text());
    });
    const email = `track-zones.${Date.now()}@example.com`;
    await registerCustomer(page, `${shop}/de`, email, 'track-secret');
    const [product] = productsInStock(1);
    const order = await placeOrder(page, 'de', { countryIso: 'DE', postcode: '10115', city: 'Berlin' }, [
      { productId: product?.id ?? 0, quantity: 1 },
    ]);
    const trackingNumber = await ship(order);
    const link = `/de/track/${trackingNumber}/10115`;
    const tokyo = await newPage(1280, 'Asia/Tokyo');
    const guest = tokyo.page;

    // Just shipped: the label is made, the carrier does not have it yet.
    await go(guest, link);
    const facts = guest.locator('.parcel-facts');
    await facts.waitFor();
    expect(await guest.locator('.parcel-now-status').textContent()).toBe('Versandetikett erstellt');
    expect(await facts.locator('dt').allTextContents()).toEqual([
      'Versanddienstleister',
      'Versandetikett erstellt',
      'Zielland',
    ]);
    expect(await facts.textContent()).not.toContain('An den Versanddienstleister übergeben');
    await screenshot(guest, 'track-label-only-de-1280');

    // The times of two steps taken in the same minute (not at its very end, so the minute is one).
    const sameMinute = async () => {
      while (new Date().getSeconds() > 55) await sleep(500);
    };
    /** "23:22 MEZ": the time of day and its zone, as every page and mail writes it. */
    const clock = (written: string | null) => /\d{1,2}:\d{2} MES?Z/.exec(written ?? '')?.[0] ?? written;

    // A failed attempt: the mail says when, and so do both pages, whatever the browser's zone.
    await sameMinute();
    await step(trackingNumber, { status: 'exception', exception: 'attempt_failed', location: 'Berlin' });
    const [attemptMail] = await mailsTo(email, ['parcel-attempt-failed'], 1);
    expect(attemptMail?.text).toContain('es war aber niemand anzutreffen');
    expect(attemptMail?.text).toContain(link);
    const attemptAt = clock(attemptMail?.text ?? '');
    expect(attemptAt).toMatch(/^\d{2}:\d{2} MES?Z$/);

    await go(guest, link);
    await guest.locator('.parcel-timeline').waitFor();
    expect(clock(await guest.locator('.parcel-now-when').textContent())).toBe(attemptAt);
    const newest = guest.locator('ol.parcel-timeline > li').first().locator('time');
    expect(clock(await newest.textContent())).toBe(attemptAt);
    expect(await newest.textContent()).toBe(
      formatShopDateTime('de', (await newest.getAttribute('datetime')) ?? '', SHOP_ZONE, 'medium'),
    );
    // The carrier tried: it has the parcel since.
    expect(await facts.locator('dt').allTextContents()).toContain('An den Versanddienstleister übergeben');
    await screenshot(guest, 'track-attempt-tokyo-de-1280');

    // Delivered at the next attempt: the order page's parcel box and its history say the same time.
    await sameMinute();
    await step(trackingNumber, { status: 'delivered', location: 'Berlin' });
    await eventsHandled();
    await go(page, `/de/account/orders/${order.reference}`);
    const card = page.locator('.order-parcel');
    await card.waitFor();
    expect(await card.locator('.parcel-status').textContent()).toBe('Zugestellt');
    const boxTime = card.locator('time').first();
    const deliveredAt = clock(await boxTime.textContent());
    expect(deliveredAt).toMatch(/^\d{2}:\d{2} MES?Z$/);
    const history = page.locator('.order-timeline > li');
    expect(clock(await history.last().locator('time').textContent())).toBe(deliveredAt);
    for (const time of await page.locator('.order-timeline time').all())
      expect(await time.textContent()).toBe(
        formatShopDateTime('de', (await time.getAttribute('datetime')) ?? '', SHOP_ZONE, 'long'),
      );
    // Not the browser's own zone: in UTC the hour would differ.
    const utc = new Intl.DateTimeFormat('de', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date((await boxTime.getAttribute('datetime')) ?? ''),
    );
    expect(deliveredAt?.startsWith(utc)).toBe(false);
    await screenshot(page, 'order-parcel-delivered-utc-de-1280');

    await go(guest, link);
    await guest.locator('.parcel-timeline').waitFor();
    expect(clock(await guest.locator('.parcel-now-when').textContent())).toBe(deliveredAt);
    expect(clock(await guest.locator('ol.parcel-timeline > li').first().locator('time').textContent())).toBe(
      deliveredAt,
    );
    expect(hydration).toEqual([]);
    await tokyo.context.close();
    await context.close();
  });
});

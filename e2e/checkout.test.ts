import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, registerCustomer, renderedLines, screenshot, seriousViolations } from './browser.ts';

/** Checking out as shoppers do: signing up on the way, paying by card, 3-D Secure, a decline, a voucher. */
const shop = inject('shopUrl');
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

async function go(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
}

function query<Row>(sql: string, ...params: unknown[]): Row[] {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as Row[];
  } finally {
    db.close();
  }
}

/** A product in stock in a price range (cents), by its path in `locale`. */
function productInStock(locale: string, min: number, max: number, skip = 0): { name: string; path: string } {
  const [row] = query<{ name: string; path: string }>(
    `select t.name, t.path from product p join product_translation t on t.product_id = p.id
     where p.active = 1 and p.stock >= 20 and p.price between ? and ? and t.locale = ?
     order by p.price desc, p.id limit 1 offset ?`,
    min,
    max,
    locale,
    skip,
  );
  if (!row) throw new Error(`no product in stock between ${min} and ${max}`);
  return row;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function addToCart(page: Page, locale: string, product: { name: string; path: string }) {
  await go(page, `/${locale}/${product.path}`);
  await page.locator('form.add-to-cart button[type="submit"]').click();
  await page.locator('.add-to-cart-status', { hasText: product.name }).waitFor();
}

/** Nothing reaches past the viewport's right edge (0: no sideways scrolling). */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

async function checkStep(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await expectNoSidewaysOverflow(page);
  expect(await seriousViolations(page), name).toEqual([]);
}

/** The first address, through the address form the checkout shows to a customer without one. */
async function addAddress(
  page: Page,
  address: { country: string; state?: string; street: string; postcode: string; city: string },
): Promise<void> {
  const form = page.locator('form.address-form');
  await form.waitFor();
  await form.locator('select').first().selectOption(address.country);
  if (address.state) await form.locator('select').nth(1).selectOption({ label: address.state });
  await form.locator('input[name="firstName"]').fill('Ana');
  await form.locator('input[name="lastName"]').fill('Silva');
  await form.locator('input[name="address1"]').fill(address.street);
  await form.locator('input[name="postcode"]').fill(address.postcode);
  await form.locator('input[name="city"]').fill(address.city);
  await form.locator('button[type="submit"]').click();
  await form.waitFor({ state: 'detached' });
  // The new address is chosen for delivery and invoice, and the cheapest carrier with it.
  await page.locator('.checkout-carrier input:checked').waitFor();
}

async function payByCard(page: Page, number: string, order: string): Promise<void> {
  const form = page.locator('form.checkout-pay-form');
  await form.locator('input[name="number"]').fill(number);
  await form.locator('input[name="expiry"]').fill('1234');
  await form.locator('input[name="cvc"]').fill('123');
  await form.getByRole('button', { name: order }).click();
}

const REFERENCE = /^[A-Z0-9]{4}-[A-Z0-9]{4}$/;

async function confirmedReference(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/confirmation\?/);
  const reference = page.locator('.checkout-reference-value');
  await reference.waitFor();
  const text = ((await reference.textContent()) ?? '').trim();
  expect(text).toMatch(REFERENCE);
  return text;
}

/** The conversion flag once the confirmation has reported it (a reload never sends it again). */
async function conversionSent(reference: string): Promise<number | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const [row] = query<{ conversion_sent: number }>(
      'select conversion_sent from shop_order where reference = ?',
      reference,
    );
    if (row?.conversion_sent) return row.conversion_sent;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

describe('the checkout', () => {
  it('in German on a phone: registers on the way, chooses address and carrier, pays with 4242', async () => {
    const product = productInStock('de', 2000, 6000);
    const { context, page } = await newPage(390);
    await addToCart(page, 'de', product);
    await go(page, '/de/cart');
    await Promise.all([
      page.waitForURL(/\/de\/checkout$/),
      page.getByRole('link', { name: 'Zur Kasse' }).click(),
    ]);

    // Step 1: the progress bar says where the shopper is; sign-in and registration side by side.
    const current = page.locator('.checkout-steps li[aria-current="step"]');
    await current.filter({ hasText: 'Anmelden' }).waitFor();
    expect(await page.locator('.checkout-steps li').count()).toBe(3);
    await checkStep(page, 'checkout-de-390-account');
    const email = unique('checkout');
    const register = page.locator('.checkout-panel').nth(1).locator('form');
    await register.locator('input[autocomplete="given-name"]').fill('Ana');
    await register.locator('input[autocomplete="family-name"]').fill('Silva');
    await register.locator('input[type="email"]').fill(email);
    await register.locator('input[type="password"]').nth(0).fill('checkout-secret');
    await register.locator('input[type="password"]').nth(1).fill('checkout-secret');
    const question = (await register.locator('.challenge legend').textContent()) ?? '';
    const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
    await register.locator('input[inputmode="numeric"]').fill(String(a + b));
    await register.locator('button[type="submit"]').click();

    // Step 2, on the same page: the cart came along; the first address is asked for.
    await current.filter({ hasText: 'Lieferung' }).waitFor();
    expect(page.url()).toMatch(/\/de\/checkout$/);
    // The new address starts with the name just registered.
    const firstName = page.locator('form.address-form input[name="firstName"]');
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe('Ana');
    expect(await page.locator('form.address-form input[name="lastName"]').inputValue()).toBe('Silva');
    await addAddress(page, { country: 'DE', street: 'Hauptstraße 5', postcode: '10115', city: 'Berlin' });
    await page.locator('.checkout-carrier', { hasText: 'Voraussichtliche Lieferung' }).first().waitFor();
    await checkStep(page, 'checkout-de-390-delivery');
    // Each text of a shipping option wraps between words: no line starts with ", bis an die Haustür".
    const carrierLines: string[] = [];
    for (const text of await page.locator('.checkout-carrier-text > span').all())
      carrierLines.push(...(await renderedLines(text)));
    expect(carrierLines.length).toBeGreaterThan(0);
    expect(carrierLines.filter((text) => /^\s*[,.;:]/.test(text))).toEqual([]);
    await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

    // Step 3: lines, totals with the VAT, addresses, the legal links, the test cards and the button.
    await current.filter({ hasText: 'Prüfen und bezahlen' }).waitFor();
    await page.locator('.checkout-lines li', { hasText: product.name }).waitFor();
    expect(await page.locator('.cart-totals .vat dt').first().textContent()).toMatch(/^Enthaltene MwSt\. 19/);
    await page.locator('.checkout-addresses', { hasText: 'Hauptstraße 5' }).first().waitFor();
    const legal = page.locator('.checkout-legal');
    await legal.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' }).waitFor();
    await legal.getByRole('link', { name: 'Widerrufsbelehrung' }).waitFor();
    await page.locator('.checkout-test-cards', { hasText: '4000 0027 6000 3184' }).waitFor();
    const order = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await order.waitFor();
    await checkStep(page, 'checkout-de-390-review');
    // Stripe.js stays out of this page: the test provider needs none.
    expect(await page.evaluate(() => document.querySelector('script[src*="js.stripe.com"]'))).toBeNull();

    await payByCard(page, '4242 4242 4242 4242', 'Zahlungspflichtig bestellen');
    const reference = await confirmedReference(page);
    expect(await page.locator('h1').textContent()).toBe('Vielen Dank für Ihre Bestellung!');
    expect(await page.locator('.checkout-next-steps').textContent()).toContain(email);
    expect(await page.getByRole('link', { name: 'Bestellung ansehen' }).getAttribute('href')).toBe(
      `/de/account/orders/${reference}`,
    );
    await checkStep(page, 'checkout-de-390-confirmation');
    expect(await conversionSent(reference)).toBe(1);
    // A reload answers the same order and places no second one.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await confirmedReference(page)).toBe(reference);
    const orders = query<{ n: number }>(
      'select count(*) as n from shop_order o join customer c on c.id = o.customer_id where c.email = ?',
      email,
    );
    expect(orders[0]?.n).toBe(1);
    // The cart became the order.
    expect(await page.locator('.header-cart .count').count()).toBe(0);
    // And the order is in the account, with what was bought.
    await page.getByRole('link', { name: 'Bestellung ansehen' }).click();
    await page.waitForURL(new RegExp(`/de/account/orders/${reference}$`));
    await page.locator('#order-title', { hasText: reference }).waitFor();
    await page.locator('.order-detail', { hasText: product.name }).waitFor();
    await context.close();
  });

  it('in French: passes 3-D Secure with 4000 0027 6000 3184', async () => {
    const { context, page } = await newPage(390);
    await registerCustomer(page, `${shop}/fr`, unique('secure'), 'secure-secret');
    await addToCart(page, 'fr', productInStock('fr', 2000, 6000, 1));
    await go(page, '/fr/checkout');
    await addAddress(page, { country: 'FR', street: '12 rue de la Paix', postcode: '75002', city: 'Paris' });
    await page.getByRole('button', { name: 'Continuer vers le récapitulatif' }).click();
    await payByCard(page, '4000 0027 6000 3184', 'Commander et payer');

    await page.waitForURL(/\/fr\/checkout\/challenge\?/);
    await page.getByRole('heading', { name: 'Confirmez votre paiement' }).waitFor();
    await checkStep(page, 'checkout-fr-390-challenge');
    await page.getByRole('button', { name: 'Confirmer le paiement' }).click();
    await confirmedReference(page);
    expect(await page.locator('h1').textContent()).toBe('Merci pour votre commande !');
    await context.close();
  });

  it('in English on a wide screen: a declined card is explained, the entries stay, the next card works', async () => {
    const { context, page } = await newPage(1280);
    await registerCustomer(page, `${shop}/en`, unique('declined'), 'declined-secret');
    await addToCart(page, 'en', productInStock('en', 2000, 6000, 2));
    await go(page, '/en/checkout');
    await addAddress(page, { country: 'DE', street: 'Hauptstraße 7', postcode: '80331', city: 'München' });
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await payByCard(page, '4000 0000 0000 0002', 'Order and pay');

    const alert = page.locator('form.checkout-pay-form .form-alert');
    await alert.filter({ hasText: 'Your card was declined. Nothing has been charged' }).waitFor();
    expect(page.url()).toMatch(/\/en\/checkout$/);
    expect(await page.locator('input[name="number"]').inputValue()).toBe('4000 0000 0000 0002');
    expect(await page.locator('input[name="expiry"]').inputValue()).toBe('12/34');
    await checkStep(page, 'checkout-en-1280-declined');

    await page.locator('input[name="number"]').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Order and pay' }).click();
    await confirmedReference(page);
    await context.close();
  });

  it('in German on a phone: a code under its minimum never stops the checkout; too little stock is fixed on the spot', async () => {
    const { context, page } = await newPage(390);
    await registerCustomer(page, `${shop}/de`, unique('minimum'), 'minimum-secret');
    // Under 45 EUR: two stay under the code's 100 EUR minimum.
    const product = productInStock('de', 1500, 4500, 2);
    await addToCart(page, 'de', product);
    await go(page, '/de/cart');
    await page.locator('.cart-code-form input').fill('SAVE15');
    await page.locator('.cart-code-form button[type="submit"]').click();
    const rule = page.locator('.cart-rule', { hasText: 'SAVE15' });
    await rule.waitFor();
    expect(await rule.textContent()).toMatch(/Noch \d+,\d\d\s€ bis zum Mindestbestellwert von 100,00\s€/);
    await Promise.all([page.waitForURL(/\/de\/checkout$/), page.locator('.cart-next a').click()]);
    await addAddress(page, { country: 'DE', street: 'Torstraße 1', postcode: '10119', city: 'Berlin' });

    // Three wanted, two left since: the problem names the product and how many, and fixes itself.
    const [row] = query<{ id: number; stock: number }>(
      `select p.id, p.stock from product p join product_translation t on t.product_id = p.id
       where t.locale = 'de' and t.path = ?`,
      product.path,
    );
    if (!row) throw new Error(`no product at ${product.path}`);
    const put = await page.evaluate(async (productId) => {
      // Access tokens last 5 s in the journeys: renew the session as the shop's client would.
      await fetch('/v1/auth/refresh', { method: 'POST' });
      return (
        await fetch('/v1/cart', {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-locale': 'de' },
          body: JSON.stringify({ productId, quantity: 3 }),
        })
      ).status;
    }, row.id);
    expect(put).toBe(200);
    const writable = new Database(databaseFile);
    const setStock = (stock: number) =>
      writable.prepare('update product set stock = ? where id = ?').run(stock, row.id);
    try {
      setStock(2);
      await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();
      const problem = page.locator('.checkout-problems li', { hasText: product.name });
      await problem.filter({ hasText: 'Nur noch 2 auf Lager' }).waitFor();
      expect(await page.locator('.checkout-problems').textContent()).not.toMatch(/undefined|SAVE15/);
      await checkStep(page, 'checkout-de-390-stock-problem');
      await problem.getByRole('button', { name: 'Auf 2 verringern' }).click();
      await problem.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click();

      // The review: the code waits, said in numbers, and the order button is there.
      await page.locator('.checkout-lines li', { hasText: `2 × ${product.name}` }).waitFor();
      const unapplied = page.locator('.checkout-codes-unapplied');
      await unapplied.waitFor();
      expect(await unapplied.textContent()).toMatch(
        /^Derzeit nicht eingelöst: SAVE15\. Noch \d+,\d\d\s€ bis zum Mindestbestellwert von 100,00\s€/,
      );
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain('undefined');
      await checkStep(page, 'checkout-de-390-code-waits');
    } finally {
      setStock(row.stock);
      writable.close();
    }
    await context.close();
  });

  // Late in full runs on a loaded machine the review twice did not show within 30 s (it passes alone
  // and beside the catalogue journeys): one more try, the failed review kept as a screenshot.
  it(
    'in Greek on a small phone: a 100 % voucher and free shipping place a zero-amount order',
    { retry: 1 },
    async () => {
      const { context, page } = await newPage(360);
      await registerCustomer(page, `${shop}/el`, unique('voucher'), 'voucher-secret');
      await addToCart(page, 'el', productInStock('el', 2000, 6000, 3));
      await go(page, '/el/cart');
      for (const code of ['VOUCHER100', 'FREESHIP']) {
        await page.locator('.cart-code-form input').fill(code);
        await page.locator('.cart-code-form button[type="submit"]').click();
        await page.locator('.cart-rule', { hasText: code }).waitFor();
      }
      await Promise.all([page.waitForURL(/\/el\/checkout$/), page.locator('.cart-next a').click()]);
      await addAddress(page, {
        country: 'GR',
        state: 'Αττική',
        street: 'Ερμού 10',
        postcode: '105 63',
        city: 'Αθήνα',
      });
      await checkStep(page, 'checkout-el-360-delivery');
      await page.getByRole('button', { name: 'Συνέχεια στη σύνοψη' }).click();

      await page
        .locator('.checkout-payment .notice', { hasText: 'Δεν έχετε τίποτα να πληρώσετε' })
        .waitFor({ timeout: 60_000 })
        .catch(async (error: unknown) => {
          // What the review showed instead, for whoever reads the failure.
          await screenshot(page, 'checkout-el-360-review-failed');
          throw error;
        });
      expect(await page.locator('input[name="number"]').count()).toBe(0);
      await checkStep(page, 'checkout-el-360-review');
      await page.getByRole('button', { name: 'Παραγγελία με υποχρέωση πληρωμής' }).click();
      const reference = await confirmedReference(page);
      await checkStep(page, 'checkout-el-360-confirmation');
      const [placed] = query<{ status: string; payment_provider: string }>(
        'select status, payment_provider from shop_order where reference = ?',
        reference,
      );
      expect(placed).toEqual({ status: 'paid', payment_provider: 'none' });
      expect(await conversionSent(reference)).toBe(1);
      await context.close();
    },
  );
});

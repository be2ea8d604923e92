import Database from 'better-sqlite3';
import { afterAll, assert, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launch,
  registerCustomer,
  renderedLines,
  screenshot,
  seriousViolations,
  wordsBroken,
} from './browser.ts';

/** The cart as a shopper meets it: anonymous first, then signed in, on phones and wide screens. */
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

/**
 * How far the page reaches past the viewport's right edge (0: nothing scrolls sideways), with the
 * innermost elements that stick out, to say where in a failure.
 */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 1;
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => sticksOut(element) && !clipped(element))
      .filter((element) => !Array.from(element.children).some(sticksOut))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 30)}" ${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { overflow: document.documentElement.scrollWidth - width, culprits };
  });
  expect(overflow, culprits.join(', ')).toBe(0);
}

/** Products in stock in a price range (cents), by their path in `locale`, dearest first. */
function productsInStock(locale: string, min: number, max: number): { name: string; path: string }[] {
  const db = new Database(databaseFile, { readonly: true });
  const rows = db
    .prepare(
      `select t.name, t.path from product p join product_translation t on t.product_id = p.id
       where p.active = 1 and p.stock >= 20 and p.price between ? and ? and t.locale = ?
       order by p.price desc, p.id limit 5`,
    )
    .all(min, max, locale) as { name: string; path: string }[];
  db.close();
  return rows;
}

/** A product of a promotion (by its key), in stock, by its path in `locale`. */
function promotionProduct(key: string, locale: string): { name: string; path: string } | undefined {
  const db = new Database(databaseFile, { readonly: true });
  const row = db
    .prepare(
      `select t.name, t.path from promotion pr join promotion_product pp on pp.promotion_id = pr.id
       join product p on p.id = pp.product_id join product_translation t on t.product_id = p.id
       where pr.key = ? and p.active = 1 and p.stock >= 20 and t.locale = ? order by p.id limit 1`,
    )
    .get(key, locale) as { name: string; path: string } | undefined;
  db.close();
  return row;
}

/** A product of which only a few are left (2 to 5), with how many. */
function productWithFewLeft(locale: string): { name: string; path: string; stock: number } | undefined {
  const db = new Database(databaseFile, { readonly: true });
  const row = db
    .prepare(
      `select t.name, t.path, p.stock from product p join product_translation t on t.product_id = p.id
       where p.active = 1 and p.stock between 2 and 5 and t.locale = ? order by p.id limit 1`,
    )
    .get(locale) as { name: string; path: string; stock: number } | undefined;
  db.close();
  return row;
}

const unique = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const register = (page: Page, locale: string, email: string, password: string) =>
  registerCustomer(page, `${shop}/${locale}`, email, password);

const headerCount = (page: Page) => page.locator('.header-cart .count');
const line = (page: Page, name: string) => page.locator('.cart-line', { hasText: name });

describe('the cart', () => {
  it('as an anonymous visitor in German on a phone: adds, codes, gift, steppers, undo, then merges at sign-in', async () => {
    const [dear] = productsInStock('de', 7500, 15_000);
    const [other] = productsInStock('de', 1000, 4000).filter((product) => product.name !== dear?.name);
    assert(dear && other, 'a product at 75 to 150 € and another at 10 to 40 €, named in German');

    // A customer who already keeps something in their cart, from another device.
    const email = unique('cart');
    const earlier = await newPage(1280);
    await register(earlier.page, 'de', email, 'cart-secret');
    await go(earlier.page, `/de/${other.path}`);
    await earlier.page.locator('form.add-to-cart button[type="submit"]').click();
    await earlier.page.locator('.add-to-cart-status', { hasText: other.name }).waitFor();
    await earlier.context.close();

    const { context, page } = await newPage(390);
    // Two of the dear product from its page: the header counts them at once.
    await go(page, `/de/${dear.path}`);
    const form = page.locator('form.add-to-cart');
    await form.getByLabel('Menge').fill('2');
    await form.getByRole('button', { name: 'In den Warenkorb' }).click();
    await form.locator('.add-to-cart-status', { hasText: `2 × ${dear.name}` }).waitFor();
    expect(await headerCount(page).textContent()).toBe('2');
    expect(await page.locator('.header-cart').getAttribute('aria-label')).toBe('Warenkorb, 2 Artikel');

    // One more product from a card of the page's rails.
    const card = page.locator('.card', { has: page.locator('.card-cart button') }).first();
    const cardName = ((await card.locator('h3').textContent()) ?? '').trim();
    await card.locator('.card-cart button').click();
    await card.locator('.card-cart-status', { hasText: 'Hinzugefügt' }).waitFor();
    expect(await headerCount(page).textContent()).toBe('3');

    await Promise.all([page.waitForURL(/\/de\/cart$/), page.locator('.header-cart').click()]);
    await page.locator('.cart-line').nth(1).waitFor();
    expect(await page.locator('h1').textContent()).toBe('Ihr Warenkorb');
    expect(await line(page, dear.name).locator('.stepper input').inputValue()).toBe('2');

    // An expired code stays with its reason; a working one says what it saves.
    const code = page.locator('.cart-code-form input');
    await code.fill('SUMMER25');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    const summer = page.locator('.cart-rule', { hasText: 'SUMMER25' });
    await summer.locator('.cart-rule-state', { hasText: 'Dieser Code ist abgelaufen.' }).waitFor();
    // A code for customers only says so; its "Entfernen" stays one word beside the long name
    // "Willkommensangebot" at 390 px, not "Entfer" over "nen".
    await code.fill('WELCOME10');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    const welcome = page.locator('.cart-rule', { hasText: 'WELCOME10' });
    await welcome.locator('.cart-rule-state', { hasText: 'Bitte melden Sie sich an' }).waitFor();
    const removeLines = await welcome.locator('.link-button').evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(removeLines).toBe(1);
    await page.getByRole('button', { name: 'Den Code WELCOME10 entfernen' }).click();
    await welcome.waitFor({ state: 'detached' });
    await code.fill('nosuchcode');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.locator('.cart-codes .field-error', { hasText: 'Diesen Code kennen wir nicht.' }).waitFor();
    await code.fill('SAVE15');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    const save = page.locator('.cart-rule', { hasText: 'SAVE15' });
    await save.locator('.cart-rule-state', { hasText: /^Sie sparen 15,00\s€$/ }).waitFor();
    await page.locator('.cart-totals .discount dd', { hasText: /15,00/ }).waitFor();
    await page.getByRole('button', { name: 'Den Code SUMMER25 entfernen' }).click();
    await summer.waitFor({ state: 'detached' });

    // Above 150 € a free gift may be chosen; it joins the cart as a free line.
    const gifts = page.locator('.cart-gifts');
    await gifts.getByRole('heading', { name: 'Wählen Sie Ihr Gratis-Geschenk' }).waitFor();
    const giftName = ((await gifts.locator('.gift-name').first().textContent()) ?? '').trim();
    await gifts.getByRole('button', { name: `${giftName} als Geschenk wählen` }).click();
    await page.locator('.cart-line.gift', { hasText: giftName }).waitFor();
    await gifts.locator('.gift-product.chosen .badge', { hasText: 'Ihr Geschenk' }).waitFor();

    // A step up shows at once and is read out; the server's answer agrees.
    const status = page.locator('.cart > p[role="status"]');
    await page.getByRole('button', { name: `Eins mehr: ${dear.name}` }).click();
    // Cart changes go one after another: right after the gift's choice, the step up waits for its answer.
    await expect.poll(() => line(page, dear.name).locator('.stepper input').inputValue()).toBe('3');
    await status.filter({ hasText: `Menge von ${dear.name} auf 3 geändert.` }).waitFor();
    expect(await headerCount(page).textContent()).toBe('5');

    // Removed, then put back where it was.
    await page.getByRole('button', { name: `${cardName} aus dem Warenkorb entfernen` }).click();
    const removed = page.locator('.cart-removed', { hasText: `${cardName} entfernt.` });
    await removed.waitFor();
    expect(await line(page, cardName).count()).toBe(0);
    await status.filter({ hasText: `${cardName} aus dem Warenkorb entfernt.` }).waitFor();
    await removed
      .getByRole('button', { name: `Rückgängig: ${cardName} wieder in den Warenkorb legen` })
      .click();
    await line(page, cardName).waitFor();
    await removed.waitFor({ state: 'detached' });

    // Shipping, VAT and totals, every price with VAT.
    expect(await page.locator('.cart-shipping select').inputValue()).toBe('DE');
    expect(await page.locator('.cart-totals .total dt').textContent()).toBe('Gesamt inkl. MwSt.');
    expect(await page.locator('.cart-totals .vat dt').first().textContent()).toMatch(/^Enthaltene MwSt\. 19/);
    const toCheckout = page.locator('.cart-next a');
    expect(await toCheckout.textContent()).toBe('Zur Kasse');
    expect(await toCheckout.getAttribute('href')).toBe('/de/checkout');
    await screenshot(page, 'cart-de-390');
    await expectNoSidewaysOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Signing in brings the customer's own cart and this one together.
    await go(page, '/de/account/sign-in');
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill('cart-secret');
    await Promise.all([
      page.waitForURL(/\/account$/),
      page.locator('main form button[type="submit"]').click(),
    ]);
    await go(page, '/de/cart');
    await line(page, dear.name).waitFor();
    expect(await line(page, dear.name).locator('.stepper input').inputValue()).toBe('3');
    await line(page, other.name).waitFor();
    if (cardName !== other.name) await line(page, cardName).waitFor();
    await page.locator('.cart-rule', { hasText: 'SAVE15' }).waitFor();
    await page.locator('.cart-line.gift', { hasText: giftName }).waitFor();
    expect(Number(await headerCount(page).textContent())).toBeGreaterThanOrEqual(6);
    await context.close();
  });

  it('fits a 360 px phone in Greek, empty and with a line', async () => {
    const { context, page } = await newPage(360);
    await go(page, '/el/cart');
    await page.locator('.cart-empty').waitFor();
    expect(await page.locator('.cart-empty p').textContent()).toBe('Το καλάθι σας είναι άδειο.');
    await expectNoSidewaysOverflow(page);
    await screenshot(page, 'cart-el-360-empty');

    const [product] = productsInStock('el', 2000, 9000);
    await go(page, `/el/${product?.path ?? ''}`);
    await page.locator('form.add-to-cart button[type="submit"]').click();
    await page.locator('.add-to-cart-status a').waitFor();
    await screenshot(page, 'product-added-el-360');
    await expectNoSidewaysOverflow(page);
    await go(page, '/el');
    await page.locator('.card-cart button').first().waitFor();
    await screenshot(page, 'home-cards-el-360');
    await expectNoSidewaysOverflow(page);
    await go(page, '/el/cart');
    await page.locator('.cart-line').waitFor();
    await page.locator('.cart-totals').waitFor();
    await screenshot(page, 'cart-el-360');
    await expectNoSidewaysOverflow(page);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['el', 360],
    ['de', 390],
  ] as const)('keeps words and amounts whole in the savings box in %s at %i px', async (locale, width) => {
    const { context, page } = await newPage(width);
    // Free shipping (a bath product), a code's saving and, above 150 €, a free gift.
    const bath = promotionProduct('freeShippingWeekend', locale);
    const [dear] = productsInStock(locale, 15_000, 40_000);
    for (const product of [bath, dear]) {
      await go(page, `/${locale}/${product?.path ?? ''}`);
      await page.locator('form.add-to-cart button[type="submit"]').click();
      await page.locator('.add-to-cart-status a').waitFor();
    }
    await go(page, `/${locale}/cart`);
    await page.locator('.cart-code-form input').fill('SAVE15');
    await page.locator('.cart-code-form button[type="submit"]').click();
    await page.locator('.cart-rule', { hasText: 'SAVE15' }).waitFor();
    await page.locator('.cart-gifts .gift-product button').first().click();
    await page.locator('.cart-line.gift').waitFor();
    const entries = page.locator('.cart-promotions li');
    await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(3);
    await screenshot(page, `cart-savings-${locale}-${width}`);

    // "Versandkostenfr|ei", "Gratisgesch|enk", "-17,65 | €" were broken here.
    const broken: string[] = [];
    let amounts = 0;
    for (const part of await page.locator('.cart-promotions li > *').all()) {
      const lines = await renderedLines(part);
      broken.push(...wordsBroken(lines));
      if (/\d[.,]\d\d/.test(lines.join(''))) {
        amounts++;
        if (lines.length > 1) broken.push(lines.join('|'));
      }
    }
    expect(broken).toEqual([]);
    expect(amounts).toBeGreaterThan(0);
    // Nor does anything stick out of its entry instead.
    expect(
      await entries.evaluateAll(
        (items) => items.filter((item) => item.scrollWidth > item.clientWidth).length,
      ),
    ).toBe(0);
    await expectNoSidewaysOverflow(page);
    await context.close();
  });

  it('says why "+" is greyed out at the stock limit', async () => {
    const few = productWithFewLeft('el');
    assert(few, 'a product with 2 to 5 left, named in Greek');
    const { context, page } = await newPage(360);
    await go(page, `/el/${few.path}`);
    await page.locator('form.add-to-cart input').fill(String(few.stock));
    await page.locator('form.add-to-cart button[type="submit"]').click();
    await page.locator('.add-to-cart-status a').waitFor();
    await go(page, '/el/cart');
    const item = line(page, few.name);
    const more = item.getByRole('button', { name: `Ένα ακόμη: ${few.name}` });
    await more.waitFor();
    expect(await more.isDisabled()).toBe(true);
    const limit = item.locator('.cart-line-limit');
    expect(await limit.textContent()).toBe(`Μόνο ${few.stock} τεμάχια σε απόθεμα`);
    expect(await more.getAttribute('aria-describedby')).toBe(await limit.getAttribute('id'));
    await screenshot(page, 'cart-stock-limit-el-360');
    await expectNoSidewaysOverflow(page);

    // One less, and "+" can be pressed again: the note goes.
    await item.getByRole('button', { name: `Ένα λιγότερο: ${few.name}` }).click();
    await expect.poll(() => more.isDisabled()).toBe(false);
    expect(await limit.count()).toBe(0);
    await context.close();
  });

  it('shows the whole cart beside its summary on a wide screen in English, and estimates another country', async () => {
    const { context, page } = await newPage(1280);
    const [first, second] = productsInStock('en', 3000, 9000);
    for (const product of [first, second]) {
      await go(page, `/en/${product?.path ?? ''}`);
      await page.locator('form.add-to-cart button[type="submit"]').click();
      await page.locator('.add-to-cart-status a').waitFor();
    }
    // More than the shop has: said in words, and the cart keeps what it had.
    await page.locator('form.add-to-cart input').fill('900000');
    await page.locator('form.add-to-cart button[type="submit"]').click();
    const refusal = page.getByRole('alert').locator('p');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /^Only \d+ are available\. 1 of them is already in your cart\.$/,
    );
    expect(await headerCount(page).textContent()).toBe('2');
    await go(page, '/en/cart');
    await page.locator('.cart-line').nth(1).waitFor();
    await page.locator('.cart-shipping select').selectOption('CH');
    await page
      .locator('.cart-totals .notice', { hasText: 'Delivery outside the EU: no VAT is charged' })
      .waitFor();
    expect(await page.locator('.cart-totals .total dt').textContent()).toBe('Total (no VAT)');
    // The product pages follow the country chosen here.
    await page.locator('.cart-shipping select').selectOption('DE');
    await page.locator('.cart-totals .vat').first().waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'tendero_country')?.value).toBe('DE');
    await screenshot(page, 'cart-en-1280');
    await context.close();
  });
});

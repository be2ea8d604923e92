import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type {
  AdminBrandOptions,
  AdminCategoryOptions,
  AdminProductDetail,
  AdminPromotionDetail,
  Cart,
} from '@tendero/contract';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import { formatMoney, formatPercent } from '../packages/contract/src/money-format.ts';
import { anOperator, api, unique } from './back-office.ts';
import {
  adminMessages,
  expectNoSidewaysOverflow,
  launch,
  messages,
  say,
  screenshot,
  seriousViolations,
  text,
} from './browser.ts';

/**
 * Promotions made in the back office (docs/operations.md#promotions-and-codes): a catalogue reduction
 * in the shop's prices in three languages, a code a shopper's cart takes, and the reduction ended.
 */
const shop = inject('shopUrl');
let browser: Browser;
const de = adminMessages('de');
const el = adminMessages('el');

const storefront = (locale: string) => messages(locale, 'common.json');

/** Serious accessibility problems of the page, none expected, no sideways scroll; and a screenshot. */
async function checkPage(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), name).toEqual([]);
  await expectNoSidewaysOverflow(page);
  await screenshot(page, name);
}

/** The promotion id of the editor the page is on. */
const editedId = (page: Page) =>
  Number(/\/admin\/promotions\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('promotions made in the back office', () => {
  it('in German: 20 % off one product in the shop, a code in a cart, the reduction ended; the list in Greek', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const page = await context.newPage();
    await anOperator(context);

    // A product of its own, at 49,90 €, so no other journey's prices move.
    const [category] = (await api<AdminCategoryOptions>(context, 'de', 'GET', '/v1/admin/categories')).items;
    const [brand] = (await api<AdminBrandOptions>(context, 'de', 'GET', '/v1/admin/brands')).items;
    if (!category || !brand) throw new Error('the demo catalogue has categories and brands');
    const sku = unique('PRO')
      .replace(/[^A-Za-z0-9-]/g, '-')
      .slice(0, 40);
    const product = await api<AdminProductDetail>(context, 'de', 'POST', '/v1/admin/products', {
      sku,
      manufacturerId: brand.id,
      categoryIds: [category.id],
      primaryCategoryId: category.id,
      weightGrams: 900,
      stock: 30,
      price: 4990,
      basePrice: null,
      texts: {
        en: { name: `Enamel jug ${sku}` },
        de: { name: `Emaillekanne ${sku}` },
        el: { name: `Εμαγιέ κανάτα ${sku}` },
        fr: { name: `Pichet émaillé ${sku}` },
      },
    });
    const names = {
      en: `Winter sale ${sku}`,
      de: `Winterschlussverkauf ${sku}`,
      el: `Χειμερινές εκπτώσεις ${sku}`,
    };

    await page.goto(`${shop}/admin/promotions`);
    await page.getByRole('link', { name: text(de, 'promotionsAdmin.new') }).click();
    await page.getByRole('heading', { level: 1, name: text(de, 'promotionsAdmin.newTitle') }).waitFor();
    const field = (key: string) => page.getByLabel(text(de, key), { exact: true });
    await field('promotionsAdmin.targetLabel').selectOption('catalogue');
    await page.getByRole('radio', { name: text(de, 'promotionsAdmin.kind.reductionPercent') }).check();
    await field('promotionsAdmin.percent').fill('20');
    // Found by its SKU, added as a chip.
    await field('promotionsAdmin.findProduct').fill(sku);
    await page.getByRole('button', { name: text(de, 'promotionsAdmin.search'), exact: true }).click();
    const found = page.getByRole('list', { name: text(de, 'promotionsAdmin.found') });
    await found
      .getByRole('button', { name: `${text(de, 'promotionsAdmin.add')} ${product.texts.de?.name}` })
      .click();
    const chips = page.getByRole('list', { name: text(de, 'promotionsAdmin.chosenProducts') });
    await expect.poll(() => chips.textContent()).toContain(product.texts.de?.name);
    await field('promotionsAdmin.name').fill(names.en);
    const language = (code: string) =>
      page.locator('.admin-editor-language', { has: page.locator(`[lang="${code}"]`) });
    for (const code of ['de', 'el'] as const) {
      await language(code).click();
      await page
        .getByRole('button', {
          name: text(de, 'editor.writeLanguage', { language: LOCALE_NATIVE_NAMES[code] }),
        })
        .click();
      await field('promotionsAdmin.name').fill(names[code]);
    }
    // The Greek page's address is made from the Greek name in Latin letters.
    const greekSlug = `cheimerines-ekptoseis-${sku.toLowerCase()}`;
    expect(await field('promotionsAdmin.slug').getAttribute('placeholder')).toBe(greekSlug);
    await page
      .getByText(text(de, 'promotionsAdmin.slugHint', { path: `/promotions/${greekSlug}` }), { exact: true })
      .waitFor();
    expect(await language('fr').textContent()).toContain(text(de, 'editor.stateFallback'));
    await checkPage(page, 'admin-promotion-new-de');
    await page.getByRole('button', { name: text(de, 'promotionsAdmin.create') }).click();
    await page
      .locator('.toast', { hasText: text(de, 'promotionsAdmin.created', { name: names.de }) })
      .waitFor();
    await page.waitForURL(/\/admin\/promotions\/\d+$/);
    const catalogueId = editedId(page);
    await page.getByText(say(de, 'de', 'promotionsAdmin.reducesNow', { count: 1 })).waitFor();
    await page.getByText(text(de, 'promotionsAdmin.state.running'), { exact: true }).first().waitFor();
    await checkPage(page, 'admin-promotion-saved-de');

    const made = await api<AdminPromotionDetail>(context, 'de', 'GET', `/v1/admin/promotions/${catalogueId}`);
    expect(made).toMatchObject({
      kind: 'reductionPercent',
      value: 2000,
      target: 'catalogue',
      productIds: [product.id],
      code: null,
      state: 'running',
      reducedProducts: 1,
    });
    expect(Object.keys(made.texts).sort()).toEqual(['de', 'el', 'en']);
    expect(made.texts.el?.slug).toBe(greekSlug);
    // Sent in the operator's zone with its offset: Berlin is an hour ahead of UTC in December.
    expect(Date.parse(made.endsAt) - Date.parse(made.startsAt)).toBe(7 * 24 * 3600 * 1000);

    // 49,90 € less 20 % is 39,92 €, struck through from 49,90 €, with the lowest price of the 30 days before.
    const reduced = await api<AdminProductDetail>(context, 'de', 'GET', `/v1/admin/products/${product.id}`);
    expect(reduced.price).toMatchObject({ amount: 3992, baseAmount: 4990 });
    const lowest = reduced.price.lowestPriorPrice;
    expect(lowest).toBe(4990);
    for (const locale of ['de', 'el', 'en'] as const) {
      const shown = await context.newPage();
      await shown.goto(`${shop}/${locale}/${product.texts[locale]?.path}`);
      const price = shown.locator('.product-info .price-block');
      const euros = (amount: number) => formatMoney(locale, { amount, currency: 'EUR' });
      await expect.poll(() => price.locator('.reduced').textContent()).toContain(euros(3992));
      expect(await price.locator('s').textContent()).toContain(euros(4990));
      expect(await price.locator('.price-lowest').textContent()).toBe(
        say(storefront(locale), locale, 'price.lowestPrior', { price: euros(lowest ?? 0) }),
      );
      if (locale === 'el') await screenshot(shown, 'promotion-product-el');
      await shown.close();
    }

    // A code: 10 % off the cart, typed in lower case and kept in capitals.
    const code = `HERBST-${Date.now().toString(36)}`.toUpperCase();
    await page.goto(`${shop}/admin/promotions/new`);
    await page.getByRole('heading', { level: 1, name: text(de, 'promotionsAdmin.newTitle') }).waitFor();
    await field('promotionsAdmin.percent').fill('10');
    await field('promotionsAdmin.code').fill(code.toLowerCase());
    await field('promotionsAdmin.code').blur();
    expect(await field('promotionsAdmin.code').inputValue()).toBe(code);
    // Saved without a name: the browser names what is missing before anything is sent.
    await page.getByRole('button', { name: text(de, 'promotionsAdmin.create') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: say(de, 'de', 'editor.fix', { count: 1 }) })
      .waitFor();
    await expect
      .poll(() => page.locator('.admin-editor .field-error').allTextContents())
      .toEqual([say(storefront('de'), 'de', 'validation.string.required')]);
    await field('promotionsAdmin.name').fill(`Autumn code ${sku}`);
    await page.getByRole('button', { name: text(de, 'promotionsAdmin.create') }).click();
    await page.waitForURL(/\/admin\/promotions\/\d+$/);
    const codeId = editedId(page);

    // A second tab saves a limit of 50 first: this one's save is refused, then it loads theirs.
    await page.getByRole('heading', { level: 1, name: `Autumn code ${sku}` }).waitFor();
    const other = await context.newPage();
    await other.goto(`${shop}/admin/promotions/${codeId}`);
    await other.getByLabel(text(de, 'promotionsAdmin.usageLimit'), { exact: true }).fill('50');
    await other.getByRole('button', { name: text(de, 'promotionsAdmin.save') }).click();
    await other
      .locator('.toast', { hasText: text(de, 'promotionsAdmin.saved', { name: `Autumn code ${sku}` }) })
      .waitFor();
    await other.close();
    await field('promotionsAdmin.percent').fill('15');
    await page.getByRole('button', { name: text(de, 'promotionsAdmin.save') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: text(de, 'promotionsAdmin.stale') })
      .waitFor();
    await page.getByRole('button', { name: text(de, 'editor.loadSaved') }).click();
    await expect.poll(() => field('promotionsAdmin.usageLimit').inputValue()).toBe('50');
    expect(await field('promotionsAdmin.percent').inputValue()).toBe('10');

    const shopper = await browser.newContext({ locale: 'de-DE' });
    await api(shopper, 'de', 'PATCH', '/v1/cart', { productId: product.id, quantity: 2 });
    const cart = await api<Cart>(shopper, 'de', 'PATCH', '/v1/cart/rule', { code });
    const rule = cart.rules.find((entry) => entry.code === code);
    expect(rule).toMatchObject({ applicable: true, reason: null });
    // 10 % of two at the reduced 39,92 €.
    expect(rule?.discount.amount).toBe(798);

    // Ended now, after the operator has read what that does: the shelf price goes back to 49,90 €.
    await page.goto(`${shop}/admin/promotions/${catalogueId}`);
    await page.getByRole('heading', { level: 1, name: names.de }).waitFor();
    await page.getByRole('button', { name: text(de, 'promotionsAdmin.end'), exact: true }).click();
    await page.getByText(text(de, 'promotionsAdmin.endExplainCatalogue')).waitFor();
    await page.getByText(text(de, 'promotionsAdmin.endSure')).waitFor();
    await screenshot(page, 'admin-promotion-end-de');
    await page.getByRole('button', { name: text(de, 'promotionsAdmin.endConfirm') }).click();
    await page
      .locator('.toast', { hasText: text(de, 'promotionsAdmin.ended', { name: names.de }) })
      .waitFor();
    await page.getByText(say(de, 'de', 'promotionsAdmin.reducesNow', { count: 0 })).waitFor();
    await page.getByText(text(de, 'promotionsAdmin.state.ended'), { exact: true }).first().waitFor();
    expect(
      await page.getByRole('button', { name: text(de, 'promotionsAdmin.end'), exact: true }).count(),
    ).toBe(0);
    const back = await api<AdminProductDetail>(context, 'de', 'GET', `/v1/admin/products/${product.id}`);
    expect(back.price.amount).toBe(4990);
    expect(back.price.baseAmount).toBeUndefined();
    // The German page, rendered while reduced, shows the price alone at once, nothing struck through.
    const german = await context.newPage();
    await german.goto(`${shop}/de/${back.texts.de?.path}`);
    const germanPrice = german.locator('.product-info .price-block');
    await expect
      .poll(() => germanPrice.textContent())
      .toBe(formatMoney('de', { amount: 4990, currency: 'EUR' }));
    expect(await germanPrice.locator('s').count()).toBe(0);
    const later = await api<Cart>(shopper, 'de', 'GET', '/v1/cart');
    expect(later.lines[0]?.unitPrice.amount).toBe(4990);
    await shopper.close();

    // The list in Greek on a phone: what each gives in words, its code or none, its state.
    const phone = await browser.newContext({
      viewport: { width: 360, height: 800 },
      locale: 'el-GR',
      timezoneId: 'Europe/Athens',
    });
    await anOperator(phone);
    const small = await phone.newPage();
    await small.goto(`${shop}/admin/promotions`);
    await small.getByRole('heading', { level: 1, name: text(el, 'promotionsAdmin.title') }).waitFor();
    const row = small.getByRole('row').filter({ hasText: names.el });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells.slice(0, 3)).toEqual([
      text(el, 'promotionsAdmin.gives.percent', { percent: formatPercent('el', 2000) }),
      text(el, 'promotionsAdmin.target.catalogue'),
      text(el, 'promotionsAdmin.automatic'),
    ]);
    expect(cells[4]).toBe(text(el, 'promotionsAdmin.state.ended'));
    // Its window in the operator's language, each moment on one line: the start as made, the end when it was ended.
    const moments = row.locator('time');
    expect(await moments.first().getAttribute('datetime')).toBe(made.startsAt);
    expect(await moments.count()).toBe(2);
    const codeRow = small.getByRole('row').filter({ hasText: code });
    expect(await codeRow.locator('td').first().textContent()).toBe(
      text(el, 'promotionsAdmin.gives.percent', { percent: formatPercent('el', 1000) }),
    );
    // None of the 50 uses the second tab allowed is taken: a cart is no order.
    expect(await codeRow.locator('td').last().textContent()).toBe(
      text(el, 'promotionsAdmin.usesOf', { uses: 0, limit: 50 }),
    );
    await small.getByRole('link', { name: `Autumn code ${sku}` }).waitFor();
    expect(await small.getByRole('link', { name: `Autumn code ${sku}` }).getAttribute('href')).toBe(
      `/admin/promotions/${codeId}`,
    );
    await checkPage(small, 'admin-promotions-el-360');
    await small.locator('.table-box').evaluate((box) => box.scrollBy({ left: box.scrollWidth }));
    await screenshot(small, 'admin-promotions-el-360-scrolled');
    await small.goto(`${shop}/admin/promotions/${catalogueId}`);
    await small.getByRole('heading', { level: 1, name: names.el }).waitFor();
    await checkPage(small, 'admin-promotion-el-360');
    await phone.close();
    await context.close();
  });
});

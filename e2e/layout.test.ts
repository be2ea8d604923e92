import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, screenshot } from './browser.ts';
import { LOCALES } from '../packages/contract/src/locale-data.ts';

/** What a shopper on a phone, without JavaScript or with a screen reader meets on every page. */
const shop = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(
  width: number,
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

async function go(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(`${shop}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(status);
}

/** How far the page reaches past the viewport's right edge, in CSS pixels (0: nothing scrolls sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function register(page: Page, locale: string, firstName = 'Ana'): Promise<void> {
  await go(page, `/${locale}/account/register`);
  const form = page.locator('main form');
  await form.locator('input[autocomplete="given-name"]').fill(firstName);
  await form.locator('input[autocomplete="family-name"]').fill('Silva');
  await form
    .locator('input[type="email"]')
    .fill(`phone.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  const passwords = form.locator('input[type="password"]');
  await passwords.nth(0).fill('phone-secret');
  await passwords.nth(1).fill('phone-secret');
  const [a = 0, b = 0] =
    ((await form.locator('.challenge legend').textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
  await form.locator('input[inputmode="numeric"]').fill(String(a + b));
  await Promise.all([page.waitForURL(/\/account$/), form.locator('button[type="submit"]').click()]);
}

describe('on a 360 px phone', () => {
  it.each(['el', 'fr', 'pt', 'hu', 'fi'])(
    'nothing scrolls sideways on home, category, product, search and account in %s',
    async (locale) => {
      const { context, page } = await newPage(360);
      await register(page, locale);
      await go(page, `/${locale}`);
      const category = (await page.locator('nav.category-nav a').first().getAttribute('href')) ?? '';
      const product = (await page.locator('.grid .card a[href]').first().getAttribute('href')) ?? '';
      const overflowing: string[] = [];
      for (const path of [
        `/${locale}`,
        category,
        product,
        `/${locale}/search?q=a`,
        `/${locale}/account`,
        `/${locale}/account/addresses`,
      ]) {
        await go(page, path);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
      }
      await screenshot(page, `account-${locale}-360`);
      expect(overflowing).toEqual([]);
      await context.close();
    },
  );

  it('keeps the header on two rows when signed in, in every language', async () => {
    const { context, page } = await newPage(360);
    await register(page, 'el', 'Αναστασία-Κωνσταντίνα');
    const tooTall: string[] = [];
    for (const locale of LOCALES) {
      await go(page, `/${locale}/account`);
      await page.locator('.site-header .account-link[href$="/account"]').waitFor();
      // Rows of the bar: an item starts a new one when it begins below the bottom of the row before.
      const rows = await page.locator('.site-header .bar').evaluate((bar) => {
        const boxes = Array.from(bar.children)
          .map((child) => child.getBoundingClientRect())
          .filter((box) => box.height > 0)
          .sort((a, b) => a.top - b.top);
        let count = 0;
        let rowBottom = -Infinity;
        for (const box of boxes) {
          if (box.top >= rowBottom - 1) {
            count++;
            rowBottom = box.bottom;
          } else rowBottom = Math.max(rowBottom, box.bottom);
        }
        return count;
      });
      if (rows > 2) tooTall.push(`${locale}: ${rows} rows`);
      if (locale === 'el') await screenshot(page, 'header-signed-in-el-360');
    }
    expect(tooTall).toEqual([]);
    await context.close();
  });

  it.each([
    ['el', 360],
    ['de', 390],
  ] as const)('shows the welcome after registering in %s without covering a field', async (locale, width) => {
    const { context, page } = await newPage(width);
    await register(page, locale);
    const welcome = page.locator('.toast');
    await welcome.waitFor();
    const surname = page.locator('main input[autocomplete="family-name"]');
    await surname.waitFor();
    const toast = await welcome.boundingBox();
    const covered: string[] = [];
    for (const field of await page.locator('main input, main select, main textarea').all()) {
      const box = await field.boundingBox();
      if (!toast || !box) continue;
      const apart =
        box.x >= toast.x + toast.width ||
        toast.x >= box.x + box.width ||
        box.y >= toast.y + toast.height ||
        toast.y >= box.y + box.height;
      if (!apart) covered.push((await field.getAttribute('name')) ?? '?');
    }
    await screenshot(page, `registered-${locale}-${width}`);
    expect(toast).not.toBeNull();
    expect(covered).toEqual([]);
    await context.close();
  });

  it('shows every language’s search placeholder whole', async () => {
    const { context, page } = await newPage(360);
    const cut: string[] = [];
    for (const locale of LOCALES) {
      await go(page, `/${locale}/search`);
      const [text, room] = await page.locator('#site-search').evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const canvas = document.createElement('canvas').getContext('2d');
        if (!canvas) return [0, 0];
        canvas.font = style.font;
        return [
          canvas.measureText(input.placeholder).width,
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        ];
      });
      if (text > room) cut.push(`${locale}: ${Math.ceil(text)} px in ${Math.floor(room)} px`);
    }
    expect(cut).toEqual([]);
    await context.close();
  });

  it('keeps the words searched for in the search box of the results page', async () => {
    const { context, page } = await newPage(390);
    await go(page, '/de');
    const search = page.locator('#site-search');
    expect(await search.inputValue()).toBe('');
    await search.fill('pfanne');
    await Promise.all([page.waitForURL(/\/de\/search\?q=pfanne$/), search.press('Enter')]);
    await page.waitForLoadState('networkidle');
    expect(await search.inputValue()).toBe('pfanne');
    await screenshot(page, 'search-de-390');
    await go(page, '/el/search?q=%CF%84%CE%B7%CE%B3%CE%AC%CE%BD%CE%B9');
    expect(await search.inputValue()).toBe('τηγάνι');
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'search-el-360');
    await context.close();
  });

  it('folds the filters away on a phone and shows them open on a wide screen', async () => {
    const phone = await newPage(390);
    await go(phone.page, '/en/kitchen');
    const summary = phone.page.locator('.filters-panel > summary');
    expect(await summary.isVisible()).toBe(true);
    expect(await phone.page.locator('.filters').isVisible()).toBe(false);
    const firstCard = await phone.page.locator('.results .card').first().boundingBox();
    expect(firstCard?.y ?? 9999).toBeLessThan(800 * 2);
    await summary.click();
    expect(await phone.page.locator('.filters').isVisible()).toBe(true);
    await screenshot(phone.page, 'category-filters-open-en-390');
    await phone.context.close();

    const wide = await newPage(1280);
    await go(wide.page, '/en/kitchen');
    expect(await wide.page.locator('.filters-panel > summary').isVisible()).toBe(false);
    expect(await wide.page.locator('.filters').isVisible()).toBe(true);
    await wide.context.close();
  });
});

describe('without JavaScript', () => {
  it('lists every language as a link and lands on the same product in the chosen one', async () => {
    const withJs = await newPage(1280);
    await go(withJs.page, '/en/kitchen');
    const productPath =
      (await withJs.page.locator('.results .card a[href]').first().getAttribute('href')) ?? '';
    await withJs.context.close();

    const { context, page } = await newPage(1280, false);
    await go(page, productPath);
    const englishName = await page.locator('h1').textContent();
    const links = page.locator('#languages a[hreflang]');
    expect(await links.count()).toBe(16);
    await page.locator('.language-picker a.toggle').click();
    await Promise.all([page.waitForURL(/\/de\//), links.and(page.locator('[hreflang="de"]')).click()]);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('h1').textContent()).not.toBe(englishName);
    expect(page.url()).not.toContain(productPath.split('/').slice(2).join('/'));
    expect(await page.locator('.product').count()).toBe(1);
    await context.close();
  });

  it('answers a missing page with its language and a readable 404 page', async () => {
    const { context, page } = await newPage(1280, false);
    await go(page, '/el/den-yparxei', 404);
    expect(await page.getAttribute('html', 'lang')).toBe('el');
    expect(await page.locator('h1').textContent()).toBeTruthy();
    await go(page, '/de/kueche/gibt-es-nicht', 404);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Seite nicht gefunden');
    await context.close();
  });

  it('gives robots an absolute sitemap URL', async () => {
    const robots = await (await fetch(`${shop}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${shop}/sitemap.xml`);
  });
});

describe('finding one’s way', () => {
  it('links the brands from header and footer; brand, article and promotion pages have breadcrumbs', async () => {
    const { context, page } = await newPage(1280);
    await go(page, '/de');
    const brands = page.locator('nav.category-nav a', { hasText: 'Marken' });
    expect(await page.locator('.site-footer a', { hasText: 'Marken' }).count()).toBe(1);
    await Promise.all([page.waitForURL(/\/de\/marken$/), brands.click()]);
    await page.locator('main .card a').first().click();
    await page.waitForURL(/\/de\/marken\/.+/);
    expect(await page.locator('.breadcrumbs li').allTextContents()).toHaveLength(3);
    expect(await page.locator('.filters legend', { hasText: 'Marke' }).count()).toBe(0);

    await go(page, '/de/articles');
    await page.locator('main a[href*="/articles/"]').first().click();
    await page.waitForURL(/\/de\/articles\/.+/);
    expect(await page.locator('.breadcrumbs a').allTextContents()).toEqual(['Startseite', 'Magazin']);

    await go(page, '/de');
    const promotion = await page.locator('a[href*="/promotions/"]').first().getAttribute('href');
    await go(page, promotion ?? '');
    expect(await page.locator('.breadcrumbs li[aria-current="page"]').textContent()).toBe(
      await page.locator('h1').textContent(),
    );
    await context.close();
  });

  it('says what a category card leads to', async () => {
    const { context, page } = await newPage(1280);
    await go(page, '/en/kitchen');
    const card = page.locator('.grid .card').first();
    const name = await card.locator('.title').textContent();
    expect(await card.locator('span[aria-hidden="true"]').textContent()).toBe(`Shop ${name} →`);
    await context.close();
  });

  it('keeps headings in order on search, brand and promotion pages (axe, moderate too)', async () => {
    const { context, page } = await newPage(1280);
    await go(page, '/en');
    const promotion = (await page.locator('a[href*="/promotions/"]').first().getAttribute('href')) ?? '';
    const problems: string[] = [];
    for (const path of ['/en/search?q=pan', '/en/brands', promotion]) {
      await go(page, path);
      if (path === '/en/brands') await page.locator('main .card a').first().click();
      await page.waitForLoadState('networkidle');
      const result = await new AxeBuilder({ page })
        .withRules(['heading-order', 'page-has-heading-one'])
        .analyze();
      problems.push(...result.violations.map((violation) => `${page.url()}: ${violation.id}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, screenshot } from './browser.ts';

/** The shop built with SHOP_DOMAINS: English on en.localhost, German on de.localhost, the rest prefixed. */
const port = inject('domainShopPort');
const english = `http://en.localhost:${port}`;
const german = `http://de.localhost:${port}`;
let browser: Browser;

beforeAll(async () => {
  // *.localhost is the machine itself; say so, whatever the system resolver thinks of it.
  browser = await launch(['--host-resolver-rules=MAP *.localhost 127.0.0.1']);
});
afterAll(async () => {
  await browser?.close();
});

async function open(url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status(), url).toBe(200);
  return page;
}

describe('the shop on country domains (SHOP_DOMAINS)', () => {
  it('serves German on its own domain without a path prefix, with absolute hreflang links', async () => {
    const page = await open(`${german}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    const category = await page.locator('nav.category-nav a').first().getAttribute('href');
    expect(category).toMatch(/^\/[a-z0-9-]+/);
    expect(category?.startsWith('/de/')).toBe(false);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      );
    expect(alternates).toContainEqual(['de', german]);
    expect(alternates).toContainEqual(['en', english]);
    expect(alternates).toContainEqual(['fi', `${english}/fi`]);
    await screenshot(page, 'domains-de-home-1280');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(german);
    // Canonical and every alternate are absolute, on the language's domain or the English one.
    await page.goto(`${german}${category ?? ''}`, { waitUntil: 'networkidle' });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${german}${category ?? ''}`,
    );
    const hrefs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(17);
    expect(hrefs.filter((href) => !href.startsWith(`${english}/`) && !href.startsWith(`${german}/`))).toEqual(
      [],
    );
    await page.context().close();
  });

  it('keeps a prefix for a language without a domain of its own', async () => {
    const page = await open(`${english}/fi`);
    expect(await page.getAttribute('html', 'lang')).toBe('fi');
    await page.context().close();
  });

  it('moves to the other domain when the shopper picks its language, on the same product', async () => {
    const home = await open(`${german}/`);
    const href = await home.locator('.grid .card a').first().getAttribute('href');
    await home.context().close();
    const page = await open(`${german}${href}?ref=newsletter`);
    const sku = (await page.locator('.product-info p').first().textContent())?.replace(/\D/g, '');
    await page.locator('.language-picker button.toggle').click();
    await Promise.all([
      page.waitForURL((url) => url.host === `en.localhost:${port}`),
      page.locator('.language-picker li button[lang="en"]').click(),
    ]);
    await page.waitForLoadState('networkidle');
    const url = new URL(page.url());
    expect(url.pathname.startsWith('/en/')).toBe(false);
    expect(url.search).toBe('?ref=newsletter');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect((await page.locator('.product-info p').first().textContent())?.replace(/\D/g, '')).toBe(sku);
    await page.context().close();
  });

  it('lists each language’s pages on its own domain in the sitemap', async () => {
    const page = await open(`${german}/sitemaps/categories-1.xml`);
    const xml = await page.content();
    expect(xml).toContain(`<loc>${german}/`);
    expect(xml).toContain(`<loc>${english}/`);
    expect(xml).toContain(`${english}/fi/`);
    await page.context().close();
  });
});

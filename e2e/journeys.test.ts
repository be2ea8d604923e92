import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, screenshot, seriousViolations } from './browser.ts';

const shop = inject('shopUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function open(url: string, width = 1280): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const response = await page.goto(`${shop}${url}`, { waitUntil: 'networkidle' });
  expect(response?.status(), url).toBe(200);
  return page;
}

async function firstCategoryPath(page: Page): Promise<string> {
  const href = await page.locator('nav.category-nav a').first().getAttribute('href');
  if (!href) throw new Error('no category in the menu');
  return href;
}

/** The page's canonical URL and its hreflang alternates, as written in its head. */
async function headLinks(page: Page): Promise<{ canonical: string | null; alternates: string[] }> {
  return {
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    alternates: await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
  };
}

describe('for search engines', () => {
  it('names canonical and hreflang URLs absolutely, on the shop’s public origin', async () => {
    const home = await open('/de');
    const category = await firstCategoryPath(home);
    const product = (await home.locator('.grid .card a[href]').first().getAttribute('href')) ?? '';
    await home.close();
    const wrong: string[] = [];
    for (const path of ['/de', category, product, '/de/articles', '/de/pages/impressum']) {
      const page = await open(path);
      const { canonical, alternates } = await headLinks(page);
      if (canonical !== `${shop}${new URL(page.url()).pathname}`)
        wrong.push(`${path}: canonical ${canonical}`);
      expect(alternates).toHaveLength(17);
      for (const href of alternates)
        if (!href.startsWith(`${shop}/`)) wrong.push(`${path}: hreflang ${href}`);
      await page.close();
    }
    expect(wrong).toEqual([]);
  });
});

describe('browsing the shop', () => {
  it.each([
    ['en', 'Best sellers'],
    ['de', 'Bestseller'],
    ['el', 'Δημοφιλέστερα'],
  ])('shows the home page in %s', async (locale, featured) => {
    const page = await open(`/${locale}`);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    const headings = await page.locator('h2').allTextContents();
    if (locale !== 'el') expect(headings).toContain(featured);
    expect(await page.locator('.grid .card').count()).toBeGreaterThan(8);
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(17);
    await screenshot(page, `home-${locale}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `home-${locale}-390`);
    await page.close();
  });

  it('opens a category, filters and sorts, and pages through it', async () => {
    const home = await open('/en');
    const category = await firstCategoryPath(home);
    await home.close();
    const page = await open(category);
    const firstBrand = page.locator('.filters input[name="manufacturers"]').first();
    const brandId = await firstBrand.getAttribute('value');
    await firstBrand.check();
    await page.selectOption('#sort', 'price_asc');
    await Promise.all([
      page.waitForURL(/sort=price_asc/),
      page.locator('.filters button[type="submit"]').click(),
    ]);
    expect(page.url()).toContain(`manufacturers=${brandId}`);
    const prices = await page
      .locator('.results .card .price > :first-child, .results .card .price')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    expect(prices.length).toBeGreaterThan(0);
    const numbers = (
      await page
        .locator('.results .card')
        .evaluateAll((cards) =>
          cards.map(
            (card) =>
              (card.querySelector('.price .reduced') ?? card.querySelector('.price'))?.textContent ?? '',
          ),
        )
    ).map((text) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await page.goto(`${shop}${category}`, { waitUntil: 'networkidle' });
    const firstOnPageOne = await page.locator('.results .card h3').first().textContent();
    await Promise.all([page.waitForURL(/cursor=/), page.locator('.paging a[rel="next"]').click()]);
    expect(await page.locator('.results .card h3').first().textContent()).not.toBe(firstOnPageOne);
    await screenshot(page, 'category-en-1280');
    await page.close();
  });

  it('counts what a filtered category shows, and offers a way on when a search finds nothing', async () => {
    const page = await open('/de/kueche');
    const brandId = await page.locator('.filters input[name="manufacturers"]').first().getAttribute('value');
    await page.goto(`${shop}/de/kueche?manufacturers=${brandId}&priceMin=30&priceMax=100`, {
      waitUntil: 'networkidle',
    });
    const shown = await page.locator('.results .card').count();
    expect(shown).toBeGreaterThan(0);
    expect(await page.locator('.paging a[rel="next"]').count()).toBe(0);
    expect(await page.locator('h2', { hasText: /Produkt/ }).textContent()).toBe(
      `${shown} ${shown === 1 ? 'Produkt' : 'Produkte'}`,
    );

    await page.goto(`${shop}/de/search?q=Ruksack`, { waitUntil: 'networkidle' });
    const spelling = page.locator('.search-suggestions a', { hasText: 'rucksack' });
    await screenshot(page, 'search-suggestions-de-1280');
    await Promise.all([page.waitForURL(/q=rucksack/), spelling.click()]);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.results .card').count()).toBeGreaterThan(0);

    await page.goto(`${shop}/de/search?q=${encodeURIComponent('Pfanne Yoga')}`, { waitUntil: 'networkidle' });
    const categories = await page
      .locator('.search-suggestions a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(categories).toEqual(expect.arrayContaining(['/de/kueche/kochgeschirr/pfannen', '/de/sport/yoga']));
    await page.close();
  });

  it('opens a product with its details and structured data', async () => {
    const page = await open('/de');
    const card = page.locator('.grid .card a').first();
    const name = await card.locator('h3').textContent();
    await Promise.all([page.waitForURL(/\/de\/.+\/.+/), card.click()]);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').textContent()).toBe(name);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Product', name, offers: { priceCurrency: 'EUR' } });
    await screenshot(page, 'product-de-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'product-de-390');
    await page.close();
  });

  it('switches language on a product page and lands on the same product with the query kept', async () => {
    const home = await open('/en');
    const href = await home.locator('.grid .card a').first().getAttribute('href');
    await home.close();
    const page = await open(`${href}?ref=newsletter`);
    const sku = await page.locator('.product-info p').first().textContent();
    await page.locator('.language-picker button.toggle').click();
    const menu = page.locator('.language-picker ul');
    expect(await menu.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('300px');
    await Promise.all([
      page.waitForURL(/\/de\//),
      page.locator('.language-picker li button[lang="de"]').click(),
    ]);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toContain('?ref=newsletter');
    expect(new URL(page.url()).pathname).not.toBe(href?.replace('/en/', '/de/'));
    expect(await page.locator('.product-info p').first().textContent()).toBe(
      sku?.replace('Item number', 'Artikelnummer'),
    );
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await page.waitForTimeout(400);
    expect(await page.locator('.language-picker ul').count()).toBe(0);
    await page.close();
  });

  it('shows a tooltip on the language toggle after 700 ms of hovering, at once on focus', async () => {
    const page = await open('/en');
    const toggle = page.locator('.language-picker button.toggle');
    const tooltip = page.getByRole('tooltip');
    await toggle.hover();
    await page.waitForTimeout(350);
    expect(await tooltip.count()).toBe(0);
    await tooltip.waitFor({ timeout: 1_000 });
    expect(await tooltip.textContent()).toBe('Choose your language');
    expect(await toggle.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.mouse.move(0, 0);
    expect(await tooltip.count()).toBe(0);
    await toggle.focus();
    expect(await tooltip.textContent()).toBe('Choose your language');
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
    await page.close();
  });

  it('thanks for a reaction on an article in a toast that can be closed', async () => {
    const home = await open('/en');
    const url = await home.locator('a[href*="/articles/"]').first().getAttribute('href');
    await home.close();
    const page = await open(url ?? '/en');
    const button = page.locator('.reactions button').first();
    const before = Number(await button.locator('.count').textContent());
    await button.click();
    const toast = page.getByRole('status').filter({ hasText: 'Thanks for your reaction.' });
    await toast.waitFor();
    expect(Number(await button.locator('.count').textContent())).toBe(before + 1);
    await toast.getByRole('button', { name: 'Close notification' }).click();
    expect(await toast.count()).toBe(0);
    await page.close();
  });

  it('keeps a listing with a reversed price range or an outdated page link, and says what it did', async () => {
    const reversed = await open('/en/kitchen?priceMin=80&priceMax=20&sort=price_asc');
    expect(await reversed.locator('#price-min').inputValue()).toBe('20');
    expect(await reversed.locator('#price-max').inputValue()).toBe('80');
    const prices = await reversed.locator('.results .card').count();
    expect(prices).toBeGreaterThan(0);
    await reversed.close();
    for (const url of [
      '/en/kitchen?cursor=not-a-cursor',
      '/en/kitchen?cursor=%ZZ&sort=name',
      '/en/marken?cursor=x',
      '/en/search?q=pan&cursor=x',
    ]) {
      const response = await fetch(`${shop}${url}`);
      expect(response.status, url).not.toBe(500);
    }
    const outdated = await open('/en/kitchen?cursor=not-a-cursor&sort=price_desc');
    await outdated.getByRole('status').filter({ hasText: 'no longer valid' }).waitFor();
    expect(await outdated.locator('.results .card').count()).toBeGreaterThan(0);
    expect(await outdated.locator('#sort').inputValue()).toBe('price_desc');
    await outdated.close();
  });

  it('answers unknown pages with a localised 404, never a 500', async () => {
    for (const url of [
      '/en/100%25-cotton',
      '/en/%E0%A4%A',
      '/en/kitchen/%25',
      '/en/100%25-cotton?sort=name',
    ]) {
      expect((await fetch(`${shop}${url}`)).status, url).toBe(404);
    }
    for (const url of ['/favicon.ico', '/xx/kitchen', '/en/no/such/page']) {
      expect((await fetch(`${shop}${url}`)).status, url).toBe(404);
    }
    const german = await fetch(`${shop}/de/gibt-es-nicht`);
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Seite nicht gefunden');
  });

  it('serves a sitemap whose URLs answer', async () => {
    const index = await (await fetch(`${shop}/sitemap.xml`)).text();
    const sections = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) {
      const xml = await (await fetch(section)).text();
      expect(xml).toContain('<urlset');
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls.filter((_, index) => index % 97 === 0).slice(0, 6)) {
        expect((await fetch(url)).status, url).toBe(200);
      }
    }
  });
});

describe('accessibility', () => {
  it.each(['home', 'category', 'product', 'article'])(
    'finds no serious or critical violation on the %s page',
    async (kind) => {
      let url = '/en';
      if (kind !== 'home') {
        const home = await open('/en');
        if (kind === 'category') url = await firstCategoryPath(home);
        if (kind === 'product')
          url = (await home.locator('.grid .card a').first().getAttribute('href')) ?? '/en';
        if (kind === 'article')
          url = (await home.locator('a[href*="/articles/"]').first().getAttribute('href')) ?? '/en';
        await home.close();
      }
      const page = await open(url);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    },
  );
});

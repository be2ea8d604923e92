import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, screenshot, seriousViolations } from './browser.ts';

const shop = inject('shopUrl');
const databaseFile = inject('databaseFile');
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

async function open(url: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(`${shop}${url}`, { waitUntil: 'networkidle' });
  expect(response?.status(), url).toBe(200);
  return page;
}

/** The heading of the model withdrawal form (Directive 2011/83/EU, Annex I(B)) in the language. */
const MODEL_FORM = { de: 'Muster-Widerrufsformular', el: 'Υπόδειγμα εντύπου υπαναχώρησης' } as const;

describe('the pages every European shop has', () => {
  it.each(['de', 'el'] as const)(
    'opens every page from the footer in %s and finds the model withdrawal form',
    async (locale) => {
      const home = await open(`/${locale}`);
      const footer = home.locator('footer.site-footer');
      // The promise of personal support names the address and the number.
      expect(await footer.locator('a[href^="mailto:"]').textContent()).toBe('shop@tendero.localhost');
      expect(await footer.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+493023125000');
      const links = await footer
        .locator('nav[aria-labelledby="footer-information"] a')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => ({
            title: anchor.textContent ?? '',
            href: anchor.getAttribute('href') ?? '',
          })),
        );
      await home.close();
      expect(links).toHaveLength(6);

      for (const link of links) {
        expect(link.href).toMatch(new RegExp(`^/${locale}/pages/[a-z0-9-]+$`));
        const page = await open(link.href);
        expect(await page.locator('main h1').textContent()).toBe(link.title);
        expect(await page.locator('main [role="note"]').count()).toBe(1);
        expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(17);
        const formHeading = page.getByRole('heading', { level: 2, name: MODEL_FORM[locale] });
        if ((await formHeading.count()) === 0) {
          await page.close();
          continue;
        }
        // The form lists the addressee (the seller), the declaration and the five fields.
        const form = page.locator(`h2:has-text("${MODEL_FORM[locale]}") ~ ul`).first();
        const items = await form.locator('li').allTextContents();
        expect(items).toHaveLength(7);
        expect(items[0]).toContain('Tendero Demo GmbH');
        expect(await form.locator('a[href="mailto:shop@tendero.localhost"]').count()).toBe(1);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `withdrawal-${locale}-1280`);
        await page.close();
      }
      expect(
        links.filter(
          (link) => link.title === (locale === 'de' ? 'Widerrufsbelehrung' : 'Δικαίωμα υπαναχώρησης'),
        ),
      ).toHaveLength(1);
    },
  );

  it('links the privacy page from registration and from the stock alert', async () => {
    const register = await open('/de/account/register');
    const privacy = register.locator('main .form-note a');
    expect(await privacy.getAttribute('href')).toBe('/de/pages/datenschutz');
    await privacy.click();
    await register.waitForURL(/\/de\/pages\/datenschutz$/);
    expect(await register.locator('main h1').textContent()).toBe('Datenschutzerklärung');
    await register.close();

    const db = new Database(databaseFile, { readonly: true });
    const soldOut = db
      .prepare(
        `select c.path from product p join catalog_path c on c.entity_id = p.id and c.kind = 'product'
         where p.stock = 0 and p.active = 1 and c.locale = 'el' order by p.id limit 1`,
      )
      .get() as { path: string } | undefined;
    db.close();
    expect(soldOut).toBeDefined();
    const product = await open(`/el/${soldOut?.path ?? ''}`);
    expect(await product.locator('form.stock-alert .form-note a').getAttribute('href')).toBe(
      '/el/pages/politiki-aporritou',
    );
    await product.close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AdminBrandOptions, AdminCategoryOptions, AdminProductDetail } from '@tendero/contract';
import { anOperator, api, unique } from './back-office.ts';
import { launch } from './browser.ts';

/** A product the merchant makes through the admin API, in the shop in German and Greek at once. */
const shop = inject('shopUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a product made in the back office', () => {
  it('is in the shop in German and Greek, and its old German path redirects after a new slug', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await anOperator(context);
    const [category] = (await api<AdminCategoryOptions>(context, 'de', 'GET', '/v1/admin/categories')).items;
    const [brand] = (await api<AdminBrandOptions>(context, 'de', 'GET', '/v1/admin/brands')).items;
    if (!category || !brand) throw new Error('the demo catalogue has categories and brands');
    const sku = unique('KET').replace(/[^A-Za-z0-9-]/g, '-');
    const draft = {
      sku,
      manufacturerId: brand.id,
      categoryIds: [category.id],
      primaryCategoryId: category.id,
      weightGrams: 1200,
      stock: 5,
      price: 3990,
      basePrice: null,
      texts: {
        en: { name: `Copper kettle ${sku}` },
        de: { name: `Kupferkessel ${sku}`, description: 'Kocht einen Liter in drei Minuten.' },
        el: { name: `Χάλκινος βραστήρας ${sku}` },
      },
    };
    const product = await api<AdminProductDetail>(context, 'de', 'POST', '/v1/admin/products', draft);

    const shows = async (locale: 'de' | 'el', path: string | undefined, name: string) => {
      const response = await page.goto(`${shop}/${locale}/${path}`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    };
    await shows('el', product.texts.el?.path, draft.texts.el.name);

    const oldPath = `/de/${product.texts.de?.path}`;
    const saved = await api<AdminProductDetail>(context, 'de', 'PUT', `/v1/admin/products/${product.id}`, {
      ...draft,
      revision: product.revision,
      texts: { ...draft.texts, de: { ...draft.texts.de, slug: `kessel-${sku.toLowerCase()}` } },
    });
    // Asked for the first time after the change: a page seen before stays cached for up to a minute.
    const answer = await context.request.get(`${shop}${oldPath}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toContain(`/de/${saved.texts.de?.path}`);
    await shows('de', saved.texts.de?.path, draft.texts.de.name);
    await page.goto(`${shop}${oldPath}`);
    expect(new URL(page.url()).pathname).toBe(`/de/${saved.texts.de?.path}`);
    await context.close();
  });
});

import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AdminBrandOptions, AdminCategoryOptions, AdminProductDetail } from '@tendero/contract';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import { formatMoney } from '../packages/contract/src/money-format.ts';
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

/** A product the merchant makes through the admin API, in the shop in German and Greek at once. */
const shop = inject('shopUrl');
let browser: Browser;
const de = adminMessages('de');
const el = adminMessages('el');

/** Serious accessibility problems of the page, none expected, no sideways scroll; and a screenshot. */
async function checkPage(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), name).toEqual([]);
  await expectNoSidewaysOverflow(page);
  await screenshot(page, name);
}

/** The product id of the editor the page is on. */
const editedId = (page: Page) => Number(/\/admin\/products\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

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
    await shows('de', product.texts.de?.path, draft.texts.de.name);
    const saved = await api<AdminProductDetail>(context, 'de', 'PUT', `/v1/admin/products/${product.id}`, {
      ...draft,
      revision: product.revision,
      texts: { ...draft.texts, de: { ...draft.texts.de, slug: `kessel-${sku.toLowerCase()}` } },
    });
    // The German page was rendered and kept before: the save dropped it, the old path redirects at once.
    const answer = await context.request.get(`${shop}${oldPath}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toContain(`/de/${saved.texts.de?.path}`);
    await shows('de', saved.texts.de?.path, draft.texts.de.name);
    await page.goto(`${shop}${oldPath}`);
    expect(new URL(page.url()).pathname).toBe(`/de/${saved.texts.de?.path}`);
    await context.close();
  });
});

describe('the product editor of the back office', () => {
  it(
    'in German: two pictures, three languages, a category, 20 % off in the shop; repriced by CSV; a stale save refused',
    { timeout: 240_000 },
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
      const page = await context.newPage();
      await anOperator(context);
      const sku = unique('TEE')
        .replace(/[^A-Za-z0-9-]/g, '-')
        .slice(0, 40);
      const names = {
        en: `Cast iron teapot ${sku}`,
        de: `Gusseiserne Teekanne ${sku}`,
        el: `Μαντεμένια τσαγιέρα ${sku}`,
      };

      await page.goto(`${shop}/admin/products`);
      await page.getByRole('link', { name: text(de, 'products.new') }).click();
      await page.getByRole('heading', { level: 1, name: text(de, 'editor.newTitle') }).waitFor();
      const field = (key: string) => page.getByLabel(text(de, key), { exact: true });
      // Saved empty: the browser names what is missing before anything is sent.
      await page.getByRole('button', { name: text(de, 'editor.create') }).click();
      await page.locator('.admin-editor .form-alert').waitFor();
      await expect.poll(() => page.locator('.admin-editor .field-error').count()).toBe(6);
      await field('editor.sku').fill(sku);
      await field('editor.brand').selectOption({ index: 1 });
      await field('editor.weight').fill('1400');
      await field('editor.stock').fill('12');
      await field('editor.price').fill('49,90');
      await page.locator('.admin-editor-categories input[type="checkbox"]').first().check();
      await field('editor.name').fill(names.en);
      const language = (code: string) =>
        page.locator('.admin-editor-language', { has: page.locator(`[lang="${code}"]`) });
      await language('de').click();
      await page
        .getByRole('button', { name: text(de, 'editor.writeLanguage', { language: LOCALE_NATIVE_NAMES.de }) })
        .click();
      await field('editor.name').fill(names.de);
      await field('editor.description').fill('Hält den Tee eine Stunde lang warm.');
      await language('el').click();
      await page
        .getByRole('button', { name: text(de, 'editor.writeLanguage', { language: LOCALE_NATIVE_NAMES.el }) })
        .click();
      await field('editor.name').fill(names.el);
      // The address is made from the Greek name in Latin letters.
      expect(await field('editor.slug').getAttribute('placeholder')).toBe(
        `mantemenia-tsagiera-${sku.toLowerCase()}`,
      );
      expect(await language('el').textContent()).toContain(text(de, 'editor.stateWritten'));
      expect(await language('fr').textContent()).toContain(text(de, 'editor.stateFallback'));
      // Two pictures, a JPEG and a PNG (drawn by the browser itself), the PNG put first, with a German alt.
      const drawn = await browser.newPage({ viewport: { width: 640, height: 480 } });
      await drawn.setContent(
        '<body style="margin:0;background:linear-gradient(90deg,#b5651d,#f4d03f)"></body>',
      );
      const jpeg = await drawn.screenshot({ type: 'jpeg', quality: 80 });
      await drawn.setContent('<body style="margin:0;background:#2e6b4f"></body>');
      const png = await drawn.screenshot({ type: 'png' });
      await drawn.setContent('<body style="margin:0;background:#7a3b69"></body>');
      const spare = await drawn.screenshot({ type: 'png' });
      await drawn.close();
      await field('editor.pictureUpload').setInputFiles([
        { name: 'kanne-seite.jpg', mimeType: 'image/jpeg', buffer: jpeg },
        { name: 'kanne-oben.png', mimeType: 'image/png', buffer: png },
      ]);
      const cards = page.locator('.admin-editor-pictures li');
      await expect.poll(() => cards.count()).toBe(2);
      await cards
        .nth(1)
        .getByRole('button', { name: new RegExp(text(de, 'editor.pictureEarlier')) })
        .click();
      await language('de').click();
      await page
        .getByLabel(text(de, 'editor.altOf', { number: 1 }), { exact: true })
        .fill('Die Kanne von oben');
      await checkPage(page, 'admin-editor-new-de');
      await page.getByRole('button', { name: text(de, 'editor.create') }).click();
      await page.locator('.toast', { hasText: text(de, 'editor.created', { name: names.de }) }).waitFor();
      await page.waitForURL(/\/admin\/products\/\d+$/);
      const id = editedId(page);
      const made = await api<AdminProductDetail>(context, 'de', 'GET', `/v1/admin/products/${id}`);
      expect(made).toMatchObject({ sku, stock: 12, weightGrams: 1400, price: { amount: 4990 } });
      expect(Object.keys(made.texts).sort()).toEqual(['de', 'el', 'en']);
      expect(made.pictures.map((picture) => [picture.width, picture.height, picture.alt])).toEqual([
        [640, 480, { de: 'Die Kanne von oben' }],
        [640, 480, {}],
      ]);
      expect(made.pictures.every((picture) => picture.url.endsWith('.webp'))).toBe(true);
      for (const locale of ['de', 'el', 'en'] as const) {
        await page.goto(`${shop}/${locale}/${made.texts[locale]?.path}`);
        await expect.poll(() => page.locator('h1').textContent()).toBe(names[locale]);
      }
      // The German page shows the German alt on the first picture, the others the product's name.
      await page.goto(`${shop}/de/${made.texts.de?.path}`);
      await page.getByRole('img', { name: 'Die Kanne von oben' }).first().waitFor();

      // 20 % off this teapot, made in the promotion editor: 49,90 € becomes 39,92 € at once.
      const promotionName = `Teewochen ${sku}`;
      await page.goto(`${shop}/admin/promotions/new`);
      await page.getByRole('heading', { level: 1, name: text(de, 'promotionsAdmin.newTitle') }).waitFor();
      await field('promotionsAdmin.targetLabel').selectOption('catalogue');
      await page.getByRole('radio', { name: text(de, 'promotionsAdmin.kind.reductionPercent') }).check();
      await field('promotionsAdmin.percent').fill('20');
      await field('promotionsAdmin.findProduct').fill(sku);
      await page.getByRole('button', { name: text(de, 'promotionsAdmin.search'), exact: true }).click();
      await page
        .getByRole('list', { name: text(de, 'promotionsAdmin.found') })
        .getByRole('button', { name: `${text(de, 'promotionsAdmin.add')} ${names.de}` })
        .click();
      await field('promotionsAdmin.name').fill(`Tea weeks ${sku}`);
      await language('de').click();
      await page
        .getByRole('button', { name: text(de, 'editor.writeLanguage', { language: LOCALE_NATIVE_NAMES.de }) })
        .click();
      await field('promotionsAdmin.name').fill(promotionName);
      await page.getByRole('button', { name: text(de, 'promotionsAdmin.create') }).click();
      await page
        .locator('.toast', { hasText: text(de, 'promotionsAdmin.created', { name: promotionName }) })
        .waitFor();
      const reduced = await api<AdminProductDetail>(context, 'de', 'GET', `/v1/admin/products/${id}`);
      expect(reduced.price).toMatchObject({ amount: 3992, baseAmount: 4990, lowestPriorPrice: 4990 });
      // In the shop in three languages (the German page was rendered before): struck through, with the
      // lowest price of the 30 days before the reduction.
      const priceShown = async (locale: 'de' | 'el' | 'en', amount: number, was: number) => {
        const euros = (cents: number) => formatMoney(locale, { amount: cents, currency: 'EUR' });
        await page.goto(`${shop}/${locale}/${made.texts[locale]?.path}`);
        const price = page.locator('.product-info .price-block');
        await expect.poll(() => price.locator('.reduced').textContent()).toContain(euros(amount));
        expect(await price.locator('s').textContent()).toContain(euros(was));
        expect(await price.locator('.price-lowest').textContent()).toBe(
          say(messages(locale, 'common.json'), locale, 'price.lowestPrior', { price: euros(4990) }),
        );
      };
      for (const locale of ['de', 'el', 'en'] as const) await priceShown(locale, 3992, 4990);
      await screenshot(page, 'catalogue-teapot-reduced-en');
      // Written without a description or properties in English: no headings over nothing.
      const product = messages('en', 'common.json').product as Record<string, string>;
      for (const heading of [product.description, product.details]) {
        expect(await page.getByRole('heading', { level: 2, name: heading, exact: true }).count()).toBe(0);
      }

      // The catalogue exported, the teapot's price changed in the file, checked, then imported.
      await page.goto(`${shop}/admin/catalogue-csv`);
      await page.getByRole('heading', { level: 1, name: text(de, 'csv.title') }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: text(de, 'csv.export') }).click(),
      ]);
      const exported = fs.readFileSync(await download.path(), 'utf8');
      expect(exported.split('\n', 1)[0]).toMatch(/^sku,action,active,brand,categories,/);
      const file = page.getByLabel(text(de, 'csv.file'), { exact: true });
      const check = page.getByRole('button', { name: text(de, 'csv.check') });
      // A price written the German way is refused with its row and column; nothing changes.
      await file.setInputFiles({
        name: 'katalog.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(withPrice(exported, sku, '34,9x')),
      });
      await check.click();
      const problem = page.locator('.admin-table tbody tr', { hasText: 'price' });
      await problem.waitFor();
      expect(await problem.textContent()).toContain('34,9x');
      expect(await page.getByRole('button', { name: text(de, 'csv.apply') }).count()).toBe(0);
      // The right price: the check shows that one row changes its price, then the import writes it.
      await file.setInputFiles({
        name: 'katalog.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(withPrice(exported, sku, '34.90')),
      });
      await check.click();
      const changed = page.locator('.admin-table tbody tr');
      await changed.first().waitFor();
      await expect.poll(() => changed.count()).toBe(1);
      expect(await changed.first().textContent()).toContain(sku);
      expect(await changed.first().textContent()).toContain('price');
      const checked = await api<AdminProductDetail>(context, 'de', 'GET', `/v1/admin/products/${id}`);
      expect(checked.price.amount).toBe(3992);
      await checkPage(page, 'admin-csv-checked-de');
      await page.getByRole('button', { name: text(de, 'csv.apply') }).click();
      const appliedWords = text(de, 'csv.applied').split('{')[0]?.trim() ?? '';
      await page.getByRole('status').filter({ hasText: appliedWords }).waitFor();
      await checkPage(page, 'admin-csv-imported-de');
      const imported = await api<AdminProductDetail>(context, 'de', 'GET', `/v1/admin/products/${id}`);
      expect(imported.price).toMatchObject({ amount: 3490, baseAmount: 4990 });
      // The shop's pages, rendered before the import, show the new price at once.
      for (const locale of ['de', 'el'] as const) await priceShown(locale, 3490, 4990);

      // A second operator's tab saves first: the first one's save is refused, then it loads theirs.
      await page.goto(`${shop}/admin/products/${id}`);
      await page.getByRole('heading', { level: 1, name: names.de }).waitFor();
      const other = await context.newPage();
      await other.goto(`${shop}/admin/products/${id}`);
      await other.getByLabel(text(de, 'editor.stock'), { exact: true }).fill('30');
      await other.getByRole('button', { name: text(de, 'editor.save') }).click();
      await other.locator('.toast', { hasText: text(de, 'editor.saved', { name: names.de }) }).waitFor();
      await field('editor.stock').fill('5');
      await page.getByRole('button', { name: text(de, 'editor.save') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: text(de, 'editor.stale') })
        .waitFor();
      expect((await api<AdminProductDetail>(context, 'de', 'GET', `/v1/admin/products/${id}`)).stock).toBe(
        30,
      );
      await page.getByRole('button', { name: text(de, 'editor.loadSaved') }).click();
      await expect.poll(() => field('editor.stock').inputValue()).toBe('30');

      // A picture no product shows is deleted from the library; one a product shows cannot be.
      const upload = await context.request.post(`${shop}/v1/admin/media`, {
        headers: { origin: shop },
        multipart: { file: { name: 'uebrig.png', mimeType: 'image/png', buffer: spare } },
      });
      expect(upload.status()).toBe(201);
      await page.goto(`${shop}/admin/pictures?unused=true`);
      await page.getByRole('heading', { level: 1, name: text(de, 'picturesAdmin.title') }).waitFor();
      const unused = page.locator('.admin-library li');
      await expect.poll(() => unused.count()).toBeGreaterThanOrEqual(1);
      const before = await unused.count();
      await checkPage(page, 'admin-pictures-de');
      await unused
        .first()
        .getByRole('button', { name: new RegExp(`^${text(de, 'picturesAdmin.delete')}`) })
        .click();
      await unused
        .first()
        .getByRole('button', { name: new RegExp(text(de, 'picturesAdmin.confirmDelete')) })
        .click();
      await page.locator('.toast', { hasText: text(de, 'picturesAdmin.deleted') }).waitFor();
      await expect.poll(() => unused.count()).toBe(before - 1);
      await page.goto(`${shop}/admin/pictures`);
      const used = page.locator('.admin-library li', {
        has: page.locator(`img[src*="${made.pictures[0]?.url.split('/').pop()}"]`),
      });
      await used.waitFor();
      expect(await used.getByRole('button').count()).toBe(0);

      // In Greek on a phone: the same editor, no sideways scroll.
      const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'el-GR' });
      await anOperator(phone);
      const small = await phone.newPage();
      await small.goto(`${shop}/admin/products/${id}`);
      await small.getByRole('heading', { level: 1, name: names.el }).waitFor();
      await small.getByLabel(text(el, 'editor.sku'), { exact: true }).waitFor();
      await checkPage(small, 'admin-editor-el-360');
      await phone.close();
      await context.close();
    },
  );
});

/** The cells of one CSV record starting at `start` (RFC 4180 quoting), and where the next begins. */
function csvRecord(csv: string, start: number): { cells: string[]; end: number } {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = start; index < csv.length; index += 1) {
    const char = csv[index];
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      cells.push(cell);
      return { cells, end: csv[index + 1] === '\n' && char === '\r' ? index + 2 : index + 1 };
    } else cell += char;
  }
  cells.push(cell);
  return { cells, end: csv.length };
}

/** The export with one product's price changed in its `price` cell, the rest byte for byte. */
function withPrice(csv: string, sku: string, price: string): string {
  const header = csvRecord(csv, 0);
  const skuAt = header.cells.indexOf('sku');
  const priceAt = header.cells.indexOf('price');
  let start = header.end;
  while (start < csv.length) {
    const record = csvRecord(csv, start);
    if (record.cells[skuAt] === sku) {
      const cells = record.cells.map((cell, index) => (index === priceAt ? price : cell));
      const line = cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell));
      return `${csv.slice(0, start)}${line.join(',')}\n${csv.slice(record.end)}`;
    }
    start = record.end;
  }
  throw new Error(`no row for ${sku} in the export`);
}

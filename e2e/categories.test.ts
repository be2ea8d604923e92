import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  slugify,
  type AdminBrandDetail,
  type AdminCategoryDetail,
  type AdminCategoryOptions,
} from '@tendero/contract';
import { LOCALE_NATIVE_NAMES } from '@tendero/contract/locale-data';
import { anOperator, api, unique } from './back-office.ts';
import {
  adminMessages,
  expectNoSidewaysOverflow,
  launch,
  screenshot,
  seriousViolations,
  text,
} from './browser.ts';

/** Categories and brands made, moved, reordered and refused deletion in the back office. */
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

const editedId = (page: Page, kind: string) =>
  Number(new RegExp(`/admin/${kind}/(\\d+)$`).exec(new URL(page.url()).pathname)?.[1]);

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the categories and brands of the back office', () => {
  it('in German: a category in three languages, a brand, a move with redirects, a refusal, a reorder', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await anOperator(context);
    const tag = unique('t')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 24);
    const { items } = await api<AdminCategoryOptions>(context, 'de', 'GET', '/v1/admin/categories');
    const parent = items.find((item) => item.parentId === null && item.productCount > 0);
    const full = items.find(
      (item) => item.productCount > 0 && !items.some((other) => other.parentId === item.id),
    );
    if (!parent || !full) throw new Error('the demo catalogue has categories with products');
    const names = { en: `Tea corner ${tag}`, de: `Teeecke ${tag}`, el: `Γωνιά τσαγιού ${tag}` };
    const field = (key: string) => page.getByLabel(text(de, key), { exact: true });
    const language = (code: string) =>
      page.locator('.admin-editor-language', { has: page.locator(`[lang="${code}"]`) });
    const write = async (code: 'de' | 'el') => {
      await language(code).click();
      await page
        .getByRole('button', {
          name: text(de, 'editor.writeLanguage', { language: LOCALE_NATIVE_NAMES[code] }),
        })
        .click();
    };

    // The tree, with the tabs of the catalogue above it.
    await page.goto(`${shop}/admin/categories`);
    await page.getByRole('heading', { level: 1, name: text(de, 'categoriesAdmin.title') }).waitFor();
    await page
      .getByRole('link', { name: text(de, 'categoriesAdmin.open', { name: parent.trail[0] ?? '' }) })
      .waitFor();
    await checkPage(page, 'admin-categories-de');

    // A new category below an existing one, named in English, German and Greek.
    await page.getByRole('link', { name: text(de, 'categoriesAdmin.new') }).click();
    await page.getByRole('heading', { level: 1, name: text(de, 'categoriesAdmin.newTitle') }).waitFor();
    await field('categoriesAdmin.parent').selectOption(String(parent.id));
    await field('editor.name').fill(names.en);
    await write('de');
    await field('editor.name').fill(names.de);
    await field('editor.description').fill('Alles für die Teestunde.');
    await write('el');
    await field('editor.name').fill(names.el);
    // The address is made from the Greek name in Latin letters, below the parent's Greek path.
    const greekSlug = await field('editor.slug').getAttribute('placeholder');
    expect(greekSlug).toBe(`gonia-tsagiou-${tag}`);
    expect(greekSlug).toBe(slugify(names.el, 'el'));
    const parentDetail = await api<AdminCategoryDetail>(
      context,
      'de',
      'GET',
      `/v1/admin/categories/${parent.id}`,
    );
    await page
      .getByText(text(de, 'editor.slugHint', { path: `/el/${parentDetail.texts.el?.path}/${greekSlug}` }))
      .waitFor();
    expect(await language('el').textContent()).toContain(text(de, 'editor.stateWritten'));
    expect(await language('fr').textContent()).toContain(text(de, 'editor.stateFallback'));
    await checkPage(page, 'admin-category-new-de');
    await page.getByRole('button', { name: text(de, 'categoriesAdmin.create') }).click();
    await page
      .locator('.toast', { hasText: text(de, 'categoriesAdmin.created', { name: names.de }) })
      .waitFor();
    await page.waitForURL(/\/admin\/categories\/\d+$/);
    const id = editedId(page, 'categories');
    const made = await api<AdminCategoryDetail>(context, 'de', 'GET', `/v1/admin/categories/${id}`);
    expect(made).toMatchObject({ parentId: parent.id, depth: 1 });
    expect(Object.keys(made.texts).sort()).toEqual(['de', 'el', 'en']);
    expect(made.texts.el?.path).toBe(`${parentDetail.texts.el?.path}/${greekSlug}`);

    // Moved to the top level: its old German address leads to the new one.
    await field('categoriesAdmin.parent').selectOption({ label: text(de, 'categoriesAdmin.topLevel') });
    await page.getByRole('button', { name: text(de, 'categoriesAdmin.save') }).click();
    await page.locator('.toast', { hasText: text(de, 'categoriesAdmin.redirects') }).waitFor();
    const moved = await api<AdminCategoryDetail>(context, 'de', 'GET', `/v1/admin/categories/${id}`);
    expect(moved).toMatchObject({ parentId: null, depth: 0 });
    const answer = await context.request.get(`${shop}/de/${made.texts.de?.path}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toContain(`/de/${moved.texts.de?.path}`);
    await checkPage(page, 'admin-category-edit-de');

    // A parent that has become one of its own subcategories meanwhile: the API's refusal at the field.
    const cups = { en: { name: `Cups ${tag}` } };
    const child = await api<AdminCategoryDetail>(context, 'de', 'POST', '/v1/admin/categories', {
      parentId: null,
      texts: cups,
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: names.de }).waitFor();
    await api(context, 'de', 'PUT', `/v1/admin/categories/${child.id}`, { parentId: id, texts: cups });
    await field('categoriesAdmin.parent').selectOption({ label: cups.en.name });
    await page.getByRole('button', { name: text(de, 'categoriesAdmin.save') }).click();
    await page.locator('.field-error', { hasText: text(de, 'validation.category.cycle') }).waitFor();
    expect(await field('categoriesAdmin.parent').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-category-cycle-de');
    await api(context, 'de', 'DELETE', `/v1/admin/categories/${child.id}`);

    // A category with products is not deleted, and the refusal says why.
    await page.goto(`${shop}/admin/categories/${full.id}`);
    await page.getByRole('button', { name: text(de, 'categoriesAdmin.delete') }).click();
    await page.getByRole('button', { name: text(de, 'categoriesAdmin.deleteConfirm') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: text(de, 'error.category.hasProducts') })
      .waitFor();
    await checkPage(page, 'admin-category-refused-de');
    expect((await api<AdminCategoryDetail>(context, 'de', 'GET', `/v1/admin/categories/${full.id}`)).id).toBe(
      full.id,
    );

    // Reordered by keyboard: up one place among the top-level categories, the focus stays on it.
    await page.goto(`${shop}/admin/categories`);
    const up = page.getByRole('button', { name: `${text(de, 'categoriesAdmin.moveUp')} ${names.de}` });
    // Enabled once every category's place has come.
    await expect.poll(() => up.isEnabled(), { timeout: 15_000 }).toBe(true);
    await up.focus();
    await page.keyboard.press('Enter');
    await page
      .locator('.toast', {
        hasText: text(de, 'categoriesAdmin.movedUp', { name: names.de, number: moved.position }),
      })
      .waitFor();
    const reordered = await api<AdminCategoryDetail>(context, 'de', 'GET', `/v1/admin/categories/${id}`);
    expect(reordered.position).toBe(moved.position - 1);
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.move), {
        timeout: 5_000,
      })
      .toMatch(new RegExp(`^${id}-`));
    await screenshot(page, 'admin-categories-reordered-de');

    // A brand: one name, its address in each language made from it in that language's letters.
    const brandName = `Kräuterhaus ${tag}`;
    await page.goto(`${shop}/admin/brands`);
    await page.getByRole('heading', { level: 1, name: text(de, 'brandsAdmin.title') }).waitFor();
    await checkPage(page, 'admin-brands-de');
    await page.getByRole('link', { name: text(de, 'brandsAdmin.new') }).click();
    await page.getByRole('heading', { level: 1, name: text(de, 'brandsAdmin.newTitle') }).waitFor();
    await field('editor.name').fill(brandName);
    expect(await field('editor.slug').getAttribute('placeholder')).toBe(`krauterhaus-${tag}`);
    await write('de');
    expect(await field('editor.slug').getAttribute('placeholder')).toBe(`kraeuterhaus-${tag}`);
    await field('editor.description').fill('Kräuter aus dem eigenen Garten.');
    await page.getByRole('button', { name: text(de, 'brandsAdmin.create') }).click();
    await page.locator('.toast', { hasText: text(de, 'brandsAdmin.created', { name: brandName }) }).waitFor();
    await page.waitForURL(/\/admin\/brands\/\d+$/);
    const brandId = editedId(page, 'brands');
    const brand = await api<AdminBrandDetail>(context, 'de', 'GET', `/v1/admin/brands/${brandId}`);
    expect(brand.texts.de?.slug).toBe(`kraeuterhaus-${tag}`);
    expect(brand.texts.en?.slug).toBe(`krauterhaus-${tag}`);
    await checkPage(page, 'admin-brand-de');
    // Without products it goes, after the question.
    await page.getByRole('button', { name: text(de, 'brandsAdmin.delete') }).click();
    await page
      .getByRole('heading', { name: text(de, 'brandsAdmin.deleteTitle', { name: brandName }) })
      .waitFor();
    await page.getByRole('button', { name: text(de, 'brandsAdmin.deleteConfirm') }).click();
    await page.locator('.toast', { hasText: text(de, 'brandsAdmin.deleted', { name: brandName }) }).waitFor();
    await page.waitForURL(/\/admin\/brands$/);

    // The tree in Greek on a phone: no sideways scroll.
    const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'el-GR' });
    await anOperator(phone);
    const small = await phone.newPage();
    await small.goto(`${shop}/admin/categories`);
    await small.getByRole('heading', { level: 1, name: text(el, 'categoriesAdmin.title') }).waitFor();
    await small.getByRole('link', { name: text(el, 'categoriesAdmin.open', { name: names.el }) }).waitFor();
    await checkPage(small, 'admin-categories-el-360');
    await small.goto(`${shop}/admin/categories/${id}`);
    await small.getByRole('heading', { level: 1, name: names.el }).waitFor();
    await checkPage(small, 'admin-category-el-360');
    await phone.close();

    await api(context, 'de', 'DELETE', `/v1/admin/categories/${id}`);
    await context.close();
  }, 240_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBrandDetail,
  AdminCategoryDetail,
  AdminCategoryInput,
  AdminMedia,
} from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct, aPromotion, uniqueTag } from '../../test/fixtures.ts';
import { SHOP_ORIGIN, type Browser } from '../auth/test-support.ts';
import { multipart } from '../returns/test-support.ts';
import { operatorBrowser } from './test-support.ts';

// Catalogue answers are cached here, as in production: a change must show at once all the same.
const ctx = useTestApp({
  CATALOG_CACHE_SECONDS: '60',
  MEDIA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-admin-categories-')),
});
const db = () => ctx.app.database.db;
let operator: Browser;

beforeAll(async () => {
  operator = await operatorBrowser(ctx.app, `category.keeper.${process.pid}@example.com`);
});

const page = (path: string, locale = 'en') =>
  ctx.app.inject({ method: 'GET', url: `/v1/catalog/${path}`, headers: { 'x-locale': locale } });

const listed = async (path: string) =>
  (await page(path)).json().listing.items.map((item: { id: number }) => item.id) as number[];

const auditActions = async (subjectType: string, id: number) =>
  (
    await db()
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((row) => row.action);

function pathIn(entity: { texts: Partial<Record<string, { path: string }>> }, locale: string): string {
  const text = entity.texts[locale];
  if (text === undefined) throw new Error(`no ${locale} texts`);
  return text.path;
}

async function created(input: AdminCategoryInput): Promise<AdminCategoryDetail> {
  const response = await operator.post('/v1/admin/categories', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminCategoryDetail>();
}

const named = (name: string, parentId: number | null = null): AdminCategoryInput => ({
  parentId,
  texts: { en: { name } },
});

describe('POST /v1/admin/categories', () => {
  it('makes a category below its parent, slugs transliterated from the names in each script', async () => {
    const tag = uniqueTag();
    const parent = await aCategory(db(), { name: `Kitchen ${tag}`, texts: { el: `Κουζίνα ${tag}` } });
    const category = await created({
      parentId: parent.id,
      texts: {
        en: { name: `Cookware ${tag}`, description: 'Pots and pans.' },
        el: { name: `Μαγειρικά σκεύη ${tag}` },
        cs: { name: `Kuchyňské nádobí ${tag}` },
      },
    });
    const lower = tag.toLowerCase();
    expect(category).toMatchObject({
      parentId: parent.id,
      position: 0,
      depth: 1,
      image: null,
      productCount: 0,
      childCount: 0,
    });
    expect(category.texts.el?.slug).toBe(`mageirika-skevi-${lower}`);
    expect(category.texts.cs?.slug).toBe(`kuchynske-nadobi-${lower}`);
    expect(category.texts.en).toMatchObject({
      slug: `cookware-${lower}`,
      description: 'Pots and pans.',
      path: `${parent.path}/cookware-${lower}`,
    });
    // Czech has no parent text: the parent's English path, then the Czech slug.
    expect(pathIn(category, 'cs')).toBe(`${parent.path}/kuchynske-nadobi-${lower}`);
    expect(pathIn(category, 'el').endsWith(`/mageirika-skevi-${lower}`)).toBe(true);

    const greek = await page(pathIn(category, 'el'), 'el');
    expect(greek.statusCode).toBe(200);
    expect(greek.json().category).toMatchObject({ id: category.id, name: `Μαγειρικά σκεύη ${tag}` });
    // The parent's page lists it as a child at once, though catalogue answers are cached.
    const children = (await page(parent.path)).json().category.children as { id: number }[];
    expect(children.map((child) => child.id)).toContain(category.id);

    expect((await operator.get(`/v1/admin/categories/${category.id}`)).json()).toEqual(category);
    expect(await auditActions('category', category.id)).toEqual(['category.create']);
    const options = (await operator.get('/v1/admin/categories')).json().items as { id: number }[];
    expect(options.map((option) => option.id)).toContain(category.id);
  });

  it('refuses a taken slug with 409 and an unknown parent with 400, writing nothing', async () => {
    const parent = await aCategory(db());
    const first = await created(named(`Lamps ${uniqueTag()}`, parent.id));
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('category')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const clash = await operator.post('/v1/admin/categories', {
      parentId: parent.id,
      texts: { en: { name: 'Something else', slug: first.texts.en?.slug } },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: 'validation.slug.taken',
      details: [{ path: 'texts.en.slug', message: 'validation.slug.taken' }],
    });
    const unknown = await operator.post('/v1/admin/categories', named('Orphans', 999_999_999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'parentId', message: 'validation.category.unknown' }]);
    const cases: [object, string, string][] = [
      [{ parentId: null, texts: { de: { name: 'Nur Deutsch' } } }, 'texts.en', 'validation.texts.english'],
      [{ parentId: null, texts: { en: { name: '???' } } }, 'texts.en.slug', 'validation.slug.format'],
      [
        { parentId: null, texts: { en: { name: 'x', slug: 'Not A Slug' } } },
        'texts.en.slug',
        'validation.slug.format',
      ],
      [
        { parentId: null, texts: { en: { name: 'x'.repeat(129) } } },
        'texts.en.name',
        'validation.string.max',
      ],
      [{ parentId: null, position: -1, texts: { en: { name: 'x' } } }, 'position', 'validation.number.min'],
      [{ parentId: null, texts: { en: { name: 'x' } }, key: 'x' }, '', 'validation.object.unknown'],
    ];
    for (const [body, path, message] of cases) {
      const response = await operator.post('/v1/admin/categories', body);
      expect(response.statusCode, `${path} ${response.body}`).toBe(400);
      const detail = path === '' ? { message } : { path, message };
      expect(response.json().details).toContainEqual(expect.objectContaining(detail));
    }
    expect(await count()).toBe(before);
  });

  it('is for operators only', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/categories',
      headers: { origin: SHOP_ORIGIN },
      payload: named('Nobody'),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /v1/admin/categories/:categoryId', () => {
  /** Kitchen > Cookware (with a product, in English and Greek) > Pans, and a second top category Outdoor. */
  async function aTree() {
    const tag = uniqueTag();
    const kitchen = await created({
      parentId: null,
      texts: { en: { name: `Kitchen ${tag}` }, el: { name: `Κουζίνα ${tag}` } },
    });
    const cookware = await created({
      parentId: kitchen.id,
      texts: { en: { name: `Cookware ${tag}` }, el: { name: `Σκεύη ${tag}` } },
    });
    const pans = await created(named(`Pans ${tag}`, cookware.id));
    const outdoor = await created(named(`Outdoor ${tag}`));
    const product = await aProduct(db(), {
      categoryId: cookware.id,
      name: `Dutch oven ${tag}`,
      texts: { el: { name: `Γάστρα ${tag}` } },
    });
    const inPans = await aProduct(db(), { categoryId: pans.id, name: `Frying pan ${tag}` });
    return { tag, kitchen, cookware, pans, outdoor, product, inPans };
  }

  const input = (category: AdminCategoryDetail, change: Partial<AdminCategoryInput> = {}) => ({
    parentId: category.parentId,
    texts: Object.fromEntries(
      Object.entries(category.texts).map(([locale, text]) => [
        locale,
        { name: text.name, slug: text.slug, description: text.description },
      ]),
    ),
    ...change,
  });

  const productPaths = async (productId: number) =>
    Object.fromEntries(
      (
        await db()
          .selectFrom('product_translation')
          .select(['locale', 'path'])
          .where('product_id', '=', productId)
          .execute()
      ).map((row) => [row.locale, row.path]),
    );

  it('moves a category with everything below it; old paths of categories and products answer 301', async () => {
    const { kitchen, cookware, pans, outdoor, product, inPans } = await aTree();
    const oldProduct = await productPaths(product.id);
    const oldPansProduct = await productPaths(inPans.id);
    expect(await listed(pathIn(kitchen, 'en'))).toEqual(expect.arrayContaining([product.id, inPans.id]));

    const moved = await operator.put(
      `/v1/admin/categories/${cookware.id}`,
      input(cookware, { parentId: outdoor.id }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json<AdminCategoryDetail>();
    expect(after).toMatchObject({
      parentId: outdoor.id,
      depth: 1,
      position: 0,
      productCount: 2,
      childCount: 1,
    });
    expect(pathIn(after, 'en')).toBe(`${pathIn(outdoor, 'en')}/${cookware.texts.en?.slug}`);
    // Outdoor has no Greek text: its English path, then the Greek slug.
    expect(pathIn(after, 'el')).toBe(`${pathIn(outdoor, 'en')}/${cookware.texts.el?.slug}`);

    const newProduct = await productPaths(product.id);
    expect(newProduct.en).toBe(`${pathIn(after, 'en')}/${oldProduct.en?.split('/').at(-1)}`);
    expect(newProduct.el).toBe(`${pathIn(after, 'el')}/${oldProduct.el?.split('/').at(-1)}`);
    const newPansProduct = await productPaths(inPans.id);
    expect(newPansProduct.en?.startsWith(`${pathIn(after, 'en')}/`)).toBe(true);
    const pansAfter = (await operator.get(`/v1/admin/categories/${pans.id}`)).json<AdminCategoryDetail>();
    expect(pansAfter).toMatchObject({ depth: 2, parentId: cookware.id });
    expect(pathIn(pansAfter, 'en')).toBe(`${pathIn(after, 'en')}/${pans.texts.en?.slug}`);

    const redirects: [string, string, string][] = [
      [pathIn(cookware, 'en'), pathIn(after, 'en'), 'en'],
      [pathIn(cookware, 'el'), pathIn(after, 'el'), 'el'],
      [pathIn(pans, 'en'), pathIn(pansAfter, 'en'), 'en'],
      [oldProduct.en ?? '', newProduct.en ?? '', 'en'],
      [oldProduct.el ?? '', newProduct.el ?? '', 'el'],
      [oldPansProduct.en ?? '', newPansProduct.en ?? '', 'en'],
      // A language without texts of its own had the English path, and follows it.
      [oldProduct.en ?? '', newProduct.en ?? '', 'fr'],
    ];
    for (const [from, to, locale] of redirects) {
      const response = await page(from, locale);
      expect(response.statusCode, `${locale} ${from}`).toBe(301);
      expect(response.json()).toEqual({ kind: 'moved', path: to });
    }
    expect((await page(newProduct.el ?? '', 'el')).json().product.id).toBe(product.id);

    // Listed under the new ancestor only, counted there; the old one is empty now.
    expect(await listed(pathIn(outdoor, 'en'))).toEqual(expect.arrayContaining([product.id, inPans.id]));
    expect(await listed(pathIn(kitchen, 'en'))).toEqual([]);
    const options = (await operator.get('/v1/admin/categories')).json().items as {
      id: number;
      productCount: number;
    }[];
    expect(options.find((option) => option.id === outdoor.id)?.productCount).toBe(2);
    expect(options.find((option) => option.id === kitchen.id)?.productCount).toBe(0);
    const breadcrumbs = (await page(newProduct.en ?? '')).json().product.breadcrumbs as { name: string }[];
    expect(breadcrumbs.map((crumb) => crumb.name)).toContain(outdoor.texts.en?.name);

    expect(await auditActions('category', cookware.id)).toEqual(['category.create', 'category.move']);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('subject_type', '=', 'category')
      .where('subject_id', '=', String(cookware.id))
      .where('action', '=', 'category.move')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before)).toMatchObject({ parentId: kitchen.id });
    expect(JSON.parse(audit.after)).toMatchObject({ parentId: outdoor.id });
  });

  it('refuses a category cycle with 422 at parentId, changing nothing', async () => {
    const { kitchen, cookware, pans, product } = await aTree();
    const before = await productPaths(product.id);
    for (const parentId of [kitchen.id, cookware.id, pans.id]) {
      const response = await operator.put(`/v1/admin/categories/${kitchen.id}`, input(kitchen, { parentId }));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({
        statusCode: 422,
        message: 'validation.category.cycle',
        details: [{ path: 'parentId', message: 'validation.category.cycle' }],
      });
    }
    const { updatedAt: _kitchenAt, ...kitchenBefore } = kitchen;
    expect((await operator.get(`/v1/admin/categories/${kitchen.id}`)).json()).toMatchObject({
      ...kitchenBefore,
      productCount: 2,
      childCount: 1,
    });
    expect((await operator.get(`/v1/admin/categories/${pans.id}`)).json().parentId).toBe(cookware.id);
    expect(await productPaths(product.id)).toEqual(before);
    expect(await auditActions('category', kitchen.id)).toEqual(['category.create']);
  });

  it('renames a slug: the paths below follow and the old ones redirect; back again works', async () => {
    const { kitchen, cookware, product } = await aTree();
    const oldProduct = await productPaths(product.id);
    const renamed = await operator.put(
      `/v1/admin/categories/${kitchen.id}`,
      input(kitchen, {
        texts: { ...input(kitchen).texts, en: { name: 'Kitchen & dining', slug: `dining-${uniqueTag()}` } },
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = renamed.json<AdminCategoryDetail>();
    expect(after.texts.el).toEqual(kitchen.texts.el);
    const newProduct = await productPaths(product.id);
    expect(newProduct.en?.startsWith(`${pathIn(after, 'en')}/`)).toBe(true);
    expect(newProduct.el).toBe(oldProduct.el);
    expect((await page(oldProduct.en ?? '')).json()).toEqual({ kind: 'moved', path: newProduct.en });
    expect((await page(pathIn(cookware, 'en'))).statusCode).toBe(301);
    expect((await page(pathIn(kitchen, 'en'))).json().path).toBe(pathIn(after, 'en'));
    expect(await auditActions('category', kitchen.id)).toEqual(['category.create', 'category.edit']);

    const back = await operator.put(`/v1/admin/categories/${kitchen.id}`, input(kitchen));
    expect(back.statusCode).toBe(200);
    expect(await productPaths(product.id)).toEqual(oldProduct);
    expect((await page(oldProduct.en ?? '')).json().product.id).toBe(product.id);
    expect((await page(newProduct.en ?? '')).statusCode).toBe(301);
  });

  it('refuses a slug a sibling has with 409, changing nothing', async () => {
    const { kitchen, outdoor } = await aTree();
    const clash = await operator.put(
      `/v1/admin/categories/${outdoor.id}`,
      input(outdoor, { texts: { en: { name: 'Kitchen', slug: kitchen.texts.en?.slug } } }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toEqual([{ path: 'texts.en.slug', message: 'validation.slug.taken' }]);
    expect(pathIn((await operator.get(`/v1/admin/categories/${outdoor.id}`)).json(), 'en')).toBe(
      pathIn(outdoor, 'en'),
    );
  });

  it('refuses a move onto a path the new parent already has below it, changing nothing', async () => {
    const { cookware, outdoor, product } = await aTree();
    const before = await productPaths(product.id);
    await created({
      parentId: outdoor.id,
      texts: { en: { name: 'Cookware', slug: cookware.texts.en?.slug } },
    });
    const clash = await operator.put(
      `/v1/admin/categories/${cookware.id}`,
      input(cookware, { parentId: outdoor.id }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toEqual([{ path: 'texts.en.slug', message: 'validation.slug.taken' }]);
    expect((await operator.get(`/v1/admin/categories/${cookware.id}`)).json().parentId).toBe(
      cookware.parentId,
    );
    expect(await productPaths(product.id)).toEqual(before);
  });

  it('reorders among siblings, the others making room', async () => {
    const parent = await created(named(`Shelf ${uniqueTag()}`));
    const [a, b, c] = [
      await created(named(`A ${uniqueTag()}`, parent.id)),
      await created(named(`B ${uniqueTag()}`, parent.id)),
      await created(named(`C ${uniqueTag()}`, parent.id)),
    ];
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    const first = await created({ ...named(`Z ${uniqueTag()}`, parent.id), position: 0 });
    expect(first.position).toBe(0);
    const reordered = await operator.put(`/v1/admin/categories/${c.id}`, { ...input(c), position: 1 });
    expect(reordered.statusCode).toBe(200);
    const positions = async () =>
      Promise.all(
        [first, a, b, c].map(
          async (category) => (await operator.get(`/v1/admin/categories/${category.id}`)).json().position,
        ),
      );
    expect(await positions()).toEqual([0, 2, 3, 1]);
    const children = (await page(pathIn(parent, 'en'))).json().category.children as { id: number }[];
    expect(children.map((child) => child.id)).toEqual([first.id, c.id, a.id, b.id]);
    // Saved without a position, it stays where it is; beyond the end, it goes last.
    expect((await operator.put(`/v1/admin/categories/${c.id}`, input(c))).json().position).toBe(1);
    expect(
      (await operator.put(`/v1/admin/categories/${first.id}`, { ...input(first), position: 99 })).json()
        .position,
    ).toBe(3);
    expect(await positions()).toEqual([3, 1, 2, 0]);
  });

  it('answers 404 for an unknown category', async () => {
    const response = await operator.put('/v1/admin/categories/999999999', named('Nowhere'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('error.category.notFound');
  });
});

describe('DELETE /v1/admin/categories/:categoryId', () => {
  it('keeps a category with products (in it or below) or children, and deletes an empty one', async () => {
    const top = await created(named(`Attic ${uniqueTag()}`));
    const middle = await created(named(`Boxes ${uniqueTag()}`, top.id));
    const bottom = await created(named(`Lids ${uniqueTag()}`, middle.id));
    const product = await aProduct(db(), { categoryId: bottom.id });
    for (const category of [top, middle, bottom]) {
      const response = await operator.delete(`/v1/admin/categories/${category.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('error.category.hasProducts');
    }
    const shelf = await created(named(`Shelf ${uniqueTag()}`));
    const empty = await created(named(`Empty ${uniqueTag()}`, shelf.id));
    const sibling = await created(named(`Sibling ${uniqueTag()}`, shelf.id));
    expect(sibling.position).toBe(1);
    const withChildren = await operator.delete(`/v1/admin/categories/${shelf.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toBe('error.category.hasChildren');
    expect((await page(product.path)).statusCode).toBe(200);

    const deleted = await operator.delete(`/v1/admin/categories/${empty.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await operator.get(`/v1/admin/categories/${empty.id}`)).statusCode).toBe(404);
    expect((await page(pathIn(empty, 'en'))).statusCode).toBe(404);
    expect((await operator.get(`/v1/admin/categories/${sibling.id}`)).json().position).toBe(0);
    expect(await auditActions('category', empty.id)).toEqual(['category.create', 'category.delete']);
    expect((await operator.delete(`/v1/admin/categories/${empty.id}`)).statusCode).toBe(404);
  });
});

describe('deleting what a promotion is limited to', () => {
  it('keeps the category and the brand with 409', async () => {
    const category = await created(named(`Sale ${uniqueTag()}`));
    const brand = await aManufacturer(db());
    await aPromotion(db(), { target: 'categories', categoryIds: [category.id] });
    await aPromotion(db(), { target: 'brands', manufacturerIds: [brand.id] });
    const keptCategory = await operator.delete(`/v1/admin/categories/${category.id}`);
    expect(keptCategory.statusCode).toBe(409);
    expect(keptCategory.json().message).toBe('error.category.inPromotion');
    const keptBrand = await operator.delete(`/v1/admin/brands/${brand.id}`);
    expect(keptBrand.statusCode).toBe(409);
    expect(keptBrand.json().message).toBe('error.brand.inPromotion');
  });
});

describe('/v1/admin/brands', () => {
  it('makes, edits and deletes a brand; an old page path redirects, one with products is kept', async () => {
    const tag = uniqueTag();
    const lower = tag.toLowerCase();
    const made = await operator.post('/v1/admin/brands', {
      name: `Šťastný Kov ${tag}`,
      texts: { en: { description: 'Pans from Brno.' }, cs: { description: 'Pánve z Brna.' }, el: {} },
    });
    expect(made.statusCode, made.body).toBe(201);
    const brand = made.json<AdminBrandDetail>();
    expect(brand).toMatchObject({ name: `Šťastný Kov ${tag}`, productCount: 0 });
    expect(brand.texts.cs).toMatchObject({ slug: `stastny-kov-${lower}`, description: 'Pánve z Brna.' });
    expect(brand.texts.en?.path.endsWith(`/stastny-kov-${lower}`)).toBe(true);
    const shown = await page(pathIn(brand, 'cs'), 'cs');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().manufacturer).toMatchObject({ id: brand.id, name: brand.name });
    expect((await operator.get(`/v1/admin/brands/${brand.id}`)).json()).toEqual(brand);

    const clash = await operator.post('/v1/admin/brands', { name: `Šťastný Kov ${tag}`, texts: { en: {} } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toEqual([{ path: 'texts.en.slug', message: 'validation.slug.taken' }]);

    const edited = await operator.put(`/v1/admin/brands/${brand.id}`, {
      name: `Happy Metal ${tag}`,
      texts: { en: { slug: `happy-metal-${lower}`, description: 'Pans.' }, cs: { description: 'Pánve.' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<AdminBrandDetail>();
    expect(after.texts.cs?.slug).toBe(`happy-metal-${lower}`);
    expect(after.texts.el).toBeUndefined();
    expect((await page(pathIn(brand, 'en'))).json()).toEqual({ kind: 'moved', path: pathIn(after, 'en') });
    expect((await page(pathIn(after, 'en'))).json().manufacturer.name).toBe(`Happy Metal ${tag}`);
    // The Greek page had its own path; now Greek falls back to the English one, and the old one redirects.
    expect((await page(pathIn(brand, 'el'), 'el')).json()).toEqual({
      kind: 'moved',
      path: pathIn(after, 'en'),
    });
    const options = (await operator.get('/v1/admin/brands')).json().items;
    expect(options).toContainEqual({ id: brand.id, name: `Happy Metal ${tag}` });

    const product = await aProduct(db(), { manufacturerId: brand.id });
    const kept = await operator.delete(`/v1/admin/brands/${brand.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe('error.brand.hasProducts');
    expect((await page(product.path)).json().product.manufacturer.name).toBe(`Happy Metal ${tag}`);

    const empty = await aManufacturer(db());
    expect((await operator.delete(`/v1/admin/brands/${empty.id}`)).statusCode).toBe(204);
    expect((await operator.get(`/v1/admin/brands/${empty.id}`)).statusCode).toBe(404);
    expect(await auditActions('brand', brand.id)).toEqual(['brand.create', 'brand.edit']);
    expect(await auditActions('brand', empty.id)).toEqual(['brand.delete']);
    expect(
      (await operator.put('/v1/admin/brands/999999999', { name: 'X', texts: { en: {} } })).statusCode,
    ).toBe(404);
  });

  it('refuses a brand without English texts or a name', async () => {
    for (const body of [
      { name: 'X', texts: { de: {} } },
      { name: '', texts: { en: {} } },
    ]) {
      expect((await operator.post('/v1/admin/brands', body)).statusCode).toBe(400);
    }
  });
});

/** A picture of its own (a colour no other upload has), uploaded to the library. */
async function anUploadedPicture(width: number, height: number): Promise<AdminMedia> {
  const [r, g, b] = [0, 0, 0].map(() => Math.floor(Math.random() * 256));
  const data = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  const form = multipart(undefined, [
    { field: 'file', filename: 'logo.png', contentType: 'image/png', data },
  ]);
  const response = await operator.request({
    method: 'POST',
    url: '/v1/admin/media',
    payload: form.payload,
    headers: { 'content-type': form.contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminMedia>();
}

/** What the last audit entry of a category or brand kept of it after the change. */
async function auditAfter(subjectType: string, id: number): Promise<unknown> {
  const row = await db()
    .selectFrom('audit_log')
    .select('after')
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', String(id))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return typeof row.after === 'string' ? JSON.parse(row.after) : row.after;
}

describe("a category's picture and a brand's logo", () => {
  it('sets, shows, keeps and removes a category picture; an unknown media changes nothing', async () => {
    const picture = await anUploadedPicture(120, 80);
    const tag = uniqueTag();
    const category = await created({ ...named(`Lamps ${tag}`), mediaId: picture.id });
    expect(category.image).toEqual(picture);
    expect((await page(pathIn(category, 'en'))).json().category.image).toEqual({
      url: picture.url,
      alt: `Lamps ${tag}`,
      width: 120,
      height: 80,
    });

    // Saved without a mediaId (a reorder, an older client), the picture stays.
    const kept = await operator.put(`/v1/admin/categories/${category.id}`, named(`Lamps ${tag}`));
    expect(kept.json<AdminCategoryDetail>().image).toEqual(picture);

    const unknown = await operator.put(`/v1/admin/categories/${category.id}`, {
      ...named(`Other ${tag}`),
      mediaId: 999_999_999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([{ path: 'mediaId', message: 'validation.media.unknown' }]);
    expect((await operator.get(`/v1/admin/categories/${category.id}`)).json()).toEqual(kept.json());

    const other = await anUploadedPicture(90, 90);
    const changed = await operator.put(`/v1/admin/categories/${category.id}`, {
      ...named(`Lamps ${tag}`),
      mediaId: other.id,
    });
    expect(changed.json<AdminCategoryDetail>().image).toEqual(other);
    expect((await page(pathIn(category, 'en'))).json().category.image).toMatchObject({ url: other.url });

    const removed = await operator.put(`/v1/admin/categories/${category.id}`, {
      ...named(`Lamps ${tag}`),
      mediaId: null,
    });
    expect(removed.json<AdminCategoryDetail>().image).toBeNull();
    expect((await page(pathIn(category, 'en'))).json().category.image).toBeNull();
    expect(await auditAfter('category', category.id)).toMatchObject({ image: null });
    // No longer shown, the picture can be deleted.
    const deleted = await operator.request({ method: 'DELETE', url: `/v1/admin/media/${picture.id}` });
    expect(deleted.statusCode).toBe(204);

    const refused = await operator.post('/v1/admin/categories', {
      ...named(`Nothing ${tag}`),
      mediaId: picture.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([{ path: 'mediaId', message: 'validation.media.unknown' }]);
    const nothing = await db()
      .selectFrom('category_translation')
      .select('category_id')
      .where('name', '=', `Nothing ${tag}`)
      .execute();
    expect(nothing).toEqual([]);
  });

  it("sets a brand's logo, shown on its page; a logo cannot be deleted; removed again", async () => {
    const logo = await anUploadedPicture(160, 40);
    const tag = uniqueTag();
    const made = await operator.post('/v1/admin/brands', {
      name: `Lumen ${tag}`,
      mediaId: logo.id,
      texts: { en: {} },
    });
    expect(made.statusCode, made.body).toBe(201);
    const brand = made.json<AdminBrandDetail>();
    expect(brand.logo).toEqual(logo);
    expect((await operator.get(`/v1/admin/brands/${brand.id}`)).json<AdminBrandDetail>().logo).toEqual(logo);
    expect((await page(pathIn(brand, 'en'))).json().manufacturer.logo).toEqual({
      url: logo.url,
      alt: `Lumen ${tag}`,
      width: 160,
      height: 40,
    });
    expect(await auditAfter('brand', brand.id)).toMatchObject({ logo });

    const inUse = await operator.request({ method: 'DELETE', url: `/v1/admin/media/${logo.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({
      message: 'error.media.inUse',
      details: [{ path: 'mediaId', params: { productIds: [], categoryIds: [], brandIds: [brand.id] } }],
    });
    const unused = (await operator.get('/v1/admin/media?unused=true&limit=100')).json();
    expect(unused.items.map((item: { id: number }) => item.id)).not.toContain(logo.id);
    const all = (await operator.get('/v1/admin/media?limit=100')).json();
    expect(all.items.find((item: { id: number }) => item.id === logo.id)).toMatchObject({
      productCount: 0,
      categoryCount: 0,
      brandCount: 1,
    });

    const unknown = await operator.put(`/v1/admin/brands/${brand.id}`, {
      name: `Renamed ${tag}`,
      mediaId: 999_999_999,
      texts: { en: {} },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([{ path: 'mediaId', message: 'validation.media.unknown' }]);
    expect((await operator.get(`/v1/admin/brands/${brand.id}`)).json()).toMatchObject({
      name: `Lumen ${tag}`,
      logo,
    });

    const removed = await operator.put(`/v1/admin/brands/${brand.id}`, {
      name: `Lumen ${tag}`,
      mediaId: null,
      texts: { en: {} },
    });
    expect(removed.json<AdminBrandDetail>().logo).toBeNull();
    expect((await page(pathIn(brand, 'en'))).json().manufacturer.logo).toBeNull();
    expect(await auditActions('brand', brand.id)).toEqual(['brand.create', 'brand.edit']);
  });

  it('counts a category picture as in use for the picture library', async () => {
    const picture = await anUploadedPicture(64, 64);
    const category = await created({ ...named(`Shades ${uniqueTag()}`), mediaId: picture.id });
    const inUse = await operator.request({ method: 'DELETE', url: `/v1/admin/media/${picture.id}` });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().details[0].params).toMatchObject({ categoryIds: [category.id] });
  });
});

import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_COLUMNS,
  type CatalogueImport,
  type CatalogueImportProblemPage,
  type CatalogueImportRowPage,
  type CatalogueImportStarted,
} from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct, uniqueTag } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { importsSettled } from '../catalog/index.ts';
import { operatorBrowser } from './test-support.ts';

const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '60' }, { seed: true });
const db = () => ctx.app.database.db;
let operator: Browser;

beforeAll(async () => {
  operator = await operatorBrowser(ctx.app, `catalogue.importer.${process.pid}@example.com`);
});

async function exported(): Promise<string[][]> {
  const response = await operator.get('/v1/admin/catalogue/export.csv');
  expect(response.statusCode).toBe(200);
  return parse(response.body) as string[][];
}

/** Imports `csv` and waits for the job to finish: the job, its problems and its rows. */
async function imported(csv: string, dryRun: boolean) {
  const started = await operator.request({
    method: 'POST',
    url: `/v1/admin/catalogue/imports?dryRun=${dryRun}`,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<CatalogueImportStarted>();
  await importsSettled();
  const job = (await operator.get(`/v1/admin/catalogue/imports/${id}`)).json<CatalogueImport>();
  const problems = (
    await operator.get(`/v1/admin/catalogue/imports/${id}/problems?limit=100`)
  ).json<CatalogueImportProblemPage>().items;
  const rows = (
    await operator.get(`/v1/admin/catalogue/imports/${id}/rows?limit=100`)
  ).json<CatalogueImportRowPage>().items;
  return { job, problems, rows };
}

/** A CSV of the given columns and rows (cells quoted where needed). */
function csvOf(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]
    .map((cells) => cells.map(quote).join(','))
    .join('\r\n');
}

const productBySku = (sku: string) =>
  db().selectFrom('product').selectAll().where('sku', '=', sku).executeTakeFirst();

const priceHistory = async (productId: number) =>
  (
    await db()
      .selectFrom('price_history')
      .select('price')
      .where('product_id', '=', productId)
      .orderBy('valid_from')
      .execute()
  ).map((row) => row.price);

/** A category and brand to put new products in, with the columns naming them. */
async function aPlace() {
  const tag = uniqueTag();
  const category = await aCategory(db(), { name: `Kettles ${tag}` });
  const brand = await aManufacturer(db());
  return { categories: category.path, brand: brand.name };
}

const COLUMNS = [
  'sku',
  'brand',
  'categories',
  'price',
  'stock',
  'name.en',
  'name.el',
  'slug.en',
  'description.en',
];

describe('GET /v1/admin/catalogue/export.csv', () => {
  it('streams a header of every column and a row per product with prices as decimals', async () => {
    const response = await operator.get('/v1/admin/catalogue/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="catalogue.csv"');
    const [header, ...rows] = parse(response.body) as string[][];
    expect(header).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(header).toContain('description.el');
    const demo = await db().selectFrom('product').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const row = rows.find((cells) => cells[0] === demo.sku);
    if (!row || !header) throw new Error('no demo row');
    const cell = (column: string) => row[header.indexOf(column)];
    expect(cell('price')).toBe(
      `${Math.trunc(demo.price / 100)}.${String(demo.price % 100).padStart(2, '0')}`,
    );
    expect(cell('stock')).toBe(String(demo.stock));
    expect(cell('name.en')).not.toBe('');
    expect(cell('categories')).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*( \| [a-z0-9-]+(\/[a-z0-9-]+)*)*$/);
    expect(cell('pictures')).toMatch(/^\S+( \| \S+)*$/);
    expect(rows.length).toBe(
      Number(
        (
          await db()
            .selectFrom('product')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });

  it('is for operators only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/admin/catalogue/export.csv' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /v1/admin/catalogue/imports', () => {
  it('round trip: a changed price shows in the dry run alone, then the real run writes it', async () => {
    const [header, ...rows] = await exported();
    if (!header) throw new Error('no header');
    const priceAt = header.indexOf('price');
    const target = rows[3];
    if (!target) throw new Error('no row');
    const sku = target[0] ?? '';
    const before = await productBySku(sku);
    if (!before) throw new Error('no product');
    const changed = rows.map((cells) =>
      cells[0] === sku ? cells.map((cell, index) => (index === priceAt ? '12.34' : cell)) : cells,
    );
    const csv = csvOf(
      header,
      changed.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? '']))),
    );

    const dry = await imported(csv, true);
    expect(dry.problems).toEqual([]);
    expect(dry.job).toMatchObject({
      status: 'done',
      dryRun: true,
      applied: false,
      rowsTotal: rows.length,
      created: 0,
      updated: 1,
      unchanged: rows.length - 1,
      problems: 0,
    });
    // Only the rows that change are listed: the unchanged ones are counted.
    expect(dry.rows).toEqual([{ row: 5, sku, change: 'update', fields: ['price'] }]);
    expect((await productBySku(sku))?.price).toBe(before.price);

    const real = await imported(csv, false);
    expect(real.job).toMatchObject({ status: 'done', applied: true, updated: 1, problems: 0 });
    const after = await productBySku(sku);
    expect(after?.price).toBe(1234);
    expect(after?.revision).toBe(before.revision + 1);
    expect((await priceHistory(before.id)).at(-1)).toBe(1234);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('subject_id', '=', real.job.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('catalogue.import');
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ updated: 1, created: 0 });
  });

  it('creates a new SKU with a Greek name, its slug transliterated, in the shop at once', async () => {
    const place = await aPlace();
    const tag = uniqueTag();
    const sku = `CSV-${tag}`;
    const csv = csvOf(COLUMNS, [
      {
        sku,
        ...place,
        price: '49.90',
        stock: '3',
        'name.en': `Copper kettle ${tag}`,
        'name.el': `Χάλκινος βραστήρας ${tag}`,
      },
    ]);
    const { job, problems, rows } = await imported(csv, false);
    expect(problems).toEqual([]);
    expect(job).toMatchObject({ status: 'done', applied: true, created: 1 });
    expect(rows[0]).toMatchObject({ row: 2, sku, change: 'create' });
    const product = await productBySku(sku);
    if (!product) throw new Error('not created');
    expect(product).toMatchObject({ price: 4990, stock: 3, active: 1 });
    expect(await priceHistory(product.id)).toEqual([4990]);
    const greek = await db()
      .selectFrom('product_translation')
      .select(['slug', 'path'])
      .where('product_id', '=', product.id)
      .where('locale', '=', 'el')
      .executeTakeFirstOrThrow();
    expect(greek.slug).toBe(`chalkinos-vrastiras-${tag}`.toLowerCase());
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/v1/catalog/${greek.path}`,
      headers: { 'x-locale': 'el' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().product.name).toBe(`Χάλκινος βραστήρας ${tag}`);
  });

  it('changes nothing when one row among good ones has a bad price', async () => {
    const place = await aPlace();
    const tag = uniqueTag();
    const existing = await aProduct(db(), { price: 2500 });
    const csv = csvOf(COLUMNS, [
      { sku: `GOOD-${tag}`, ...place, price: '10.00', 'name.en': `Good one ${tag}` },
      { sku: existing.sku, price: '30.00', 'name.en': existing.name },
      { sku: `BAD-${tag}`, ...place, price: '12,5x', 'name.en': `Bad one ${tag}` },
      { sku: `GOOD2-${tag}`, ...place, price: '11', 'name.en': `Good two ${tag}` },
    ]);
    const { job, problems } = await imported(csv, false);
    expect(job).toMatchObject({ status: 'done', applied: false, problems: 1 });
    expect(problems).toEqual([
      { row: 4, column: 'price', message: 'validation.price.format', params: { value: '12,5x' } },
    ]);
    expect(await productBySku(`GOOD-${tag}`)).toBeUndefined();
    expect(await productBySku(`GOOD2-${tag}`)).toBeUndefined();
    expect((await productBySku(existing.sku))?.price).toBe(2500);
  });

  it('names every problem with its row and column', async () => {
    const place = await aPlace();
    const tag = uniqueTag();
    const taken = await aProduct(db(), { name: `Taken ${tag}` });
    const takenSlug = await db()
      .selectFrom('product_translation')
      .select(['slug', 'path'])
      .where('product_id', '=', taken.id)
      .where('locale', '=', 'en')
      .executeTakeFirstOrThrow();
    const takenCategory = (
      await db()
        .selectFrom('product')
        .select('category_id')
        .where('id', '=', taken.id)
        .executeTakeFirstOrThrow()
    ).category_id;
    const takenCategoryPath = (
      await db()
        .selectFrom('category_translation')
        .select('path')
        .where('category_id', '=', takenCategory)
        .where('locale', '=', 'en')
        .executeTakeFirstOrThrow()
    ).path;
    const csv = csvOf(
      [...COLUMNS, 'colour'],
      [
        { sku: `A-${tag}`, ...place, price: '1.00', 'name.en': `A ${tag}` },
        { sku: `A-${tag}`, ...place, price: '1.00', 'name.en': `A again ${tag}` },
        { sku: `B-${tag}`, ...place, categories: 'no/such-category', price: '1.00', 'name.en': `B ${tag}` },
        {
          sku: `C-${tag}`,
          brand: place.brand,
          categories: takenCategoryPath,
          price: '1.00',
          'name.en': `C ${tag}`,
          'slug.en': takenSlug.slug,
        },
        { sku: `D-${tag}`, ...place, price: '1.00', 'name.en': 'x'.repeat(256) },
        {
          sku: `E-${tag}`,
          ...place,
          price: '1.00',
          'name.en': `E ${tag}`,
          'slug.en': `same-${tag}`.toLowerCase(),
        },
        {
          sku: `F-${tag}`,
          ...place,
          price: '1.00',
          'name.en': `F ${tag}`,
          'slug.en': `same-${tag}`.toLowerCase(),
        },
      ],
    );
    const { job, problems } = await imported(csv, true);
    expect(job).toMatchObject({ status: 'done', problems: 6 });
    expect(problems).toEqual([
      { row: 1, column: 'colour', message: 'validation.csv.unknownColumn', params: { column: 'colour' } },
      { row: 3, column: 'sku', message: 'validation.sku.duplicate', params: { row: 2 } },
      {
        row: 4,
        column: 'categories',
        message: 'validation.category.unknown',
        params: { path: 'no/such-category' },
      },
      { row: 5, column: 'slug.en', message: 'validation.slug.taken', params: {} },
      { row: 6, column: 'name.en', message: 'validation.string.max', params: { maximum: 255 } },
      { row: 8, column: 'slug.en', message: 'validation.slug.taken', params: { row: 7 } },
    ]);
  });

  it('gives a product a new slug and category, its old paths redirecting, a language removed', async () => {
    const tag = uniqueTag();
    const product = await aProduct(db(), { texts: { de: { name: `Kessel ${tag}` } } });
    const paths = async () =>
      Object.fromEntries(
        (
          await db()
            .selectFrom('product_translation')
            .select(['locale', 'path'])
            .where('product_id', '=', product.id)
            .execute()
        ).map((row) => [row.locale, row.path]),
      );
    const before = await paths();
    const place = await aPlace();
    const csv = csvOf(
      ['sku', 'categories', 'slug.en', 'name.de'],
      [
        {
          sku: product.sku,
          categories: place.categories,
          'slug.en': `moved-${tag}`.toLowerCase(),
          'name.de': '',
        },
      ],
    );
    const { job, rows } = await imported(csv, false);
    expect(job).toMatchObject({ applied: true, updated: 1 });
    expect(rows).toEqual([
      {
        row: 2,
        sku: product.sku,
        change: 'update',
        fields: ['categories', 'name.de', 'slug.de', 'description.de', 'slug.en'],
      },
    ]);
    const after = await paths();
    expect(after).toEqual({ en: `${place.categories}/moved-${tag}`.toLowerCase() });
    const page = (path: string, locale: string) =>
      ctx.app.inject({ method: 'GET', url: `/v1/catalog/${path}`, headers: { 'x-locale': locale } });
    const moved = await page(before.en ?? '', 'en');
    expect(moved.statusCode).toBe(301);
    expect(moved.json()).toEqual({ kind: 'moved', path: after.en });
    // German falls back to the English texts, at the English path.
    const german = await page(after.en ?? '', 'de');
    expect(german.statusCode).toBe(200);
    expect(german.json().product.name).toBe(product.name);
    expect((await page(before.de ?? '', 'de')).statusCode).toBe(301);
  });

  it('refuses a row’s own path in a language where another row’s product stands at its English one', async () => {
    const place = await aPlace();
    const tag = uniqueTag().toLowerCase();
    const columns = ['sku', 'brand', 'categories', 'price', 'name.en', 'slug.en', 'name.de', 'slug.de'];
    const rows = [
      // Without German texts, A's German path is its English one.
      { sku: `A-${tag}`, ...place, price: '1', 'name.en': `A ${tag}`, 'slug.en': `a-${tag}` },
      {
        sku: `B-${tag}`,
        ...place,
        price: '1',
        'name.en': `B ${tag}`,
        'name.de': `B ${tag}`,
        'slug.de': `a-${tag}`,
      },
    ];
    const forwards = await imported(csvOf(columns, rows), true);
    expect(forwards.problems).toEqual([
      { row: 3, column: 'slug.de', message: 'validation.slug.taken', params: { row: 2 } },
    ]);
    const backwards = await imported(csvOf(columns, rows.toReversed()), true);
    expect(backwards.problems).toEqual([
      { row: 3, column: 'slug.en', message: 'validation.slug.taken', params: { row: 2 } },
    ]);
  });

  it('refuses an empty English name for a product that has one', async () => {
    const product = await aProduct(db());
    const { job, problems } = await imported(
      csvOf(['sku', 'name.en'], [{ sku: product.sku, 'name.en': '' }]),
      false,
    );
    expect(job).toMatchObject({ applied: false, problems: 1 });
    expect(problems).toEqual([
      { row: 2, column: 'name.en', message: 'validation.texts.english', params: {} },
    ]);
  });

  it('answers the progress while it writes, the shop still reading', async () => {
    const place = await aPlace();
    const tag = uniqueTag();
    const rows = Array.from({ length: 3000 }, (_, index) => ({
      sku: `BULK-${tag}-${index}`,
      ...place,
      price: '9.99',
      'name.en': `Bulk kettle ${tag} ${index}`,
      'description.en': 'Boils a litre in three minutes, pours without dripping.',
    }));
    const started = await operator.request({
      method: 'POST',
      url: '/v1/admin/catalogue/imports?dryRun=false',
      headers: { 'content-type': 'text/csv' },
      payload: csvOf(COLUMNS, rows),
    });
    const { id } = started.json<CatalogueImportStarted>();
    const seen: CatalogueImport[] = [];
    for (;;) {
      const job = (await operator.get(`/v1/admin/catalogue/imports/${id}`)).json<CatalogueImport>();
      seen.push(job);
      if (job.status === 'done' || job.status === 'failed') break;
      if (job.phase === 'writing') {
        const shop = await ctx.app.inject({ method: 'GET', url: '/v1/categories/menu' });
        expect(shop.statusCode).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await importsSettled();
    expect(seen.at(-1)).toMatchObject({ status: 'done', applied: true, created: 3000, rowsTotal: 3000 });
    const writing = seen.filter((job) => job.status === 'running' && job.phase === 'writing');
    expect(writing.length).toBeGreaterThan(0);
    expect(writing.every((job) => job.rowsDone <= 3000)).toBe(true);
  });

  it('takes the file as text/csv only: a body naming a path is refused', async () => {
    const response = await operator.request({
      method: 'POST',
      url: '/v1/admin/catalogue/imports?dryRun=true',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify('/etc/passwd'),
    });
    expect(response.statusCode).toBe(415);
  });

  it('deactivates a product a row says to, and keeps absent columns', async () => {
    const product = await aProduct(db(), { price: 1999, stock: 4 });
    const { job, rows } = await imported(
      csvOf(['sku', 'action'], [{ sku: product.sku, action: 'deactivate' }]),
      false,
    );
    expect(job).toMatchObject({ applied: true, deactivated: 1 });
    expect(rows).toEqual([{ row: 2, sku: product.sku, change: 'deactivate', fields: ['active'] }]);
    expect(await productBySku(product.sku)).toMatchObject({ active: 0, price: 1999, stock: 4 });
  });
});

import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogueImport,
  CatalogueImportProblemPage,
  CatalogueImportRowPage,
  CatalogueImportStarted,
} from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct, uniqueTag } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { importsSettled } from '../catalog/index.ts';
import { operatorBrowser } from './test-support.ts';

const picturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-import-pictures-test-'));
const ctx = useTestApp(
  { CATALOGUE_IMPORT_PICTURES_DIR: picturesDir, CATALOGUE_IMPORT_PICTURE_HOSTS: '127.0.0.1' },
  { seed: true },
);
const db = () => ctx.app.database.db;
let operator: Browser;
let server: http.Server;
let origin = '';

/** A small PNG of one colour: each colour is another picture. */
const png = (red: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  operator = await operatorBrowser(ctx.app, `catalogue.pictures.${process.pid}@example.com`);
  const served = await png(200);
  server = http.createServer((request, response) => {
    if (request.url === '/kettle.png') response.writeHead(200, { 'content-type': 'image/png' }).end(served);
    else if (request.url === '/moved') response.writeHead(302, { location: '/kettle.png' }).end();
    else response.writeHead(404).end('no such picture');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(picturesDir, { recursive: true, force: true });
});

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

function csvOf(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))]
    .map((cells) => cells.map(quote).join(','))
    .join('\r\n');
}

const mediaCount = async () =>
  Number(
    (
      await db()
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A product's pictures in order: their media's URLs. */
const picturesOf = async (productId: number) =>
  (
    await db()
      .selectFrom('product_image')
      .select('url')
      .where('product_id', '=', productId)
      .orderBy('position')
      .execute()
  ).map((row) => row.url);

/** Shop URLs of two stored pictures of the demo catalogue. */
async function twoShopUrls(): Promise<[string, string]> {
  const rows = await db().selectFrom('media').select('url').orderBy('id').limit(2).execute();
  const [first, second] = rows.map((row) => row.url);
  if (!first || !second) throw new Error('the demo catalogue has no pictures');
  return [first, second];
}

async function aNewRow() {
  const tag = uniqueTag();
  const category = await aCategory(db(), { name: `Kettles ${tag}` });
  const brand = await aManufacturer(db());
  return {
    sku: `PIC-${tag}`,
    brand: brand.name,
    categories: category.path,
    price: '19.90',
    'name.en': `Picture kettle ${tag}`,
  };
}

const NEW_COLUMNS = ['sku', 'brand', 'categories', 'price', 'name.en', 'pictures'];

describe('the pictures column of a catalogue import', () => {
  it('imports an export back unchanged: the same pictures, no new media', async () => {
    const csv = (await operator.get('/v1/admin/catalogue/export.csv')).body;
    const rows = (parse(csv) as string[][]).slice(1);
    const before = await mediaCount();
    const { job, problems } = await imported(csv, false);
    expect(problems).toEqual([]);
    expect(job).toMatchObject({ applied: true, updated: 0, created: 0, unchanged: rows.length });
    expect(await mediaCount()).toBe(before);
    const product = await db().selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await picturesOf(product.id)).length).toBeGreaterThan(0);
  });

  it('reorders and removes pictures by shop URL, keeping the alt texts of those kept', async () => {
    const [first, second] = await twoShopUrls();
    const product = await aProduct(db());
    const save = (pictures: string) =>
      imported(csvOf(['sku', 'pictures'], [{ sku: product.sku, pictures }]), false);
    expect((await save(`${first} | ${second}`)).job).toMatchObject({ applied: true, updated: 1 });
    const kept = await db()
      .selectFrom('product_image')
      .select('id')
      .where('product_id', '=', product.id)
      .where('url', '=', second)
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('product_image_translation')
      .values({ product_image_id: kept.id, locale: 'de', alt: 'Der Kessel von oben' })
      .execute();

    const reordered = await save(`${second}`);
    expect(reordered.rows).toEqual([{ row: 2, sku: product.sku, change: 'update', fields: ['pictures'] }]);
    expect(await picturesOf(product.id)).toEqual([second]);
    const alts = await db()
      .selectFrom('product_image as i')
      .innerJoin('product_image_translation as t', 't.product_image_id', 'i.id')
      .select(['t.locale', 't.alt'])
      .where('i.product_id', '=', product.id)
      .execute();
    expect(alts).toEqual([{ locale: 'de', alt: 'Der Kessel von oben' }]);

    // An empty cell removes them; a file without the column keeps them (the export round trip above).
    expect((await save('')).job).toMatchObject({ applied: true, updated: 1 });
    expect(await picturesOf(product.id)).toEqual([]);
  });

  it('stores a file of the pictures folder as a media, shown by the new product', async () => {
    fs.mkdirSync(path.join(picturesDir, 'kettles'), { recursive: true });
    fs.writeFileSync(path.join(picturesDir, 'kettles', 'copper.png'), await png(10));
    const [shopUrl] = await twoShopUrls();
    const row = { ...(await aNewRow()), pictures: `kettles/copper.png | ${shopUrl}` };
    const before = await mediaCount();

    const dry = await imported(csvOf(NEW_COLUMNS, [row]), true);
    expect(dry.problems).toEqual([]);
    expect(dry.rows[0]?.fields).toContain('pictures');
    expect(await mediaCount()).toBe(before);

    const { job, problems } = await imported(csvOf(NEW_COLUMNS, [row]), false);
    expect(problems).toEqual([]);
    expect(job).toMatchObject({ applied: true, created: 1 });
    expect(await mediaCount()).toBe(before + 1);
    const product = await db()
      .selectFrom('product as p')
      .innerJoin('product_translation as t', 't.product_id', 'p.id')
      .select(['p.id', 't.path'])
      .where('p.sku', '=', row.sku)
      .where('t.locale', '=', 'en')
      .executeTakeFirstOrThrow();
    const [stored, second] = await picturesOf(product.id);
    expect(stored).toMatch(/^\/v1\/media\/pictures\/[0-9a-f]{64}\.webp$/);
    expect(second).toBe(shopUrl);
    const page = await ctx.app.inject({ method: 'GET', url: `/v1/catalog/${product.path}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().product.images.map((image: { url: string }) => image.url)).toEqual([stored, shopUrl]);
    expect(page.json().product.images[0]).toMatchObject({ width: 24, height: 16 });
    const file = await ctx.app.inject({ method: 'GET', url: stored ?? '' });
    expect(file.statusCode).toBe(200);

    // The same file again is the same media, which the dry run already knows.
    const same = csvOf(['sku', 'pictures'], [{ sku: row.sku, pictures: row.pictures }]);
    const dryAgain = await imported(same, true);
    expect(dryAgain.job).toMatchObject({ unchanged: 1, updated: 0 });
    expect(dryAgain.rows).toEqual([]);
    const again = await imported(same, false);
    expect(again.job).toMatchObject({ applied: true, unchanged: 1 });
    expect(await mediaCount()).toBe(before + 1);
  });

  it('downloads a link from an allowed host, following a redirect', async () => {
    const product = await aProduct(db());
    const before = await mediaCount();
    const { job, problems } = await imported(
      csvOf(['sku', 'pictures'], [{ sku: product.sku, pictures: `${origin}/moved` }]),
      false,
    );
    expect(problems).toEqual([]);
    expect(job).toMatchObject({ applied: true, updated: 1 });
    expect(await mediaCount()).toBe(before + 1);
    const [url] = await picturesOf(product.id);
    const media = await db()
      .selectFrom('media')
      .selectAll()
      .where('url', '=', url ?? '')
      .executeTakeFirst();
    expect(media).toMatchObject({ width: 24, height: 16 });
  });

  it('names every bad entry in the dry run at its row and column; the real run changes nothing', async () => {
    fs.writeFileSync(path.join(picturesDir, 'notes.txt'), 'These are no pictures, only words.\n');
    fs.writeFileSync(path.join(os.tmpdir(), 'tendero-outside.png'), await png(30));
    const product = await aProduct(db(), { price: 2500 });
    const [shopUrl] = await twoShopUrls();
    await imported(csvOf(['sku', 'pictures'], [{ sku: product.sku, pictures: shopUrl }]), false);
    const port = new URL(origin).port;
    // Rows 3 to 6 would be new products (their other problems are not what this test is about).
    const rows: Record<string, string>[] = [
      { sku: product.sku, price: '30.00', pictures: 'notes.txt' },
      { sku: `${product.sku}-3`, pictures: '../tendero-outside.png' },
      { sku: `${product.sku}-4`, pictures: '/etc/passwd | no/such.png' },
      { sku: `${product.sku}-5`, pictures: '/v1/media/pictures/none.webp' },
      { sku: `${product.sku}-6`, pictures: `${origin}/missing.png | http://localhost:${port}/kettle.png` },
    ];
    const columns = ['sku', 'price', 'pictures'];
    const before = await mediaCount();
    const dry = await imported(csvOf(columns, rows), true);
    const pictureProblems = dry.problems.filter((problem) => problem.column === 'pictures');
    expect(pictureProblems).toEqual([
      {
        row: 2,
        column: 'pictures',
        message: 'validation.media.type',
        params: { entry: 'notes.txt', types: ['image/jpeg', 'image/png', 'image/webp'] },
      },
      {
        row: 3,
        column: 'pictures',
        message: 'validation.picture.outside',
        params: { entry: rows[1]?.pictures },
      },
      { row: 4, column: 'pictures', message: 'validation.picture.outside', params: { entry: '/etc/passwd' } },
      { row: 4, column: 'pictures', message: 'validation.picture.missing', params: { entry: 'no/such.png' } },
      {
        row: 5,
        column: 'pictures',
        message: 'validation.picture.unknown',
        params: { entry: '/v1/media/pictures/none.webp' },
      },
      {
        row: 6,
        column: 'pictures',
        message: 'validation.picture.download',
        params: { entry: `${origin}/missing.png`, reason: 'status 404' },
      },
      {
        row: 6,
        column: 'pictures',
        message: 'validation.picture.host',
        params: { entry: `http://localhost:${port}/kettle.png`, host: 'localhost' },
      },
    ]);

    const real = await imported(csvOf(columns, rows.slice(0, 1)), false);
    expect(real.job).toMatchObject({ applied: false, problems: 1 });
    expect(real.problems).toEqual([pictureProblems[0]]);
    const after = await db()
      .selectFrom('product')
      .selectAll()
      .where('id', '=', product.id)
      .executeTakeFirst();
    expect(after?.price).toBe(2500);
    expect(await picturesOf(product.id)).toEqual([shopUrl]);
    expect(await mediaCount()).toBe(before);
  });
});

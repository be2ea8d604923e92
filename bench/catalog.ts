/**
 * `npm run bench:catalog`: category listing of 24, product by path, menu and search, against the bare
 * Fastify ceiling measured in the same run, on SQLite and PostgreSQL, with the demo catalogue and a large
 * one. One API process, 50 connections. Databases are kept in bench/.cache (SQLite) or as
 * tendero_bench_<size> (PostgreSQL) and reused while they hold the right number of products.
 *
 *   BENCH_SECONDS=10  BENCH_SIZES=308,100000  BENCH_DATABASES=sqlite,postgres
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, measure, printTable, residentMb, startApi, startCeiling, type Measurement } from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sizes = (process.env.BENCH_SIZES ?? '308,100000').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const cacheDir = path.join(ROOT, 'bench/.cache');

async function postgresDatabase(size: number): Promise<string> {
  const name = `tendero_bench_${size}`;
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return url.toString();
}

async function productCount(databaseUrl: string): Promise<number> {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = databaseUrl.slice('sqlite:'.length);
    if (!fs.existsSync(file)) return 0;
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(file, { readonly: true });
    try {
      return (db.prepare('select count(*) as n from product').get() as { n: number }).n;
    } catch {
      return 0;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('select count(*) as n from product')).rows[0].n);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

function seed(databaseUrl: string, size: number): void {
  console.log(`Seeding ${size} products into ${databaseUrl}…`);
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/db/seed/cli.ts', '--reset', '--products', String(size)],
    {
      cwd: path.join(ROOT, 'apps/api'),
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: path.join(cacheDir, 'media'),
        LOG_LEVEL: 'warn',
      },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error(`seeding ${databaseUrl} failed`);
}

interface Run {
  label: string;
  rows: Measurement[];
  memoryMb: number | null;
}

fs.mkdirSync(cacheDir, { recursive: true });
const ceilingServer = await startCeiling();
const ceiling = await measure('bare Fastify, 2 KB JSON (ceiling)', ceilingServer.url, { seconds });
await ceilingServer.close();
const runs: Run[] = [];

for (const dialect of databases) {
  for (const size of sizes) {
    const databaseUrl =
      dialect === 'sqlite'
        ? `sqlite:${path.join(cacheDir, `catalog-${size}.db`)}`
        : await postgresDatabase(size);
    if ((await productCount(databaseUrl)) !== Math.max(size, 308)) seed(databaseUrl, size);
    const api = await startApi({ DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(cacheDir, 'media') });
    try {
      const headers = { 'x-locale': 'de' };
      const menu = (await (await fetch(`${api.url}/v1/categories/menu`, { headers })).json()) as {
        items: { path: string }[];
      };
      const category = menu.items[0]?.path ?? '';
      const listing = (await (
        await fetch(`${api.url}/v1/catalog/${category}?limit=24`, { headers })
      ).json()) as {
        listing: { items: { path: string }[] };
      };
      const product = listing.listing.items[5]?.path ?? '';
      const label = `${dialect}, ${Math.max(size, 308)} products`;
      console.log(`\n${label}: /${category} and /${product}`);
      const rows = [
        await measure('category listing of 24', `${api.url}/v1/catalog/${category}?limit=24`, {
          seconds,
          headers,
        }),
        await measure('product by path', `${api.url}/v1/catalog/${product}`, { seconds, headers }),
        await measure('category menu', `${api.url}/v1/categories/menu`, { seconds, headers }),
        await measure('search "edelstahl"', `${api.url}/v1/catalog/search?q=edelstahl&limit=24`, {
          seconds,
          headers,
        }),
      ];
      const memoryMb = await residentMb(api.process.pid);
      printTable(rows, ceiling);
      console.log(`API resident memory after the run: ${memoryMb} MB`);
      runs.push({ label, rows, memoryMb });
    } finally {
      await api.stop();
    }
  }
}

console.log('\n## Summary (req/s, p50/p99 ms, share of the ceiling)\n');
console.log(`Ceiling: ${ceiling.requestsPerSecond} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms\n`);
console.log('| catalogue | listing | product | menu | search | memory MB |');
console.log('| --- | --- | --- | --- | --- | ---: |');
for (const run of runs) {
  const cells = run.rows.map(
    (row) =>
      `${row.requestsPerSecond} (${row.p50}/${row.p99}, ${((row.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(0)}%)`,
  );
  console.log(`| ${run.label} | ${cells.join(' | ')} | ${run.memoryMb ?? '?'} |`);
}

/**
 * Shared benchmark plumbing: one API process started from source, a bare Fastify route returning a
 * fixed 2 KB JSON as the ceiling, and autocannon runs reported as req/s, p50 and p99.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import { API_ENV, API_NODE_FLAGS } from '../scripts/api-process.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Seeded benchmark databases and their pictures, kept between runs. */
export const BENCH_CACHE = path.join(ROOT, 'bench/.cache');

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Share of the answers served from the API's response cache (`x-cache: hit`); only for `next` runs. */
  cacheHits?: number;
}

/** One request of a long-tail run: its path with query string, and its own headers. */
export interface GeneratedRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface MeasureOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /**
   * Makes every request anew (long-tail traffic, each request its own URL): `url` then gives only the
   * host, `next` the path and headers of each request.
   */
  next?: () => GeneratedRequest;
  /** Sees each answer of a `next` run beside the request it answers (to follow a page cursor, say). */
  answered?: (request: GeneratedRequest, status: number, body: string) => void;
}

export async function measure(name: string, url: string, options: MeasureOptions = {}): Promise<Measurement> {
  const { next, answered } = options;
  let hits = 0;
  let answers = 0;
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 10,
    headers: options.headers,
    ...(next && {
      // One request whose setup draws a new one each time. Without pipelining a connection has one
      // request out at a time, so its context holds the request the next answer belongs to.
      requests: [
        {
          setupRequest: (request, context) => {
            const made = next();
            (context as { made?: GeneratedRequest }).made = made;
            return { ...request, path: made.path, headers: { ...request.headers, ...made.headers } };
          },
          onResponse: (status, body, context, headers) => {
            answers++;
            if (headers?.['x-cache'] === 'hit') hits++;
            const made = (context as { made?: GeneratedRequest }).made;
            if (answered && made) answered(made, status, body);
          },
        },
      ],
    }),
  });
  const measurement = toMeasurement(name, result);
  return next ? { ...measurement, cacheHits: answers ? hits / answers : 0 } : measurement;
}

/** An autocannon run as req/s, p50, p99 and failures. */
export function toMeasurement(name: string, result: autocannon.Result): Measurement {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over rounds; failures are summed. */
export function medianOf(name: string, samples: readonly Measurement[]): Measurement {
  return {
    name,
    requestsPerSecond: Math.round(median(samples.map((sample) => sample.requestsPerSecond))),
    p50: median(samples.map((sample) => sample.p50)),
    p99: median(samples.map((sample) => sample.p99)),
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    non2xx: samples.reduce((sum, sample) => sum + sample.non2xx, 0),
    ...(samples.some((sample) => sample.cacheHits !== undefined) && {
      cacheHits: median(samples.map((sample) => sample.cacheHits ?? 0)),
    }),
  };
}

/** Prints routes with their median share of the ceiling as a Markdown table. */
export function printShares(rows: readonly (Measurement & { share: number })[]): void {
  // Long-tail runs say how many answers the response cache served all the same.
  const hits = rows.some((row) => row.cacheHits !== undefined);
  console.log(
    `| route | req/s | p50 ms | p99 ms | errors | non-2xx | share of ceiling |${hits ? ' cache hits |' : ''}`,
  );
  console.log(`| --- | ---: | ---: | ---: | ---: | ---: | ---: |${hits ? ' ---: |' : ''}`);
  for (const row of rows) {
    const hitCell = !hits
      ? ''
      : row.cacheHits === undefined
        ? ' |'
        : ` ${(row.cacheHits * 100).toFixed(1)}% |`;
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${(row.share * 100).toFixed(1)}% |${hitCell}`,
    );
  }
}

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Checkouts with different migrations need databases of their own (a migrator refuses unknown ones).
const POSTGRES_PREFIX = process.env.BENCH_POSTGRES_PREFIX ?? 'tendero_bench';

/** The URL of the PostgreSQL benchmark database for `size` products (<prefix>_<size>), created if missing. */
export async function postgresDatabase(size: number): Promise<string> {
  const name = `${POSTGRES_PREFIX}_${size}`;
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

/** Starts the ceiling (bench/ceiling.ts) in its own process, like the API, so both get a core of their own. */
export async function startCeiling(): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/ceiling.ts')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve) =>
    child.once('message', (message) => resolve((message as { address: string }).address)),
  );
  return {
    url: `${address}/ceiling`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the API (built like `npm start` runs it) in its own process on a free port and waits until it is healthy. */
export async function startApi(
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const port = String(await freePort());
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(ROOT, 'apps/api'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the API failed');
  // BENCH_API_NODE_ARGS: more flags for the API's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // for a profile under the benchmark's load (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...API_NODE_FLAGS, 'dist/server.mjs'], {
    cwd: path.join(ROOT, 'apps/api'),
    env: {
      // As `npm start` runs the API: its node flags and two malloc arenas.
      ...API_ENV,
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'b'.repeat(40),
      SHOP_VAT_ID: 'DE136695976',
      LOG_LEVEL: 'warn',
      ...env,
      API_PORT: port,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/v1/healthcheck/database`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Waits until the API has worked off what a run left it: autocannon stops at its duration, but the
 * requests still in flight (seconds on a slow route) go on being answered, and would weigh on the next
 * measurement or meet a closed database at the stop. Idle is three health checks in a row under 20 ms,
 * 100 ms apart (one can slip in between the statements of requests still being answered).
 */
export async function waitUntilIdle(apiUrl: string, maxSeconds = 60): Promise<void> {
  const deadline = Date.now() + maxSeconds * 1000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await (await fetch(`${apiUrl}/v1/healthcheck/database`).catch(() => null))?.arrayBuffer();
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory of a process in MB, from /proc. */
export async function residentMb(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function printTable(rows: readonly Measurement[], ceiling: Measurement): void {
  console.log('\n| route | req/s | p50 ms | p99 ms | errors | non-2xx | share of ceiling |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of [ceiling, ...rows]) {
    const ratio =
      row === ceiling ? '100%' : `${((row.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}%`;
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${ratio} |`,
    );
  }
}

async function productCount(databaseUrl: string): Promise<number> {
  if (databaseUrl.startsWith('sqlite:') && !fs.existsSync(databaseUrl.slice('sqlite:'.length))) return 0;
  try {
    return Number((await runSql(databaseUrl, 'select count(*) as n from product'))?.n ?? 0);
  } catch {
    // No product table yet: a database to seed.
    return 0;
  }
}

/** Every row of one query on the benchmark's database (SQLite or PostgreSQL), beside the running API. */
export async function selectRows<Row = Record<string, unknown>>(
  databaseUrl: string,
  statement: string,
): Promise<Row[]> {
  if (databaseUrl.startsWith('sqlite:')) {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      db.pragma('busy_timeout = 5000');
      return db.prepare(statement).all() as Row[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Runs one statement on the benchmark's database beside the running API; answers the first row. */
export async function runSql(
  databaseUrl: string,
  statement: string,
): Promise<Record<string, unknown> | undefined> {
  if (databaseUrl.startsWith('sqlite:')) {
    const { default: SQLite } = await import('better-sqlite3');
    const db = new SQLite(databaseUrl.slice('sqlite:'.length));
    try {
      db.pragma('busy_timeout = 5000');
      const prepared = db.prepare(statement);
      if (prepared.reader) return prepared.get() as Record<string, unknown> | undefined;
      prepared.run();
      return undefined;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows[0] as Record<string, unknown> | undefined;
  } finally {
    await client.end();
  }
}

function seed(databaseUrl: string, args: readonly string[]): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'cli.ts', ...args], {
    cwd: path.join(ROOT, 'demo'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(BENCH_CACHE, 'media'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seeding ${databaseUrl} failed`);
}

/**
 * Seeds the demo catalogue with `size` products into the database unless it already holds them. A
 * kept database is brought up to date first (migrations, search index), so the API starts at once.
 */
export async function ensureCatalogue(databaseUrl: string, size: number): Promise<void> {
  fs.mkdirSync(BENCH_CACHE, { recursive: true });
  if ((await productCount(databaseUrl)) !== Math.max(size, 308)) {
    console.log(`Seeding ${size} products into ${databaseUrl}…`);
    seed(databaseUrl, ['--reset', '--products', String(size)]);
  } else {
    console.log(`Bringing ${databaseUrl} up to date…`);
    seed(databaseUrl, ['--if-empty']);
  }
}

/** Products with stock, from a listing of each top category. */
export async function productsInStock(apiUrl: string): Promise<number[]> {
  const ids = new Set<number>();
  const menu = (await (await fetch(`${apiUrl}/v1/categories/menu`)).json()) as { items: { path: string }[] };
  for (const { path: category } of menu.items) {
    const page = (await (await fetch(`${apiUrl}/v1/catalog/${category}?limit=100&inStock=true`)).json()) as {
      listing: { items: { id: number; stock: string }[] };
    };
    for (const item of page.listing.items) if (item.stock !== 'out_of_stock') ids.add(item.id);
  }
  return [...ids];
}

/** A shipped parcel: its number and the order's delivery postcode, which a look-up asks for. */
export interface Parcel {
  trackingNumber: string;
  postcode: string;
}

/**
 * Registers `shopperCount` shoppers, who place `count` orders between them (one unit of a product in
 * stock each, restocked first) through the offline test provider; answers each order with its buyer.
 */
export async function placeOrders(
  apiUrl: string,
  databaseUrl: string,
  origin: string,
  shopperCount: number,
  count: number,
): Promise<{ shopper: HttpShopper; reference: string }[]> {
  const products = await productsInStock(apiUrl);
  if (products.length === 0) throw new Error('no product in stock');
  await runSql(databaseUrl, `update product set stock = 100000 where id in (${products.join(',')})`);
  const shoppers = await Promise.all(
    Array.from({ length: shopperCount }, async () => {
      const shopper = new HttpShopper({ apiUrl, origin });
      await shopper.register();
      return shopper;
    }),
  );
  const orders: { shopper: HttpShopper; reference: string }[] = [];
  await Promise.all(
    shoppers.map(async (shopper, index) => {
      for (let n = index; n < count; n += shopperCount) {
        const productId = products[n % products.length] ?? 0;
        await shopper.prepareCheckout([{ productId, quantity: 1 }]);
        orders.push({ shopper, reference: (await shopper.pay()).reference });
      }
    }),
  );
  return orders;
}

/** An operator signed in through the one-time link `npm run operator -- add` prints. */
export async function signInOperator(
  apiUrl: string,
  databaseUrl: string,
  origin: string,
): Promise<HttpShopper> {
  const email = `bench.${Date.now()}@tendero.test`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/operator.ts', 'add', email], {
    cwd: path.join(ROOT, 'apps/api'),
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const token = /[?&]token=([^\s&]+)/.exec(result.stdout)?.[1];
  if (!token) throw new Error(`no operator link in: ${result.stdout}${result.stderr}`);
  const operator = new HttpShopper({ apiUrl, origin });
  await operator.request('POST', '/v1/admin/auth/password', {
    token: decodeURIComponent(token),
    password: 'bench operator password',
  });
  return operator;
}

/** Ships every unit of the order still to ship in one parcel, as the operator does; answers its parcels. */
export async function shipOrder(operator: HttpShopper, reference: string): Promise<Parcel[]> {
  const detail = await operator.request<{
    order: { carrier: { id: number }; addresses: { delivery: { postcode: string } } };
    lines: { position: number; quantity: number; shipped: number }[];
  }>('GET', `/v1/admin/orders/${reference}`);
  const shipped = await operator.request<{ parcels: { trackingNumber: string }[] }>(
    'POST',
    `/v1/admin/orders/${reference}/parcels`,
    {
      parcels: [
        {
          carrierMethodId: detail.order.carrier.id,
          lines: detail.lines.map((line) => ({
            position: line.position,
            quantity: line.quantity - line.shipped,
          })),
        },
      ],
    },
  );
  return shipped.parcels.map((parcel) => ({
    trackingNumber: parcel.trackingNumber,
    postcode: detail.order.addresses.delivery.postcode,
  }));
}

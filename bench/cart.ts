/**
 * `npm run bench:cart`: adding to a cart and reading a cart of 100 lines, against the bare Fastify
 * ceiling measured in the same run, on SQLite and PostgreSQL with the demo catalogue. One API process,
 * 50 connections.
 *
 * "Add to cart": every connection plays anonymous visitors one after another; a visitor starts without
 * a cookie, gets its own cart with the first add (the answer sets `tendero_cart`) and adds 10 different
 * products, then the next visitor begins. "Cart of 100 lines": one visitor's cart holding 100 products,
 * read again and again with its cookie, by 50 connections and by one (the time a shopper waits).
 *
 * Each configuration runs BENCH_ROUNDS rounds (ceiling, then both routes); the table gives medians over
 * the rounds, and the share of the ceiling is the median of each round's own ratio.
 *
 *   BENCH_SECONDS=10  BENCH_ROUNDS=3  BENCH_DATABASES=sqlite,postgres
 *   BENCH_POSTGRES_PREFIX=tendero_bench (the PostgreSQL database is <prefix>_308)
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_CACHE,
  ensureCatalogue,
  median,
  medianOf,
  postgresDatabase,
  printShares,
  residentMb,
  startApi,
  startCeiling,
  toMeasurement,
  type Measurement,
} from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const ORIGIN = 'http://bench.tendero.test';
const CONNECTIONS = 50;
const ADDS_PER_VISITOR = 10;
const CART_LINES = 100;

/** Products a visitor can add: active and with enough stock for every visitor's one unit. */
async function addableProducts(apiUrl: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  const menu = (await (await fetch(`${apiUrl}/v1/categories/menu`)).json()) as { items: { path: string }[] };
  for (const { path: category } of menu.items) {
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await (
        await fetch(`${apiUrl}/v1/catalog/${category}?limit=100&inStock=true${query}`)
      ).json()) as {
        listing: { items: { id: number; stock: string }[]; nextCursor?: string | null };
      };
      for (const item of page.listing.items)
        if (item.stock !== 'out_of_stock' && !ids.includes(item.id)) ids.push(item.id);
      cursor = page.listing.nextCursor ?? null;
    } while (cursor && ids.length < count);
    if (ids.length >= count) break;
  }
  if (ids.length < count) throw new Error(`only ${ids.length} products in stock, ${count} needed`);
  return ids.slice(0, count);
}

function cookieOf(headers: Record<string, string | string[]>): string | undefined {
  const setCookie = headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0];
}

interface VisitorContext {
  cookie?: string;
}

/**
 * Visitors adding 10 products each to carts of their own: autocannon runs the 10 requests in turn on
 * each connection and then starts again, so every round is a new visitor. The first add goes without
 * a cookie and keeps the one the answer sets; the other nine send it.
 */
async function measureAdds(apiUrl: string, products: readonly number[]): Promise<Measurement> {
  let visitors = 0;
  const headers = { 'content-type': 'application/json', origin: ORIGIN, 'x-locale': 'de' };
  const bodies = products
    .slice(0, ADDS_PER_VISITOR)
    .map((productId) => JSON.stringify({ productId, quantity: 1 }));
  const result = await autocannon({
    url: `${apiUrl}/v1/cart`,
    connections: CONNECTIONS,
    duration: seconds,
    initialContext: {} satisfies VisitorContext,
    requests: bodies.map((body, index): autocannon.Request =>
      index === 0
        ? {
            method: 'PATCH',
            headers,
            body,
            onResponse: (_status, _body, context, answered) => {
              const cookie = answered ? cookieOf(answered as Record<string, string | string[]>) : undefined;
              (context as VisitorContext).cookie = cookie;
              visitors++;
            },
          }
        : {
            method: 'PATCH',
            setupRequest: (request, context) => {
              const { cookie } = context as VisitorContext;
              return { ...request, headers: cookie ? { ...headers, cookie } : headers, body };
            },
          },
    ),
  });
  const measured = toMeasurement(`add to cart (${ADDS_PER_VISITOR} adds per visitor)`, result);
  console.log(
    `  add to cart: ${visitors} visitors, ${result.requests.total} answers, ${measured.requestsPerSecond} req/s (p50 ${measured.p50} ms, p99 ${measured.p99} ms)`,
  );
  return measured;
}

/** A visitor's cart of `lines` products, one unit each; answers its cookie. */
async function cartOf(apiUrl: string, products: readonly number[]): Promise<string> {
  const response = await fetch(`${apiUrl}/v1/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ lines: products.map((productId) => ({ productId, quantity: 1 })) }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  const cart = (await response.json()) as { lines?: unknown[] };
  if (!response.ok || !cookie || cart.lines?.length !== products.length)
    throw new Error(`could not make a cart of ${products.length} lines: ${response.status}`);
  return cookie;
}

async function measureRead(
  url: string,
  name: string,
  cookie?: string,
  connections = CONNECTIONS,
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'x-locale': 'de', ...(cookie ? { cookie } : {}) },
  });
  return toMeasurement(name, result);
}

interface Run {
  label: string;
  rows: (Measurement & { share: number })[];
  memoryMb: number | null;
}

fs.mkdirSync(BENCH_CACHE, { recursive: true });
const ceilingServer = await startCeiling();
const runs: Run[] = [];

try {
  for (const dialect of databases) {
    const databaseUrl =
      dialect === 'sqlite'
        ? `sqlite:${path.join(BENCH_CACHE, 'catalog-308.db')}`
        : await postgresDatabase(308);
    await ensureCatalogue(databaseUrl, 308);
    const api = await startApi({
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(BENCH_CACHE, 'media'),
      PUBLIC_ORIGINS: ORIGIN,
    });
    try {
      const products = await addableProducts(api.url, CART_LINES);
      const cookie = await cartOf(api.url, products);
      const label = `${dialect}, demo catalogue`;
      console.log(`\n${label}: ${rounds} rounds of ${seconds} s, ${CONNECTIONS} connections`);
      const names = [
        'bare Fastify, 2 KB JSON (ceiling)',
        `add to cart (${ADDS_PER_VISITOR} adds per visitor)`,
        `read a cart of ${CART_LINES} lines`,
        `read a cart of ${CART_LINES} lines, one shopper at a time`,
      ];
      const samples: Measurement[][] = names.map(() => []);
      const shares: number[][] = names.map(() => []);
      for (let round = 0; round < rounds; round++) {
        const ceiling = await measureRead(ceilingServer.url, 'ceiling');
        const adds = await measureAdds(api.url, products);
        const read = await measureRead(`${api.url}/v1/cart`, 'read', cookie);
        const alone = await measureRead(`${api.url}/v1/cart`, 'read alone', cookie, 1);
        [ceiling, adds, read, alone].forEach((sample, index) => {
          samples[index]?.push(sample);
          shares[index]?.push(sample.requestsPerSecond / ceiling.requestsPerSecond);
        });
      }
      const run: Run = {
        label,
        rows: names.map((name, index) => ({
          ...medianOf(name, samples[index] ?? []),
          share: median(shares[index] ?? []),
        })),
        memoryMb: await residentMb(api.process.pid),
      };
      printShares(run.rows);
      console.log(`API resident memory after the run: ${run.memoryMb} MB`);
      runs.push(run);
    } finally {
      await api.stop();
    }
  }
} finally {
  await ceilingServer.close();
}

console.log('\n## Summary: median req/s (p50/p99 ms, median share of the ceiling)\n');
console.log('| database | ceiling | add to cart | cart of 100 lines | the same, 1 connection | memory MB |');
console.log('| --- | --- | --- | --- | --- | ---: |');
for (const run of runs) {
  const [ceiling, ...rows] = run.rows;
  const cells = rows.map(
    (row) => `${row.requestsPerSecond} (${row.p50}/${row.p99}, ${(row.share * 100).toFixed(0)}%)`,
  );
  console.log(
    `| ${run.label} | ${ceiling?.requestsPerSecond} | ${cells.join(' | ')} | ${run.memoryMb ?? '?'} |`,
  );
}

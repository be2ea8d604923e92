/**
 * `npm run bench:pages`: the storefront as a shopper gets it, with the demo catalogue on SQLite.
 * - server render of home, category and product: TTFB p50/p99 under 20 concurrent requests (autocannon);
 * - JavaScript each page sends (sum of its scripts, gzip-compressed);
 * - LCP and CLS measured in headless Chromium (median of 5 cold loads);
 * - the long tail (bench/longtail.ts): a filtered category page (random category, brands, price bounds,
 *   sort and language, rendered per request) and a search page (one or two words of a product name in a
 *   random language), every request another URL, 20 concurrent requests: TTFB p50/p99 and req/s. The
 *   API keeps its response cache as in production (CATALOG_CACHE_SECONDS, default 10 s).
 * - a product page rendered per request (`?reviewPage=1`, the route that is never cached) without
 *   reviews and, for its neighbour in the listing, with BENCH_REVIEWS approved ones (bench/reviews-seed.ts,
 *   default 1,000): TTFB and req/s, 20 connections.
 * Targets: product page JS <= 150 KB gzip, TTFB p50 <= 50 ms, LCP <= 1.0 s, CLS 0; long tail TTFB
 * p50 <= 100 ms.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { buildStorefront } from '../scripts/web-build.ts';
import { BENCH_CACHE, ROOT, ensureCatalogue, measure, startApi, type Measurement } from './lib.ts';
import { longTailTraffic, probe } from './longtail.ts';
import { ensureReviews } from './reviews-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = `sqlite:${path.join(BENCH_CACHE, 'catalog-308.db')}`;
await ensureCatalogue(databaseUrl, 308);
const ORIGIN = 'http://bench.tendero.test';
const reviewCount = Number(process.env.BENCH_REVIEWS ?? 1000);
const api = await startApi({
  DATABASE_URL: databaseUrl,
  MEDIA_DIR: path.join(BENCH_CACHE, 'media'),
  PUBLIC_ORIGINS: ORIGIN,
});
buildStorefront();
const port = 3900 + Math.floor(Math.random() * 90);
const web = spawn(
  process.execPath,
  ['--import', 'tsx', 'server.ts', '--port', String(port), '--hostname', '127.0.0.1'],
  {
    cwd: path.join(ROOT, 'apps/web'),
    env: { ...process.env, API_INTERNAL_URL: api.url, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  },
);
const shop = `http://127.0.0.1:${port}`;
for (let tries = 0; tries < 100; tries++) {
  if ((await fetch(`${shop}/robots.txt`).catch(() => null))?.ok) break;
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const menu = (await (
  await fetch(`${api.url}/v1/categories/menu`, { headers: { 'x-locale': 'en' } })
).json()) as { items: { path: string }[] };
const category = `/en/${menu.items[0]?.path}`;
const listing = (await (
  await fetch(`${api.url}/v1/catalog/${menu.items[0]?.path}?limit=24`, { headers: { 'x-locale': 'en' } })
).json()) as {
  listing: { items: { id: number; path: string }[] };
};
const product = `/en/${listing.listing.items[3]?.path}`;
const [unreviewed, reviewed] = [listing.listing.items[5], listing.listing.items[6]];
if (!unreviewed || !reviewed) throw new Error('the first category lists fewer than 7 products');
if (reviewCount > 0) await ensureReviews(api.url, databaseUrl, ORIGIN, reviewed.id, reviewCount);
const rendered = [
  ['product page per request, no reviews', `/en/${unreviewed.path}?reviewPage=1`],
  [
    `product page per request, ${reviewCount.toLocaleString('en')} reviews`,
    `/en/${reviewed.path}?reviewPage=1`,
  ],
] as const;
const pages = [
  ['home', '/en'],
  ['category', category],
  ['product', product],
] as const;

const traffic = await longTailTraffic(databaseUrl, api.url);
await probe(shop, traffic.filteredPage, 10);
await probe(shop, traffic.searchPage, 10);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

interface Row {
  name: string;
  ttfbP50: number;
  ttfbP99: number;
  requestsPerSecond: number;
  jsKb: number;
  lcpMs: number;
  cls: number;
}
const rows: Row[] = [];
const longTail: Measurement[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  for (const [name, url] of pages) {
    const load = await autocannon({ url: `${shop}${url}`, connections: 20, duration: seconds });
    const scripts = new Set<string>();
    const lcps: number[] = [];
    const shifts: number[] = [];
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.add(response.url());
      });
      await page.goto(`${shop}${url}`, { waitUntil: 'networkidle' });
      const vitals = await page.evaluate(
        () =>
          new Promise<{ lcp: number; cls: number }>((resolve) => {
            let lcp = 0;
            let cls = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) lcp = entry.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) cls += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve({ lcp, cls }), 500);
          }),
      );
      lcps.push(vitals.lcp);
      shifts.push(vitals.cls);
      await context.close();
    }
    let bytes = 0;
    for (const script of scripts)
      bytes += gzipSync(Buffer.from(await (await fetch(script)).arrayBuffer())).length;
    rows.push({
      name,
      ttfbP50: load.latency.p50,
      ttfbP99: load.latency.p99,
      requestsPerSecond: Math.round(load.requests.average),
      jsKb: Math.round(bytes / 1024),
      lcpMs: Math.round(median(lcps)),
      cls: Number(median(shifts).toFixed(3)),
    });
  }
  // Every request draws another page: filters, sort, language and search words at random.
  longTail.push(
    await measure('filtered category page', shop, { connections: 20, seconds, next: traffic.filteredPage }),
    await measure('search page', shop, { connections: 20, seconds, next: traffic.searchPage }),
  );
  for (const [name, url] of rendered) {
    await fetch(`${shop}${url}`);
    longTail.push(await measure(name, `${shop}${url}`, { connections: 20, seconds }));
  }
} finally {
  await browser.close();
  web.kill('SIGTERM');
  await api.stop();
}

console.log(
  `\nStorefront on SQLite (308 products), one API process, one next start; 20 connections, ${seconds} s per page.\n`,
);
console.log('| page | TTFB p50 ms | TTFB p99 ms | req/s | JS gzip KB | LCP ms (median of 5) | CLS |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.ttfbP50} | ${row.ttfbP99} | ${row.requestsPerSecond} | ${row.jsKb} | ${row.lcpMs} | ${row.cls} |`,
  );
}

console.log(
  `\nLong tail, every request another URL (${traffic.summary}), and a product page rendered per request;` +
    ` 20 connections, ${seconds} s each.\n`,
);
console.log('| page | TTFB p50 ms | TTFB p99 ms | req/s | errors | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of longTail) {
  console.log(
    `| ${row.name} | ${row.p50} | ${row.p99} | ${row.requestsPerSecond} | ${row.errors} | ${row.non2xx} |`,
  );
}
const [without, withMany] = longTail.slice(-2);
if (reviewCount > 0 && without && withMany) {
  console.log(
    `\nproduct page with ${reviewCount.toLocaleString('en')} reviews: ` +
      `${((100 * withMany.requestsPerSecond) / without.requestsPerSecond).toFixed(1)}% of the rate of one without`,
  );
}

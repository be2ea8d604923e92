/**
 * `npm run bench:catalog`: category listing of 24, product by path, menu and search, against the bare
 * Fastify ceiling measured in the same run, on SQLite and PostgreSQL, with the demo catalogue and a large
 * one. One API process, 50 connections. Databases are kept in bench/.cache (SQLite) or as
 * tendero_bench_<size> (PostgreSQL) and reused while they hold the right number of products.
 *
 * BENCH_MODE=longtail (`npm run bench:catalog:longtail`) asks for another URL with every request instead
 * of the same few (bench/longtail.ts): listings of 24 of random categories with random brand and price
 * filters, sort, next pages and language; products by path over the whole catalogue in every language;
 * searches for words of the catalogue's product names in each language. The API keeps its response cache
 * as in production (CATALOG_CACHE_SECONDS, default 10 s); the table says which share of the answers it
 * served all the same (a repeated URL within the 10 s, likelier on the small catalogue). Run with
 * CATALOG_CACHE_SECONDS=0 to measure the queries alone, in either mode.
 *
 * Each configuration runs BENCH_ROUNDS rounds; a round measures the ceiling and then every route, so a
 * slower or faster moment of the machine affects both. The table gives medians over the rounds, and the
 * share of the ceiling is the median of each round's own ratio. After each route the API works off the
 * requests still in flight before the next one starts; its resident memory is read after the last round.
 *
 *   BENCH_MODE=fixed|longtail  BENCH_SECONDS=10  BENCH_ROUNDS=3  BENCH_SIZES=308,100000
 *   BENCH_DATABASES=sqlite,postgres
 *   BENCH_POSTGRES_PREFIX=tendero_bench (PostgreSQL databases are named <prefix>_<size>)
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BENCH_CACHE,
  ensureCatalogue,
  measure,
  median,
  medianOf,
  postgresDatabase,
  printShares,
  residentMb,
  startApi,
  startCeiling,
  waitUntilIdle,
  type MeasureOptions,
  type Measurement,
} from './lib.ts';
import { longTailTraffic, probe } from './longtail.ts';
import { ensureReviews } from './reviews-seed.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sizes = (process.env.BENCH_SIZES ?? '308,100000').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const cacheDir = BENCH_CACHE;
const mode = process.env.BENCH_MODE ?? 'fixed';
/** Approved reviews on the product page measured with reviews (fixed mode); 0 leaves reviews out. */
const reviewCount = Number(process.env.BENCH_REVIEWS ?? 1000);
/** The storefront's origin the shoppers placing the reviewed orders send (the API allows it). */
const ORIGIN = 'http://bench.tendero.test';
if (mode !== 'fixed' && mode !== 'longtail')
  throw new Error(`BENCH_MODE is 'fixed' or 'longtail', not '${mode}'`);

/** A route to load: one URL, or (long tail) a new request each time from `next`. */
interface Route extends MeasureOptions {
  name: string;
  url: string;
}

/**
 * The same few URLs again and again: a category's first page, one product, the menu, two searches; and
 * the two requests of a product page (the product, its first page of reviews) for a product without
 * reviews and for its neighbour in the listing with BENCH_REVIEWS approved ones (bench/reviews-seed.ts).
 */
async function fixedRoutes(
  apiUrl: string,
  databaseUrl: string,
): Promise<{ routes: Route[]; description: string }> {
  const headers = { 'x-locale': 'de' };
  const menu = (await (await fetch(`${apiUrl}/v1/categories/menu`, { headers })).json()) as {
    items: { path: string }[];
  };
  const category = menu.items[0]?.path ?? '';
  const listing = (await (await fetch(`${apiUrl}/v1/catalog/${category}?limit=24`, { headers })).json()) as {
    listing: { items: { id: number; path: string }[] };
  };
  const product = listing.listing.items[5];
  const reviewed = listing.listing.items[6];
  if (!product || !reviewed) throw new Error(`/${category} lists fewer than 7 products`);
  const reviewRoutes: Route[] = [];
  if (reviewCount > 0) {
    await ensureReviews(apiUrl, databaseUrl, ORIGIN, reviewed.id, reviewCount);
    const many = `${reviewCount.toLocaleString('en')} reviews`;
    reviewRoutes.push(
      { name: 'product reviews, none', url: `${apiUrl}/v1/catalog/products/${product.id}/reviews`, headers },
      { name: `product by path, ${many}`, url: `${apiUrl}/v1/catalog/${reviewed.path}`, headers },
      {
        name: `product reviews, ${many}`,
        url: `${apiUrl}/v1/catalog/products/${reviewed.id}/reviews`,
        headers,
      },
    );
  }
  return {
    description: `/${category} and /${product.path}${reviewCount > 0 ? ` (no reviews), /${reviewed.path} (${reviewCount} reviews)` : ''}`,
    routes: [
      { name: 'category listing of 24', url: `${apiUrl}/v1/catalog/${category}?limit=24`, headers },
      { name: 'product by path', url: `${apiUrl}/v1/catalog/${product.path}`, headers },
      ...reviewRoutes,
      { name: 'category menu', url: `${apiUrl}/v1/categories/menu`, headers },
      { name: 'search "edelstahl"', url: `${apiUrl}/v1/catalog/search?q=edelstahl&limit=24`, headers },
      // A word that is mostly part of compounds (Bratpfanne, Gusseisenpfanne).
      { name: 'search "pfanne"', url: `${apiUrl}/v1/catalog/search?q=pfanne&limit=24`, headers },
    ],
  };
}

/** Every request another URL (bench/longtail.ts). */
async function longTailRoutes(
  apiUrl: string,
  databaseUrl: string,
): Promise<{ routes: Route[]; description: string }> {
  const traffic = await longTailTraffic(databaseUrl, apiUrl);
  // 40 listings: enough answers for next pages to be among them.
  await probe(apiUrl, traffic.listing, 40, traffic.listingAnswered);
  await probe(apiUrl, traffic.product, 20);
  await probe(apiUrl, traffic.search, 20);
  return {
    description: `long tail: ${traffic.summary}; response cache ${process.env.CATALOG_CACHE_SECONDS ?? '10'} s`,
    routes: [
      {
        name: 'listing of 24, random filters',
        url: apiUrl,
        next: traffic.listing,
        answered: traffic.listingAnswered,
      },
      { name: 'product by path, all products', url: apiUrl, next: traffic.product },
      { name: 'search, random words', url: apiUrl, next: traffic.search },
    ],
  };
}

/**
 * The product page's two API requests as one: the time of a page is the sum of the two requests' times
 * at their measured rates, for the product without reviews and the one with `reviewCount`. Answers the
 * sentence, or null when the run did not measure them.
 */
function productPageWithReviews(rows: readonly Measurement[]): string | null {
  const rate = (name: string) => rows.find((row) => row.name === name)?.requestsPerSecond;
  const many = `${reviewCount.toLocaleString('en')} reviews`;
  const without = [rate('product by path'), rate('product reviews, none')];
  const withMany = [rate(`product by path, ${many}`), rate(`product reviews, ${many}`)];
  if ([...without, ...withMany].some((value) => !value)) return null;
  const pageTime = (rates: (number | undefined)[]) => rates.reduce<number>((sum, r) => sum + 1 / (r ?? 1), 0);
  const ratio = pageTime(without) / pageTime(withMany);
  return `product page (product + first page of reviews) with ${many}: ${(ratio * 100).toFixed(1)}% of the rate of one without`;
}

interface Run {
  label: string;
  ceiling: Measurement;
  rows: (Measurement & { share: number })[];
  memoryMb: number | null;
}

fs.mkdirSync(cacheDir, { recursive: true });
const ceilingServer = await startCeiling();
const runs: Run[] = [];

try {
  for (const dialect of databases) {
    for (const size of sizes) {
      const databaseUrl =
        dialect === 'sqlite'
          ? `sqlite:${path.join(cacheDir, `catalog-${size}.db`)}`
          : await postgresDatabase(size);
      await ensureCatalogue(databaseUrl, size);
      const api = await startApi({
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: path.join(cacheDir, 'media'),
        PUBLIC_ORIGINS: ORIGIN,
      });
      try {
        const { routes, description } =
          mode === 'longtail'
            ? await longTailRoutes(api.url, databaseUrl)
            : await fixedRoutes(api.url, databaseUrl);
        const label = `${dialect}, ${Math.max(size, 308)} products`;
        console.log(`\n${label}: ${description}; ${rounds} rounds of ${seconds} s`);
        const ceilings: Measurement[] = [];
        const samples = routes.map(() => [] as Measurement[]);
        const shares = routes.map(() => [] as number[]);
        for (let round = 0; round < rounds; round++) {
          const ceiling = await measure('ceiling', ceilingServer.url, { seconds });
          ceilings.push(ceiling);
          for (const [index, { name, url, ...options }] of routes.entries()) {
            const sample = await measure(name, url, { ...options, seconds });
            await waitUntilIdle(api.url);
            samples[index]?.push(sample);
            shares[index]?.push(sample.requestsPerSecond / ceiling.requestsPerSecond);
          }
        }
        const run: Run = {
          label,
          ceiling: medianOf('bare Fastify, 2 KB JSON (ceiling)', ceilings),
          rows: routes.map(({ name }, index) => ({
            ...medianOf(name, samples[index] ?? []),
            share: median(shares[index] ?? []),
          })),
          memoryMb: await residentMb(api.process.pid),
        };
        printShares([{ ...run.ceiling, share: 1 }, ...run.rows]);
        const pages = productPageWithReviews(run.rows);
        if (pages) console.log(pages);
        console.log(`API resident memory after the run: ${run.memoryMb} MB`);
        runs.push(run);
      } finally {
        await api.stop();
      }
    }
  }
} finally {
  await ceilingServer.close();
}

console.log(
  `\n## Summary (${mode}): median req/s (p50/p99 ms, median share of the ceiling${mode === 'longtail' ? ', cache hits' : ''})\n`,
);
const names = runs[0]?.rows.map((row) => row.name) ?? [];
console.log(`| catalogue | ceiling | ${names.join(' | ')} | memory MB |`);
console.log(`| --- | --- | ${names.map(() => '---').join(' | ')} | ---: |`);
for (const run of runs) {
  const cells = run.rows.map(
    (row) =>
      `${row.requestsPerSecond} (${row.p50}/${row.p99}, ${(row.share * 100).toFixed(0)}%` +
      `${row.cacheHits === undefined ? '' : `, ${(row.cacheHits * 100).toFixed(0)}% hits`})`,
  );
  console.log(
    `| ${run.label} | ${run.ceiling.requestsPerSecond} | ${cells.join(' | ')} | ${run.memoryMb ?? '?'} |`,
  );
}
for (const run of runs) {
  const pages = productPageWithReviews(run.rows);
  if (pages) console.log(`\n${run.label}: ${pages}`);
}

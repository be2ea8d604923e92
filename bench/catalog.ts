/**
 * `npm run bench:catalog`: category listing of 24, product by path, menu and search, against the bare
 * Fastify ceiling measured in the same run, on SQLite and PostgreSQL, with the demo catalogue and a large
 * one. One API process, 50 connections. Databases are kept in bench/.cache (SQLite) or as
 * tendero_bench_<size> (PostgreSQL) and reused while they hold the right number of products.
 *
 * Each configuration runs BENCH_ROUNDS rounds; a round measures the ceiling and then every route, so a
 * slower or faster moment of the machine affects both. The table gives medians over the rounds, and the
 * share of the ceiling is the median of each round's own ratio.
 *
 *   BENCH_SECONDS=10  BENCH_ROUNDS=3  BENCH_SIZES=308,100000  BENCH_DATABASES=sqlite,postgres
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
  type Measurement,
} from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const sizes = (process.env.BENCH_SIZES ?? '308,100000').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const cacheDir = BENCH_CACHE;

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
        const routes = [
          ['category listing of 24', `${api.url}/v1/catalog/${category}?limit=24`],
          ['product by path', `${api.url}/v1/catalog/${product}`],
          ['category menu', `${api.url}/v1/categories/menu`],
          ['search "edelstahl"', `${api.url}/v1/catalog/search?q=edelstahl&limit=24`],
          // A word that is mostly part of compounds (Bratpfanne, Gusseisenpfanne).
          ['search "pfanne"', `${api.url}/v1/catalog/search?q=pfanne&limit=24`],
        ] as const;
        console.log(`\n${label}: /${category} and /${product}, ${rounds} rounds of ${seconds} s`);
        const ceilings: Measurement[] = [];
        const samples = routes.map(() => [] as Measurement[]);
        const shares = routes.map(() => [] as number[]);
        for (let round = 0; round < rounds; round++) {
          const ceiling = await measure('ceiling', ceilingServer.url, { seconds });
          ceilings.push(ceiling);
          for (const [index, [name, url]] of routes.entries()) {
            const sample = await measure(name, url, { seconds, headers });
            samples[index]?.push(sample);
            shares[index]?.push(sample.requestsPerSecond / ceiling.requestsPerSecond);
          }
        }
        const run: Run = {
          label,
          ceiling: medianOf('bare Fastify, 2 KB JSON (ceiling)', ceilings),
          rows: routes.map(([name], index) => ({
            ...medianOf(name, samples[index] ?? []),
            share: median(shares[index] ?? []),
          })),
          memoryMb: await residentMb(api.process.pid),
        };
        printShares([{ ...run.ceiling, share: 1 }, ...run.rows]);
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

console.log('\n## Summary: median req/s (p50/p99 ms, median share of the ceiling)\n');
console.log(
  '| catalogue | ceiling | listing | product | menu | search "edelstahl" | search "pfanne" | memory MB |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | ---: |');
for (const run of runs) {
  const cells = run.rows.map(
    (row) => `${row.requestsPerSecond} (${row.p50}/${row.p99}, ${(row.share * 100).toFixed(0)}%)`,
  );
  console.log(
    `| ${run.label} | ${run.ceiling.requestsPerSecond} | ${cells.join(' | ')} | ${run.memoryMb ?? '?'} |`,
  );
}

/**
 * `npm run bench:checkout`: orders placed per second through the offline test provider, beside the bare
 * Fastify ceiling measured in the same run, on SQLite and PostgreSQL with the demo catalogue. One API
 * process (built and started as `npm start` does), 50 shoppers at once.
 *
 * Every shopper is a registered customer who buys again and again: add a product in stock, choose the
 * address and the cheapest carrier, ask for the payment intent, pay with 4242 4242 4242 4242 and return
 * (the confirmation, which places the order in one transaction). The table gives orders per second for
 * that whole checkout (8 requests an order), and the time of the order placement (the confirmation) and
 * of paying (intent + card + confirmation), p50 and p99, as medians over the rounds.
 *
 * Before each round the products are restocked (so a failed checkout is a failure, not a sold-out
 * product) and the API is left to finish what the last round left in its event outbox (invoices and
 * their PDFs, confirmation mails, on its own worker thread and event loop): the time that took is
 * reported, and the ceiling is measured on a machine the API no longer loads.
 *
 *   BENCH_SECONDS=10  BENCH_ROUNDS=3  BENCH_DATABASES=sqlite,postgres
 */
import fs from 'node:fs';
import path from 'node:path';
import { HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import { drainOutbox, measureCheckouts, type CheckoutSample as Sample } from './checkouts.ts';
import {
  BENCH_CACHE,
  ensureCatalogue,
  measure,
  median,
  postgresDatabase,
  productsInStock,
  residentMb,
  runSql,
  startApi,
  startCeiling,
} from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const ORIGIN = 'http://bench.tendero.test';
const SHOPPERS = 50;

fs.mkdirSync(BENCH_CACHE, { recursive: true });
const ceilingServer = await startCeiling();
const lines: string[] = [];

try {
  for (const dialect of databases) {
    const databaseUrl =
      dialect === 'sqlite'
        ? `sqlite:${path.join(BENCH_CACHE, 'checkout-308.db')}`
        : await postgresDatabase(308);
    await ensureCatalogue(databaseUrl, 308);
    const api = await startApi({
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(BENCH_CACHE, 'media'),
      PUBLIC_ORIGINS: ORIGIN,
    });
    try {
      const products = await productsInStock(api.url);
      console.log(`\n${dialect}: ${products.length} products in stock, registering ${SHOPPERS} shoppers…`);
      const shoppers: HttpShopper[] = [];
      for (let index = 0; index < SHOPPERS; index++) {
        const shopper = new HttpShopper({ apiUrl: api.url, origin: ORIGIN });
        await shopper.register();
        shoppers.push(shopper);
      }
      const samples: Sample[] = [];
      const ceilings: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const drained = await drainOutbox(databaseUrl);
        await runSql(databaseUrl, `update product set stock = 100000 where id in (${products.join(',')})`);
        const ceiling = await measure('ceiling', ceilingServer.url, { seconds });
        const sample = await measureCheckouts(shoppers, products, seconds);
        ceilings.push(ceiling.requestsPerSecond);
        samples.push(sample);
        console.log(
          `  round ${round + 1}: (the last round's events done in ${drained} s) ceiling ${ceiling.requestsPerSecond} req/s; ${sample.ordersPerSecond} orders/s, placing p50 ${sample.placeP50} / p99 ${sample.placeP99} ms, paying p50 ${sample.payP50} / p99 ${sample.payP99} ms, ${sample.failures} failed checkouts`,
        );
      }
      const drained = await drainOutbox(databaseUrl);
      console.log(`  the last round's events done in ${drained} s`);
      const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      lines.push(
        `| ${dialect} | ${median(ceilings)} | ${pick('ordersPerSecond')} | ${pick('placeP50')} / ${pick('placeP99')} | ${pick('payP50')} / ${pick('payP99')} | ${samples.reduce((sum, sample) => sum + sample.failures, 0)} | ${(await residentMb(api.process.pid)) ?? '?'} MB |`,
      );
    } finally {
      await api.stop();
    }
  }
} finally {
  await ceilingServer.close();
}

console.log(`\nCheckout: ${SHOPPERS} shoppers, ${rounds} rounds of ${seconds} s (medians over the rounds)`);
console.log(
  '| database | ceiling req/s | orders/s | placing the order p50 / p99 ms | paying p50 / p99 ms | failed checkouts | API memory after |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const line of lines) console.log(line);

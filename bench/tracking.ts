/**
 * `npm run bench:tracking`: the public tracking look-up (`GET /v1/sending/parcels/{number}/{postcode}`)
 * under load, beside the bare Fastify ceiling measured in the same run, on SQLite and PostgreSQL. One
 * API process (built and started as `npm start` does), 50 connections.
 *
 * Parcels are made the way the shop makes them: shoppers buy with the offline test provider, an
 * operator (created with the operator command's link) ships every order in one parcel. Then:
 * - "look-up": every request asks for a random parcel with its postcode (distinct URLs, no cache);
 *   one request in ten gives a wrong postcode and must answer 404 like an unknown number. The requests
 *   come from many visitors, as on a real shop: each names a random client address in X-Forwarded-For
 *   (the API trusts one proxy hop, the storefront's), so the per-address limit as shipped applies to
 *   each of them and the look-up itself is measured.
 * - "rate limit": the API as shipped (10 look-ups a minute per address): one client asks 30 times in a
 *   row; the table says after how many it got 429, what Retry-After said, and the rate at which the API
 *   refuses a flood from one address (50 connections for `seconds`).
 *
 *   BENCH_SECONDS=10  BENCH_DATABASES=sqlite,postgres  BENCH_PARCELS=100
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  BENCH_CACHE,
  type Parcel,
  ensureCatalogue,
  measure,
  placeOrders,
  postgresDatabase,
  residentMb,
  shipOrder,
  signInOperator,
  startApi,
  startCeiling,
  toMeasurement,
} from './lib.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const parcelCount = Number(process.env.BENCH_PARCELS ?? 100);
const ORIGIN = 'http://bench.tendero.test';
const SHOPPERS = 10;

/** Places `count` orders and ships each in one parcel; answers the parcels' numbers and postcodes. */
async function makeParcels(apiUrl: string, databaseUrl: string, count: number): Promise<Parcel[]> {
  const orders = await placeOrders(apiUrl, databaseUrl, ORIGIN, SHOPPERS, count);
  const operator = await signInOperator(apiUrl, databaseUrl, ORIGIN);
  const parcels: Parcel[] = [];
  for (const { reference } of orders) parcels.push(...(await shipOrder(operator, reference)));
  return parcels;
}

const random = (below: number) => Math.floor(Math.random() * below);

/** Random look-ups over all parcels, one in ten with a wrong postcode. */
async function measureLookups(apiUrl: string, parcels: readonly Parcel[]) {
  let wrong = 0;
  let notFound = 0;
  const result = await autocannon({
    url: apiUrl,
    connections: 50,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const parcel = parcels[Math.floor(Math.random() * parcels.length)] ?? {
            trackingNumber: '',
            postcode: '',
          };
          const wrongPostcode = Math.random() < 0.1;
          if (wrongPostcode) wrong++;
          const postcode = wrongPostcode ? '99999' : parcel.postcode;
          const visitor = `10.${random(256)}.${random(256)}.${random(256)}`;
          return {
            ...request,
            path: `/v1/sending/parcels/${parcel.trackingNumber}/${postcode}`,
            headers: { ...request.headers, 'x-forwarded-for': visitor },
          };
        },
        onResponse: (status) => {
          if (status === 404) notFound++;
        },
      },
    ],
  });
  return { measurement: toMeasurement('look-up', result), wrong, notFound };
}

/** One client asking 30 times in a row, then a flood from one address, against the limit as shipped. */
async function measureRateLimit(apiUrl: string, parcel: Parcel) {
  const url = `${apiUrl}/v1/sending/parcels/${parcel.trackingNumber}/${parcel.postcode}`;
  let firstRefused: number | null = null;
  let retryAfter: string | null = null;
  for (let attempt = 1; attempt <= 30; attempt++) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status === 429 && firstRefused === null) {
      firstRefused = attempt;
      retryAfter = response.headers.get('retry-after');
    }
  }
  const flood = toMeasurement(
    'flood from one address',
    await autocannon({ url, connections: 50, duration: seconds }),
  );
  return { firstRefused, retryAfter, flood };
}

fs.mkdirSync(BENCH_CACHE, { recursive: true });
const ceilingServer = await startCeiling();
const lines: string[] = [];
try {
  for (const dialect of databases) {
    const databaseUrl =
      dialect === 'sqlite'
        ? `sqlite:${path.join(BENCH_CACHE, 'tracking-308.db')}`
        : await postgresDatabase(309);
    await ensureCatalogue(databaseUrl, 308);
    const env = {
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(BENCH_CACHE, 'media'),
      PUBLIC_ORIGINS: ORIGIN,
    };
    const api = await startApi(env);
    try {
      console.log(`\n${dialect}: placing and shipping ${parcelCount} orders…`);
      const parcels = await makeParcels(api.url, databaseUrl, parcelCount);
      const ceiling = await measure('ceiling', ceilingServer.url, { seconds });
      const lookups = await measureLookups(api.url, parcels);
      const memory = await residentMb(api.process.pid);
      const m = lookups.measurement;
      console.log(
        `  ceiling ${ceiling.requestsPerSecond} req/s; look-up ${m.requestsPerSecond} req/s, p50 ${m.p50} / p99 ${m.p99} ms; ${lookups.notFound} answers 404 for ${lookups.wrong} wrong postcodes; ${m.non2xx} not 2xx`,
      );
      const first = parcels[0];
      if (!first) throw new Error('no parcel was made');
      const limit = await measureRateLimit(api.url, first);
      console.log(
        `  one address: 429 from request ${limit.firstRefused ?? 'never'} (Retry-After ${limit.retryAfter ?? '-'} s); a flood from one address is refused at ${limit.flood.requestsPerSecond} req/s, p99 ${limit.flood.p99} ms`,
      );
      lines.push(
        `| ${dialect} | ${parcels.length} | ${ceiling.requestsPerSecond} | ${m.requestsPerSecond} | ${((m.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)}% | ${m.p50} / ${m.p99} | ${lookups.notFound} of ${lookups.wrong} | ${m.errors} | ${memory ?? '?'} MB | ${limit.firstRefused ?? 'never'} (Retry-After ${limit.retryAfter ?? '-'} s) | ${limit.flood.requestsPerSecond} req/s, p99 ${limit.flood.p99} ms |`,
      );
    } finally {
      await api.stop();
    }
  }
} finally {
  await ceilingServer.close();
}

console.log(
  `\nTracking look-up: 50 connections, ${seconds} s, random parcels (one in ten with a wrong postcode)`,
);
console.log(
  '| database | parcels | ceiling req/s | look-ups req/s | share of ceiling | p50 / p99 ms | wrong postcodes answered 404 | errors | API memory after | limit as shipped: first 429 at request | flood from one address |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const line of lines) console.log(line);

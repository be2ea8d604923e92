/**
 * `npm run bench:statements`: how many statements (round trips) each request of a shopper's way sends
 * to PostgreSQL, with the demo catalogue: a category listing, a filtered one, a search, a product page,
 * adding to the cart, and each request of a checkout up to placing the order.
 *
 * The API runs in this process (as the tests build it, on a free port) with pg's `Client.query`
 * counted; the requests go one after another, so each count is the request's own (`begin` and
 * `commit` count as statements: they are round trips too). Each is asked twice: with the caches cold
 * (the first time), and warm (the second, with CATALOG_CACHE_SECONDS=10 as by default).
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { prepareDatabase } from '../apps/api/src/boot.ts';
import { testConfig } from '../apps/api/src/test/app.ts';
import { HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import { ensureCatalogue, postgresDatabase, productsInStock } from './lib.ts';

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...rest: unknown[]) => unknown).apply(this, args);
} as typeof query;

const databaseUrl = await postgresDatabase(308);
await ensureCatalogue(databaseUrl, 308);
const config = testConfig(
  { dialect: 'postgres', url: databaseUrl },
  { CATALOG_CACHE_SECONDS: '10', LOG_LEVEL: 'warn' },
);
const database = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const origin = 'http://localhost:3000';

const rows: string[] = [];
/** Runs `request` and answers how many statements it sent. */
async function counted(request: () => Promise<unknown>): Promise<number> {
  const before = statements;
  await request();
  return statements - before;
}
async function twice(name: string, request: () => Promise<unknown>): Promise<void> {
  const cold = await counted(request);
  const warm = await counted(request);
  rows.push(`| ${name} | ${cold} | ${warm} |`);
}
async function once(name: string, request: () => Promise<unknown>): Promise<void> {
  rows.push(`| ${name} | ${await counted(request)} | |`);
}

try {
  const get = (path: string, locale = 'de') =>
    fetch(`${apiUrl}${path}`, { headers: { 'x-locale': locale } }).then((answer) => answer.arrayBuffer());
  // Found in the database, so the API's caches are cold when the counting starts.
  const pathOf = (kind: 'category' | 'product') =>
    database.db
      .selectFrom('catalog_path')
      .select('path')
      .where('locale', '=', 'de')
      .where('kind', '=', kind)
      .orderBy('entity_id')
      .executeTakeFirstOrThrow();
  const category = (await pathOf('category')).path;
  const product = await pathOf('product');
  statements = 0;

  await twice('category listing (24 cards)', () => get(`/v1/catalog/${category}`));
  await twice('filtered listing (in stock, by price)', () =>
    get(`/v1/catalog/${category}?inStock=true&sort=price_asc`),
  );
  await twice('search "Pfanne"', () => get('/v1/catalog/search?q=Pfanne'));
  await twice('product page', () => get(`/v1/catalog/${product.path}`));

  const shopper = new HttpShopper({ apiUrl, origin });
  await shopper.register();
  const [inStock] = await productsInStock(apiUrl);
  if (inStock === undefined) throw new Error('no product in stock');
  await once('add to cart (PATCH /v1/cart)', () =>
    shopper.request('PATCH', '/v1/cart', { productId: inStock, quantity: 1 }),
  );
  await once('the cart (GET /v1/cart)', () => shopper.request('GET', '/v1/cart'));
  await once('address, carrier (4 requests)', () => shopper.prepareCheckout([]));
  let intent = { intentId: '', clientSecret: '' };
  await once('payment intent', async () => {
    intent = await shopper.request('GET', '/v1/orders/stripe/payment-intent');
  });
  await once('paying with the test card', () =>
    shopper.request('POST', `/v1/payments/test/intents/${intent.intentId}/confirm`, {
      clientSecret: intent.clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    }),
  );
  await once('placing the order (the confirmation)', () =>
    shopper.request('GET', `/v1/orders/stripe/confirmation?payment_intent=${intent.intentId}`),
  );
} finally {
  await app.close();
  await database.destroy();
}

console.log('\nStatements sent to PostgreSQL per request (the demo catalogue, one request at a time)');
console.log('| request | cold caches | warm caches |');
console.log('| --- | ---: | ---: |');
for (const row of rows) console.log(row);

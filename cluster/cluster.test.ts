/**
 * Tendero as a cluster, through HAProxy only: 3 API replicas, 2 storefronts and 2 workers on one
 * PostgreSQL database and one Redis. Things are killed (`kill -9`) and restarted (SIGTERM, one after
 * the other) while shoppers buy, and what every shopper was told must hold in the database.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../apps/api/src/boot.ts';
import type { DatabaseHandle } from '../apps/api/src/db/database.ts';
import { inviteOperator, setPassword } from '../apps/api/src/modules/back-office/operator-accounts.ts';
import { closeOperatorSession } from '../apps/api/src/modules/back-office/sessions.ts';
import { TEST_MEDIA_DIR, testConfig } from '../apps/api/src/test/app.ts';
import {
  createTestDatabase,
  postgresAvailable,
  redisAvailable,
  type TestDatabase,
} from '../apps/api/src/test/databases.ts';
import { aProduct, type FixtureProduct } from '../apps/api/src/test/fixtures.ts';
import { HttpError, HttpShopper } from '../apps/api/src/test/http-shopper.ts';
import { seedCarriers } from '../demo/carriers.ts';
import { haproxyInstalled, startCluster, type Cluster, type Member } from './processes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const missing = [
  ...(haproxyInstalled() ? [] : ['HAProxy (apt-get install haproxy)']),
  ...((await postgresAvailable()) ? [] : ['PostgreSQL at 127.0.0.1:5432']),
  ...((await redisAvailable(REDIS_URL)) ? [] : [`Redis at ${REDIS_URL}`]),
];
if (missing.length > 0 && process.env.CI === 'true') {
  throw new Error(`The cluster tests need ${missing.join(', ')} under CI.`);
}

const OPERATOR = { email: 'cluster.operator@example.com', password: 'operator password 1' };

/** Until `check` holds or `ms` pass, every 25 ms; the milliseconds it took, or -1. */
async function until(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if (await check()) return Date.now() - started;
    await sleep(25);
  }
  return -1;
}

describe.skipIf(missing.length > 0)('Tendero as a cluster behind HAProxy', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let cluster: Cluster;
  let origin: string;
  const shopper = () => new HttpShopper({ apiUrl: cluster.url, origin });
  const api = (index: number): Member => {
    const found = cluster.apis[index];
    if (!found) throw new Error(`no API replica ${index}`);
    return found;
  };
  const db = () => database.db;
  /** `count` shoppers, registered through the load balancer. */
  const registered = (count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const one = shopper();
        await one.register();
        return one;
      }),
    );
  /** Until the workers have handled every event due (a minute at most). */
  const eventsDone = () =>
    until(60_000, async () => {
      const pending = await db()
        .selectFrom('event_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .execute();
      return pending.length === 0;
    });

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    if (testDatabase.database.dialect !== 'postgres') throw new Error('the cluster runs on PostgreSQL');
    const config = testConfig(testDatabase.database, { MEDIA_DIR: TEST_MEDIA_DIR });
    database = await prepareDatabase(config);
    await seedCarriers(database.db);
    const invite = await inviteOperator(database.db, config, {
      email: OPERATOR.email,
      name: 'Olga Operator',
    });
    const token = new URL(invite.link).searchParams.get('token') ?? '';
    await closeOperatorSession(
      database.db,
      (await setPassword(database.db, { token, password: OPERATOR.password })).token,
    );
    cluster = await startCluster({
      api: 3,
      web: 2,
      workers: 2,
      port: 0,
      apiPort: 0,
      databaseUrl: testDatabase.database.url,
      redisUrl: REDIS_URL,
      redisPrefix: `tendero-cluster-${process.pid}-${randomBytes(4).toString('hex')}:`,
      drainSeconds: 2,
      seedDemo: false,
      output: 'ignore',
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'c'.repeat(40),
        SHOP_VAT_ID: 'EL094259216',
        CARRIER_WEBHOOK_SECRET: 'cluster-carrier-secret-0123456789',
        LOG_LEVEL: 'warn',
        MEDIA_DIR: TEST_MEDIA_DIR,
        // Answers are cached a minute, as a busy shop might: only the news between replicas empties them.
        CATALOG_CACHE_SECONDS: '60',
        RATE_LIMIT_FACTOR: '1',
      },
    });
    origin = cluster.url;
  }, 420_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.destroy();
    await testDatabase?.drop();
  }, 60_000);

  const ordersOf = (product: FixtureProduct) =>
    db()
      .selectFrom('order_line')
      .innerJoin('shop_order', 'shop_order.id', 'order_line.order_id')
      .select(['shop_order.id', 'shop_order.reference'])
      .where('order_line.product_id', '=', product.id)
      .execute();

  /** Succeeded payments (from `afterId` on) that placed no order and were not paid back in full. */
  const unrefundedOrphans = (afterId: number) =>
    db()
      .selectFrom('payment')
      .leftJoin('payment_refund', (join) =>
        join
          .onRef('payment_refund.payment_id', '=', 'payment.id')
          .on('payment_refund.status', '=', 'succeeded'),
      )
      .select(['payment.id', 'payment.amount', 'payment_refund.amount as refunded'])
      .where('payment.id', '>', afterId)
      .where('payment.status', '=', 'succeeded')
      .where('payment.order_id', 'is', null)
      .execute()
      .then((rows) => rows.filter((row) => row.refunded !== row.amount));
  const lastPaymentId = async () =>
    Number(
      (
        await db()
          .selectFrom('payment')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );

  it('sells the last 10 units to exactly 10 of 200 buyers at once, invoices without a gap', async () => {
    const last = await aProduct(db(), { name: 'Last ten kettles', price: 3990, stock: 10 });
    const buyers = Array.from({ length: 200 }, shopper);
    // Everyone has the kettle in the cart before anyone pays.
    await Promise.all(
      buyers.map(async (buyer) => {
        await buyer.register();
        await buyer.prepareCheckout([{ productId: last.id, quantity: 1 }]);
      }),
    );
    const results = await Promise.allSettled(buyers.map((buyer) => buyer.pay()));
    const bought = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.reference] : [],
    );
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    for (const reason of refused) {
      // Told plainly that the kettles are gone, never a 5xx.
      expect(reason).toBeInstanceOf(HttpError);
      expect((reason as HttpError).status).toBeLessThan(500);
    }
    expect(bought).toHaveLength(10);
    // Those whose card was charged after the last kettle went are paid back in full.
    expect(await until(30_000, async () => (await unrefundedOrphans(0)).length === 0)).toBeGreaterThanOrEqual(
      0,
    );
    expect(new Set((await ordersOf(last)).map((order) => order.reference))).toEqual(new Set(bought));
    const { stock } = await db()
      .selectFrom('product')
      .select('stock')
      .where('id', '=', last.id)
      .executeTakeFirstOrThrow();
    expect(stock).toBe(0);
    // The workers draw the invoices: numbered 1…10.
    expect(
      await until(30_000, async () => {
        const invoices = await db()
          .selectFrom('document')
          .select('number')
          .where('type', '=', 'invoice')
          .execute();
        return invoices.length === 10;
      }),
    ).toBeGreaterThanOrEqual(0);
    const numbers = (
      await db().selectFrom('document').select('number').where('type', '=', 'invoice').execute()
    )
      .map((invoice) => Number(invoice.number.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));

    // An invoice drawn by a worker downloads through every replica alike.
    const buyer = buyers[results.findIndex((result) => result.status === 'fulfilled')];
    if (!buyer) throw new Error('no buyer');
    const invoices = await buyer.request<{ items: { number: string; type: string }[] }>(
      'GET',
      '/v1/me/invoices',
    );
    const first = invoices.items[0];
    if (!first) throw new Error('the buyer has no invoice');
    const bodies = await Promise.all(
      cluster.apis.map(async (replica) => {
        const response = await buyer
          .at(`http://127.0.0.1:${replica.port}`)
          .send('GET', `/v1/me/orders/document/${first.type}/${first.number}`);
        expect(response.status, replica.name).toBe(200);
        return response.text;
      }),
    );
    expect(new Set(bodies).size).toBe(1);
  }, 180_000);

  it('keeps every confirmed order once when a replica is killed mid-rush, and takes it back', async () => {
    const pan = await aProduct(db(), { name: 'Rush pans', price: 1490, stock: 5000 });
    const shoppers = await registered(16);
    const firstPayment = await lastPaymentId();
    const confirmed: string[] = [];
    const failures: string[] = [];
    let running = true;
    const rush = shoppers.map(async (one) => {
      while (running) {
        try {
          await one.prepareCheckout([{ productId: pan.id, quantity: 1 }]);
          confirmed.push((await one.pay()).reference);
        } catch (error) {
          // A request the killed replica had taken: the shopper tries again, as a person would.
          failures.push(error instanceof Error ? error.message.slice(0, 120) : String(error));
          await sleep(50);
        }
      }
    });
    const victim = api(1);
    await until(60_000, async () => confirmed.length >= 16);
    await victim.stop('SIGKILL');
    const atKill = confirmed.length;
    // The others keep selling.
    expect(await until(60_000, async () => confirmed.length >= atKill + 32)).toBeGreaterThanOrEqual(0);
    await victim.start();
    const rejoined = await until(10_000, async () =>
      (await cluster.balancerStats()).some((row) => row.server === victim.name && row.status === 'UP'),
    );
    expect(rejoined, 'the restarted replica is back in the load balancer').toBeGreaterThanOrEqual(0);
    const sessionsBack =
      (await cluster.balancerStats()).find((row) => row.server === victim.name)?.sessions ?? 0;
    const afterRestart = confirmed.length;
    expect(await until(60_000, async () => confirmed.length >= afterRestart + 16)).toBeGreaterThanOrEqual(0);
    running = false;
    await Promise.all(rush);
    const served = (await cluster.balancerStats()).find((row) => row.server === victim.name)?.sessions ?? 0;
    expect(served, 'requests the restarted replica took').toBeGreaterThan(sessionsBack);

    // What the kill left pending (a paid intent whose shopper never heard back) the workers finish.
    await eventsDone();
    const orders = await ordersOf(pan);
    const references = orders.map((order) => order.reference);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of confirmed) expect(references).toContain(reference);
    expect(new Set(confirmed).size).toBe(confirmed.length);
    // Nobody paid twice: every order has exactly one payment, and no succeeded payment is left
    // without its order.
    const payments = await db()
      .selectFrom('payment')
      .select(['order_id', 'status'])
      .where(
        'order_id',
        'in',
        orders.map((order) => order.id),
      )
      .execute();
    expect(payments.map((payment) => payment.order_id).sort()).toEqual(
      orders.map((order) => order.id).sort(),
    );
    expect(await unrefundedOrphans(firstPayment)).toEqual([]);
    const { stock } = await db()
      .selectFrom('product')
      .select('stock')
      .where('id', '=', pan.id)
      .executeTakeFirstOrThrow();
    const units = await db()
      .selectFrom('order_line')
      .select('quantity')
      .where('product_id', '=', pan.id)
      .execute();
    expect(stock, `${orders.length} orders, quantities ${units.map((line) => line.quantity).join(',')}`).toBe(
      5000 - units.reduce((sum, line) => sum + line.quantity, 0),
    );
    expect(failures.length, 'requests lost with the killed replica').toBeLessThan(confirmed.length);
    console.log(
      `cluster: kill -9 of ${victim.name} at ${atKill} orders; ${confirmed.length} confirmed, ${orders.length} placed, ` +
        `${failures.length} shopper steps failed and were tried again, back in the balancer after ${rejoined} ms`,
    );
  }, 240_000);

  it('shows a price changed through one replica on every replica and storefront within a second', async () => {
    const lamp = await aProduct(db(), { name: 'Cluster lamp', price: 8990, stock: 50 });
    const holder = shopper();
    await holder.register();
    await holder.request('PATCH', '/v1/cart', { productId: lamp.id, quantity: 1 });
    type Page = { product: { price: { amount: number } } };
    const direct = (replica: Member) =>
      new HttpShopper({ apiUrl: `http://127.0.0.1:${replica.port}`, origin });
    const priceOn = async (replica: Member) =>
      (await direct(replica).request<Page>('GET', `/v1/catalog/${lamp.path}`)).product.price.amount;
    const cartOn = async (replica: Member) => {
      const cart = await holder
        .at(`http://127.0.0.1:${replica.port}`)
        .request<{ lines: { productId: number; unitPrice: { amount: number } }[] }>('GET', '/v1/cart');
      return cart.lines.find((line) => line.productId === lamp.id)?.unitPrice.amount;
    };
    type Search = { items: { id: number; price: { amount: number } }[] };
    const cardOn = async (replica: Member) =>
      (
        await direct(replica).request<Search>(
          'GET',
          `/v1/catalog/search?q=${encodeURIComponent('Cluster lamp')}`,
        )
      ).items.find((card) => card.id === lamp.id)?.price.amount;
    const pageOn = async (web: Member) =>
      (await (await fetch(`http://127.0.0.1:${web.port}/en/${lamp.path}`)).text()).includes('74.90');
    // Every replica and storefront has the page cached.
    for (const replica of cluster.apis) {
      expect(await priceOn(replica)).toBe(8990);
      expect(await priceOn(replica)).toBe(8990);
      expect(await cardOn(replica)).toBe(8990);
    }
    for (const web of cluster.webs) expect(await pageOn(web)).toBe(false);

    const operator = shopper();
    const signIn = await operator.send('POST', '/v1/admin/auth/login', OPERATOR);
    expect(signIn.status).toBe(200);
    const change = operator.at(`http://127.0.0.1:${api(0).port}`);
    expect((await change.send('PATCH', `/v1/admin/products/${lamp.id}`, { price: 7490 })).status).toBe(200);

    const delays = await Promise.all([
      ...cluster.apis.map((replica) => until(1000, async () => (await priceOn(replica)) === 7490)),
      ...cluster.apis.map((replica) => until(1000, async () => (await cartOn(replica)) === 7490)),
      ...cluster.apis.map((replica) => until(1000, async () => (await cardOn(replica)) === 7490)),
      ...cluster.webs.map((web) => until(1000, () => pageOn(web))),
    ]);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(0);
    console.log(
      `cluster: the new price showed after ${delays.join(', ')} ms (3 replicas' product pages, carts, search cards; 2 storefronts)`,
    );
  }, 60_000);

  it('counts 11 registrations from one address, spread over the replicas, against one limit of 10', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await fetch(`${cluster.url}/v1/auth/register`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
        body: JSON.stringify({ email: 'x' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    const stats = await cluster.balancerStats();
    expect(stats.filter((row) => row.backend === 'api' && row.sessions > 0)).toHaveLength(3);
  });

  it('loses no request the load balancer accepted while all 3 replicas restart one after another', async () => {
    const mug = await aProduct(db(), { name: 'Rolling mugs', price: 990, stock: 5000 });
    const shoppers = await registered(8);
    const lost: string[] = [];
    let requests = 0;
    let orders = 0;
    let running = true;
    const load = shoppers.map(async (one) => {
      while (running) {
        try {
          requests++;
          await one.request('GET', `/v1/catalog/${mug.path}`);
          await one.prepareCheckout([{ productId: mug.id, quantity: 1 }]);
          await one.pay();
          requests += 8;
          orders++;
        } catch (error) {
          lost.push(error instanceof Error ? error.message.slice(0, 160) : String(error));
        }
      }
    });
    await until(30_000, async () => orders >= 8);
    for (const replica of cluster.apis) {
      await replica.stop('SIGTERM');
      await replica.start();
      const up = await until(10_000, async () =>
        (await cluster.balancerStats()).some((row) => row.server === replica.name && row.status === 'UP'),
      );
      expect(up, `${replica.name} back in the load balancer`).toBeGreaterThanOrEqual(0);
    }
    const before = orders;
    await until(30_000, async () => orders >= before + 8);
    running = false;
    await Promise.all(load);
    expect(lost, `${requests} requests, ${orders} orders`).toEqual([]);
    console.log(
      `cluster: rolling restart of 3 replicas under load: ${requests} requests, ${orders} orders, none lost`,
    );

    // Every event of the run was handled once, by one of the two workers.
    await eventsDone();
    const events = await db().selectFrom('event_outbox').select(['id', 'status', 'attempts']).execute();
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.status !== 'handled' || event.attempts !== 1)).toEqual([]);
    console.log(`cluster: ${events.length} events, each handled once by one of 2 workers`);
  }, 240_000);
});

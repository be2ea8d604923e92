/**
 * `kill -9` of the API in the middle of a checkout rush, then a restart on the same database: every
 * order a shopper was told about is there, stock went down by exactly what the orders hold, and the
 * checkout works again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../boot.ts';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { testConfig } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/databases.ts';
import { aProduct } from '../../test/fixtures.ts';
import { eventHandlers } from '../events/handlers.ts';
import { CLAIM_SECONDS, handleDueEvents } from '../events/service.ts';
import { HttpError, HttpShopper } from '../../test/http-shopper.ts';

const API_DIR = path.resolve(import.meta.dirname, '../../..');
const ORIGIN = 'http://localhost:3000';
const SHOPPERS = 16;
const STOCK = 5000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function databaseUrl(database: TestDatabase['database']): string {
  return database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url;
}

async function startApi(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      API_PORT: String(port),
      LOG_LEVEL: 'silent',
      CATALOG_CACHE_SECONDS: '0',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/healthcheck/database`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start');
}

const running: ChildProcess[] = [];
const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const database of databases) await database.drop();
});

describe('a crash during checkout', () => {
  it('keeps every confirmed order, and stock agrees with the orders after a restart', async () => {
    const testDatabase = await createTestDatabase();
    databases.push(testDatabase);
    const config = testConfig(testDatabase.database);
    const prepared = await prepareDatabase(config);
    await seedCarriers(prepared.db);
    const product = await aProduct(prepared.db, { price: 1490, stock: STOCK });
    await prepared.destroy();

    const url = databaseUrl(testDatabase.database);
    const port = await freePort();
    const first = await startApi(url, port);
    running.push(first);
    const apiUrl = `http://127.0.0.1:${port}`;

    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const shopper = new HttpShopper({ apiUrl, origin: ORIGIN });
        await shopper.register();
        return shopper;
      }),
    );
    const confirmed: string[] = [];
    let killed = false;
    // Each shopper buys again and again until the API dies under it.
    const rush = shoppers.map(async (shopper) => {
      while (!killed) {
        try {
          await shopper.prepareCheckout([{ productId: product.id, quantity: 1 }]);
          confirmed.push((await shopper.pay()).reference);
        } catch (error) {
          if (killed) return;
          if (error instanceof HttpError) throw error;
          return;
        }
      }
    });
    // Kill once orders are coming in, mid-flight.
    while (confirmed.length < SHOPPERS * 2) await new Promise((resolve) => setTimeout(resolve, 20));
    first.kill('SIGKILL');
    killed = true;
    await Promise.allSettled(rush);
    const toldBeforeCrash = [...confirmed];

    const second = await startApi(url, port);
    running.push(second);
    const check = await prepareDatabase(config);
    try {
      // What the crash left pending runs now: the test provider's webhooks (they place the orders whose
      // shoppers never got their answer), confirmation mails and invoices. Events the killed process had
      // claimed come back when their claim runs out (CLAIM_SECONDS): a worker here, a claim's length
      // later, takes them, beside the restarted API's own.
      const later = () => new Date(Date.now() + (CLAIM_SECONDS + 1) * 1000);
      const handlers = eventHandlers({ db: check.db, config });
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        await handleDueEvents(check.db, handlers, { now: later, batch: 100 });
        const pending = await check.db
          .selectFrom('event_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .execute();
        if (pending.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      const orders = await check.db.selectFrom('shop_order').select(['id', 'reference']).execute();
      const references = new Set(orders.map((order) => order.reference));
      for (const reference of toldBeforeCrash) expect(references.has(reference)).toBe(true);
      const sold = await check.db
        .selectFrom('order_line')
        .select((eb) => eb.fn.sum<number>('quantity').as('units'))
        .where('product_id', '=', product.id)
        .executeTakeFirstOrThrow();
      const { stock } = await check.db
        .selectFrom('product')
        .select('stock')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      expect(stock).toBe(STOCK - Number(sold.units));
      // One invoice per order, numbered 1…n without a gap.
      const invoices = await check.db
        .selectFrom('document')
        .select('number')
        .where('type', '=', 'invoice')
        .execute();
      const sequence = invoices.map((invoice) => Number(invoice.number.slice(-6))).sort((a, b) => a - b);
      expect(sequence).toEqual(Array.from({ length: orders.length }, (_, index) => index + 1));
      // Each with its PDF, those the crash caught between number and drawing too.
      const withoutPdf = await check.db
        .selectFrom('document')
        .select('number')
        .where('pdf', 'is', null)
        .execute();
      expect(withoutPdf).toEqual([]);
      // Every order belongs to exactly one succeeded payment.
      const paid = await check.db
        .selectFrom('payment')
        .select('order_id')
        .where('order_id', 'is not', null)
        .execute();
      expect(paid.map((payment) => payment.order_id).sort()).toEqual(orders.map((order) => order.id).sort());
    } finally {
      await check.destroy();
    }

    // The shop sells again after the restart.
    const after = new HttpShopper({ apiUrl, origin: ORIGIN });
    await after.register();
    await after.prepareCheckout([{ productId: product.id, quantity: 1 }]);
    expect((await after.pay()).reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    second.kill('SIGTERM');
  }, 120_000);
});

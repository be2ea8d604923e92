import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { prepareDatabase } from './boot.ts';
import type { DatabaseHandle } from './db/database.ts';
import { operatorBrowser } from './modules/back-office/test-support.ts';
import type { Browser } from './modules/auth/test-support.ts';
import type { Config } from './config.ts';
import { TEST_MEDIA_DIR, testConfig, type TestApp } from './test/app.ts';
import { createTestDatabase, redisAvailable } from './test/databases.ts';
import { SESSION_COOKIES } from '@tendero/contract';
import { aProduct, aSignedInCustomer } from './test/fixtures.ts';

/** The machine's Redis (CI has one); elsewhere these tests skip without it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const redisUp = await redisAvailable(REDIS_URL);
if (!redisUp && process.env.CI) throw new Error(`CI needs Redis at ${REDIS_URL}`);

/** Polls `read` until it gives `expected` or `ms` pass; the milliseconds it took, or -1. */
async function within<T>(ms: number, read: () => Promise<T>, expected: T): Promise<number> {
  const started = Date.now();
  while (Date.now() - started <= ms) {
    if ((await read()) === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return -1;
}

describe.skipIf(!redisUp)('two API replicas on one database and one Redis', () => {
  const replicas: TestApp[] = [];
  const replica = (index: number): TestApp => {
    const app = replicas[index];
    if (!app) throw new Error(`no replica ${index}`);
    return app;
  };
  const handles: DatabaseHandle[] = [];
  let drop: () => Promise<void>;
  let operator: Browser;
  let config: Config;

  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    drop = testDatabase.drop;
    config = testConfig(testDatabase.database, {
      MEDIA_DIR: TEST_MEDIA_DIR,
      // Answers are cached as in production: only the news from the other replica can empty them.
      CATALOG_CACHE_SECONDS: '60',
      REDIS_URL,
      REDIS_PREFIX: `tendero-test-${process.pid}-${randomBytes(4).toString('hex')}:`,
    });
    // Started together, as replicas are: the second waits for the first's preparation (PostgreSQL).
    handles.push(...(await Promise.all([prepareDatabase(config), prepareDatabase(config)])));
    for (const database of handles) {
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      replicas.push(app);
    }
    operator = await operatorBrowser(replica(0), `replicas.${process.pid}@example.com`);
  });

  afterAll(async () => {
    for (const app of replicas) await app.close();
    for (const handle of handles) await handle.destroy();
    await drop?.();
  });

  it('reports Redis in the health check', async () => {
    const health = await replica(1).inject({ url: '/v1/healthcheck/redis' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'up', driver: 'redis' });
  });

  it('shows a price and a name changed through one replica on the other within a second', async () => {
    const [a, b] = [replica(0), replica(1)];
    const lamp = await aProduct(a, { name: 'Brass desk lamp', price: 8990 });
    const url = `/v1/catalog/${lamp.path}`;
    const read = async () => (await b.inject({ url })).json().product;
    // Cached on b (once the news of the product's own creation has come and gone).
    expect(
      await within(1000, async () => (await b.inject({ url })).headers['x-cache'], 'hit'),
    ).toBeGreaterThan(0);

    expect((await operator.patch(`/v1/admin/products/${lamp.id}`, { price: 7490 })).statusCode).toBe(200);
    const priceShown = await within(1000, async () => (await read()).price.amount, 7490);
    expect(priceShown, 'milliseconds until the other replica showed the new price').toBeGreaterThanOrEqual(0);
    expect((await read()).name).toBe('Brass desk lamp');
  });

  it('shows a price the command-line import wrote on a replica at once', async () => {
    const b = replica(1);
    const kettle = await aProduct(replica(0), { name: 'Copper kettle', price: 5990 });
    const url = `/v1/catalog/${kettle.path}`;
    expect(
      await within(1000, async () => (await b.inject({ url })).headers['x-cache'], 'hit'),
    ).toBeGreaterThan(0);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-replicas-'));
    try {
      const file = path.join(dir, 'prices.csv');
      fs.writeFileSync(file, `sku,price\r\n${kettle.sku},49.90\r\n`);
      const { database, redis } = config;
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/import.ts', file], {
        cwd: path.resolve(import.meta.dirname, '..'),
        env: {
          ...process.env,
          DATABASE_URL: database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url,
          REDIS_URL: redis?.url ?? '',
          REDIS_PREFIX: redis?.prefix ?? '',
          MEDIA_DIR: TEST_MEDIA_DIR,
          LOG_LEVEL: 'warn',
        },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(
      await within(1000, async () => (await b.inject({ url })).json().product.price.amount, 4990),
    ).toBeGreaterThanOrEqual(0);
  });

  it('refuses on the other replica a session ended through one, at its very next request', async () => {
    const [a, b] = [replica(0), replica(1)];
    const { browser } = await aSignedInCustomer(a);
    const token = browser.cookies.get(SESSION_COOKIES.access)?.value;
    const me = () => b.inject({ url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    expect((await browser.post('/v1/auth/logout', {})).statusCode).toBe(204);
    expect((await me()).statusCode).toBe(401);
  });

  it('counts the registrations of one address on both replicas against one limit of 10', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await replica(i % 2).inject({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { email: 'x' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

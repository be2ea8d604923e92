/**
 * Starts the real API (bundled, on a fresh seeded SQLite file) and the built storefront on free ports,
 * for the browser journeys. Vitest runs this once per run (globalSetup) and hands the URL to the tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../apps/api/src/boot.ts';
import { seedCatalogue } from '../demo/catalogue.ts';
import { TEST_MEDIA_DIR, testConfig } from '../apps/api/src/test/app.ts';
import { startFakeVies } from '../apps/api/src/modules/account/vies-test-support.ts';
import { API_ENV, API_NODE_FLAGS } from '../scripts/api-process.ts';
import { buildStorefront } from '../scripts/web-build.ts';
import { freePort, waitFor } from './ports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The journeys' carrier: a secret of its own, as production requires. */
const CARRIER_SECRET = 'journeys-carrier-secret-0123456789abcdef';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    apiUrl: string;
    /** The API's SQLite file: the journeys read mail from its outbox. */
    databaseFile: string;
    /** The same shop built with SHOP_DOMAINS: English on en.localhost, German on de.localhost. */
    domainShopPort: number;
    /** What the carrier simulator signs its events with (the API's CARRIER_WEBHOOK_SECRET). */
    carrierSecret: string;
  }
}

export default async function startServers(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-e2e-'));
  const databaseUrl = `sqlite:${path.join(dir, 'shop.db')}`;
  const config = testConfig(
    { dialect: 'sqlite', file: path.join(dir, 'shop.db') },
    { MEDIA_DIR: TEST_MEDIA_DIR },
  );
  const database = await prepareDatabase(config);
  await seedCatalogue(database.db, { mediaDir: TEST_MEDIA_DIR });
  await database.destroy();

  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the API failed');
  buildStorefront();
  const [apiPort, webPort, domainPort] = [await freePort(), await freePort(), await freePort()];
  const domainBuild = {
    distDir: '.next-domains',
    shopDomains: `en=en.localhost:${domainPort},de=de.localhost:${domainPort}`,
  };
  buildStorefront(domainBuild);

  const env = { ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'e'.repeat(40), LOG_LEVEL: 'warn' };
  // VAT ids are checked at a local stand-in for VIES, as the seller EL094259216.
  const vies = await startFakeVies();
  const children: ChildProcess[] = [
    // As `npm start` runs it: the same node flags and malloc arenas.
    spawn(process.execPath, [...API_NODE_FLAGS, 'dist/server.mjs'], {
      cwd: path.join(root, 'apps/api'),
      env: {
        ...API_ENV,
        ...env,
        API_PORT: String(apiPort),
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: TEST_MEDIA_DIR,
        CATALOG_CACHE_SECONDS: '0',
        // No PUBLIC_ORIGINS, as after `npm start` on another port: the API must accept the storefront's
        // cookie-carrying requests and link its mails by PORT alone (never 3000 here: ports are free ones).
        PORT: String(webPort),
        SHOP_DOMAINS: domainBuild.shopDomains,
        // Access tokens expire while the journeys run: the client must refresh without a word.
        ACCESS_TOKEN_SECONDS: '5',
        VIES_URL: vies.url,
        // Every journey's shopper comes from 127.0.0.1: one address registering dozens of customers.
        RATE_LIMIT_FACTOR: '10',
        SHOP_VAT_ID: 'EL094259216',
        CARRIER_WEBHOOK_SECRET: CARRIER_SECRET,
        // Review invitations go out as soon as the carrier simulator delivers, as in the API's tests.
        REVIEW_INVITATION_DAYS: '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  ];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/v1/healthcheck/database`, 60_000);
  const storefront = (args: string[], extraEnv: Record<string, string> = {}) =>
    spawn(process.execPath, ['--import', 'tsx', 'server.ts', ...args], {
      cwd: path.join(root, 'apps/web'),
      env: { ...env, API_INTERNAL_URL: apiUrl, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // The address the journeys open the shop at: canonical and hreflang URLs are made on it.
  children.push(
    storefront(['--port', String(webPort), '--hostname', '127.0.0.1'], {
      PUBLIC_ORIGINS: `http://127.0.0.1:${webPort}`,
    }),
  );
  // Not bound to 127.0.0.1 (-H): Next would take the next-intl rewrite of de.localhost/… to
  // de.localhost/de/… for another origin and proxy it, which redirects in a loop.
  children.push(
    storefront(['--port', String(domainPort)], {
      NEXT_DIST_DIR: domainBuild.distDir,
      SHOP_DOMAINS: domainBuild.shopDomains,
    }),
  );
  const shopUrl = `http://127.0.0.1:${webPort}`;
  await waitFor(`${shopUrl}/robots.txt`, 60_000);
  await waitFor(`http://127.0.0.1:${domainPort}/robots.txt`, 60_000);
  project.provide('domainShopPort', domainPort);
  project.provide('databaseFile', path.join(dir, 'shop.db'));
  project.provide('shopUrl', shopUrl);
  project.provide('apiUrl', apiUrl);
  project.provide('carrierSecret', CARRIER_SECRET);
  return async () => {
    for (const child of children) child.kill('SIGTERM');
    await vies.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * Rate limits through the storefront's /v1 pass-through, with a client that writes its own
 * X-Forwarded-For on every request: the storefront replaces the header with the address it saw, so the
 * API's limits (default factor 1 here, unlike the journeys' shared API) meet every flood.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENV, API_NODE_FLAGS } from '../scripts/api-process.ts';
import { freePort, waitFor } from './ports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('client address through the storefront', () => {
  const children: ChildProcess[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-client-address-'));
  let shopUrl = '';

  beforeAll(async () => {
    // The journeys' global setup has built both; this pair has a database and limits of its own.
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const env = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1' };
    children.push(
      spawn(process.execPath, [...API_NODE_FLAGS, 'dist/server.mjs'], {
        cwd: path.join(root, 'apps/api'),
        env: {
          ...env,
          ...API_ENV,
          API_PORT: String(apiPort),
          PORT: String(webPort),
          DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}`,
          MEDIA_DIR: path.join(dir, 'media'),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitFor(`http://127.0.0.1:${apiPort}/v1/healthcheck/database`, 60_000);
    children.push(
      spawn(
        process.execPath,
        ['--import', 'tsx', 'server.ts', '--port', String(webPort), '--hostname', '127.0.0.1'],
        {
          cwd: path.join(root, 'apps/web'),
          env: { ...env, API_INTERNAL_URL: `http://127.0.0.1:${apiPort}`, NEXT_TELEMETRY_DISABLED: '1' },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      ),
    );
    shopUrl = `http://127.0.0.1:${webPort}`;
    await waitFor(`${shopUrl}/robots.txt`, 60_000);
  });

  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const floods = [
    {
      name: 'operator sign-in',
      attempts: 12,
      send: (headers: Record<string, string>) =>
        fetch(`${shopUrl}/v1/admin/auth/login`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', origin: shopUrl },
          body: JSON.stringify({ email: 'operator@tendero.localhost', password: 'wrong-password' }),
        }),
    },
    {
      name: 'the password grant',
      attempts: 12,
      send: (headers: Record<string, string>) =>
        fetch(`${shopUrl}/v1/auth/token`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            grant_type: 'password',
            email: 'ana@example.com',
            password: 'wrong-password',
          }),
        }),
    },
    {
      name: 'tracking look-ups',
      attempts: 15,
      send: (headers: Record<string, string>) =>
        fetch(`${shopUrl}/v1/sending/parcels/TE999999995DE/10115`, { headers }),
    },
  ];

  for (const flood of floods) {
    it(`limits ${flood.name} whatever X-Forwarded-For the client writes`, async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < flood.attempts; attempt++) {
        const response = await flood.send({
          'x-forwarded-for': `198.51.100.${attempt + 1}`,
          'x-real-ip': `198.51.100.${attempt + 1}`,
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(10)).toEqual(Array(flood.attempts - 10).fill(429));
    });
  }
});

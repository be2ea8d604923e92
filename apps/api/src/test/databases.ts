import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Config } from '../config.ts';

export type TestDialect = 'sqlite' | 'postgres';

/** The PostgreSQL server tests create their databases on (trust auth, database `test` exists). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function testDialect(): TestDialect {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDatabase {
  database: Config['database'];
  drop(): Promise<void>;
}

/** A fresh, empty database of the given dialect, private to the caller. */
export async function createTestDatabase(dialect: TestDialect = testDialect()): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-test-'));
    return {
      database: { dialect: 'sqlite', file: path.join(dir, 'test.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `tendero_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: url.toString() },
    drop: async () => {
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the test PostgreSQL server answers. */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await onServer((client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** Whether a Redis answers at `url` (the replicas' and the cluster's tests need one). */
export async function redisAvailable(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../test/databases.ts';
import { DatabaseBusy, openDatabase } from './database.ts';

const require = createRequire(import.meta.url);
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A second process writing to the same file, as a restarted API's worker or a CLI tool does. */
function writeFromAnotherProcess(file: string, milliseconds: number): Promise<number> {
  const script = `
    const SQLite = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new SQLite(${JSON.stringify(file)});
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare("insert into note (text) values ('other')");
    const until = Date.now() + ${milliseconds};
    let writes = 0;
    while (Date.now() < until) { db.transaction(() => insert.run())(); writes++; }
    process.stdout.write(String(writes));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`writer exit ${code}`)),
    );
  });
}

describe.skipIf(testDialect() !== 'sqlite')('SQLite shared by two processes', () => {
  it('runs read-then-write transactions while another process writes, none refused as locked', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-lock-'));
    dirs.push(dir);
    const file = path.join(dir, 'shared.db');
    const handle = openDatabase({ dialect: 'sqlite', file });
    try {
      await sql`create table note (id integer primary key, text text not null)`.execute(handle.db);
      const other = writeFromAnotherProcess(file, 1500);
      let mine = 0;
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        await handle.db.transaction().execute(async (trx) => {
          const { count } = await trx
            .selectFrom('note' as never)
            .select(sql<number>`count(*)`.as('count'))
            .executeTakeFirstOrThrow();
          await new Promise((resolve) => setImmediate(resolve));
          await sql`insert into note (text) values (${`mine after ${count}`})`.execute(trx);
        });
        mine++;
      }
      const theirs = await other;
      const counted = await sql<{ total: number }>`select count(*) as total from note`.execute(handle.db);
      expect(counted.rows[0]?.total).toBe(mine + theirs);
      expect(mine).toBeGreaterThan(10);
      expect(theirs).toBeGreaterThan(10);
    } finally {
      await handle.destroy();
    }
  }, 30_000);
});

describe.skipIf(testDialect() !== 'sqlite')('SQLite text functions', () => {
  it('lowers every letter with unicode_lower, keeps null, and leaves the built-in lower() as it was', async () => {
    const handle = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    try {
      const { rows } = await sql<{ mixed: string; none: null; builtin: string }>`
        select unicode_lower('ÖL Ärmel ΕΛΑΙΌΛΑΔΟ ABC') as mixed, unicode_lower(null) as none,
          lower('ÖL') as builtin`.execute(handle.db);
      // The built-in stays ASCII-only: the index product_sku_lower_idx was built with it.
      expect(rows[0]).toEqual({ mixed: 'öl ärmel ελαιόλαδο abc', none: null, builtin: 'Öl' });
    } finally {
      await handle.destroy();
    }
  });
});

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL pool', () => {
  it('answers a query that waits too long for a connection with DatabaseBusy (503), and serves again after', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const handle = openDatabase(testDatabase.database, { max: 1, waitMs: 200 });
    try {
      const gate: { open?: () => void } = {};
      const held = new Promise<void>((resolve) => (gate.open = resolve));
      // The pool's one connection, held by a transaction until released.
      const holding = handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const waited = sql`select 1`.execute(handle.db);
      await expect(waited).rejects.toBeInstanceOf(DatabaseBusy);
      await expect(waited).rejects.toMatchObject({ statusCode: 503, key: 'error.serviceUnavailable' });
      gate.open?.();
      await holding;
      expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.destroy();
      await testDatabase.drop();
    }
  });
});

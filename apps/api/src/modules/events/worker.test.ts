import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { useTestApp } from '../../test/app.ts';
import { enqueueEvent } from './service.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function databaseUrl(database: Config['database']): string {
  return database.dialect === 'sqlite' ? `sqlite:${database.file}` : database.url;
}

/** Runs what `npm run worker` runs (`tsx src/worker.ts`) with the test database. */
function runWorker(config: Config, args: string[] = []) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl(config.database),
    MEDIA_DIR: config.mediaDir,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts', ...args], { cwd: API_DIR, env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('npm run worker', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;

  it('handles due events on its own and stops cleanly on SIGTERM', { timeout: 60_000 }, async () => {
    const id = await db()
      .transaction()
      .execute((trx) => enqueueEvent(trx, 'product.restocked', { productId: 987_654 }));
    const worker = runWorker(ctx.config);
    const status = async () =>
      (await db().selectFrom('event_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status;
    await until(async () => (await status()) === 'handled', 40_000, `event ${id} to be handled`);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    const messages = worker
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages, worker.output()).toEqual([
      'SMTP_URL is not set: mail stays in the outbox',
      'worker started',
      'events handled',
      'worker stopping',
      'worker stopped',
    ]);
  });

  it('shows given-up events with --failed', { timeout: 60_000 }, async () => {
    const now = new Date().toISOString();
    const failed = await db()
      .insertInto('event_outbox')
      .values({
        type: 'product.restocked',
        payload: '{"productId":987655}',
        status: 'failed',
        attempts: 10,
        created_at: now,
        next_attempt_at: now,
        last_attempt_at: now,
        last_error: 'mail template missing',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const report = runWorker(ctx.config, ['--failed']);
    expect(await report.exited).toBe(0);
    expect(report.output()).toContain(`#${failed.id}  product.restocked  failed after 10 attempt(s)`);
    expect(report.output()).toContain('error:   mail template missing');
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Trx } from '../../db/transaction.ts';
import { useTestApp } from '../../test/app.ts';
import { testDialect } from '../../test/databases.ts';
import { claimDueEvents, requeueFailedEvents } from './repository.ts';
import { eventReport } from './report.ts';
import { CLAIM_SECONDS, enqueueEvent, eventRetryDelaySeconds, handleDueEvents } from './service.ts';
import type { EventHandlers } from './types.ts';
import { startEventWorker, type WorkerLogger } from './workers.ts';

const TYPES = ['product.restocked'];

function capturingLogger() {
  const lines: { level: string; message: string; entry: object }[] = [];
  const log = (level: string) => (entry: object, message: string) => lines.push({ level, message, entry });
  const logger: WorkerLogger = { info: log('info'), warn: log('warn'), error: log('error') };
  return { logger, lines };
}

describe('events', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const enqueue = (productId: number) =>
    db()
      .transaction()
      .execute((trx) => enqueueEvent(trx, 'product.restocked', { productId }));
  const event = (id: number) =>
    db().selectFrom('event_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const at = (start: number, seconds: number) => () => new Date(start + seconds * 1000);
  const pending = async () =>
    Number(
      (
        await db()
          .selectFrom('event_outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('status', '=', 'pending')
          .where('type', 'in', TYPES)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('writes an event only when the transaction that wrote it commits', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enqueueEvent(trx, 'product.restocked', { productId: 900_001 });
          throw new Error('the stock change failed');
        }),
    ).rejects.toThrow('the stock change failed');
    const rows = await db().selectFrom('event_outbox').selectAll().execute();
    expect(rows).toEqual([]);

    const id = await enqueue(900_002);
    expect(await event(id)).toMatchObject({
      type: 'product.restocked',
      status: 'pending',
      attempts: 0,
      claimed_until: null,
      handled_at: null,
      last_error: null,
    });
    expect(JSON.parse((await event(id)).payload)).toEqual({ productId: 900_002 });
    expect(await handleDueEvents(db(), { 'product.restocked': async () => undefined })).toEqual({
      handled: 1,
      retrying: 0,
      failed: 0,
    });
  });

  it('takes only the payload its type declares (the compiler checks it)', () => {
    expectTypeOf(enqueueEvent<'product.restocked'>)
      .parameter(2)
      .toEqualTypeOf<{ productId: number }>();
    const wrong = (trx: Trx) => [
      // @ts-expect-error the product id is a number
      enqueueEvent(trx, 'product.restocked', { productId: '7' }),
      // @ts-expect-error nothing beyond the payload's fields
      enqueueEvent(trx, 'product.restocked', { productId: 7, stock: 3 }),
      // @ts-expect-error no such event type
      enqueueEvent(trx, 'product.vanished', { productId: 7 }),
    ];
    expect(wrong).toBeTypeOf('function');
  });

  it('retries a failing handler with growing waits and marks the event handled once', async () => {
    const id = await enqueue(900_010);
    const start = Date.now();
    const seen: number[] = [];
    const { logger, lines } = capturingLogger();
    const handlers: EventHandlers = {
      'product.restocked': async ({ productId }, info) => {
        expect(productId).toBe(900_010);
        seen.push(info.attempts);
        if (seen.length <= 2) throw new Error(`warehouse unreachable (${seen.length})`);
      },
    };
    const round = (seconds: number) => handleDueEvents(db(), handlers, { now: at(start, seconds), logger });

    expect(await round(0)).toEqual({ handled: 0, retrying: 1, failed: 0 });
    expect(await event(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      claimed_until: null,
      last_error: 'warehouse unreachable (1)',
      last_attempt_at: new Date(start).toISOString(),
      next_attempt_at: new Date(start + 15_000).toISOString(),
    });
    expect(await round(14)).toEqual({ handled: 0, retrying: 0, failed: 0 });
    expect(await round(15)).toEqual({ handled: 0, retrying: 1, failed: 0 });
    expect((await event(id)).next_attempt_at).toBe(new Date(start + 45_000).toISOString());
    expect(await round(44)).toEqual({ handled: 0, retrying: 0, failed: 0 });
    expect(await round(45)).toEqual({ handled: 1, retrying: 0, failed: 0 });
    expect(await event(id)).toMatchObject({
      status: 'handled',
      attempts: 3,
      handled_at: new Date(start + 45_000).toISOString(),
      claimed_until: null,
      // The failures before stay on record.
      last_error: 'warehouse unreachable (2)',
    });
    expect(await round(86_400)).toEqual({ handled: 0, retrying: 0, failed: 0 });
    expect(seen).toEqual([0, 1, 2]);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(2);
    expect([1, 2, 3, 4, 9, 30].map(eventRetryDelaySeconds)).toEqual([15, 30, 60, 120, 3600, 3600]);
  });

  it('gives up a poison event after its last attempt and keeps it, with its error, until asked again', async () => {
    const id = await enqueue(900_020);
    const start = Date.now();
    let calls = 0;
    const { logger, lines } = capturingLogger();
    const poison: EventHandlers = {
      'product.restocked': async () => {
        calls += 1;
        throw new Error('payload refers to a deleted warehouse');
      },
    };
    const round = (seconds: number) =>
      handleDueEvents(db(), poison, { now: at(start, seconds), maxAttempts: 3, logger });
    expect(await round(0)).toEqual({ handled: 0, retrying: 1, failed: 0 });
    expect(await round(15)).toEqual({ handled: 0, retrying: 1, failed: 0 });
    expect(await round(45)).toEqual({ handled: 0, retrying: 0, failed: 1 });
    expect(await event(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      handled_at: null,
      claimed_until: null,
      last_error: 'payload refers to a deleted warehouse',
      last_attempt_at: new Date(start + 45_000).toISOString(),
    });
    // Never tried again, never deleted.
    expect(await round(30 * 86_400)).toEqual({ handled: 0, retrying: 0, failed: 0 });
    expect(calls).toBe(3);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual([
      'event given up after its last attempt',
    ]);
    const report = await eventReport(db(), TYPES, 20);
    expect(report).toContain(`#${id}  product.restocked  failed after 3 attempt(s)`);
    expect(report).toContain('payload: {"productId":900020}');
    expect(report).toContain('error:   payload refers to a deleted warehouse');
    expect(report).toMatch(/, 1 failed\./);

    // Once the cause is fixed, the operator puts it back in line and it is handled.
    expect(await requeueFailedEvents(db(), new Date().toISOString(), id)).toBe(1);
    expect(await event(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await handleDueEvents(db(), { 'product.restocked': async () => undefined })).toMatchObject({
      handled: 1,
    });
    expect(await event(id)).toMatchObject({ status: 'handled', attempts: 1 });
    expect(await requeueFailedEvents(db(), new Date().toISOString(), id)).toBe(0);
  });

  it('keeps events no handler knows, untouched, for a worker that knows them', async () => {
    const id = await enqueue(900_030);
    // Written by a newer version of the shop, say: this worker has no handler for the type.
    const newer = await db()
      .insertInto('event_outbox')
      .values({
        type: 'order.paid',
        payload: '{"orderId":1}',
        created_at: new Date().toISOString(),
        next_attempt_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const later = at(Date.now(), 86_400);
    expect(await handleDueEvents(db(), {}, { now: later })).toEqual({ handled: 0, retrying: 0, failed: 0 });
    let handledIds: number[] = [];
    const handlers: EventHandlers = {
      'product.restocked': async (_payload, info) => {
        handledIds.push(info.id);
      },
    };
    expect(await handleDueEvents(db(), handlers, { now: later })).toMatchObject({ handled: 1 });
    expect(handledIds).toEqual([id]);
    expect(await event(newer.id)).toMatchObject({ status: 'pending', attempts: 0, claimed_until: null });
    expect(await eventReport(db(), TYPES, 20)).toContain(
      'Waiting for a handler: 1 × order.paid (kept until a worker knows the type)',
    );
    handledIds = [];
    expect(await handleDueEvents(db(), handlers, { now: at(Date.now(), 30 * 86_400) })).toMatchObject({
      handled: 0,
    });
    expect(handledIds).toEqual([]);
  });

  it("gives a crashed worker's claimed events to another once the claim runs out", async () => {
    const id = await enqueue(900_040);
    const start = Date.now();
    const iso = (seconds: number) => new Date(start + seconds * 1000).toISOString();
    // A worker claims the event and dies before handling it.
    const claimed = await db()
      .transaction()
      .execute((trx) => claimDueEvents(trx, TYPES, iso(0), iso(CLAIM_SECONDS), 10));
    expect(claimed.map((row) => row.id)).toEqual([id]);
    const handledIds: number[] = [];
    const handlers: EventHandlers = {
      'product.restocked': async (_payload, info) => {
        handledIds.push(info.id);
      },
    };
    expect(await handleDueEvents(db(), handlers, { now: at(start, CLAIM_SECONDS - 1) })).toMatchObject({
      handled: 0,
    });
    expect(await handleDueEvents(db(), handlers, { now: at(start, CLAIM_SECONDS) })).toMatchObject({
      handled: 1,
    });
    expect(handledIds).toEqual([id]);
  });

  it.skipIf(testDialect() !== 'postgres')(
    'lets a second worker claim past the rows a first one is locking, without waiting (PostgreSQL)',
    async () => {
      const ids: number[] = [];
      for (let n = 0; n < 6; n++) ids.push(await enqueue(900_100 + n));
      const now = new Date(Date.now() + 1000).toISOString();
      const until = new Date(Date.now() + 120_000).toISOString();
      let releaseFirst = () => {};
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
      let firstClaimed: (claimed: number[]) => void = () => {};
      const firstClaim = new Promise<number[]>((resolve) => (firstClaimed = resolve));
      const first = db()
        .transaction()
        .execute(async (trx) => {
          const claimed = await claimDueEvents(trx, TYPES, now, until, 3);
          firstClaimed(claimed.map((row) => row.id));
          // Still uncommitted: its rows are locked and their claim is not visible to others yet.
          await firstHolds;
        });
      const byFirst = await firstClaim;
      const bySecond = await db()
        .transaction()
        .execute((trx) => claimDueEvents(trx, TYPES, now, until, 10));
      releaseFirst();
      await first;
      expect(byFirst).toHaveLength(3);
      expect(bySecond.map((row) => row.id)).toHaveLength(3);
      expect([...byFirst, ...bySecond.map((row) => row.id)].sort((a, b) => a - b)).toEqual(ids);
      await handleDueEvents(
        db(),
        { 'product.restocked': async () => undefined },
        { now: () => new Date(Date.now() + 2 * CLAIM_SECONDS * 1000) },
      );
      expect(await pending()).toBe(0);
    },
  );

  it('never hands one event to two workers running at once', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 30; n++) ids.push(await enqueue(900_200 + n));
    const handledBy = new Map<number, string[]>();
    const worker = (name: string): EventHandlers => ({
      'product.restocked': async (_payload, info) => {
        handledBy.set(info.id, [...(handledBy.get(info.id) ?? []), name]);
        await new Promise((resolve) => setTimeout(resolve, info.id % 3));
      },
    });
    const drain = async (name: string) => {
      const handlers = worker(name);
      while ((await handleDueEvents(db(), handlers, { batch: 4 })).handled > 0 || (await pending()) > 0) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    };
    await Promise.all([drain('a'), drain('b')]);
    expect([...handledBy.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...handledBy.values()].filter((names) => names.length !== 1)).toEqual([]);
    // Both took part (on SQLite their rounds interleave; on PostgreSQL they run side by side).
    expect(new Set([...handledBy.values()].flat())).toEqual(new Set(['a', 'b']));
    const rows = await db().selectFrom('event_outbox').selectAll().where('id', 'in', ids).execute();
    expect(rows.every((row) => row.status === 'handled' && row.attempts === 1)).toBe(true);
  });

  it('finishes the event in progress when stopped, and hands the rest of its claim back', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) ids.push(await enqueue(900_300 + n));
    let started: () => void = () => {};
    const inProgress = new Promise<void>((resolve) => (started = resolve));
    let finish: () => void = () => {};
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const handled: number[] = [];
    const { logger } = capturingLogger();
    const worker = startEventWorker({
      db: db(),
      logger,
      intervalMs: 10,
      handlers: {
        'product.restocked': async (_payload, info) => {
          started();
          await finishing;
          handled.push(info.id);
        },
      },
    });
    await inProgress;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(handled).toEqual([ids[0]]);
    const rows = await db()
      .selectFrom('event_outbox')
      .select(['id', 'status', 'attempts', 'claimed_until'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: ids[0], status: 'handled', attempts: 1, claimed_until: null },
      { id: ids[1], status: 'pending', attempts: 0, claimed_until: null },
      { id: ids[2], status: 'pending', attempts: 0, claimed_until: null },
    ]);
    await handleDueEvents(db(), { 'product.restocked': async () => undefined });
    expect(await pending()).toBe(0);
  });
});

import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';

export interface NewEvent {
  type: string;
  payload: string;
  createdAt: string;
  /** When a worker may first claim it. */
  notBefore: string;
}

export async function insertEvent(trx: Trx, event: NewEvent): Promise<number> {
  const row = await trx
    .insertInto('event_outbox')
    .values({
      type: event.type,
      payload: event.payload,
      created_at: event.createdAt,
      next_attempt_at: event.notBefore,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Holds up to `limit` due, unheld pending events of the given types until `until` and returns them,
 * oldest first. Rows another worker has locked are skipped on PostgreSQL, so workers never wait on each
 * other and never take the same event.
 */
export async function claimDueEvents(
  trx: Trx,
  types: readonly string[],
  at: string,
  until: string,
  limit: number,
) {
  if (types.length === 0) return [];
  const due = await lockForUpdate(
    trx,
    trx
      .selectFrom('event_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where('type', 'in', types)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit),
    { skipLocked: true },
  ).execute();
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  const claimed = await trx
    .updateTable('event_outbox')
    .set({ claimed_until: until })
    .where('id', 'in', ids)
    .returning(['id', 'type', 'payload', 'attempts', 'created_at'])
    .execute();
  return ids.flatMap((id) => claimed.filter((row) => row.id === id));
}

/** Marks an event handled; an event another worker finished already stays as it is. */
export async function markEventHandled(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('event_outbox')
    .set((eb) => ({
      status: 'handled',
      handled_at: at,
      last_attempt_at: at,
      attempts: eb('attempts', '+', 1),
      claimed_until: null,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Records a failed attempt: the event waits until `retryAt`, or with `retryAt` null is given up (`failed`). */
export async function recordEventFailure(
  db: Db,
  failure: { id: number; attempts: number; error: string; at: string; retryAt: string | null },
): Promise<void> {
  await db
    .updateTable('event_outbox')
    .set({
      status: failure.retryAt === null ? 'failed' : 'pending',
      attempts: failure.attempts,
      last_error: failure.error,
      last_attempt_at: failure.at,
      ...(failure.retryAt === null ? {} : { next_attempt_at: failure.retryAt }),
      claimed_until: null,
    })
    .where('id', '=', failure.id)
    .where('status', '=', 'pending')
    .execute();
}

/** Lets go of claimed events this worker did not start, so they are due again at once. */
export async function releaseEvents(db: Db, ids: readonly number[], claimedUntil: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('event_outbox')
    .set({ claimed_until: null })
    .where('id', 'in', ids)
    .where('claimed_until', '=', claimedUntil)
    .where('status', '=', 'pending')
    .execute();
}

/** Given-up events, most recently tried first. */
export function failedEvents(db: Db, limit: number) {
  return db
    .selectFrom('event_outbox')
    .selectAll()
    .where('status', '=', 'failed')
    .orderBy('last_attempt_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many events there are per type and status. */
export function eventCounts(db: Db) {
  return db
    .selectFrom('event_outbox')
    .select((eb) => ['type', 'status', eb.fn.countAll<number | string | bigint>().as('count')])
    .groupBy(['type', 'status'])
    .orderBy('type')
    .orderBy('status')
    .execute();
}

/** Puts given-up events (one, or all with `id` undefined) back in line with fresh attempts; how many. */
export async function requeueFailedEvents(db: Db, at: string, id?: number): Promise<number> {
  const result = await db
    .updateTable('event_outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: at, claimed_until: null })
    .where('status', '=', 'failed')
    .$if(id !== undefined, (query) => query.where('id', '=', id ?? -1))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { MailOutboxTable } from './tables.ts';

/** Stores mails in the outbox, in the caller's transaction. */
export async function insertMails(trx: Trx, mails: readonly Insertable<MailOutboxTable>[]): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values([...mails])
    .execute();
}

/** Mail in the outbox, newest first, optionally only to one address. */
export function latestMails(db: Db, limit: number, recipient?: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .$if(recipient !== undefined, (query) => query.where('recipient', '=', recipient ?? ''))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Holds up to `limit` unsent mails that are due at `at` and not held by another sender until
 * `claimedUntil`, and returns them. Rows another sender has locked are skipped on PostgreSQL.
 */
export async function claimDueMails(trx: Trx, at: string, claimedUntil: string, limit: number) {
  const due = await lockForUpdate(
    trx,
    trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
      .orderBy('id')
      .limit(limit),
    { skipLocked: true },
  ).execute();
  if (due.length === 0) return [];
  const ids = due.map((row) => row.id);
  await trx.updateTable('mail_outbox').set({ claimed_until: claimedUntil }).where('id', 'in', ids).execute();
  return trx.selectFrom('mail_outbox').selectAll().where('id', 'in', ids).orderBy('id').execute();
}

export async function markSent(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ sent_at: at, attempts: eb('attempts', '+', 1), claimed_until: null }))
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Db,
  id: number,
  failure: { attempts: number; error: string; nextAttemptAt: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      attempts: failure.attempts,
      last_error: failure.error,
      next_attempt_at: failure.nextAttemptAt,
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}

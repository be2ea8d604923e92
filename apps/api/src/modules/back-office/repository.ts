import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';

export function operatorByEmail(db: Db, email: string) {
  return db.selectFrom('operator').selectAll().where('email', '=', email).executeTakeFirst();
}

export function operatorById(db: Db, id: number) {
  return db.selectFrom('operator').selectAll().where('id', '=', id).executeTakeFirst();
}

export function allOperators(db: Db) {
  return db.selectFrom('operator').selectAll().orderBy('id').execute();
}

export async function insertOperator(
  trx: Trx,
  operator: { email: string; name: string; passwordHash: string | null; now: string },
): Promise<number> {
  const row = await trx
    .insertInto('operator')
    .values({
      email: operator.email,
      name: operator.name,
      password_hash: operator.passwordHash,
      created_at: operator.now,
      updated_at: operator.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOperator(
  db: Db,
  id: number,
  changes: { name?: string; password_hash?: string | null; disabled?: number; updated_at: string },
): Promise<void> {
  await db.updateTable('operator').set(changes).where('id', '=', id).execute();
}

/** A new invite for the operator; earlier unused ones stop working (only the latest link counts). */
export async function replaceInvite(
  trx: Trx,
  invite: { operatorId: number; hash: string; now: string; expiresAt: string },
): Promise<void> {
  await trx
    .deleteFrom('operator_invite')
    .where('operator_id', '=', invite.operatorId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('operator_invite')
    .values({
      operator_id: invite.operatorId,
      token_hash: invite.hash,
      created_at: invite.now,
      expires_at: invite.expiresAt,
    })
    .execute();
}

/** Uses an invite once: its operator, or undefined when unknown, used, expired or the operator disabled. */
export async function useInvite(trx: Trx, hash: string, now: string): Promise<number | undefined> {
  const invite = await trx
    .selectFrom('operator_invite as i')
    .innerJoin('operator as o', 'o.id', 'i.operator_id')
    .select(['i.id', 'i.operator_id'])
    .where('i.token_hash', '=', hash)
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where('o.disabled', '=', 0)
    .executeTakeFirst();
  if (!invite) return undefined;
  // Conditional, so two uses at once cannot both pass.
  const result = await trx
    .updateTable('operator_invite')
    .set({ used_at: now })
    .where('id', '=', invite.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? invite.operator_id : undefined;
}

/** Whether the operator has an invite that still works. */
export async function hasOpenInvite(db: Db, operatorId: number, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('operator_invite')
    .select('id')
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSession(
  db: Db,
  session: { operatorId: number; hash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('operator_session')
    .values({
      operator_id: session.operatorId,
      token_hash: session.hash,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** A live session by its token's hash, with its operator (not disabled). */
export function liveSessionByHash(db: Db, hash: string, now: string) {
  return db
    .selectFrom('operator_session as s')
    .innerJoin('operator as o', 'o.id', 's.operator_id')
    .select(['s.id', 's.last_seen_at', 'o.id as operator_id', 'o.email'])
    .where('s.token_hash', '=', hash)
    .where('s.expires_at', '>', now)
    .where('o.disabled', '=', 0)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: number, now: string, expiresAt: string): Promise<void> {
  await db
    .updateTable('operator_session')
    .set({ last_seen_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSessionByHash(db: Db, hash: string): Promise<void> {
  await db.deleteFrom('operator_session').where('token_hash', '=', hash).execute();
}

export async function deleteSessionsOf(db: Db, operatorId: number): Promise<void> {
  await db.deleteFrom('operator_session').where('operator_id', '=', operatorId).execute();
}

/** Sessions that ended by idling are of no use to anyone: dropped when someone signs in. */
export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('operator_session').where('expires_at', '<=', now).execute();
}

export async function insertAuditEntry(
  trx: Trx,
  entry: {
    operatorId: number;
    action: string;
    subjectType: string;
    subjectId: string;
    before: string;
    after: string;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: entry.before,
      after: entry.after,
      at: entry.at,
    })
    .execute();
}

/** A subject's audit entries with the operator's e-mail, oldest first. */
export function auditEntriesOf(db: Db, subjectType: string, subjectId: string) {
  return db
    .selectFrom('audit_log as a')
    .innerJoin('operator as o', 'o.id', 'a.operator_id')
    .select(['a.id', 'o.email', 'a.action', 'a.subject_type', 'a.subject_id', 'a.before', 'a.after', 'a.at'])
    .where('a.subject_type', '=', subjectType)
    .where('a.subject_id', '=', subjectId)
    .orderBy('a.id')
    .execute();
}

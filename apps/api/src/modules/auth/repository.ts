import type { Db } from '../../db/database.ts';

export type RevokeReason = 'logout' | 'reuse' | 'password_reset' | 'password_changed' | 'replaced';

export async function insertSession(db: Db, customerId: number, now: string): Promise<number> {
  const row = await db
    .insertInto('auth_session')
    .values({ customer_id: customerId, created_at: now, refreshed_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRefreshToken(
  db: Db,
  token: { sessionId: number; hash: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('refresh_token')
    .values({
      session_id: token.sessionId,
      token_hash: token.hash,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** A refresh token by its hash, with the state of its session. */
export function refreshTokenByHash(db: Db, hash: string) {
  return db
    .selectFrom('refresh_token as t')
    .innerJoin('auth_session as s', 's.id', 't.session_id')
    .select(['t.id', 't.session_id', 't.expires_at', 't.rotated_at', 's.customer_id', 's.revoked_at'])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Marks a token as exchanged, only if it was not already: false means someone used it before. */
export async function markRotated(db: Db, tokenId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_token')
    .set({ rotated_at: now })
    .where('id', '=', tokenId)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('auth_session').set({ refreshed_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Db, sessionId: number, reason: RevokeReason, now: string) {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a customer, except `keepSessionId` when given. */
export async function revokeSessionsOf(
  db: Db,
  customerId: number,
  reason: RevokeReason,
  now: string,
  keepSessionId?: number,
): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .$if(keepSessionId !== undefined, (query) => query.where('id', '<>', keepSessionId ?? 0))
    .execute();
}

export async function sessionIsLive(db: Db, sessionId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('auth_session')
    .select('id')
    .where('id', '=', sessionId)
    .where('customer_id', '=', customerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function replacePasswordReset(
  db: Db,
  reset: { customerId: number; hash: string; now: string; expiresAt: string },
): Promise<void> {
  // Only the latest link works: an earlier unused one is dropped.
  await db
    .deleteFrom('password_reset')
    .where('customer_id', '=', reset.customerId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_reset')
    .values({
      customer_id: reset.customerId,
      token_hash: reset.hash,
      created_at: reset.now,
      expires_at: reset.expiresAt,
    })
    .execute();
}

/** Uses a reset token once: its customer, or undefined when unknown, used or expired. */
export async function usePasswordReset(db: Db, hash: string, now: string): Promise<number | undefined> {
  const reset = await db
    .selectFrom('password_reset')
    .select(['id', 'customer_id'])
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!reset) return undefined;
  const result = await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? reset.customer_id : undefined;
}

/** Records a challenge as answered; false when it already was. Forgets challenges long expired. */
export async function challengeWasUsed(db: Db, tokenId: string): Promise<boolean> {
  const row = await db
    .selectFrom('challenge_use')
    .select('token_id')
    .where('token_id', '=', tokenId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function useChallenge(
  db: Db,
  tokenId: string,
  expiresAt: string,
  now: string,
): Promise<boolean> {
  await db.deleteFrom('challenge_use').where('expires_at', '<', now).execute();
  const result = await db
    .insertInto('challenge_use')
    .values({ token_id: tokenId, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('token_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

import { AUTH_ERRORS } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError } from '../../lib/domain-error.ts';
import * as repository from './repository.ts';
import { opaqueToken, signAccessToken, tokenHash } from './tokens.ts';

/** A refresh token lasts this long unused; every refresh starts the period again. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  accessExpiresIn: number;
  /** Seconds the refresh token lives. */
  refreshExpiresIn: number;
  sessionId: number;
}

export class RefreshInvalid extends DomainError {
  constructor() {
    super(401, AUTH_ERRORS.refreshInvalid);
  }
}

type SessionConfig = Pick<Config, 'sessionSecret' | 'accessTokenSeconds'>;

async function issueTokens(
  trx: Trx,
  config: SessionConfig,
  customerId: number,
  sessionId: number,
  now: Date,
): Promise<IssuedTokens> {
  const refreshToken = opaqueToken();
  await repository.insertRefreshToken(trx, {
    sessionId,
    hash: tokenHash(refreshToken),
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000).toISOString(),
  });
  return {
    accessToken: await signAccessToken(
      config.sessionSecret,
      { customerId, sessionId },
      config.accessTokenSeconds,
    ),
    refreshToken,
    accessExpiresIn: config.accessTokenSeconds,
    refreshExpiresIn: REFRESH_TOKEN_SECONDS,
    sessionId,
  };
}

/** Starts a session (a new refresh-token family) for a customer, in the caller's transaction. */
export async function openSession(
  trx: Trx,
  config: SessionConfig,
  customerId: number,
): Promise<IssuedTokens> {
  const now = new Date();
  const sessionId = await repository.insertSession(trx, customerId, now.toISOString());
  return issueTokens(trx, config, customerId, sessionId, now);
}

/**
 * Exchanges a refresh token for a new pair. The old token is then spent: presenting it again means it
 * was copied, so its whole session is revoked and even the newest token stops working.
 */
export async function refreshSession(
  db: Db,
  config: SessionConfig,
  refreshToken: string,
): Promise<IssuedTokens> {
  const now = new Date();
  const token = await repository.refreshTokenByHash(db, tokenHash(refreshToken));
  if (!token || token.revoked_at !== null) throw new RefreshInvalid();
  if (token.rotated_at !== null) {
    await repository.revokeSession(db, token.session_id, 'reuse', now.toISOString());
    throw new RefreshInvalid();
  }
  if (token.expires_at <= now.toISOString()) throw new RefreshInvalid();
  const issued = await db.transaction().execute(async (trx) => {
    // Two refreshes racing with one token: only the first may rotate it.
    if (!(await repository.markRotated(trx, token.id, now.toISOString()))) return null;
    await repository.touchSession(trx, token.session_id, now.toISOString());
    return issueTokens(trx, config, token.customer_id, token.session_id, now);
  });
  if (!issued) {
    await repository.revokeSession(db, token.session_id, 'reuse', now.toISOString());
    throw new RefreshInvalid();
  }
  return issued;
}

/** The session a refresh token belongs to, if the token is known. */
export async function sessionOfRefreshToken(db: Db, refreshToken: string): Promise<number | undefined> {
  return (await repository.refreshTokenByHash(db, tokenHash(refreshToken)))?.session_id;
}

export function closeSession(db: Db, sessionId: number, reason: repository.RevokeReason): Promise<void> {
  return repository.revokeSession(db, sessionId, reason, new Date().toISOString());
}

/** Ends every session of a customer but `keepSessionId`. */
export function closeSessionsOf(
  db: Db,
  customerId: number,
  reason: repository.RevokeReason,
  keepSessionId?: number,
): Promise<void> {
  return repository.revokeSessionsOf(db, customerId, reason, new Date().toISOString(), keepSessionId);
}

export function sessionIsLive(db: Db, sessionId: number, customerId: number): Promise<boolean> {
  return repository.sessionIsLive(db, sessionId, customerId);
}

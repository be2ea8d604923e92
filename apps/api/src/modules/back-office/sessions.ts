/**
 * Operator sessions: an opaque random token in the `tendero_admin` cookie, stored only as its hash,
 * that ends after ADMIN_SESSION_IDLE_SECONDS without a request (docs/api.md#operators).
 */
import type { FastifyReply } from 'fastify';
import { ADMIN_SESSION_COOKIE, ADMIN_SESSION_IDLE_SECONDS } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { opaqueToken, tokenHash } from '../auth/index.ts';
import * as repository from './repository.ts';

/** The cookie goes only to the admin API, which is the only one that reads it. */
export const ADMIN_COOKIE_PATH = '/v1/admin';
/**
 * A session's idle clock is written at most this often: every admin request of a busy operator
 * would otherwise be a write.
 */
const TOUCH_EVERY_MS = 60_000;

export interface SignedInOperator {
  operatorId: number;
  email: string;
}

const idleEnd = (now: Date) => new Date(now.getTime() + ADMIN_SESSION_IDLE_SECONDS * 1000).toISOString();

/** Starts a session for the operator; the token is for the cookie and is not kept. */
export async function openOperatorSession(db: Db, operatorId: number): Promise<string> {
  const token = opaqueToken();
  const now = new Date();
  await repository.deleteExpiredSessions(db, now.toISOString());
  await repository.insertSession(db, {
    operatorId,
    hash: tokenHash(token),
    now: now.toISOString(),
    expiresAt: idleEnd(now),
  });
  return token;
}

/** The operator of a live session token (its idle time starts again), or null. */
export async function operatorOfSession(db: Db, token: string): Promise<SignedInOperator | null> {
  const now = new Date();
  const session = await repository.liveSessionByHash(db, tokenHash(token), now.toISOString());
  if (!session) return null;
  if (now.getTime() - Date.parse(session.last_seen_at) >= TOUCH_EVERY_MS) {
    await repository.touchSession(db, session.id, now.toISOString(), idleEnd(now));
  }
  return { operatorId: session.operator_id, email: session.email };
}

export async function closeOperatorSession(db: Db, token: string): Promise<void> {
  await repository.deleteSessionByHash(db, tokenHash(token));
}

function cookieOptions(config: Pick<Config, 'env'>) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.env === 'production',
    path: ADMIN_COOKIE_PATH,
  } as const;
}

/**
 * A browser-session cookie (no max-age): the server ends the session after the idle time, and the
 * cookie need not be written again on every request to follow it.
 */
export function setOperatorCookie(reply: FastifyReply, config: Pick<Config, 'env'>, token: string): void {
  reply.setCookie(ADMIN_SESSION_COOKIE, token, cookieOptions(config));
}

export function clearOperatorCookie(reply: FastifyReply, config: Pick<Config, 'env'>): void {
  reply.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions(config));
}

import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_ERRORS, type ChallengeResponse } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { InvalidInput } from '../../lib/domain-error.ts';
import * as repository from './repository.ts';
import { derivedKey } from './tokens.ts';

/** How long a person has to answer a registration challenge. */
export const CHALLENGE_SECONDS = 10 * 60;

export interface ChallengeClaims {
  id: string;
  a: number;
  b: number;
  /** Epoch milliseconds. */
  exp: number;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', derivedKey(secret, 'challenge')).update(payload).digest('base64url');
}

/** A small sum for a person to solve, signed so the server needs to keep nothing until it is answered. */
export function issueChallenge(secret: string, now = Date.now()): ChallengeResponse {
  const claims: ChallengeClaims = {
    id: randomBytes(16).toString('base64url'),
    a: randomInt(1, 21),
    b: randomInt(1, 21),
    exp: now + CHALLENGE_SECONDS * 1000,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return {
    a: claims.a,
    b: claims.b,
    token: `${payload}.${sign(secret, payload)}`,
    expiresAt: new Date(claims.exp).toISOString(),
  };
}

function readClaims(secret: string, token: string): ChallengeClaims | null {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (
      typeof claims === 'object' &&
      claims !== null &&
      'id' in claims &&
      'a' in claims &&
      'b' in claims &&
      'exp' in claims &&
      typeof claims.id === 'string' &&
      typeof claims.a === 'number' &&
      typeof claims.b === 'number' &&
      typeof claims.exp === 'number'
    ) {
      return { id: claims.id, a: claims.a, b: claims.b, exp: claims.exp };
    }
  } catch {
    // An unreadable payload is an invalid challenge, answered below.
  }
  return null;
}

const refuse = (key: string) => new InvalidInput('verification', key);

/**
 * Checks an answered challenge: signed by us, unexpired, for these numbers, never answered before,
 * and correctly summed. A wrong sum uses the challenge up at once, so one challenge cannot be guessed
 * at; a right one is used up by the registration it lets through (`spendChallenge`, in that
 * transaction), so a registration refused for another reason (an e-mail already taken) keeps the
 * question and its answer for the next try.
 */
export async function verifyChallenge(
  db: Db,
  secret: string,
  answer: { a: number; b: number; answer: number; token: string },
  now = Date.now(),
): Promise<ChallengeClaims> {
  const claims = readClaims(secret, answer.token);
  if (!claims || claims.a !== answer.a || claims.b !== answer.b) throw refuse(AUTH_ERRORS.challengeInvalid);
  if (claims.exp <= now) throw refuse(AUTH_ERRORS.challengeExpired);
  if (claims.a + claims.b !== answer.answer) {
    await spendChallenge(db, claims, now);
    throw refuse(AUTH_ERRORS.challengeWrong);
  }
  if (await repository.challengeWasUsed(db, claims.id)) throw refuse(AUTH_ERRORS.challengeUsed);
  return claims;
}

/** Uses a challenge up; refused when it was used already (a second registration racing the first). */
export async function spendChallenge(db: Db, claims: ChallengeClaims, now = Date.now()): Promise<void> {
  const first = await repository.useChallenge(
    db,
    claims.id,
    new Date(claims.exp).toISOString(),
    new Date(now).toISOString(),
  );
  if (!first) throw refuse(AUTH_ERRORS.challengeUsed);
}

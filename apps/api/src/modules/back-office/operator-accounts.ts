/**
 * Operators (docs/operations.md#the-back-office): who they are, how they sign in, and the one-time invites
 * that set their password. Operators are not customers: their own table, sessions and cookie.
 */
import {
  ADMIN_ERRORS,
  OPERATOR_INVITE_SECONDS,
  type Operator,
  type OperatorLoginInput,
  type OperatorPasswordInput,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { hashPassword, opaqueToken, passwordMatches, tokenHash } from '../auth/index.ts';
import { shopOrigin, type ShopOrigins } from '../mail/index.ts';
import * as repository from './repository.ts';
import { closeOperatorSession, openOperatorSession, type SignedInOperator } from './sessions.ts';

export class OperatorCredentialsInvalid extends DomainError {
  constructor() {
    super(401, ADMIN_ERRORS.credentials);
  }
}

export class OperatorTokenInvalid extends DomainError {
  constructor() {
    super(400, ADMIN_ERRORS.tokenInvalid, [{ path: 'token', message: ADMIN_ERRORS.tokenInvalid }]);
  }
}

/** The admin page that takes an invite's token (apps/web `/admin/password`). */
export const OPERATOR_PASSWORD_PAGE = '/admin/password';

type OperatorRow = NonNullable<Awaited<ReturnType<typeof repository.operatorById>>>;

const toOperator = (row: OperatorRow): Operator => ({ id: row.id, email: row.email, name: row.name });

export interface OperatorSignIn {
  operator: Operator;
  /** For the session cookie. */
  token: string;
}

/**
 * Signs an operator in with a new session; the session the request came with, if any, ends. An unknown
 * e-mail, a wrong password, an operator without a password yet and a disabled one all get the same
 * 401 after the same work.
 */
export async function login(
  db: Db,
  input: OperatorLoginInput,
  replacingToken: string | undefined,
): Promise<OperatorSignIn> {
  const row = await repository.operatorByEmail(db, input.email);
  const usable = row !== undefined && row.disabled === 0 && row.password_hash !== null;
  const matches = await passwordMatches(
    usable ? (row.password_hash ?? undefined) : undefined,
    input.password,
  );
  if (!row || !usable || !matches) throw new OperatorCredentialsInvalid();
  if (replacingToken) await closeOperatorSession(db, replacingToken);
  return { operator: toOperator(row), token: await openOperatorSession(db, row.id) };
}

export async function logout(db: Db, token: string | undefined): Promise<void> {
  if (token) await closeOperatorSession(db, token);
}

/** The signed-in operator's profile. */
export async function me(db: Db, signedIn: SignedInOperator): Promise<Operator> {
  const row = await repository.operatorById(db, signedIn.operatorId);
  if (!row) throw new OperatorCredentialsInvalid();
  return toOperator(row);
}

/**
 * Sets the password with the one-time token of an invite (once, before it expires), ends the
 * operator's other sessions and signs them in.
 */
export async function setPassword(db: Db, input: OperatorPasswordInput): Promise<OperatorSignIn> {
  const passwordHash = await hashPassword(input.password);
  const operatorId = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const id = await repository.useInvite(trx, tokenHash(input.token), now);
    if (id === undefined) throw new OperatorTokenInvalid();
    await repository.updateOperator(trx, id, { password_hash: passwordHash, updated_at: now });
    await repository.deleteSessionsOf(trx, id);
    return id;
  });
  const row = await repository.operatorById(db, operatorId);
  if (!row) throw new OperatorTokenInvalid();
  return { operator: toOperator(row), token: await openOperatorSession(db, operatorId) };
}

export interface OperatorInvite {
  operator: Operator;
  /** Whether the operator was created now (else an existing one got a new link). */
  created: boolean;
  /** The one-time link that sets the password. */
  link: string;
  expiresAt: string;
}

/** The name an operator goes by when none is given: the e-mail's local part. */
const nameFromEmail = (email: string) => email.split('@')[0] ?? email;

/**
 * Creates an operator (or, for an existing one, a new invite; an earlier unused link stops working)
 * and gives the one-time link that sets the password, on the storefront's origin.
 */
export async function inviteOperator(
  db: Db,
  shop: ShopOrigins,
  input: { email: string; name?: string },
): Promise<OperatorInvite> {
  const token = opaqueToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + OPERATOR_INVITE_SECONDS * 1000).toISOString();
  const { id, created } = await db.transaction().execute(async (trx) => {
    const existing = await repository.operatorByEmail(trx, input.email);
    const operatorId =
      existing?.id ??
      (await repository.insertOperator(trx, {
        email: input.email,
        name: input.name ?? nameFromEmail(input.email),
        passwordHash: null,
        now: now.toISOString(),
      }));
    if (existing) {
      // The new link sets the password: until it is used, the old one (of a disabled operator, or one
      // that was forgotten or leaked) signs no one in, and no session of before stays open.
      await repository.updateOperator(trx, existing.id, {
        ...(input.name === undefined ? {} : { name: input.name }),
        password_hash: null,
        disabled: 0,
        updated_at: now.toISOString(),
      });
      await repository.deleteSessionsOf(trx, existing.id);
    }
    await repository.replaceInvite(trx, {
      operatorId,
      hash: tokenHash(token),
      now: now.toISOString(),
      expiresAt,
    });
    return { id: operatorId, created: existing === undefined };
  });
  const row = await repository.operatorById(db, id);
  if (!row) throw new Error(`operator ${id} vanished`);
  const origin = shopOrigin(shop, 'en');
  return {
    operator: toOperator(row),
    created,
    link: `${origin}${OPERATOR_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`,
    expiresAt,
  };
}

export type OperatorState = 'active' | 'invited' | 'disabled';

export interface OperatorListing extends Operator {
  state: OperatorState;
  createdAt: string;
}

/** Every operator with their state: active (has a password), invited (not yet), disabled. */
export async function listOperators(db: Db): Promise<OperatorListing[]> {
  const rows = await repository.allOperators(db);
  return rows.map((row) => ({
    ...toOperator(row),
    state: row.disabled === 1 ? 'disabled' : row.password_hash === null ? 'invited' : 'active',
    createdAt: row.created_at,
  }));
}

/** Disables an operator: their sessions end and they cannot sign in; false for an unknown e-mail. */
export async function disableOperator(db: Db, email: string): Promise<boolean> {
  const row = await repository.operatorByEmail(db, email);
  if (!row) return false;
  await db.transaction().execute(async (trx) => {
    await repository.updateOperator(trx, row.id, { disabled: 1, updated_at: new Date().toISOString() });
    await repository.deleteSessionsOf(trx, row.id);
  });
  return true;
}

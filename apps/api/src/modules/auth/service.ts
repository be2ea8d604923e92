import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTH_ERRORS,
  type ChangePasswordInput,
  type Locale,
  type LoginInput,
  type Me,
  type RegisterInput,
  type ResetPasswordInput,
  type TokenRequest,
  type TokenResponse,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { DomainError, InvalidInput } from '../../lib/domain-error.ts';
import * as account from '../account/service.ts';
import { mergeVisitorCart } from '../cart/index.ts';
import {
  enqueueMail,
  passwordChangedMail,
  passwordResetMail,
  SHOP_PAGES,
  shopLink,
  welcomeMail,
} from '../mail/index.ts';
import { spendChallenge, verifyChallenge } from './challenge.ts';
import { hashPassword, passwordMatches } from './passwords.ts';
import * as repository from './repository.ts';
import * as sessions from './sessions.ts';
import { opaqueToken, tokenHash } from './tokens.ts';
import { verifyTurnstile } from './turnstile.ts';

/** A reset link works this long. */
export const RESET_MINUTES = 60;
/** Forgot-password answers no sooner than this, known e-mail or not. */
export const FORGOT_PASSWORD_ANSWER_MS = 200;

export class CredentialsInvalid extends DomainError {
  constructor() {
    super(401, AUTH_ERRORS.credentialsInvalid);
  }
}

export class ResetTokenInvalid extends DomainError {
  constructor() {
    super(400, AUTH_ERRORS.resetTokenInvalid, [{ path: 'token', message: AUTH_ERRORS.resetTokenInvalid }]);
  }
}

export interface SignedIn {
  customer: Me;
  tokens: sessions.IssuedTokens;
}

/** Opens an account after the human check, signs the customer in and welcomes them by e-mail. */
export async function register(
  db: Db,
  config: Config,
  locale: Locale,
  input: RegisterInput,
  ip: string,
  visitorCart?: string,
): Promise<SignedIn> {
  const check = input.verification;
  const challenge =
    check.type === 'challenge' ? await verifyChallenge(db, config.sessionSecret, check) : null;
  if (check.type === 'turnstile') await verifyTurnstile(config.turnstileSecret, check.token, ip);
  // Outside the transaction: VIES may take seconds. An account that does not exist yet keeps no refusal.
  const vatIdCheck = await account.checkB2BVatId(config, input.b2b, 'b2b.vatId');
  const passwordHash = await hashPassword(input.password);
  const { id, tokens } = await db.transaction().execute(async (trx) => {
    // Used up with the account it opens: refused for a taken e-mail, the question stays good.
    if (challenge) await spendChallenge(trx, challenge);
    const customerId = await account.createCustomer(trx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      locale,
      b2b: input.b2b,
      vatIdCheck,
    });
    const issued = await sessions.openSession(trx, config, customerId);
    await mergeVisitorCart(trx, customerId, visitorCart);
    await enqueueMail(trx, [
      welcomeMail(
        { recipient: input.email, locale, name: input.firstName },
        {
          accountUrl: shopLink(config, locale, SHOP_PAGES.account),
          returnUrl: shopLink(config, locale, SHOP_PAGES.return),
          returnDays: config.shop.returnDays,
        },
      ),
    ]);
    return { id: customerId, tokens: issued };
  });
  return { customer: await account.me(db, id), tokens };
}

/** The customer with these credentials; the same 401, after the same work, for an unknown e-mail. */
async function authenticate(db: Db, email: string, password: string): Promise<number> {
  const credentials = await account.credentialsByEmail(db, email);
  const matches = await passwordMatches(credentials?.passwordHash, password);
  if (!credentials || !matches) throw new CredentialsInvalid();
  return credentials.id;
}

/**
 * Signs a customer in with a new session; the session of `replacingRefreshToken`, if any, ends, and
 * the visitor's cart (its cookie value) joins the customer's.
 */
export async function login(
  db: Db,
  config: Config,
  input: LoginInput,
  replacingRefreshToken?: string,
  visitorCart?: string,
): Promise<SignedIn> {
  const customerId = await authenticate(db, input.email, input.password);
  const replaced = replacingRefreshToken
    ? await sessions.sessionOfRefreshToken(db, replacingRefreshToken)
    : undefined;
  const tokens = await db.transaction().execute(async (trx) => {
    if (replaced !== undefined) await sessions.closeSession(trx, replaced, 'replaced');
    await mergeVisitorCart(trx, customerId, visitorCart);
    return sessions.openSession(trx, config, customerId);
  });
  return { customer: await account.me(db, customerId), tokens };
}

/** `POST /v1/auth/token`: the password and refresh-token grants for clients that send a Bearer header. */
export async function grantToken(db: Db, config: Config, request: TokenRequest): Promise<TokenResponse> {
  const tokens =
    request.grant_type === 'password'
      ? await db
          .transaction()
          .execute(async (trx) =>
            sessions.openSession(trx, config, await authenticate(trx, request.email, request.password)),
          )
      : await sessions.refreshSession(db, config, request.refresh_token);
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    expires_in: tokens.accessExpiresIn,
  };
}

/**
 * Mails a one-time reset link to a known e-mail. The answer is the same, and comes after the same
 * minimum time, whether or not the e-mail has an account.
 */
export async function forgotPassword(db: Db, config: Config, locale: Locale, email: string): Promise<void> {
  const floor = sleep(FORGOT_PASSWORD_ANSWER_MS);
  const customer = await account.credentialsByEmail(db, email);
  if (customer) {
    const token = opaqueToken();
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      await repository.replacePasswordReset(trx, {
        customerId: customer.id,
        hash: tokenHash(token),
        now: now.toISOString(),
        expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
      });
      const link = shopLink(config, locale, `${SHOP_PAGES.resetPassword}?token=${encodeURIComponent(token)}`);
      await enqueueMail(trx, [
        passwordResetMail(
          { recipient: customer.email, locale, name: customer.firstName },
          link,
          RESET_MINUTES,
        ),
      ]);
    });
  }
  await floor;
}

function passwordChangedNotice(config: Config, locale: Locale, customer: account.Credentials) {
  return passwordChangedMail(
    { recipient: customer.email, locale, name: customer.firstName },
    shopLink(config, locale, SHOP_PAGES.forgotPassword),
  );
}

/** Sets a new password with a reset link (once), ends every session and tells the customer. */
export async function resetPassword(
  db: Db,
  config: Config,
  locale: Locale,
  input: ResetPasswordInput,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const customerId = await repository.usePasswordReset(
      trx,
      tokenHash(input.token),
      new Date().toISOString(),
    );
    if (customerId === undefined) throw new ResetTokenInvalid();
    await account.setPasswordHash(trx, customerId, passwordHash);
    await sessions.closeSessionsOf(trx, customerId, 'password_reset');
    await enqueueMail(trx, [
      passwordChangedNotice(config, locale, await account.credentialsById(trx, customerId)),
    ]);
  });
}

/** Changes the password of a signed-in customer who knows the current one; their other sessions end. */
export async function changePassword(
  db: Db,
  config: Config,
  locale: Locale,
  signedIn: { customerId: number; sessionId: number },
  input: ChangePasswordInput,
): Promise<void> {
  const customer = await account.credentialsById(db, signedIn.customerId);
  if (!(await passwordMatches(customer.passwordHash, input.currentPassword))) {
    throw new InvalidInput('currentPassword', AUTH_ERRORS.passwordWrong);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await account.setPasswordHash(trx, customer.id, passwordHash);
    await sessions.closeSessionsOf(trx, customer.id, 'password_changed', signedIn.sessionId);
    await enqueueMail(trx, [passwordChangedNotice(config, locale, customer)]);
  });
}

/** Ends the session of a refresh token and/or of an access token; nothing to end is no error. */
export async function logout(db: Db, refreshToken: string | undefined, sessionId: number | undefined) {
  const fromRefresh = refreshToken ? await sessions.sessionOfRefreshToken(db, refreshToken) : undefined;
  for (const id of new Set([fromRefresh, sessionId])) {
    if (id !== undefined) await sessions.closeSession(db, id, 'logout');
  }
}

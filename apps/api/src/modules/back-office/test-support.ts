import { ADMIN_SESSION_COOKIE } from '@tendero/contract';
import type { App } from '../../app.ts';
import { Browser, randomIp, SHOP_ORIGIN, uniqueEmail } from '../auth/test-support.ts';
import * as repository from './repository.ts';
import { ADMIN_COOKIE_PATH, closeOperatorSession } from './sessions.ts';
import { inviteOperator, setPassword } from './operator-accounts.ts';

/** The password every operator made by `operatorCookie` has. */
export const OPERATOR_PASSWORD = 'operator password 1';

/** The token of an invite's link. */
export function inviteToken(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Makes sure the operator exists with OPERATOR_PASSWORD (through an invite, as a real one would). */
export async function ensureOperator(app: App, email: string): Promise<void> {
  const db = app.database.db;
  const existing = await repository.operatorByEmail(db, email);
  if (existing?.password_hash) return;
  const invite = await inviteOperator(db, app.config, { email, name: 'Olga Operator' });
  const { token } = await setPassword(db, { token: inviteToken(invite.link), password: OPERATOR_PASSWORD });
  // Setting the password signs in; the tests open their own sessions.
  await closeOperatorSession(db, token);
}

/**
 * Creates an operator with a password (a fresh e-mail unless given) and signs in through
 * `POST /v1/admin/auth/login`: the value for a `cookie` request header. Unsafe requests also need
 * `origin: SHOP_ORIGIN`.
 */
export async function operatorCookie(app: App, email: string = uniqueEmail('operator')): Promise<string> {
  await ensureOperator(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/admin/auth/login',
    remoteAddress: randomIp(),
    headers: { origin: SHOP_ORIGIN, 'x-locale': 'en' },
    payload: { email, password: OPERATOR_PASSWORD },
  });
  const cookie = response.cookies.find((candidate) => candidate.name === ADMIN_SESSION_COOKIE);
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`operator sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return `${ADMIN_SESSION_COOKIE}=${cookie.value}`;
}

/** A browser (shop Origin, its own address) signed in as an operator, for `get`/`post`/`patch` of admin routes. */
export async function operatorBrowser(
  app: App,
  email: string = uniqueEmail('operator'),
  options: { locale?: string } = {},
): Promise<Browser> {
  const cookie = await operatorCookie(app, email);
  const browser = new Browser(app, options);
  browser.cookies.set(ADMIN_SESSION_COOKIE, {
    value: cookie.slice(`${ADMIN_SESSION_COOKIE}=`.length),
    path: ADMIN_COOKIE_PATH,
  });
  return browser;
}

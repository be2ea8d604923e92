import type { FastifyReply } from 'fastify';
import { CART_COOKIE, SESSION_COOKIES } from '@tendero/contract';
import { SESSION_HINT_COOKIE } from '@tendero/contract/constants';
import type { Config } from '../../config.ts';
import type { IssuedTokens } from './sessions.ts';

/** The refresh cookie goes only to the auth routes, which are the only ones that read it. */
export const REFRESH_COOKIE_PATH = '/v1/auth';

function options(config: Pick<Config, 'env'>, path: string) {
  return { httpOnly: true, sameSite: 'lax', secure: config.env === 'production', path } as const;
}

/** Sets the session cookies: the access token (as long as it lives) and the refresh token. */
export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'env'>,
  tokens: IssuedTokens,
): void {
  reply.setCookie(SESSION_COOKIES.access, tokens.accessToken, {
    ...options(config, '/'),
    maxAge: tokens.accessExpiresIn,
  });
  reply.setCookie(SESSION_COOKIES.refresh, tokens.refreshToken, {
    ...options(config, REFRESH_COOKIE_PATH),
    maxAge: tokens.refreshExpiresIn,
  });
  // Readable by the storefront, holding no secret: only "a session exists" (see SESSION_HINT_COOKIE).
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    ...options(config, '/'),
    httpOnly: false,
    maxAge: tokens.refreshExpiresIn,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, 'env'>): void {
  reply.clearCookie(SESSION_COOKIES.access, options(config, '/'));
  reply.clearCookie(SESSION_COOKIES.refresh, options(config, REFRESH_COOKIE_PATH));
  reply.clearCookie(SESSION_HINT_COOKIE, { ...options(config, '/'), httpOnly: false });
}

/** The visitor's cart cookie, once its cart has joined the customer's at sign-in. */
export function clearCartCookie(reply: FastifyReply, config: Pick<Config, 'env'>): void {
  reply.clearCookie(CART_COOKIE, options(config, '/'));
}

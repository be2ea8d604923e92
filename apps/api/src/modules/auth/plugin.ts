import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { AUTH_ERRORS, SESSION_COOKIES } from '@tendero/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { allowedOrigins, isForbiddenCrossSite } from './origin.ts';
import { sessionIsLive } from './sessions.ts';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The customer and session a valid access token names (Bearer header first, else the cookie), if
     * that session is live: one ended since (sign-out, password reset, a reused refresh token) counts
     * as no customer, and `sessionEnded` says so.
     */
    customer: AccessClaims | null;
    /** The request carried a valid access token of a session that has ended since it was issued. */
    sessionEnded: boolean;
  }
  interface FastifyInstance {
    /**
     * The hook of every route for signed-in customers (run it before validation): 401
     * `auth.required` without a live session.
     */
    requireCustomer: (request: FastifyRequest) => Promise<void>;
  }
}

export class AuthRequired extends DomainError {
  constructor() {
    super(401, AUTH_ERRORS.required);
  }
}

export class OriginForbidden extends DomainError {
  constructor() {
    super(403, AUTH_ERRORS.originForbidden);
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The signed-in customer of a request that passed `requireCustomer`. */
export function signedIn(request: FastifyRequest): AccessClaims {
  if (!request.customer) throw new AuthRequired();
  return request.customer;
}

/**
 * Every route declared after this in the plugin's scope needs a signed-in customer: `requireCustomer` as
 * each route's own first `preValidation` hook (run where a module-wide hook would: after the app's
 * hooks), so the OpenAPI document, which sees a route's own hooks only, lists the route's security.
 */
export function customersOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preValidation === undefined ? [] : [route.preValidation].flat();
    route.preValidation = [app.requireCustomer, ...own];
  });
}

/**
 * Cookies, the signed-in customer of each request, the origin check of cookie sessions
 * (docs/api.md#customers).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('customer', null);
  app.decorateRequest('sessionEnded', false);
  const allowed = allowedOrigins(app.config);

  // Every request with a token asks the database whether its session still lives (one indexed read,
  // no cache): a token stops working on every route the moment its session ends, on every replica.
  app.addHook('onRequest', async (request) => {
    if (isForbiddenCrossSite(request, allowed)) throw new OriginForbidden();
    const token = bearerToken(request) ?? request.cookies[SESSION_COOKIES.access];
    const claims = token ? await verifyAccessToken(app.config.sessionSecret, token) : null;
    if (claims && !(await sessionIsLive(app.database.db, claims.sessionId, claims.customerId))) {
      request.sessionEnded = true;
      request.customer = null;
      return;
    }
    request.customer = claims;
  });

  app.decorate('requireCustomer', async (request: FastifyRequest) => {
    if (!request.customer) throw new AuthRequired();
  });
});

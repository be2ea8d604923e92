import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { ERROR_KEYS } from '@tendero/contract';
import { DomainError } from '../lib/domain-error.ts';

/**
 * The security headers of every answer, worked out once by helmet. They are plain values (no nonces),
 * so the answers Fastify writes before any hook runs (a malformed URL, a header block over 16 KB) carry
 * exactly the same ones.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    // helmet removes X-Powered-By, which Fastify never sends.
    removeHeader: () => undefined,
  };
  helmet({
    // JSON answers need no sources; the docs UI sets its own policy (swagger-ui staticCSP).
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as never, collector as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
})();

/**
 * Security headers and the request id on every answer, and per-route rate limits
 * (docs/operations.md#rate-limits-and-trusted_proxies), each route's `max` multiplied by RATE_LIMIT_FACTOR
 * (this hook sees a route before the rate limiter does).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    reply.header('x-request-id', request.id);
  });
  const factor = app.config.rateLimitFactor;
  if (factor !== 1) {
    app.addHook('onRoute', (route) => {
      const config = route.config as { rateLimit?: { max?: unknown } } | undefined;
      const limit = config?.rateLimit;
      if (limit && typeof limit.max === 'number') {
        route.config = { ...config, rateLimit: { ...limit, max: limit.max * factor } } as typeof route.config;
      }
    });
  }
  // With Redis the counters are shared by every replica; a Redis that does not answer lets requests
  // through rather than refusing every one (docs/operations.md#running-on-more-than-one-machine).
  const shared = app.sharedState;
  await app.register(rateLimit, {
    global: false,
    ...(shared
      ? { redis: shared.redis, nameSpace: `${app.config.redis?.prefix ?? ''}rate:`, skipOnError: true }
      : {}),
  });
});

/** A route's rate limit, as its `config.rateLimit`. */
export interface RouteRateLimit {
  max: number;
  timeWindow: string;
  hook?: 'preHandler';
  keyGenerator?: (request: FastifyRequest) => string;
}

/**
 * A route's limit of `max` requests a minute, per client address unless `key` says what it counts
 * per. `afterValidation` counts in `preHandler`, after the body is validated, so the key can use it.
 */
export function perMinute(
  max: number,
  options: { afterValidation?: boolean; key?: (request: FastifyRequest) => string } = {},
): RouteRateLimit {
  return {
    max,
    timeWindow: '1 minute',
    ...(options.afterValidation ? { hook: 'preHandler' as const } : {}),
    ...(options.key ? { keyGenerator: options.key } : {}),
  };
}

/** The e-mail of a validated body (empty without one), for limits counted per e-mail. */
export function emailOf(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email
    : '';
}

/**
 * A second limit for a route that has one in its config: the rate-limit plugin runs one limiter per
 * request, so this counts through `createRateLimit` and answers its 429 itself (the same body and
 * Retry-After). Share one such hook between routes to count them together. `max` is multiplied by
 * RATE_LIMIT_FACTOR like every per-address limit.
 */
export function additionalRateLimit(
  app: FastifyInstance,
  options: RouteRateLimit & { keyGenerator: (request: FastifyRequest) => string },
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limit = app.createRateLimit({ ...options, max: options.max * app.config.rateLimitFactor });
  return async (request, reply) => {
    const state = await limit(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', String(state.ttlInSeconds));
    throw new DomainError(429, ERROR_KEYS.rateLimited);
  };
}

import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';

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
 * Security headers and the request id on every answer, and per-route rate limits (DESIGN.md §5), each
 * route's `max` multiplied by RATE_LIMIT_FACTOR (this hook sees a route before the rate limiter does).
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
  await app.register(rateLimit, { global: false });
});

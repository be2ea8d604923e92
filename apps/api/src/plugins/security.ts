import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';

/** Security headers on every answer and per-route rate limits (DESIGN.md §5). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    // JSON answers need no sources; the docs UI sets its own policy (swagger-ui staticCSP).
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(rateLimit, { global: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});

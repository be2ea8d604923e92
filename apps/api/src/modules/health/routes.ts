import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  HEALTH_SERVICES,
  HealthReport,
  HealthService,
  ServiceHealth,
  commaList,
} from '@tendero/contract';
import { NotFound } from '../../lib/domain-error.ts';
import { checkHealth, checkService } from './service.ts';

const HealthQuery = z
  .object({ services: commaList(HealthService, HEALTH_SERVICES.length).optional() })
  .strict();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthcheck',
    {
      // A load balancer asks every half second: its answers are not worth a log line each.
      logLevel: 'warn',
      schema: {
        operationId: 'checkHealth',
        summary:
          'Health of every service (database, mail, payments, redis); 503 when the database is down or the replica is draining',
        tags: ['health'],
        querystring: HealthQuery,
        response: { 200: HealthReport, 503: HealthReport, 400: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const report = await checkHealth(app, request.query.services ?? HEALTH_SERVICES);
      return reply.code(report.status === 'up' ? 200 : 503).send(report);
    },
  );

  app.get(
    '/healthcheck/:service',
    {
      logLevel: 'warn',
      schema: {
        operationId: 'checkServiceHealth',
        summary: 'Health of one service; 503 when it is down, 404 for an unknown service',
        tags: ['health'],
        params: z.object({ service: z.string().max(32) }),
        response: { 200: ServiceHealth, 503: ServiceHealth, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const service = HealthService.safeParse(request.params.service);
      if (!service.success) throw new NotFound('error.health.unknownService');
      const health = await checkService(app, service.data);
      return reply.code(health.status === 'up' ? 200 : 503).send(health);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  PointsBalance,
  PointsConversion,
  PointsConversionHeaders,
  PointsConversionInput,
  PointsConversionQuery,
  PointsConversionQuote,
  PointsHistoryPage,
  PointsHistoryQuery,
  PointsStats,
} from '@tendero/contract';
import { customersOnly, signedIn } from '../auth/index.ts';
import { convertPoints, quoteConversion } from './conversion.ts';
import { pointsBalance, pointsHistory, pointsStats } from './service.ts';

const tags = ['points'];
const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** The signed-in customer's loyalty points (docs/flows.md#loyalty-points). */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: an anonymous request is a 401 whatever it asks for.
  customersOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const db = () => app.database.db;

  app.get(
    '/me/points',
    {
      schema: {
        operationId: 'myPointsStats',
        summary:
          'Points: available, pending per order with the day they become available, expiring within 30 days, earned and redeemed in all, the rules',
        tags,
        response: { 200: PointsStats, ...signedInErrors },
      },
    },
    async (request) => pointsStats(db(), app.config, signedIn(request).customerId),
  );

  app.get(
    '/me/points/balance',
    {
      schema: {
        operationId: 'myPointsBalance',
        summary: 'Points available and pending, and what one conversion takes now',
        tags,
        response: { 200: PointsBalance, ...signedInErrors },
      },
    },
    async (request) => pointsBalance(db(), app.config, signedIn(request).customerId),
  );

  app.get(
    '/me/points/history',
    {
      schema: {
        operationId: 'myPointsHistory',
        summary: 'The points ledger, newest first, by cursor; `kind` filters (comma-separated)',
        tags,
        querystring: PointsHistoryQuery,
        response: { 200: PointsHistoryPage, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => pointsHistory(db(), signedIn(request).customerId, request.query),
  );

  app.get(
    '/me/points/convert',
    {
      schema: {
        operationId: 'quotePointsConversion',
        summary: 'What N points are worth as a voucher (rounded down to whole steps); nothing is spent',
        tags,
        querystring: PointsConversionQuery,
        response: { 200: PointsConversionQuote, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => quoteConversion(db(), app.config, signedIn(request).customerId, request.query.points),
  );

  app.post(
    '/me/points/convert',
    {
      schema: {
        operationId: 'convertPoints',
        summary: `Convert points into a single-use voucher code for this customer; the same ${IDEMPOTENCY_KEY_HEADER} answers the same conversion`,
        tags,
        headers: PointsConversionHeaders,
        body: PointsConversionInput,
        response: {
          200: PointsConversion,
          400: ApiErrorBody,
          409: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request) =>
      convertPoints(
        db(),
        app.config,
        signedIn(request).customerId,
        request.body.points,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  );
};

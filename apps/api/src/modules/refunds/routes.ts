import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, RefundListQuery, RefundPage } from '@tendero/contract';
import { customersOnly, signedIn } from '../auth/index.ts';
import * as refunds from './service.ts';

const tags = ['refunds'];
const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** The signed-in customer's refunds; each credit note downloads through `/v1/me/orders/document/…`. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: an anonymous request is a 401 whatever it asks for.
  customersOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/me/refunds',
    {
      schema: {
        operationId: 'listMyRefunds',
        summary: 'Refunds of the signed-in customer, newest first, by cursor, each with its credit note',
        tags,
        querystring: RefundListQuery,
        response: { 200: RefundPage, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => refunds.myRefunds(app.database.db, signedIn(request).customerId, request.query),
  );
};

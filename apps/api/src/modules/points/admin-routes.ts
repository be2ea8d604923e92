import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCustomerParams,
  AdminCustomerPoints,
  ApiErrorBody,
  PointsAdjustmentInput,
} from '@tendero/contract';
import { signedInOperator } from '../back-office/index.ts';
import { adjustPoints } from './adjustment.ts';
import { customerPointsForOperators } from './service.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** `/v1/admin/customers/{customerId}/points`: an operator reads and corrects a customer's points. */
export const pointsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/customers/:customerId/points',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'customerPoints',
        summary: "A customer's points: the stats and the 50 newest ledger entries",
        tags,
        params: AdminCustomerParams,
        response: { 200: AdminCustomerPoints, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => customerPointsForOperators(db(), app.config, request.params.customerId),
  );

  app.post(
    '/admin/customers/:customerId/points',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'adjustCustomerPoints',
        summary:
          'Add points (available at once) or take them off the available balance (never below zero), with a reason; audited',
        tags,
        params: AdminCustomerParams,
        body: PointsAdjustmentInput,
        response: {
          200: AdminCustomerPoints,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) =>
      adjustPoints(db(), app.config, request.params.customerId, request.body, signedInOperator(request)),
  );
};

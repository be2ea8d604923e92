import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderParams,
  ApiErrorBody,
  CancelOrderInput,
  OrderCancellation,
  Refund,
  RefundInput,
} from '@tendero/contract';
import { signedInOperator } from '../back-office/index.ts';
import { cancelOrder } from './cancellation.ts';
import { refundOrder } from './service.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** `/v1/admin/orders/{reference}/…`: an operator refunds an order or cancels it before it ships. */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/admin/orders/:reference/refunds',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'refundOrder',
        summary:
          'Refund lines (by quantity) and/or the shipping charge with a credit note; the same requestId answers the same refund',
        tags,
        params: AdminOrderParams,
        body: RefundInput,
        response: {
          200: Refund,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) =>
      refundOrder(
        db(),
        app.config,
        request.params.reference,
        request.body,
        signedInOperator(request),
        request.log,
      ),
  );

  app.post(
    '/admin/orders/:reference/cancel',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'cancelOrder',
        summary:
          'Cancel an order before its first parcel: stock back, everything paid and not yet refunded refunded',
        tags,
        params: AdminOrderParams,
        body: CancelOrderInput,
        response: {
          200: OrderCancellation,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) =>
      cancelOrder(
        db(),
        app.config,
        request.params.reference,
        request.body,
        signedInOperator(request),
        request.log,
      ),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  ConversionFlagInput,
  CustomerOrderDetail,
  OrderListQuery,
  OrderPage,
  OrderParams,
  OrderRepeat,
} from '@tendero/contract';
import { z } from 'zod';
import { customersOnly, signedIn } from '../auth/index.ts';
import { cartContextOf } from '../cart/index.ts';
import { documentLinksOfOrder } from '../documents/index.ts';
import { orderReturnsOf } from '../returns/index.ts';
import { OrderNotFound } from './errors.ts';
import { customerOrderIdOf } from './fulfilment.ts';
import { repeatOrder } from './repeat.ts';
import * as orders from './service.ts';

const tags = ['orders'];
const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** The customer's orders under `/v1/me/orders`. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  customersOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/me/orders',
    {
      schema: {
        operationId: 'listMyOrders',
        summary: 'The customer’s orders, newest first',
        tags,
        querystring: OrderListQuery,
        response: { 200: OrderPage, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => orders.myOrders(db(), signedIn(request).customerId, request.query),
  );

  app.get(
    '/me/orders/:reference',
    {
      schema: {
        operationId: 'getMyOrder',
        summary: 'One order: lines, addresses, carrier, payment, status history, documents, returns',
        tags,
        params: OrderParams,
        response: { 200: CustomerOrderDetail, 400: ApiErrorBody, 404: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => {
      const { customerId } = signedIn(request);
      const detail = await orders.myOrder(
        db(),
        request.locale,
        customerId,
        request.params.reference,
        (orderId) => documentLinksOfOrder(db(), orderId),
      );
      const orderId = await customerOrderIdOf(db(), customerId, request.params.reference);
      if (orderId === null) throw new OrderNotFound();
      return { ...detail, returns: await orderReturnsOf(db(), app.config, orderId) };
    },
  );

  app.patch(
    '/me/orders/:reference',
    {
      schema: {
        operationId: 'setMyOrderConversionSent',
        summary: 'Set the conversion flag (the storefront reported the purchase once)',
        tags,
        params: OrderParams,
        body: ConversionFlagInput,
        response: {
          200: z.object({ conversionSent: z.boolean() }),
          400: ApiErrorBody,
          404: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request) =>
      orders.setConversionFlag(
        db(),
        signedIn(request).customerId,
        request.params.reference,
        request.body.conversionSent,
      ),
  );

  app.post(
    '/me/orders/:reference/repeat',
    {
      schema: {
        operationId: 'repeatMyOrder',
        summary: 'Order again: what is still sold goes into the cart; the answer says what did not',
        tags,
        params: OrderParams,
        response: { 200: OrderRepeat, 400: ApiErrorBody, 404: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) =>
      repeatOrder(
        db(),
        { ...cartContextOf(app.config, request), customerId: signedIn(request).customerId },
        request.params.reference,
      ),
  );
};

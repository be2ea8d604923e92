import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDashboard,
  AdminOrderDetail,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderParams,
  AdminProduct,
  AdminProductListQuery,
  AdminProductPage,
  AdminProductParams,
  AdminProductUpdate,
  AdminSupportListQuery,
  AdminSupportMessage,
  AdminSupportPage,
  AdminSupportParams,
  ApiErrorBody,
  SupportReplyInput,
} from '@tendero/contract';
import { catalogueCsvRoutes } from './catalogue-import-routes.ts';
import { adminCatalogueRoutes } from './catalogue-routes.ts';
import { adminPromotionRoutes } from './promotion-routes.ts';
import { adminMediaRoutes } from './media-routes.ts';
import { adminCategoryRoutes } from './category-routes.ts';
import * as backOffice from './service.ts';
import { signedInOperator } from './plugin.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** `/v1/admin/*` for signed-in operators: dashboard, orders, products, support messages. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminCatalogueRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(adminMediaRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(catalogueCsvRoutes);

  app.get(
    '/admin/dashboard',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getAdminDashboard',
        summary: 'What needs the merchant today: sales, orders to ship, refunds, stock alerts, open support',
        tags,
        response: { 200: AdminDashboard, ...operatorErrors },
      },
    },
    async () => backOffice.dashboard(db(), app.config.shop.timeZone),
  );

  app.get(
    '/admin/orders',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminOrders',
        summary: 'Every customer’s orders, newest first: by state, placing days and reference or e-mail',
        tags,
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderPage, 400: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => backOffice.orders(db(), app.config.shop.timeZone, request.query),
  );

  app.get(
    '/admin/orders/:reference',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getAdminOrder',
        summary: 'One order with its lines, payments, parcels, refunds and audit trail',
        tags,
        params: AdminOrderParams,
        response: { 200: AdminOrderDetail, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => backOffice.order(db(), request.locale, request.params.reference),
  );

  app.get(
    '/admin/products',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminProducts',
        summary: 'Products by id, searched by SKU or name',
        tags,
        querystring: AdminProductListQuery,
        response: { 200: AdminProductPage, 400: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => backOffice.products(db(), request.locale, request.query),
  );

  app.patch(
    '/admin/products/:productId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'updateAdminProduct',
        summary: 'Set stock (a restock mails the stock alerts) and price (enters the price history)',
        tags,
        params: AdminProductParams,
        body: AdminProductUpdate,
        response: { 200: AdminProduct, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => {
      const product = await backOffice.updateProduct(
        db(),
        request.locale,
        signedInOperator(request),
        request.params.productId,
        request.body,
      );
      // Catalogue answers cached in this process would show the old price or stock until they expire.
      app.invalidateResponseCache();
      return product;
    },
  );

  app.get(
    '/admin/support',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listSupportMessages',
        summary: 'Support messages, newest first; open=1 for those without a reply',
        tags,
        querystring: AdminSupportListQuery,
        response: { 200: AdminSupportPage, 400: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => backOffice.supportMessages(db(), request.query),
  );

  app.post(
    '/admin/support/:messageId/reply',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'replyToSupportMessage',
        summary: 'Answer a support message (once): mailed to the customer in the language they wrote in',
        tags,
        params: AdminSupportParams,
        body: SupportReplyInput,
        response: {
          201: AdminSupportMessage,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await backOffice.replyToSupport(
            db(),
            app.config,
            signedInOperator(request),
            request.params.messageId,
            request.body.body,
          ),
        ),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPromotionDetail,
  AdminPromotionInput,
  AdminPromotionList,
  AdminPromotionParams,
  AdminPromotionReplace,
  ApiErrorBody,
} from '@tendero/contract';
import * as promotions from './promotions.ts';
import { signedInOperator } from './plugin.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** `/v1/admin/promotions`: promotions and codes made, edited and ended by the merchant. */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/promotions',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminPromotions',
        summary: 'Every promotion and code, latest start first, with its state and the orders that used it',
        tags,
        response: { 200: AdminPromotionList, ...operatorErrors },
      },
    },
    async (request) => promotions.promotions(db(), request.locale),
  );

  app.get(
    '/admin/promotions/:promotionId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getAdminPromotion',
        summary: 'A promotion with its texts in every language written, what it applies to and its revision',
        tags,
        params: AdminPromotionParams,
        response: { 200: AdminPromotionDetail, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => promotions.promotion(db(), request.params.promotionId),
  );

  app.post(
    '/admin/promotions',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'createAdminPromotion',
        summary:
          'A new promotion or code; a running catalogue one reduces its products’ shelf prices at once',
        tags,
        body: AdminPromotionInput,
        response: { 201: AdminPromotionDetail, 400: ApiErrorBody, 409: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request, reply) => {
      const created = await promotions.createPromotion(db(), signedInOperator(request), request.body);
      app.invalidateResponseCache();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/promotions/:promotionId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'replaceAdminPromotion',
        summary: 'Save a promotion made on `revision` (a 409 when someone saved since)',
        tags,
        params: AdminPromotionParams,
        body: AdminPromotionReplace,
        response: {
          200: AdminPromotionDetail,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const { revision, ...values } = request.body;
      const saved = await promotions.replacePromotion(
        db(),
        signedInOperator(request),
        request.params.promotionId,
        values,
        revision,
      );
      app.invalidateResponseCache();
      return saved;
    },
  );

  app.post(
    '/admin/promotions/:promotionId/end',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'endAdminPromotion',
        summary: 'End a promotion now: its code stops working, a catalogue reduction leaves the shelf prices',
        tags,
        params: AdminPromotionParams,
        response: { 200: AdminPromotionDetail, 404: ApiErrorBody, 409: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => {
      const ended = await promotions.endPromotion(
        db(),
        signedInOperator(request),
        request.params.promotionId,
      );
      app.invalidateResponseCache();
      return ended;
    },
  );
};

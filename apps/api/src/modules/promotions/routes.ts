import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, ListingQuery, PromotionPage, PromotionParams } from '@tendero/contract';
import { promotionBySlug } from './service.ts';

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promotions/:slug',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'getPromotion',
        summary: 'A promotion page with its products, by its slug in the request language',
        tags: ['promotions'],
        params: PromotionParams,
        querystring: ListingQuery,
        response: { 200: PromotionPage, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => promotionBySlug(app.database.db, request.locale, request.params.slug, request.query),
  );
};

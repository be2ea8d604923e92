import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, EntityTypeParams, MarketingEntityList } from '@tendero/contract';
import { entitiesOfType } from './service.ts';

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/marketing/entities/types/:entityType',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'listMarketingEntities',
        summary: 'Home-page marketing entities of one type: hero, banner or usp',
        tags: ['marketing'],
        params: EntityTypeParams,
        response: { 200: MarketingEntityList, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => ({
      type: request.params.entityType,
      items: await entitiesOfType(app.database.db, app.config, request.locale, request.params.entityType),
    }),
  );
};

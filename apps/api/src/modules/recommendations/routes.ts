import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, ProductIdParams, ProductList, RailQuery } from '@tendero/contract';
import * as recommendations from './service.ts';

const tags = ['products'];

export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/products/recommended',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'listRecommendedProducts',
        summary: 'Best sellers in stock',
        tags,
        querystring: RailQuery,
        response: { 200: ProductList, 400: ApiErrorBody },
      },
    },
    async (request) => ({
      items: await recommendations.recommended(db(), request.locale, request.query.limit),
    }),
  );
  app.get(
    '/products/offers',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'listOfferProducts',
        summary: 'Reduced products (base price above price)',
        tags,
        querystring: RailQuery,
        response: { 200: ProductList, 400: ApiErrorBody },
      },
    },
    async (request) => ({ items: await recommendations.offers(db(), request.locale, request.query.limit) }),
  );

  const rails = {
    'related/category': { load: recommendations.relatedByCategory, operationId: 'listRelatedByCategory' },
    together: { load: recommendations.boughtTogether, operationId: 'listBoughtTogether' },
    'related/manufacturer': {
      load: recommendations.relatedByManufacturer,
      operationId: 'listRelatedByManufacturer',
    },
  } as const;
  for (const [rail, { load, operationId }] of Object.entries(rails)) {
    app.get(
      `/products/:productId/${rail}`,
      {
        config: { responseCache: true },
        schema: {
          operationId,
          summary: `Products shown beside a product: ${rail.replace('/', ' by ')}`,
          tags,
          params: ProductIdParams,
          querystring: RailQuery,
          response: { 200: ProductList, 400: ApiErrorBody, 404: ApiErrorBody },
        },
      },
      async (request) => ({
        items: await load(db(), request.locale, request.params.productId, request.query.limit),
      }),
    );
  }
};

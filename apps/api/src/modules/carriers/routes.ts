import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, ShippingOptions, ShippingOptionsQuery } from '@tendero/contract';
import { shippingOptions } from './service.ts';

export const carrierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping/options',
    {
      // The same for every shopper: the product page asks on every view.
      config: { responseCache: true },
      schema: {
        operationId: 'listShippingOptions',
        summary: 'The carrier methods that deliver a shipment to a country, priced for it, cheapest first',
        tags: ['shipping'],
        querystring: ShippingOptionsQuery,
        response: { 200: ShippingOptions, 400: ApiErrorBody },
      },
    },
    async (request) => ({
      items: await shippingOptions(app.database.db, request.locale, {
        countryIso: request.query.country,
        weightGrams: request.query.weight,
        itemsAmount: request.query.amount,
      }),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  Country,
  CountryList,
  CountryParams,
  CountryRequestInput,
  Created,
  Geo,
  ShopDomainList,
  StateList,
} from '@tendero/contract';
import * as geo from './service.ts';

const tags = ['geo'];

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/geo',
    {
      schema: {
        operationId: 'getGeo',
        summary: "Country and language of the request's shop domain, or of its x-locale",
        tags,
        response: { 200: Geo },
      },
    },
    async (request) => geo.geoOfRequest(app.config, request.host, request.locale),
  );

  app.get(
    '/geo/domains',
    {
      schema: {
        operationId: 'listShopDomains',
        summary: 'The country domain of each of the 16 languages',
        tags,
        response: { 200: ShopDomainList },
      },
    },
    async () => ({ items: geo.shopDomains(app.config) }),
  );

  app.get(
    '/geo/countries',
    {
      schema: {
        operationId: 'listCountries',
        summary: 'Countries the shop knows, named and sorted in the request language',
        tags,
        response: { 200: CountryList },
      },
    },
    async (request) => ({ items: await geo.listCountries(app.database.db, request.locale) }),
  );

  app.get(
    '/geo/countries/:countryIso',
    {
      schema: {
        operationId: 'getCountry',
        summary: 'One country: name, currency, VAT rate, postcode pattern, whether a state is required',
        tags,
        params: CountryParams,
        response: { 200: Country, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => geo.countryByIso(app.database.db, request.locale, request.params.countryIso),
  );

  app.get(
    '/geo/countries/:countryIso/states',
    {
      schema: {
        operationId: 'listCountryStates',
        summary: "A country's states or provinces (empty where addresses name none)",
        tags,
        params: CountryParams,
        response: { 200: StateList, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => ({
      country: request.params.countryIso,
      items: await geo.statesOfCountry(app.database.db, request.locale, request.params.countryIso),
    }),
  );

  app.post(
    '/geo/country-requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'requestCountry',
        summary: 'Ask the shop to deliver to a country',
        tags,
        body: CountryRequestInput,
        response: { 201: Created, 400: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const id = await geo.requestCountry(app.database.db, request.locale, request.body);
      return reply.code(201).send({ id });
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  CatalogMoved,
  CatalogPage,
  CatalogPathParams,
  CursorQuery,
  ListingQuery,
  ManufacturerPage,
  Menu,
  MenuQuery,
  SearchQuery,
  SearchResult,
  SitemapIndex,
  SitemapQuery,
  SitemapSection,
  SitemapType,
  SkuParams,
  StockAlertInput,
  StockAlertResult,
} from '@tendero/contract';
import * as catalog from './service.ts';
import { sitemapIndex, sitemapSection } from './sitemap.ts';
import { subscribeStockAlert } from './stock-alerts.ts';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/catalog/search',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'searchProducts',
        summary:
          'Search of product names, descriptions and SKUs in the request language, with suggestions when nothing is found',
        tags,
        querystring: SearchQuery,
        response: { 200: SearchResult, 400: ApiErrorBody },
      },
    },
    async (request) => {
      const { q, ...filters } = request.query;
      return catalog.searchCatalog(db(), request.locale, q, filters);
    },
  );

  app.get(
    '/catalog/sitemap/:type',
    {
      config: { responseCache: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getSitemap',
        summary: 'Sitemap sections (manufacturers, categories, products, misc) and their index',
        tags,
        params: z.object({ type: SitemapType }),
        querystring: SitemapQuery,
        response: { 200: z.union([SitemapIndex, SitemapSection]), 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) =>
      request.params.type === 'index'
        ? sitemapIndex(db())
        : sitemapSection(db(), request.params.type, request.query.page),
  );

  app.post(
    '/catalog/products/:sku/notifications',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'subscribeStockAlert',
        summary: 'Be e-mailed when an out-of-stock product is back',
        tags,
        params: SkuParams,
        body: StockAlertInput,
        response: {
          201: StockAlertResult,
          200: StockAlertResult,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await subscribeStockAlert(db(), request.locale, request.params.sku, request.body);
      return reply.code(result.alreadySubscribed ? 200 : 201).send(result);
    },
  );

  app.get(
    '/catalog/*',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'resolveCatalogPath',
        summary: 'Resolves a localised shop path to a category with its listing, a product or a brand page',
        tags,
        params: CatalogPathParams,
        querystring: ListingQuery,
        response: { 200: CatalogPage, 301: CatalogMoved, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const page = await catalog.resolvePath(db(), request.locale, request.params['*'], request.query);
      if (page.kind !== 'moved') return page;
      const query = request.url.indexOf('?');
      const location = `/v1/catalog/${page.path.split('/').map(encodeURIComponent).join('/')}`;
      return reply
        .code(301)
        .header('location', query < 0 ? location : location + request.url.slice(query))
        .send(page);
    },
  );

  app.get(
    '/categories/menu',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'getCategoryMenu',
        summary: 'The category tree for the menu',
        tags,
        querystring: MenuQuery,
        response: { 200: Menu, 400: ApiErrorBody },
      },
    },
    async (request) => catalog.menu(db(), request.locale, request.query.depth),
  );

  app.get(
    '/manufacturers',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'listManufacturers',
        summary: 'Manufacturers by name, cursor-paged',
        tags,
        querystring: CursorQuery.strict(),
        response: { 200: ManufacturerPage, 400: ApiErrorBody },
      },
    },
    async (request) => catalog.manufacturers(db(), request.locale, request.query.cursor, request.query.limit),
  );
};

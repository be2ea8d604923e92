import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBrandOptions,
  AdminCategoryOptions,
  AdminProductDetail,
  AdminProductInput,
  AdminProductParams,
  AdminProductReplace,
  ApiErrorBody,
} from '@tendero/contract';
import * as catalogue from './catalogue.ts';
import { signedInOperator } from './plugin.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** `/v1/admin/products` made and edited whole, and the categories and brands to put them in. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/products/:productId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getAdminProduct',
        summary:
          'A product with its texts in every language written, categories, brand, VAT class and revision',
        tags,
        params: AdminProductParams,
        response: { 200: AdminProductDetail, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => catalogue.product(db(), request.params.productId),
  );

  app.post(
    '/admin/products',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'createAdminProduct',
        summary: 'A new product: texts per language (slugs made from the names unless given), price, stock',
        tags,
        body: AdminProductInput,
        response: { 201: AdminProductDetail, 400: ApiErrorBody, 409: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request, reply) => {
      const created = await catalogue.createProduct(db(), signedInOperator(request), request.body);
      app.invalidateResponseCache();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/products/:productId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'replaceAdminProduct',
        summary: 'Save a product made on `revision` (a 409 when someone saved since); old paths redirect',
        tags,
        params: AdminProductParams,
        body: AdminProductReplace,
        response: {
          200: AdminProductDetail,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const { revision, ...values } = request.body;
      const saved = await catalogue.replaceProduct(
        db(),
        signedInOperator(request),
        request.params.productId,
        values,
        revision,
      );
      app.invalidateResponseCache();
      return saved;
    },
  );

  app.get(
    '/admin/categories',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminCategories',
        summary: 'Every category with its names from the top, to put products in',
        tags,
        response: { 200: AdminCategoryOptions, ...operatorErrors },
      },
    },
    async (request) => catalogue.categories(db(), request.locale),
  );

  app.get(
    '/admin/brands',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminBrands',
        summary: 'Every brand by name, to give products',
        tags,
        response: { 200: AdminBrandOptions, ...operatorErrors },
      },
    },
    async () => catalogue.brands(db()),
  );
};

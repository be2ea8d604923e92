import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBrandDetail,
  AdminBrandInput,
  AdminBrandParams,
  AdminCategoryDetail,
  AdminCategoryInput,
  AdminCategoryParams,
  ApiErrorBody,
  NoContent,
} from '@tendero/contract';
import * as categories from './categories.ts';
import { signedInOperator } from './plugin.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** `/v1/admin/categories/{categoryId}` and `/v1/admin/brands/{brandId}`: made, edited and deleted. */
export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/categories/:categoryId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getAdminCategory',
        summary: 'A category with its texts and paths in every language written, its place and counts',
        tags,
        params: AdminCategoryParams,
        response: { 200: AdminCategoryDetail, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => categories.category(db(), request.params.categoryId),
  );

  app.post(
    '/admin/categories',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'createAdminCategory',
        summary: 'A new category below a parent (or at the top), slugs made from the names unless given',
        tags,
        body: AdminCategoryInput,
        response: { 201: AdminCategoryDetail, 400: ApiErrorBody, 409: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request, reply) => {
      const created = await categories.createCategory(db(), signedInOperator(request), request.body);
      app.invalidateResponseCache();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/categories/:categoryId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'replaceAdminCategory',
        summary:
          'Save a category: texts, slugs, parent (moves everything below it) and place; old paths redirect',
        tags,
        params: AdminCategoryParams,
        body: AdminCategoryInput,
        response: {
          200: AdminCategoryDetail,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          422: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const saved = await categories.replaceCategory(
        db(),
        signedInOperator(request),
        request.params.categoryId,
        request.body,
      );
      app.invalidateResponseCache();
      return saved;
    },
  );

  app.delete(
    '/admin/categories/:categoryId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'deleteAdminCategory',
        summary: 'Delete a category without products and children (a 409 otherwise)',
        tags,
        params: AdminCategoryParams,
        response: {
          204: NoContent,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request, reply) => {
      await categories.deleteCategory(db(), signedInOperator(request), request.params.categoryId);
      app.invalidateResponseCache();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/brands/:brandId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getAdminBrand',
        summary: 'A brand with its texts and paths in every language written',
        tags,
        params: AdminBrandParams,
        response: { 200: AdminBrandDetail, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => categories.brand(db(), request.params.brandId),
  );

  app.post(
    '/admin/brands',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'createAdminBrand',
        summary: 'A new brand, its page below the brands index, slugs made from the name unless given',
        tags,
        body: AdminBrandInput,
        response: { 201: AdminBrandDetail, 400: ApiErrorBody, 409: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request, reply) => {
      const created = await categories.createBrand(db(), signedInOperator(request), request.body);
      app.invalidateResponseCache();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/admin/brands/:brandId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'replaceAdminBrand',
        summary: 'Save a brand’s name and texts; a page path it leaves redirects',
        tags,
        params: AdminBrandParams,
        body: AdminBrandInput,
        response: {
          200: AdminBrandDetail,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) => {
      const saved = await categories.replaceBrand(
        db(),
        signedInOperator(request),
        request.params.brandId,
        request.body,
      );
      app.invalidateResponseCache();
      return saved;
    },
  );

  app.delete(
    '/admin/brands/:brandId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'deleteAdminBrand',
        summary: 'Delete a brand no product has (a 409 otherwise)',
        tags,
        params: AdminBrandParams,
        response: {
          204: NoContent,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request, reply) => {
      await categories.deleteBrand(db(), signedInOperator(request), request.params.brandId);
      app.invalidateResponseCache();
      return reply.code(204).send(null);
    },
  );
};

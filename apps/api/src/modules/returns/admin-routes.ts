import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminReturn,
  AdminReturnListQuery,
  AdminReturnPage,
  AdminReturnParams,
  AdminReturnPhotoParams,
  ApiErrorBody,
  ReturnReceiptInput,
  ReturnRejectInput,
} from '@tendero/contract';
import { signedInOperator } from '../back-office/index.ts';
import { adminReturnOf, approveRequestedReturn, rejectReturn, returnsForOperators } from './admin.ts';
import { receiveReturn } from './receipt.ts';
import { returnPhoto } from './service.ts';

const tags = ['admin'];
const operatorErrors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
const Bytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** The back office's returns: list, one return with its photos, approve, reject, receive. */
export const returnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const storage = app.fileStorages.returnPhotos;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/returns',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listReturns',
        summary: 'Returns, newest first, optionally of one status, with each refund’s due date',
        tags,
        querystring: AdminReturnListQuery,
        response: { 200: AdminReturnPage, ...operatorErrors },
      },
    },
    async (request) => returnsForOperators(db(), request.query),
  );

  app.get(
    '/admin/returns/:returnUid',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getReturn',
        summary: 'One return: lines, reasons, photos, labels, history, refund',
        tags,
        params: AdminReturnParams,
        response: { 200: AdminReturn, ...operatorErrors },
      },
    },
    async (request) => adminReturnOf(db(), request.params.returnUid),
  );

  app.post(
    '/admin/returns/:returnUid/approval',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'approveReturn',
        summary: 'Approve a requested return (its goods delivered since): its label is issued and mailed',
        tags,
        params: AdminReturnParams,
        response: { 200: AdminReturn, ...operatorErrors, 409: ApiErrorBody },
      },
    },
    async (request) =>
      approveRequestedReturn(db(), app.config, request.params.returnUid, signedInOperator(request)),
  );

  app.post(
    '/admin/returns/:returnUid/rejection',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'rejectReturn',
        summary: 'Reject a return nothing came back of yet, with the reason its customer is mailed',
        tags,
        params: AdminReturnParams,
        body: ReturnRejectInput,
        response: { 200: AdminReturn, ...operatorErrors, 409: ApiErrorBody },
      },
    },
    async (request) =>
      rejectReturn(db(), request.params.returnUid, request.body.reason, signedInOperator(request)),
  );

  app.post(
    '/admin/returns/:returnUid/receipt',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'receiveReturn',
        summary:
          'Record what came back (units received and damaged per line, a deduction with its reason) and refund it, once',
        tags,
        params: AdminReturnParams,
        body: ReturnReceiptInput,
        response: { 200: AdminReturn, ...operatorErrors, 409: ApiErrorBody },
      },
    },
    async (request) =>
      receiveReturn(
        db(),
        app.config,
        request.params.returnUid,
        request.body,
        signedInOperator(request),
        request.log,
      ),
  );

  app.get(
    '/admin/returns/:returnUid/photos/:photoId/:size',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getReturnPhotoForOperators',
        summary: 'A photo of a return (`full` or `thumbnail`)',
        tags,
        params: AdminReturnPhotoParams,
        produces: ['image/jpeg', 'image/webp'],
        response: { 200: Bytes, ...operatorErrors },
      },
    },
    async (request, reply) => {
      const { returnUid, photoId, size } = request.params;
      const photo = await returnPhoto(db(), storage, returnUid, photoId, size);
      return reply.type(photo.contentType).send(photo.body);
    },
  );
};

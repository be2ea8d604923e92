import os from 'node:os';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  Return,
  ReturnableOrder,
  ReturnableOrderInput,
  ReturnLabelParams,
  ReturnListQuery,
  ReturnLookupParams,
  ReturnPage,
  ReturnPhotoParams,
  ReturnRequestInput,
  ReturnRequestParams,
  RETURN_PHOTOS_MAX,
  RETURN_PHOTO_MAX_BYTES,
  TrackedReturn,
  Withdrawal,
  WithdrawalInput,
  WithdrawalParams,
  ERROR_KEYS,
  issuesToDetails,
} from '@tendero/contract';
import { DomainError } from '../../lib/domain-error.ts';
import { perMinute } from '../../plugins/security.ts';
import { signedIn } from '../auth/index.ts';
import { discardPhotos, readReturnForm, registerMultipart } from './form.ts';
import { requestReturn } from './request.ts';
import * as returns from './service.ts';
import { declareWithdrawal } from './withdrawal.ts';

const tags = ['returns'];
/** A PDF's or a photo's bytes, documented as a binary string. */
const Bytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/**
 * Look-ups by number and postcode, and by order and e-mail, count per client address as the parcels'
 * do (docs/operations.md#rate-limits-and-trusted_proxies): guessing either is slow work.
 */
const LOOKUP = perMinute(10);

/** The return form as OpenAPI documents it: the JSON of `request`, and the photos. */
const RETURN_FORM_BODY = {
  type: 'object',
  required: ['request'],
  properties: {
    request: {
      ...z.toJSONSchema(ReturnRequestInput, { io: 'input' }),
      description: 'ReturnRequestInput as JSON text',
    },
    photos: {
      type: 'array',
      maxItems: RETURN_PHOTOS_MAX,
      items: { type: 'string', format: 'binary' },
      description: `JPEG, PNG, WebP or HEIC, at most ${RETURN_PHOTO_MAX_BYTES / 1024 / 1024} MB each`,
    },
  },
};

/** `/v1/sending/returns…`, `/v1/sending/withdrawals…` and `/v1/me/returns`. */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const storage = app.fileStorages.returnPhotos;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // Multipart only here: the photos stream to storage as they arrive, never held whole in memory.
  await app.register(async (plugin) => {
    await registerMultipart(plugin);
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.post(
      '/sending/returns/:orderReference',
      {
        config: { rateLimit: perMinute(20), multipartBody: RETURN_FORM_BODY },
        schema: {
          operationId: 'requestReturn',
          summary: `Return units of a delivered order: multipart form data with ReturnRequestInput as JSON in \`request\` and up to ${RETURN_PHOTOS_MAX} photos in \`photos\` (JPEG, PNG, WebP or HEIC, 10 MB each)`,
          tags,
          params: ReturnRequestParams,
          consumes: ['multipart/form-data'],
          response: {
            201: Return,
            400: ApiErrorBody,
            404: ApiErrorBody,
            409: ApiErrorBody,
            413: ApiErrorBody,
            415: ApiErrorBody,
            429: ApiErrorBody,
          },
        },
      },
      async (request, reply) => {
        const form = await readReturnForm(request, storage, { tmpDir: os.tmpdir() });
        try {
          const parsed = ReturnRequestInput.safeParse(form.request);
          if (!parsed.success)
            throw new DomainError(
              400,
              ERROR_KEYS.requestInvalid,
              issuesToDetails(parsed.error.issues, 'request'),
            );
          const created = await requestReturn(
            db(),
            app.config,
            request.params.orderReference,
            { customerId: request.customer?.customerId ?? null },
            parsed.data,
            form.photos,
          );
          return await reply.code(201).send(created);
        } catch (error) {
          // Nothing half-way: a refused return keeps none of its photos.
          await discardPhotos(storage, form.photos);
          throw error;
        }
      },
    );
  });

  app.get(
    '/sending/returns/:trackingNumber/:toPostcode',
    {
      config: { rateLimit: LOOKUP },
      schema: {
        operationId: 'trackReturn',
        summary:
          'A return’s status by its parcel’s number and the order’s delivery postcode; no personal data',
        tags,
        params: ReturnLookupParams,
        response: { 200: TrackedReturn, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) =>
      returns.trackReturn(db(), request.locale, request.params.trackingNumber, request.params.toPostcode),
  );

  app.get(
    '/sending/returns/:returnUid/labels/:labelId',
    {
      schema: {
        operationId: 'getReturnLabel',
        summary: 'A return label as PDF: an A4 page with the label to cut out, and the A6 label alone',
        tags,
        params: ReturnLabelParams,
        produces: ['application/pdf'],
        response: { 200: Bytes, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const label = await returns.returnLabelPdf(db(), request.params.returnUid, request.params.labelId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="return-label-${label.trackingNumber}.pdf"`)
        .send(label.pdf);
    },
  );

  app.get(
    '/sending/returns/:returnUid/photos/:photoId/:size',
    {
      schema: {
        operationId: 'getReturnPhoto',
        summary: 'A photo of a return (`full` or `thumbnail`), re-encoded without metadata',
        tags,
        params: ReturnPhotoParams,
        produces: ['image/jpeg', 'image/webp'],
        response: { 200: Bytes, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const { returnUid, photoId, size } = request.params;
      const photo = await returns.returnPhoto(db(), storage, returnUid, photoId, size);
      return reply.type(photo.contentType).send(photo.body);
    },
  );

  app.post(
    '/sending/returnable',
    {
      config: { rateLimit: LOOKUP },
      schema: {
        operationId: 'findReturnableOrder',
        summary:
          'An order named by its reference and e-mail: its items, what can be returned until when, its returns',
        tags,
        body: ReturnableOrderInput,
        response: { 200: ReturnableOrder, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) =>
      returns.returnableOrder(db(), app.config, request.body, request.customer?.customerId ?? null),
  );

  app.post(
    '/sending/withdrawals',
    {
      config: { rateLimit: LOOKUP },
      schema: {
        operationId: 'declareWithdrawal',
        summary:
          'The withdrawal button’s confirmed declaration (CRD Art. 11a): acknowledged at once by mail and PDF; opens the return',
        tags,
        body: WithdrawalInput,
        response: {
          201: Withdrawal,
          400: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await declareWithdrawal(db(), app.config, request.body)),
  );

  app.get(
    '/sending/withdrawals/:withdrawalUid/acknowledgement',
    {
      schema: {
        operationId: 'getWithdrawalAcknowledgement',
        summary: 'The acknowledgement of a withdrawal as PDF: its content and when it was received',
        tags,
        params: WithdrawalParams,
        produces: ['application/pdf'],
        response: { 200: Bytes, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request, reply) => {
      const found = await returns.withdrawalAcknowledgementPdf(
        db(),
        app.config,
        request.params.withdrawalUid,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="withdrawal-${found.orderReference}.pdf"`)
        .send(found.pdf);
    },
  );

  app.get(
    '/me/returns',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'listMyReturns',
        summary: 'The signed-in customer’s returns, newest first',
        tags,
        querystring: ReturnListQuery,
        response: { 200: ReturnPage, 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => returns.myReturns(db(), signedIn(request).customerId, request.query),
  );
};

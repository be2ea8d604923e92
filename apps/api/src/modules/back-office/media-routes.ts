import os from 'node:os';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import {
  AdminMedia,
  AdminMediaListQuery,
  AdminMediaPage,
  AdminMediaParams,
  ApiErrorBody,
  ERROR_KEYS,
  MEDIA_ERRORS,
  MEDIA_MAX_BYTES,
  NoContent,
} from '@tendero/contract';
import { DomainError, InvalidInput } from '../../lib/domain-error.ts';
import * as backOffice from './media.ts';
import { signedInOperator } from './plugin.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** The upload form as OpenAPI documents it: one file. */
const MEDIA_FORM_BODY = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: `JPEG, PNG or WebP, at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
    },
  },
};

/** `/v1/admin/media`: the catalogue's pictures, uploaded once and given to products by id. */
export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // What the shop serves under /v1/media/.
  const storage = app.fileStorages.media;

  // Multipart only here; a file may run one byte past the limit, so the upload sees and refuses it.
  await app.register(async (plugin) => {
    await plugin.register(fastifyMultipart, {
      limits: { fileSize: MEDIA_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
    });
    const upload = plugin.withTypeProvider<ZodTypeProvider>();
    upload.post(
      '/admin/media',
      {
        onRequest: app.requireOperator,
        config: { multipartBody: MEDIA_FORM_BODY },
        schema: {
          operationId: 'uploadAdminMedia',
          summary:
            'Upload a picture (multipart, the field `file`): stored once as WebP without metadata; 201, or 200 with the media stored before',
          tags,
          consumes: ['multipart/form-data'],
          response: {
            200: AdminMedia,
            201: AdminMedia,
            400: ApiErrorBody,
            413: ApiErrorBody,
            415: ApiErrorBody,
            422: ApiErrorBody,
            ...operatorErrors,
          },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request);
        try {
          const { media, created } = await backOffice.uploadMedia(
            db(),
            storage,
            signedInOperator(request),
            file,
            os.tmpdir(),
          );
          return await reply.code(created ? 201 : 200).send(media);
        } catch (error) {
          // The parser destroys the file's stream with its own error (too large, cut off).
          if (error === file.errored) throw formError(error);
          throw error;
        }
      },
    );
  });

  app.get(
    '/admin/media',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminMedia',
        summary:
          'The uploaded pictures, newest first, with how many products show each; `unused=true` for those none does',
        tags,
        querystring: AdminMediaListQuery,
        response: { 200: AdminMediaPage, 400: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => backOffice.media(db(), request.query),
  );

  app.delete(
    '/admin/media/:mediaId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'deleteAdminMedia',
        summary: 'Delete a picture nothing shows (its file too); a 409 naming what does',
        tags,
        params: AdminMediaParams,
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
      await backOffice.deleteMedia(db(), storage, signedInOperator(request), request.params.mediaId);
      return reply.code(204).send(null);
    },
  );
};

/** The form's one file, in the field `file`. */
async function uploadedFile(request: FastifyRequest): Promise<Readable> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    throw formError(error);
  }
  if (!part || part.fieldname !== 'file' || part.filename === '') {
    part?.file.resume();
    throw new InvalidInput('file', MEDIA_ERRORS.missing);
  }
  return part.file;
}

/** What the multipart parser's errors mean for the client: all of them are 4xx. */
function formError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new DomainError(413, MEDIA_ERRORS.size, [
        { path: 'file', message: MEDIA_ERRORS.size, params: { maxBytes: MEDIA_MAX_BYTES } },
      ]);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError(415, ERROR_KEYS.contentTypeUnsupported);
    default:
      // Parts past the one file, a malformed or cut-off body.
      return new DomainError(400, ERROR_KEYS.requestInvalid);
  }
}

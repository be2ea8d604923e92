import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  CATALOGUE_IMPORT_MAX_BYTES,
  CatalogueCsvFile,
  CatalogueImport,
  CatalogueImportListQuery,
  CatalogueImportParams,
  CatalogueImportProblemPage,
  CatalogueImportQuery,
  CatalogueImportRowPage,
  CatalogueImportStarted,
  ERROR_KEYS,
} from '@tendero/contract';
import { openDatabase } from '../../db/database.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { catalogueImport, catalogueImportProblems, catalogueImportRows } from '../catalog/index.ts';
import * as catalogue from './catalogue.ts';
import { signedInOperator } from './plugin.ts';

const tags = ['admin'];
const operatorErrors = { 401: ApiErrorBody, 403: ApiErrorBody };
/** The export, streamed as it is read. */
const CsvStream = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });

/** Passes bytes on up to `limit`, then fails with a 413. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new DomainError(413, 'error.payload.tooLarge'));
      else done(null, chunk);
    },
  });
}

/**
 * `/v1/admin/catalogue`: the catalogue as CSV and its imports (docs/operations.md#importing-and-exporting).
 * A CSV body is streamed to a temporary file (never held in memory), which the import job reads twice
 * and then deletes; the parser is registered in this plugin only.
 */
export const catalogueCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // SQLite's one connection would be the import's for the whole writing pass: it writes on its own.
  const { database } = app.config;
  const ownConnection = database.dialect === 'sqlite' && database.file !== ':memory:';
  const pictures = {
    dir: app.config.catalogueImport.picturesDir,
    hosts: app.config.catalogueImport.pictureHosts,
    storage: app.fileStorages.media,
  };

  // The file each request's body went to, as only this parser sets it: a body that names a path
  // (JSON) never reaches the import.
  const uploads = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('text/csv', async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const file = path.join(os.tmpdir(), `tendero-import-${randomUUID()}.csv`);
    try {
      await pipeline(payload, byteLimit(CATALOGUE_IMPORT_MAX_BYTES), fs.createWriteStream(file));
    } catch (error) {
      await fs.promises.rm(file, { force: true });
      throw error;
    }
    uploads.set(request, file);
    return file;
  });

  app.get(
    '/admin/catalogue/export.csv',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'exportAdminCatalogue',
        summary: 'The catalogue as CSV: a row per product, a column per field and per language',
        tags,
        produces: ['text/csv'],
        response: { 200: CsvStream, ...operatorErrors },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .send(catalogue.exportCsv(db())),
  );

  app.post(
    '/admin/catalogue/imports',
    {
      onRequest: app.requireOperator,
      bodyLimit: CATALOGUE_IMPORT_MAX_BYTES,
      schema: {
        operationId: 'importAdminCatalogue',
        summary:
          'Import a catalogue CSV (the export’s format) in the background: a dry run unless `dryRun=false`',
        tags,
        consumes: ['text/csv'],
        querystring: CatalogueImportQuery,
        body: CatalogueCsvFile,
        response: {
          202: CatalogueImportStarted,
          400: ApiErrorBody,
          413: ApiErrorBody,
          415: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request, reply) => {
      const file = uploads.get(request);
      if (file === undefined) throw new DomainError(415, ERROR_KEYS.contentTypeUnsupported);
      const started = await catalogue.importCsv(db(), signedInOperator(request), file, {
        dryRun: request.query.dryRun,
        committed: () => app.invalidateResponseCache(),
        failed: (error) => request.log.error({ err: error }, 'catalogue import failed'),
        pictures,
        ...(ownConnection ? { writer: () => openDatabase(app.config.database) } : {}),
      });
      return reply.code(202).send(started);
    },
  );

  app.get(
    '/admin/catalogue/imports/:importId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getAdminCatalogueImport',
        summary: 'An import’s progress and what it created, updated and deactivated (or would)',
        tags,
        params: CatalogueImportParams,
        response: { 200: CatalogueImport, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => catalogueImport(db(), request.params.importId),
  );

  app.get(
    '/admin/catalogue/imports/:importId/problems',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminCatalogueImportProblems',
        summary: 'An import’s problems in file order, each with its row and column (the first 1,000 kept)',
        tags,
        params: CatalogueImportParams,
        querystring: CatalogueImportListQuery,
        response: {
          200: CatalogueImportProblemPage,
          400: ApiErrorBody,
          404: ApiErrorBody,
          ...operatorErrors,
        },
      },
    },
    async (request) => catalogueImportProblems(db(), request.params.importId, request.query),
  );

  app.get(
    '/admin/catalogue/imports/:importId/rows',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listAdminCatalogueImportRows',
        summary: 'The rows that change something (or would) and their columns (the first 1,000 kept)',
        tags,
        params: CatalogueImportParams,
        querystring: CatalogueImportListQuery,
        response: { 200: CatalogueImportRowPage, 400: ApiErrorBody, 404: ApiErrorBody, ...operatorErrors },
      },
    },
    async (request) => catalogueImportRows(db(), request.params.importId, request.query),
  );
};

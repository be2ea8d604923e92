import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isStorageKey } from '../lib/file-storage.ts';
import type { FileStorages } from '../lib/file-storages.ts';
import type { S3FileStorage } from '../lib/s3-file-storage.ts';

/** A week, as the folder has always been served: names never change content. */
const MAX_AGE_SECONDS = 7 * 86_400;

/**
 * Product and page pictures at /v1/media/…; names never change content. From the media folder, or with
 * FILE_STORE=s3 from the bucket, with the same answers (docs/operations.md#running-on-more-than-one-machine).
 */
export const mediaPlugin = fp(
  async (app: FastifyInstance, options: { dir: string; storages: FileStorages }) => {
    if (options.storages.store === 's3') {
      objectRoute(app, options.storages.media);
      return;
    }
    fs.mkdirSync(options.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.dir,
      prefix: '/v1/media/',
      decorateReply: false,
      maxAge: '7d',
      index: false,
      list: false,
    });
  },
);

/** Streams the object through: its length, type, ETag (a 304 when the client has it) and the cache time. */
function objectRoute(app: FastifyInstance, storage: S3FileStorage): void {
  app.get<{ Params: { '*': string } }>('/v1/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    // The key pattern refuses `..`, empty folders and leading slashes: nothing outside `media/`.
    if (!isStorageKey(key)) return reply.callNotFound();
    const ifNoneMatch = request.headers['if-none-match'];
    const stored = await storage.open(key, {
      ...(ifNoneMatch && ifNoneMatch.length <= 512 ? { ifNoneMatch } : {}),
    });
    if (stored === undefined) return reply.callNotFound();
    reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
    if (stored === 'not-modified') return reply.code(304).send();
    if (stored.etag) reply.header('etag', stored.etag);
    if (stored.lastModified) reply.header('last-modified', stored.lastModified.toUTCString());
    if (stored.contentLength !== undefined) reply.header('content-length', stored.contentLength);
    return reply.type(stored.contentType).send(stored.body);
  });
}

import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Product and page pictures from the media folder at /v1/media/…; names never change content. */
export const mediaPlugin = fp(async (app: FastifyInstance, options: { dir: string }) => {
  fs.mkdirSync(options.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.dir,
    prefix: '/v1/media/',
    decorateReply: false,
    maxAge: '7d',
    index: false,
    list: false,
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  ArticleIdParams,
  ArticlePage,
  ArticleQuery,
  ReactionInput,
  ReactionResult,
} from '@tendero/contract';
import { articles, react, visitorOf } from './service.ts';

const tags = ['cms'];

export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cms/articles',
    {
      config: { responseCache: true },
      schema: {
        summary: 'Magazine articles, newest first; ?slug= gives one article',
        tags,
        querystring: ArticleQuery,
        response: { 200: ArticlePage, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => articles(app.database.db, request.locale, request.query),
  );

  app.post(
    '/cms/articles/:articleId/reactions',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        summary: 'React to an article; one reaction of each kind per visitor',
        tags,
        params: ArticleIdParams,
        body: ReactionInput,
        response: { 200: ReactionResult, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) =>
      react(
        app.database.db,
        request.params.articleId,
        request.body.kind,
        visitorOf(app.config.sessionSecret, request.ip, request.headers['user-agent']),
      ),
  );
};

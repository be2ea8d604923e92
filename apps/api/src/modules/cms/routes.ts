import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  ArticleIdParams,
  ArticlePage,
  ArticleQuery,
  ContentPage,
  ContentPageList,
  ContentPageParams,
  ReactionInput,
  ReactionResult,
  ShopInfo,
} from '@tendero/contract';
import { pageBySlug, pageLinks, shopInfo } from './pages.ts';
import { articleBySlug, articles, react, visitorOf } from './service.ts';

const tags = ['cms'];

export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cms/articles',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'listArticles',
        summary: 'Magazine articles, newest first; ?slug= gives one article',
        tags,
        querystring: ArticleQuery,
        response: { 200: ArticlePage, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => {
      const { slug, ...page } = request.query;
      if (slug === undefined) return articles(app.database.db, request.locale, page);
      return { items: [await articleBySlug(app.database.db, request.locale, slug)], nextCursor: null };
    },
  );

  app.post(
    '/cms/articles/:articleId/reactions',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'reactToArticle',
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

  app.get(
    '/cms/pages',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'listContentPages',
        summary: 'The shop pages (imprint, terms, privacy, withdrawal, shipping, contact) for the footer',
        tags,
        response: { 200: ContentPageList },
      },
    },
    async (request) => ({ items: await pageLinks(app.database.db, request.locale) }),
  );

  app.get(
    '/cms/pages/:slug',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'getContentPage',
        summary: "One page by its slug in the request language, with the shop's details filled in",
        tags,
        params: ContentPageParams,
        response: { 200: ContentPage, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => pageBySlug(app.database.db, app.config, request.locale, request.params.slug),
  );

  app.get(
    '/shop',
    {
      schema: {
        operationId: 'getShopInfo',
        summary: 'The seller behind the shop: name, address, contact, VAT id and register',
        tags: ['shop'],
        response: { 200: ShopInfo },
      },
    },
    async (request) => shopInfo(app.config, request.locale),
  );
};

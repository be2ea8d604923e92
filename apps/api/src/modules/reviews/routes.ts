import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  MyReview,
  MyReviewInvitationParams,
  MyReviews,
  ProductReviewParams,
  ProductReviewQuery,
  ProductReviews,
  ReviewDraft,
  ReviewDraftCheck,
  ReviewInvitation,
  ReviewInvitationLink,
  ReviewTokenParams,
} from '@tendero/contract';
import { signedIn } from '../auth/index.ts';
import { invitationLink, myReviews } from './mine.ts';
import { productReviews } from './ratings.ts';
import { checkDraft, postReview, readInvitation } from './write-review.ts';

const tags = ['reviews'];
const tokenErrors = { 400: ApiErrorBody, 404: ApiErrorBody, 410: ApiErrorBody, 429: ApiErrorBody };
/** Tokens are unguessable, but a client trying many is slowed down all the same. */
const tokenRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** The token's page, a product's public reviews, and the customer's own. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/reviews/:token',
    {
      config: tokenRateLimit,
      schema: {
        operationId: 'getReviewInvitation',
        summary: 'Read a review invitation by its token (product, order date, used, expiry); marks it opened',
        tags,
        params: ReviewTokenParams,
        response: { 200: ReviewInvitation, ...tokenErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readInvitation(db(), request.locale, request.params.token);
    },
  );

  app.put(
    '/reviews/:token',
    {
      config: tokenRateLimit,
      schema: {
        operationId: 'checkReviewDraft',
        summary:
          'Check a draft (rating 1-5, optional body) without saving it; marks the invitation validated',
        tags,
        params: ReviewTokenParams,
        body: ReviewDraft,
        response: { 200: ReviewDraftCheck, ...tokenErrors, 409: ApiErrorBody },
      },
    },
    async (request) => checkDraft(db(), request.locale, request.params.token, request.body),
  );

  app.post(
    '/reviews/:token',
    {
      config: tokenRateLimit,
      schema: {
        operationId: 'postReview',
        summary: 'Turn the invitation into a review, private until the shop approves it; once',
        tags,
        params: ReviewTokenParams,
        body: ReviewDraft,
        response: { 201: MyReview, ...tokenErrors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await postReview(db(), request.locale, request.params.token, request.body)),
  );

  app.get(
    '/catalog/products/:productId/reviews',
    {
      config: { responseCache: true },
      schema: {
        operationId: 'listProductReviews',
        summary:
          'A product’s rating summary and approved reviews, the request language first, then newest first; by stars',
        tags,
        params: ProductReviewParams,
        querystring: ProductReviewQuery,
        response: { 200: ProductReviews, 400: ApiErrorBody, 404: ApiErrorBody },
      },
    },
    async (request) => productReviews(db(), request.locale, request.params.productId, request.query),
  );

  app.get(
    '/me/reviews',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'listMyReviews',
        summary: 'The signed-in customer’s reviews with their state, and the invitations still open',
        tags,
        response: { 200: MyReviews, 401: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => myReviews(db(), request.locale, signedIn(request).customerId),
  );

  app.post(
    '/me/reviews/invitations/:invitationId/link',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'linkMyReviewInvitation',
        summary: 'A fresh link to one of the customer’s open invitations (the mailed link keeps working)',
        tags,
        params: MyReviewInvitationParams,
        response: {
          201: ReviewInvitationLink,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          410: ApiErrorBody,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await invitationLink(
            db(),
            request.locale,
            signedIn(request).customerId,
            request.params.invitationId,
          ),
        ),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminReview,
  AdminReviewListQuery,
  AdminReviewPage,
  AdminReviewParams,
  ApiErrorBody,
  ReviewRejectInput,
  ReviewReplyInput,
} from '@tendero/contract';
import { signedInOperator } from '../back-office/index.ts';
import {
  approveReview,
  rejectReview,
  replyToReview,
  reviewForOperators,
  reviewsForOperators,
} from './moderation.ts';

const tags = ['admin'];
const operatorErrors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };

/** The back office's reviews: the moderation queue, approve, reject with a reason, reply. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/reviews',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'listReviews',
        summary:
          'Reviews of one state: pending (the default) oldest first, approved or rejected newest first',
        tags,
        querystring: AdminReviewListQuery,
        response: { 200: AdminReviewPage, ...operatorErrors },
      },
    },
    async (request) => reviewsForOperators(db(), request.query),
  );

  app.get(
    '/admin/reviews/:reviewId',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'getReview',
        summary: 'One review with its customer, order and moderation',
        tags,
        params: AdminReviewParams,
        response: { 200: AdminReview, ...operatorErrors },
      },
    },
    async (request) => reviewForOperators(db(), request.params.reviewId),
  );

  app.post(
    '/admin/reviews/:reviewId/approval',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'approveReview',
        summary: 'Publish a pending review: the product’s rating follows at once, the customer is mailed',
        tags,
        params: AdminReviewParams,
        response: { 200: AdminReview, ...operatorErrors, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const review = await approveReview(
        db(),
        app.config,
        request.params.reviewId,
        signedInOperator(request),
      );
      // Cached product pages and listings would show the old rating until they expire.
      app.invalidateResponseCache();
      return review;
    },
  );

  app.post(
    '/admin/reviews/:reviewId/rejection',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'rejectReview',
        summary: 'Reject a pending review with the reason its customer is mailed',
        tags,
        params: AdminReviewParams,
        body: ReviewRejectInput,
        response: { 200: AdminReview, ...operatorErrors, 409: ApiErrorBody },
      },
    },
    async (request) =>
      rejectReview(db(), app.config, request.params.reviewId, request.body.reason, signedInOperator(request)),
  );

  app.put(
    '/admin/reviews/:reviewId/reply',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'replyToReview',
        summary: 'The shop’s public reply under a review, replacing an earlier one',
        tags,
        params: AdminReviewParams,
        body: ReviewReplyInput,
        response: { 200: AdminReview, ...operatorErrors },
      },
    },
    async (request) => {
      const review = await replyToReview(
        db(),
        request.params.reviewId,
        request.body.body,
        signedInOperator(request),
      );
      app.invalidateResponseCache();
      return review;
    },
  );
};

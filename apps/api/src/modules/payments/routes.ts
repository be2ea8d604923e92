import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  PaymentAuth,
  PaymentConfirmationQuery,
  PaymentFees,
  PaymentFeesQuery,
  PaymentIntentAnswer,
  PlacedOrder,
  TestCardInput,
  TestChallengeInput,
  TestConfirmationAnswer,
  TestIntentParams,
} from '@tendero/contract';
import { BODY_LIMIT_BYTES } from '../../config.ts';
import { signedIn } from '../auth/index.ts';
import { cartContextOf } from '../cart/index.ts';
import { paymentProviderOf } from './providers.ts';
import * as payments from './service.ts';
import { TestProvider } from './test-provider.ts';
import { CUSTOMER_OPTIONAL } from '../../plugins/openapi.ts';

const tags = ['payments'];
const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

export const PaymentIntentQuery = z
  .object({
    /** The revision the shopper reviewed: when the cart has changed since, 409 and nothing is charged. */
    revision: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

/** Paying a cart: `/v1/cart/payment/auth`, `/v1/orders/stripe/*`, the webhook, the test provider's card form. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const provider = () => paymentProviderOf(app.database.db, app.config);
  const settings = { shopCountry: app.config.shop.country };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/cart/payment/auth',
    {
      schema: {
        operationId: 'getPaymentAuth',
        summary: 'Whether the cart may be paid now, through which provider, how much, and for which revision',
        tags,
        security: CUSTOMER_OPTIONAL,
        response: { 200: PaymentAuth },
      },
    },
    async (request) => payments.paymentAuth(db(), provider(), cartContextOf(app.config, request)),
  );

  app.get(
    '/orders/stripe/fees',
    {
      schema: {
        operationId: 'getPaymentFees',
        summary: 'The fee per payment method for this cart (0 for consumer cards)',
        tags,
        querystring: PaymentFeesQuery,
        response: { 200: PaymentFees },
      },
    },
    async () => payments.paymentFees(),
  );

  app.get(
    '/orders/stripe/payment-intent',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'getPaymentIntent',
        summary: 'The cart’s payment intent, created or updated in place for its revision',
        tags,
        querystring: PaymentIntentQuery,
        response: { 200: PaymentIntentAnswer, 404: ApiErrorBody, 409: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) =>
      payments.paymentIntent(db(), provider(), cartContextOf(app.config, request), request.query.revision),
  );

  app.get(
    '/orders/stripe/confirmation',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'confirmPayment',
        summary: 'The return after payment: checks the intent with the provider and places the order once',
        tags,
        querystring: PaymentConfirmationQuery,
        response: {
          200: PlacedOrder,
          400: ApiErrorBody,
          402: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request) =>
      payments.confirmPayment(
        db(),
        provider(),
        settings,
        signedIn(request).customerId,
        payments.intentIdOf(request.query.payment_intent),
      ),
  );

  // The webhook needs its body as sent: the signature is over the exact bytes.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/stripe/webhook',
      {
        schema: {
          operationId: 'receiveStripeWebhook',
          summary:
            'The payment provider’s events (signature checked); places the order if the shopper never came back',
          tags,
          // The event as the provider sent it: JSON, read only after its signature is checked.
          body: z.string().max(BODY_LIMIT_BYTES),
          response: { 200: z.object({ received: z.literal(true) }), 400: ApiErrorBody },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return payments.receiveWebhook(
          db(),
          provider(),
          settings,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });

  // The offline test provider's side: what Stripe.js and its 3-D Secure page do against Stripe.
  const testProvider = () => {
    const current = provider();
    if (!(current instanceof TestProvider)) throw new payments.TestProviderOff();
    return current;
  };

  app.post(
    '/payments/test/intents/:intentId/confirm',
    {
      schema: {
        operationId: 'confirmTestCard',
        summary: 'Test provider: pay an intent with a card (Stripe’s test card numbers)',
        tags,
        params: TestIntentParams,
        body: TestCardInput,
        response: { 200: TestConfirmationAnswer, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { clientSecret, ...card } = request.body;
      const outcome = await testProvider().confirmCard(request.params.intentId, clientSecret, card);
      return { status: outcome.status, declineCode: 'declineCode' in outcome ? outcome.declineCode : null };
    },
  );

  app.post(
    '/payments/test/intents/:intentId/challenge',
    {
      schema: {
        operationId: 'answerTestChallenge',
        summary: 'Test provider: the answer of the 3-D Secure challenge page',
        tags,
        params: TestIntentParams,
        body: TestChallengeInput,
        response: { 200: TestConfirmationAnswer, 404: ApiErrorBody, 409: ApiErrorBody },
      },
    },
    async (request) => {
      const { clientSecret, approve } = request.body;
      const outcome = await testProvider().completeChallenge(request.params.intentId, clientSecret, approve);
      return { status: outcome.status, declineCode: 'declineCode' in outcome ? outcome.declineCode : null };
    },
  );
};

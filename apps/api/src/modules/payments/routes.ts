import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  PaymentFees,
  PaymentFeesQuery,
  TestCardInput,
  TestChallengeInput,
  TestConfirmationAnswer,
  TestIntentParams,
} from '@tendero/contract';
import { paymentProviderOf } from './providers.ts';
import * as payments from './service.ts';
import { TestProvider } from './test-provider.ts';

const tags = ['payments'];

/** The card fees (`/v1/orders/stripe/fees`) and the offline test provider's card form. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = () => paymentProviderOf(app.database.db, app.config);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

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

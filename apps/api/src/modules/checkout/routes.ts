import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  Cart,
  CartAddressInput,
  CartCarrierInput,
  CartCarriers,
  CartValidateQuery,
  CartValidation,
  PaymentAuth,
  PaymentConfirmationQuery,
  PaymentIntentAnswer,
  PlacedOrder,
  ZeroOrderInput,
} from '@tendero/contract';
import { BODY_LIMIT_BYTES } from '../../config.ts';
import { CUSTOMER_OPTIONAL } from '../../plugins/openapi.ts';
import { customersOnly, signedIn } from '../auth/index.ts';
import { cartContextOf, refuseLapsedSession } from '../cart/index.ts';
import { intentIdOf, paymentProviderOf } from '../payments/index.ts';
import { confirmPayment, receiveWebhook } from './card-placement.ts';
import { cartCarriers, chooseAddresses, chooseCarrier } from './delivery.ts';
import { paymentAuth, paymentIntent } from './payment-intent.ts';
import { validateCart } from './validation.ts';
import { placeZeroOrder } from './zero-order.ts';

const changeErrors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };
/** Every answer of a route for signed-in customers only may also be one of these. */
const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** Every checkout answer is the customer's own: never stored by a cache. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
}

const PaymentIntentQuery = z
  .object({
    /** The revision the shopper reviewed: when the cart has changed since, 409 and nothing is charged. */
    revision: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

/** The checkout's steps on the cart: validation, addresses, carrier; as the cart's own routes, a lapsed session is a 401. */
const cartStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['cart'];
  app.addHook('onRequest', refuseLapsedSession);
  app.addHook('onSend', noStore);

  app.get(
    '/cart/validate',
    {
      schema: {
        operationId: 'validateCart',
        summary:
          'What stands in the way of going on from a step, every step up to it (the steps: ' +
          'signed in, addresses, carrier)',
        tags,
        security: CUSTOMER_OPTIONAL,
        querystring: CartValidateQuery,
        response: { 200: CartValidation, 400: ApiErrorBody },
      },
    },
    async (request) => validateCart(db(), cartContextOf(app.config, request), request.query.step),
  );

  app.post(
    '/cart/address',
    {
      // Before validation: an anonymous request is a 401 whatever its body.
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'chooseCartAddresses',
        summary:
          'Choose the delivery and invoice addresses (the customer’s own; 404 otherwise); some carrier must ' +
          'deliver the cart to the delivery country (409 error.cart.countryNotServed), which then decides ' +
          'VAT and shipping',
        tags,
        body: CartAddressInput,
        response: { 200: Cart, ...changeErrors, ...signedInErrors },
      },
    },
    async (request) => (await chooseAddresses(db(), cartContextOf(app.config, request), request.body)).cart,
  );

  app.get(
    '/cart/carriers',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'listCartCarriers',
        summary:
          'The carrier methods that deliver the cart to its delivery address, priced for this cart, ' +
          'cheapest first (409 error.cart.noDeliveryAddress before one is chosen)',
        tags,
        response: { 200: CartCarriers, 409: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => cartCarriers(db(), cartContextOf(app.config, request)),
  );

  app.post(
    '/cart/carriers',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'chooseCartCarrier',
        summary:
          'Choose one of the carrier methods GET /v1/cart/carriers offers (409 error.cart.carrierNotAvailable otherwise)',
        tags,
        body: CartCarrierInput,
        response: { 200: Cart, ...changeErrors, ...signedInErrors },
      },
    },
    async (request) => (await chooseCarrier(db(), cartContextOf(app.config, request), request.body)).cart,
  );
};

/** Paying a cart by card: `/v1/cart/payment/auth`, `/v1/orders/stripe/*`, the provider's webhook. */
const cardPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const provider = () => paymentProviderOf(app.database.db, app.config);
  const settings = { shopCountry: app.config.shop.country };
  const tags = ['payments'];

  app.addHook('onSend', noStore);

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
    async (request) => paymentAuth(db(), provider(), cartContextOf(app.config, request)),
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
      paymentIntent(db(), provider(), cartContextOf(app.config, request), request.query.revision),
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
      confirmPayment(
        db(),
        provider(),
        settings,
        signedIn(request).customerId,
        intentIdOf(request.query.payment_intent),
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
        return receiveWebhook(
          db(),
          provider(),
          settings,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
};

/** `POST /v1/orders/zero`: for signed-in customers only. */
const zeroOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  customersOnly(app);
  app.addHook('onSend', noStore);

  app.post(
    '/orders/zero',
    {
      schema: {
        operationId: 'placeZeroOrder',
        summary: 'Place an order whose total is 0 (a voucher covers it); 409 when something is to be paid',
        tags: ['orders'],
        body: ZeroOrderInput,
        response: { 200: PlacedOrder, 400: ApiErrorBody, 409: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => placeZeroOrder(db(), cartContextOf(app.config, request), request.body?.revision),
  );
};

/**
 * The checkout's routes: the cart's steps, its card payment and a zero-amount order. Each group keeps
 * the hooks of the routes it shares its paths with.
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartStepRoutes);
  await app.register(cardPaymentRoutes);
  await app.register(zeroOrderRoutes);
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorBody,
  CART_COOKIE,
  CART_COOKIE_DAYS,
  Cart,
  CartGifts,
  CartLineInput,
  CartLineRemoveInput,
  CartQuery,
  CartUpdateInput,
  PromoCodeInput,
} from '@tendero/contract';
import { SESSION_HINT_COOKIE } from '@tendero/contract/constants';
import { AuthRequired } from '../auth/index.ts';
import { geoOfRequest } from '../geo/service.ts';
import * as cart from './service.ts';
import { CUSTOMER_OPTIONAL } from '../../plugins/openapi.ts';

const tags = ['cart'];
const changeErrors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/**
 * Whose cart a request's is, in which language, and where it ships by default. A token of an ended
 * session is a 401 here (cart, payment, order), never a visitor's cart and never the customer's.
 */
export function cartContextOf(config: Config, request: FastifyRequest): cart.CartContext {
  if (request.sessionEnded) throw new AuthRequired();
  return {
    locale: request.locale,
    customerId: request.customer?.customerId ?? null,
    token: request.customer ? undefined : request.cookies[CART_COOKIE],
    defaultCountry: geoOfRequest(config, request.host, request.locale).country,
    shopCountry: config.shop.country,
  };
}

/**
 * An `onRequest` hook of the cart's routes. A browser holding a session whose access token has expired
 * (its cookie went with it) would be served as an anonymous visitor: an empty cart, and a second cart
 * started by the next add. The 401 makes the storefront's client refresh the session and ask again as
 * the customer. A token of an ended session gets it before its body is read, as `requireCustomer`
 * routes do.
 */
export async function refuseLapsedSession(request: FastifyRequest): Promise<void> {
  if (request.sessionEnded || (!request.customer && request.cookies[SESSION_HINT_COOKIE]))
    throw new AuthRequired();
}

/**
 * `/v1/cart`: the signed-in customer's cart, or the anonymous visitor's through the httpOnly
 * `tendero_cart` cookie, created on the first change.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const { config } = app;

  const contextOf = (request: FastifyRequest) => cartContextOf(config, request);

  /** A new visitor cart's cookie; the answer is the cart. */
  const reply = (response: FastifyReply, result: { cart: Cart; token?: string }) => {
    if (result.token) {
      response.setCookie(CART_COOKIE, result.token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.env === 'production',
        path: '/',
        maxAge: CART_COOKIE_DAYS * 24 * 3600,
      });
    }
    return result.cart;
  };

  app.addHook('onRequest', refuseLapsedSession);

  app.addHook('onSend', async (_request, response) => {
    response.header('cache-control', 'private, no-store');
  });

  app.get(
    '/cart',
    {
      schema: {
        operationId: 'getCart',
        summary:
          'The cart, worked out with today’s prices, stock and promotions, for the chosen delivery ' +
          'address (else country: the shipping estimate’s)',
        tags,
        security: CUSTOMER_OPTIONAL,
        querystring: CartQuery,
        response: { 200: Cart, 400: ApiErrorBody },
      },
    },
    async (request) => cart.readCart(db(), contextOf(request), request.query.country),
  );

  app.patch(
    '/cart',
    {
      schema: {
        operationId: 'addCartLine',
        summary: 'Add units of a product (to its line if there is one); 409 with the quantity available',
        tags,
        security: CUSTOMER_OPTIONAL,
        body: CartLineInput,
        response: { 200: Cart, ...changeErrors },
      },
    },
    async (request, response) => reply(response, await cart.addLine(db(), contextOf(request), request.body)),
  );

  app.put(
    '/cart',
    {
      schema: {
        operationId: 'setCartLine',
        summary: 'Set the quantity of a line',
        tags,
        security: CUSTOMER_OPTIONAL,
        body: CartLineInput,
        response: { 200: Cart, ...changeErrors },
      },
    },
    async (request, response) => reply(response, await cart.setLine(db(), contextOf(request), request.body)),
  );

  app.delete(
    '/cart',
    {
      schema: {
        operationId: 'removeCartLine',
        summary: 'Remove a line',
        tags,
        security: CUSTOMER_OPTIONAL,
        body: CartLineRemoveInput,
        response: { 200: Cart, ...changeErrors },
      },
    },
    async (request, response) =>
      reply(response, await cart.removeLine(db(), contextOf(request), request.body.productId)),
  );

  app.post(
    '/cart',
    {
      schema: {
        operationId: 'updateCart',
        summary:
          'Update the cart as a whole: replace the lines, choose a gift, set the step or estimate country',
        tags,
        security: CUSTOMER_OPTIONAL,
        body: CartUpdateInput,
        response: { 200: Cart, ...changeErrors },
      },
    },
    async (request, response) =>
      reply(response, await cart.updateCart(db(), contextOf(request), request.body)),
  );

  app.patch(
    '/cart/rule',
    {
      schema: {
        operationId: 'addPromoCode',
        summary: 'Enter a promo code; one that does not apply stays with applicable false and the reason',
        tags,
        security: CUSTOMER_OPTIONAL,
        body: PromoCodeInput,
        response: { 200: Cart, ...changeErrors },
      },
    },
    async (request, response) =>
      reply(response, await cart.addCode(db(), contextOf(request), request.body.code)),
  );

  app.delete(
    '/cart/rule',
    {
      schema: {
        operationId: 'removePromoCode',
        summary: 'Take a promo code off the cart',
        tags,
        security: CUSTOMER_OPTIONAL,
        body: PromoCodeInput,
        response: { 200: Cart, ...changeErrors },
      },
    },
    async (request, response) =>
      reply(response, await cart.removeCode(db(), contextOf(request), request.body.code)),
  );

  app.get(
    '/cart/gifts',
    {
      schema: {
        operationId: 'listCartGifts',
        summary: 'The gifts the cart may choose now and those it is close to',
        tags,
        security: CUSTOMER_OPTIONAL,
        response: { 200: CartGifts },
      },
    },
    async (request) => cart.cartGifts(db(), contextOf(request)),
  );
};

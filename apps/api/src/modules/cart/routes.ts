import type { FastifyReply, FastifyRequest } from 'fastify';
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
  CartValidateQuery,
  CartValidation,
  PromoCodeInput,
} from '@tendero/contract';
import { SESSION_HINT_COOKIE } from '@tendero/contract/constants';
import { AuthRequired } from '../auth/index.ts';
import { geoOfRequest } from '../geo/service.ts';
import * as cart from './service.ts';

const tags = ['cart'];
const changeErrors = { 400: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

/**
 * `/v1/cart`: the signed-in customer's cart, or the anonymous visitor's through the httpOnly
 * `tendero_cart` cookie, created on the first change.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const { config } = app;

  const contextOf = (request: FastifyRequest): cart.CartContext => ({
    locale: request.locale,
    customerId: request.customer?.customerId ?? null,
    token: request.customer ? undefined : request.cookies[CART_COOKIE],
    defaultCountry: geoOfRequest(config, request.host, request.locale).country,
    shopCountry: config.shop.country,
  });

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

  // A browser holding a session whose access token has expired (its cookie went with it) would be
  // served as an anonymous visitor: an empty cart, and a second cart started by the next add. The
  // 401 makes the storefront's client refresh the session and ask again as the customer.
  app.addHook('onRequest', async (request) => {
    if (!request.customer && request.cookies[SESSION_HINT_COOKIE]) throw new AuthRequired();
  });

  app.addHook('onSend', async (_request, response) => {
    response.header('cache-control', 'private, no-store');
  });

  app.get(
    '/cart',
    {
      schema: {
        summary:
          'The cart, worked out with today’s prices, stock and promotions (country: the shipping estimate’s)',
        tags,
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
        summary: 'Add units of a product (to its line if there is one); 409 with the quantity available',
        tags,
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
        summary: 'Set the quantity of a line',
        tags,
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
        summary: 'Remove a line',
        tags,
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
        summary:
          'Update the cart as a whole: replace the lines, choose a gift, set the step or estimate country',
        tags,
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
        summary: 'Enter a promo code; one that does not apply stays with applicable false and the reason',
        tags,
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
        summary: 'Take a promo code off the cart',
        tags,
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
        summary: 'The gifts the cart may choose now and those it is close to',
        tags,
        response: { 200: CartGifts },
      },
    },
    async (request) => cart.cartGifts(db(), contextOf(request)),
  );

  app.get(
    '/cart/validate',
    {
      schema: {
        summary: 'What stands in the way of going on from a step (SPEC.md §3 step types)',
        tags,
        querystring: CartValidateQuery,
        response: { 200: CartValidation, 400: ApiErrorBody },
      },
    },
    async (request) => cart.validateCart(db(), contextOf(request), request.query.step),
  );
};

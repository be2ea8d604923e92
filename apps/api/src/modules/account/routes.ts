import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Address,
  AddressInput,
  AddressListQuery,
  AddressPage,
  AddressParams,
  AddressPatch,
  ApiErrorBody,
  B2BDataInput,
  B2BSubscription,
  Me,
  MeUpdate,
  MessageInput,
  NoContent,
  SupportRequest,
} from '@tendero/contract';
import { customersOnly, signedIn } from '../auth/index.ts';
import * as addresses from './addresses.ts';
import * as account from './service.ts';

const tags = ['account'];
/** Every answer of a signed-in route may also be one of these. */
const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody };

/** `/v1/me`: the signed-in customer's profile, B2B subscription, addresses and support messages. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Before validation: an anonymous request is a 401 whatever its body.
  customersOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'The signed-in customer',
        tags,
        response: { 200: Me, ...signedInErrors },
      },
    },
    async (request) => account.me(db(), signedIn(request).customerId),
  );

  app.patch(
    '/me',
    {
      schema: {
        operationId: 'updateMe',
        summary: 'Change names or e-mail (a new e-mail needs currentPassword and must be free)',
        tags,
        body: MeUpdate,
        response: { 200: Me, 400: ApiErrorBody, 409: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => account.updateMe(db(), signedIn(request).customerId, request.body),
  );

  app.post(
    '/me/b2b',
    {
      schema: {
        operationId: 'subscribeB2B',
        summary:
          'Start (or update) the B2B subscription with company data; with VIES_URL set the VAT id is ' +
          'checked at VIES (refused when invalid, kept as unverified when VIES cannot answer)',
        tags,
        body: B2BDataInput,
        response: { 200: B2BSubscription, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => account.subscribeB2B(db(), app.config, signedIn(request).customerId, request.body),
  );

  app.delete(
    '/me/b2b',
    {
      schema: {
        operationId: 'cancelB2B',
        summary: 'Cancel the B2B subscription',
        tags,
        response: { 204: NoContent, 404: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await account.cancelB2B(db(), signedIn(request).customerId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/addresses',
    {
      schema: {
        operationId: 'listMyAddresses',
        summary: 'Addresses in the order they were added, by cursor',
        tags,
        querystring: AddressListQuery,
        response: { 200: AddressPage, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) =>
      addresses.listAddresses(db(), request.locale, signedIn(request).customerId, request.query),
  );

  app.post(
    '/me/addresses',
    {
      schema: {
        operationId: 'addMyAddress',
        summary: 'Add an address (checked against its country); the first becomes both defaults',
        tags,
        body: AddressInput,
        response: { 201: Address, 400: ApiErrorBody, 409: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addresses.addAddress(db(), request.locale, signedIn(request).customerId, request.body)),
  );

  app.get(
    '/me/addresses/:addressId',
    {
      schema: {
        operationId: 'getMyAddress',
        summary: 'One address',
        tags,
        params: AddressParams,
        response: { 200: Address, 400: ApiErrorBody, 404: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) =>
      addresses.getAddress(db(), request.locale, signedIn(request).customerId, request.params.addressId),
  );

  app.patch(
    '/me/addresses/:addressId',
    {
      schema: {
        operationId: 'updateMyAddress',
        summary: 'Change some fields of an address, or make it a default',
        tags,
        params: AddressParams,
        body: AddressPatch,
        response: { 200: Address, 400: ApiErrorBody, 404: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) =>
      addresses.changeAddress(
        db(),
        request.locale,
        signedIn(request).customerId,
        request.params.addressId,
        request.body,
      ),
  );

  app.delete(
    '/me/addresses/:addressId',
    {
      schema: {
        operationId: 'deleteMyAddress',
        summary: 'Delete an address; a default it held moves to another address',
        tags,
        params: AddressParams,
        response: { 204: NoContent, 400: ApiErrorBody, 404: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await addresses.removeAddress(db(), signedIn(request).customerId, request.params.addressId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/support',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 hour',
          hook: 'preHandler',
          keyGenerator: (request) => `customer:${request.customer?.customerId ?? request.ip}`,
        },
      },
      schema: {
        operationId: 'writeToSupport',
        summary: 'Write to the support team; a confirmation mail quotes the message',
        tags,
        body: MessageInput,
        response: { 201: SupportRequest, 400: ApiErrorBody, 429: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await account.contactSupport(db(), signedIn(request).customerId, request.locale, request.body)),
  );
};

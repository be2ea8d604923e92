import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorBody,
  CARRIER_SIGNATURE_HEADER,
  CarrierEventAnswer,
  ParcelListQuery,
  ParcelLookupParams,
  ParcelPage,
  TrackedParcel,
} from '@tendero/contract';
import { BODY_LIMIT_BYTES } from '../../config.ts';
import { signedIn } from '../auth/index.ts';
import * as shipping from './service.ts';

const tags = ['shipping'];

/**
 * Look-ups by number and postcode count per client address, as every look-up does
 * (docs/operations.md#rate-limits-and-trusted_proxies): guessing numbers or postcodes is slow work.
 */
export const LOOKUP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** `/v1/sending/*`: the customer's parcels, the tracking look-up, and the carriers' signed webhook. */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/sending/parcels',
    {
      preValidation: app.requireCustomer,
      schema: {
        operationId: 'listMyParcels',
        summary: 'The signed-in customer’s parcels, newest first, optionally of one order (`?order=`)',
        tags,
        querystring: ParcelListQuery,
        response: {
          200: ParcelPage,
          400: ApiErrorBody,
          401: ApiErrorBody,
          403: ApiErrorBody,
          404: ApiErrorBody,
        },
      },
    },
    async (request) => shipping.myParcels(db(), request.locale, signedIn(request).customerId, request.query),
  );

  app.get(
    '/sending/parcels/:trackingNumber/:toPostcode',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: {
        operationId: 'trackParcel',
        summary:
          'Track a parcel by its number and the delivery postcode (case and spaces ignored); no personal data',
        tags,
        params: ParcelLookupParams,
        response: { 200: TrackedParcel, 400: ApiErrorBody, 404: ApiErrorBody, 429: ApiErrorBody },
      },
    },
    async (request) =>
      shipping.trackParcel(db(), request.locale, request.params.trackingNumber, request.params.toPostcode),
  );

  // The signature is over the exact bytes sent: the body is read as text and parsed after the check.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/sending/carrier-events',
      {
        schema: {
          operationId: 'receiveCarrierEvent',
          summary: `A carrier reports a parcel’s step: CarrierEventInput as JSON, signed in ${CARRIER_SIGNATURE_HEADER}`,
          tags,
          body: z.string().max(BODY_LIMIT_BYTES),
          response: {
            200: CarrierEventAnswer,
            400: ApiErrorBody,
            401: ApiErrorBody,
            404: ApiErrorBody,
          },
        },
      },
      async (request) => {
        const signature = request.headers[CARRIER_SIGNATURE_HEADER];
        return shipping.receiveCarrierEvent(
          db(),
          app.config.carrierWebhookSecret,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
};

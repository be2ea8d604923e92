import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderParams,
  ApiErrorBody,
  CustomerParcel,
  ParcelEventAdminInput,
  ParcelParams,
  ShipInput,
  ShipResult,
} from '@tendero/contract';
import { signedInOperator } from '../back-office/index.ts';
import { recordStepAsOperator, shipOrderAsOperator } from './operator-shipping.ts';
import { parcelLabel } from './service.ts';

const tags = ['admin'];
const operatorErrors = { 400: ApiErrorBody, 401: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody };
/** A PDF's bytes, documented as a binary string. */
const PdfBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** The back office's shipping: ship an order's parcels, record a parcel's step, print its label. */
export const shippingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/admin/orders/:reference/parcels',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'shipOrderParcels',
        summary: 'Ship parcels of a paid or processing order: lines and quantities, carrier, optional number',
        tags,
        params: AdminOrderParams,
        body: ShipInput,
        response: { 201: ShipResult, ...operatorErrors, 409: ApiErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await shipOrderAsOperator(
            db(),
            app.config,
            request.locale,
            request.params.reference,
            request.body,
            signedInOperator(request),
          ),
        ),
  );

  app.post(
    '/admin/parcels/:trackingNumber/events',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'recordParcelEvent',
        summary: 'Record a step of a parcel by hand (now when no time is given); answers the parcel',
        tags,
        params: ParcelParams,
        body: ParcelEventAdminInput,
        response: { 201: CustomerParcel, ...operatorErrors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await recordStepAsOperator(
            db(),
            request.locale,
            request.params.trackingNumber,
            request.body,
            signedInOperator(request),
          ),
        ),
  );

  app.get(
    '/admin/parcels/:trackingNumber/label',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'downloadParcelLabel',
        summary: 'The parcel’s label (A6 PDF with the tracking number as a Code 128 barcode)',
        tags,
        params: ParcelParams,
        response: {
          200: { description: 'The label', content: { 'application/pdf': { schema: PdfBytes } } },
          ...operatorErrors,
        },
      },
    },
    async (request, reply) => {
      const label = await parcelLabel(db(), request.locale, request.params.trackingNumber);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-${label.trackingNumber}.pdf"`)
        .send(label.pdf);
    },
  );
};

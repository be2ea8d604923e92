import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody, DocumentListQuery, DocumentPage, DocumentParams } from '@tendero/contract';
import { customersOnly, signedIn } from '../auth/index.ts';
import * as documents from './service.ts';

const tags = ['documents'];
const signedInErrors = { 401: ApiErrorBody, 403: ApiErrorBody };
/** A PDF's bytes, documented as a binary string. */
const PdfBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** The signed-in customer's invoices and credit notes: the list, and each one's stored PDF. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Before validation: an anonymous request is a 401 whatever it asks for.
  customersOnly(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/me/invoices',
    {
      schema: {
        operationId: 'listMyInvoices',
        summary: 'Invoices and credit notes of the signed-in customer, newest first, by cursor',
        tags,
        querystring: DocumentListQuery,
        response: { 200: DocumentPage, 400: ApiErrorBody, ...signedInErrors },
      },
    },
    async (request) => documents.customerDocuments(db(), signedIn(request).customerId, request.query),
  );

  app.get(
    '/me/orders/document/:documentType/:documentNumber',
    {
      schema: {
        operationId: 'downloadMyDocument',
        summary: 'The PDF of one of the customer’s documents, as it was issued',
        tags,
        params: DocumentParams,
        response: {
          200: {
            description: 'The document as it was issued',
            content: { 'application/pdf': { schema: PdfBytes } },
          },
          400: ApiErrorBody,
          404: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request, reply) => {
      const { documentType, documentNumber } = request.params;
      const document = await documents.customerDocumentPdf(
        db(),
        signedIn(request).customerId,
        documentType,
        documentNumber,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.number}.pdf"`)
        .send(document.pdf);
    },
  );
};

/** Any customer's invoice or credit note, for operators: the links of the back office's order page. */
export const adminDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/documents/:documentType/:documentNumber',
    {
      onRequest: app.requireOperator,
      schema: {
        operationId: 'downloadAdminDocument',
        summary: 'The PDF of any customer’s document, as it was issued (operators)',
        tags,
        params: DocumentParams,
        response: {
          200: {
            description: 'The document as it was issued',
            content: { 'application/pdf': { schema: PdfBytes } },
          },
          400: ApiErrorBody,
          404: ApiErrorBody,
          ...signedInErrors,
        },
      },
    },
    async (request, reply) => {
      const { documentType, documentNumber } = request.params;
      const document = await documents.operatorDocumentPdf(db(), documentType, documentNumber);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.number}.pdf"`)
        .send(document.pdf);
    },
  );
};

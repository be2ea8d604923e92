import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, DevMailList, DevMailQuery, type DevMail } from '@tendero/contract';
import { linksIn, outbox } from './outbox.ts';

type OutboxRow = Awaited<ReturnType<typeof outbox>>[number];

export function toDevMail(row: OutboxRow): DevMail {
  return {
    id: row.id,
    recipient: row.recipient,
    locale: row.locale,
    template: row.template,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: linksIn(row.text),
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attempts: row.attempts,
    lastError: row.last_error,
  };
}

/** The outbox for developers (registered only outside production): the latest mails, newest first. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mail',
    {
      schema: {
        operationId: 'listDevMails',
        summary: 'Development only: the latest mails of the outbox, newest first, with their links',
        tags: ['dev'],
        querystring: DevMailQuery,
        response: { 200: DevMailList, 400: ApiErrorBody },
      },
    },
    async (request) => ({
      items: (await outbox(app.database.db, request.query.limit, request.query.to)).map(toDevMail),
    }),
  );
};

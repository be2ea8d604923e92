/**
 * The back office's side of support messages (docs/operations.md#the-back-office): reading them and answering
 * each once, by mail in the language the customer wrote in.
 */
import {
  ADMIN_ERRORS,
  DEFAULT_LOCALE,
  isLocale,
  type AdminSupportListQuery,
  type AdminSupportMessage,
  type AdminSupportPage,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { DomainError, NotFound } from '../../lib/domain-error.ts';
import { enqueueMail, SHOP_PAGES, shopLink, supportReplyMail, type ShopOrigins } from '../mail/index.ts';
import { isUniqueViolation } from './repository.ts';
import * as support from './support-repository.ts';

export class SupportMessageNotFound extends NotFound {
  constructor() {
    super(ADMIN_ERRORS.messageNotFound);
  }
}

export class SupportMessageReplied extends DomainError {
  constructor() {
    super(409, ADMIN_ERRORS.messageReplied);
  }
}

type Row = Awaited<ReturnType<typeof support.supportMessages>>[number];

const toMessage = (row: Row): AdminSupportMessage => ({
  id: row.id,
  customerEmail: row.email,
  customerName: `${row.first_name} ${row.last_name}`.trim(),
  locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  body: row.body,
  createdAt: row.created_at,
  reply:
    row.reply_body !== null && row.reply_at !== null && row.operator_email !== null
      ? { body: row.reply_body, at: row.reply_at, operatorEmail: row.operator_email }
      : null,
});

/** `GET /v1/admin/support`: newest first; `open` keeps only unanswered (1) or answered (0) ones. */
export async function supportMessagesForOperators(
  db: Db,
  query: AdminSupportListQuery,
): Promise<AdminSupportPage> {
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const open = query.open === undefined ? undefined : query.open === '1' || query.open === 'true';
  const rows = await support.supportMessages(db, {
    answered: open === undefined ? undefined : !open,
    beforeId,
    limit: query.limit + 1,
  });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toMessage),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

/** One support message with its reply; a 404 for an unknown id. */
export async function supportMessageForOperators(db: Db, messageId: number): Promise<AdminSupportMessage> {
  const [row] = await support.supportMessages(db, { ids: [messageId], beforeId: null, limit: 1 });
  if (!row) throw new SupportMessageNotFound();
  return toMessage(row);
}

/**
 * Answers a support message in the caller's transaction: stores the reply and queues the mail to the
 * customer, in the language they wrote in, quoting their message. A message is answered once (409).
 */
export async function replyToSupportMessage(
  trx: Trx,
  shop: ShopOrigins,
  messageId: number,
  reply: { body: string; operatorId: number; operatorEmail: string },
): Promise<void> {
  const message = await support.lockSupportMessage(trx, messageId);
  if (!message) throw new SupportMessageNotFound();
  if (await support.replyOf(trx, messageId)) throw new SupportMessageReplied();
  try {
    await support.insertSupportReply(trx, {
      messageId,
      operatorId: reply.operatorId,
      operatorEmail: reply.operatorEmail,
      body: reply.body,
      now: new Date().toISOString(),
    });
  } catch (error) {
    // Two operators answering at once on PostgreSQL: the database keeps one.
    if (isUniqueViolation(error)) throw new SupportMessageReplied();
    throw error;
  }
  const [customer] = await support.supportMessages(trx, { ids: [messageId], beforeId: null, limit: 1 });
  if (!customer) throw new SupportMessageNotFound();
  const locale = isLocale(message.locale) ? message.locale : DEFAULT_LOCALE;
  await enqueueMail(trx, [
    supportReplyMail(
      { recipient: customer.email, locale, name: customer.first_name },
      { reply: reply.body, original: message.body },
      shopLink(shop, locale, SHOP_PAGES.support),
    ),
  ]);
}

/** Support messages without a reply. */
export function openSupportCount(db: Db): Promise<number> {
  return support.unansweredCount(db);
}

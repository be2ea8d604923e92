import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import * as repository from './repository.ts';

export interface OutgoingMail {
  recipient: string;
  locale: Locale;
  /** Which template wrote it, e.g. `stock-alert`. */
  template: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues mail in the outbox table, in the caller's transaction, so a mail is
 * stored exactly when the change that causes it is. A sender delivers and marks it sent.
 */
export async function enqueueMail(trx: Trx, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = new Date().toISOString();
  await repository.insertMails(
    trx,
    mails.map((mail) => ({
      recipient: mail.recipient,
      locale: mail.locale,
      template: mail.template,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      created_at: now,
    })),
  );
}

/** Mail in the outbox, newest first, optionally only to one address (the dev mail view and tests read it). */
export function outbox(db: Db, limit = 50, recipient?: string) {
  return repository.latestMails(db, limit, recipient);
}

/** The web links in a mail's text, in order, each once. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

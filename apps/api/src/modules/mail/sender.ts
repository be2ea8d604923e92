import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';

/** What the sender needs of a nodemailer transporter. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

/** How long a sender holds the mails it claimed before another may take them over. */
export const CLAIM_SECONDS = 120;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 6 * 3600;

/** Wait before the next try after `attempts` failed ones: 30 s, doubling, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/**
 * Takes up to `limit` mails that are due and not held by another sender, and holds them for
 * CLAIM_SECONDS. On PostgreSQL rows locked by another worker are skipped, so many can share the outbox.
 */
export async function claimDueMail(db: Db, now: Date, limit: number) {
  return db
    .transaction()
    .execute((trx) => repository.claimDueMails(trx, now.toISOString(), later(now, CLAIM_SECONDS), limit));
}

/**
 * Sends the mails that are due. A sent mail is marked with its time; a failed one counts the attempt,
 * keeps the error and waits longer each time. Mail is never deleted.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  from: string,
  options: { now?: () => Date; batch?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? (() => new Date());
  const mails = await claimDueMail(db, now(), options.batch ?? 20);
  let sent = 0;
  for (const mail of mails) {
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html === null ? {} : { html: mail.html }),
      });
      await repository.markSent(db, mail.id, now().toISOString());
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await repository.markFailed(db, mail.id, {
        attempts,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        nextAttemptAt: later(now(), retryDelaySeconds(attempts)),
      });
    }
  }
  return { sent, failed: mails.length - sent };
}

/** What the sender logs through (a pino logger fits). */
export interface MailLogger {
  info(entry: object, message: string): void;
  error(entry: object, message: string): void;
}

export interface MailSender {
  /** Stops after the round in progress, if any. */
  stop(): Promise<void>;
}

/** Delivers due mail every `intervalMs` until stopped; a round that throws is logged and the loop goes on. */
export function startMailSender(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: MailLogger;
  intervalMs?: number;
}): MailSender {
  const intervalMs = options.intervalMs ?? 5000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const tick = () => {
    round = deliverDueMail(options.db, options.transport, options.from)
      .then(({ sent, failed }) => {
        if (sent + failed > 0) options.logger.info({ sent, failed }, 'mail delivered');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'mail delivery round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

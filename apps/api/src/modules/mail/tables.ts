import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  locale: string;
  template: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** When a failed mail may be tried again; null: at once. */
  next_attempt_at: Timestamp | null;
  /** A sender working on the mail holds it until then. */
  claimed_until: Timestamp | null;
}

/** The tables the mail module owns; other modules reach them through its service. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}

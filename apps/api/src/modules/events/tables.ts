import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

/** One event of the event outbox; `payload` is JSON. */
export interface EventOutboxTable {
  id: Generated<number>;
  type: string;
  payload: string;
  /** `pending` until a handler succeeds (`handled`) or the attempts run out (`failed`, kept with its error). */
  status: Generated<'pending' | 'handled' | 'failed'>;
  attempts: Generated<number>;
  created_at: Timestamp;
  /** Not before then: the creation time, later the end of the backoff after a failure. */
  next_attempt_at: Timestamp;
  /** A worker handling the event holds it until then; after a crash it comes back. */
  claimed_until: Timestamp | null;
  last_attempt_at: Timestamp | null;
  handled_at: Timestamp | null;
  last_error: string | null;
}

/** The tables the events module owns. */
export interface EventTables {
  event_outbox: EventOutboxTable;
}

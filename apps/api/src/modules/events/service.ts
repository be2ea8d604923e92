import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import {
  claimDueEvents,
  insertEvent,
  markEventHandled,
  recordEventFailure,
  releaseEvents,
} from './repository.ts';
import type { EventHandlers, EventInfo, EventPayloads, EventType } from './types.ts';
export type { EventPayloads } from './types.ts';

/** How long a worker holds the events it claimed; a crashed worker's events come back after it. */
export const CLAIM_SECONDS = 120;
/** A worker does not start an event with less of its claim left than this. */
const CLAIM_MARGIN_SECONDS = 30;
/** Attempts before an event is given up (`failed`, kept with its error) unless configured otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 15;
const MAX_RETRY_SECONDS = 3600;

/** Wait before the next try after `attempts` failed ones: 15 s, doubling, at most an hour. */
export function eventRetryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

const later = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000).toISOString();

/**
 * Writes an event in the caller's transaction, so it exists exactly when the change it reports does.
 * `notBefore` (ISO 8601) schedules it: no worker claims it earlier. Returns its id.
 */
export function enqueueEvent<T extends EventType>(
  trx: Trx,
  type: T,
  payload: EventPayloads[T],
  options: { notBefore?: string } = {},
): Promise<number> {
  const createdAt = new Date().toISOString();
  return insertEvent(trx, {
    type,
    payload: JSON.stringify(payload),
    createdAt,
    notBefore: options.notBefore ?? createdAt,
  });
}

/** The handler of a stored type, taking the payload as parsed from JSON. */
function handlerOf(
  handlers: EventHandlers,
  type: string,
): ((payload: unknown, event: EventInfo) => Promise<void>) | undefined {
  if (!Object.hasOwn(handlers, type)) return undefined;
  // The payload was written by enqueueEvent for this very type, so it has the type's shape.
  return handlers[type as EventType] as ((payload: unknown, event: EventInfo) => Promise<void>) | undefined;
}

export interface EventRound {
  handled: number;
  /** Attempts that failed and will be tried again. */
  retrying: number;
  /** Events given up after their last attempt. */
  failed: number;
}

export interface EventLogger {
  warn(entry: object, message: string): void;
  error(entry: object, message: string): void;
}

/**
 * Claims due events of the types `handlers` knows and runs their handlers one at a time. A handled
 * event is marked with its time; a failed one counts the attempt, keeps the error and waits longer each
 * time, until `maxAttempts` gives it up. Events of types without a handler stay pending for a worker
 * that has one. When `stopping()` says so, the round ends after the event in progress and hands the
 * rest of its claim back.
 */
export async function handleDueEvents(
  db: Db,
  handlers: EventHandlers,
  options: {
    now?: () => Date;
    batch?: number;
    maxAttempts?: number;
    stopping?: () => boolean;
    logger?: EventLogger;
  } = {},
): Promise<EventRound> {
  const round: EventRound = { handled: 0, retrying: 0, failed: 0 };
  if (options.stopping?.()) return round;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const claimedAt = now();
  const claimedUntil = later(claimedAt, CLAIM_SECONDS);
  const startBy = later(claimedAt, CLAIM_SECONDS - CLAIM_MARGIN_SECONDS);
  const events = await db
    .transaction()
    .execute((trx) =>
      claimDueEvents(trx, Object.keys(handlers), claimedAt.toISOString(), claimedUntil, options.batch ?? 10),
    );
  for (const [index, event] of events.entries()) {
    if (options.stopping?.() || now().toISOString() > startBy) {
      await releaseEvents(
        db,
        events.slice(index).map((rest) => rest.id),
        claimedUntil,
      );
      break;
    }
    const info: EventInfo = {
      id: event.id,
      type: event.type as EventType,
      attempts: event.attempts,
      createdAt: event.created_at,
    };
    try {
      const handler = handlerOf(handlers, event.type);
      if (!handler) throw new Error(`no handler for ${event.type}`);
      await handler(JSON.parse(event.payload), info);
      await markEventHandled(db, event.id, now().toISOString());
      round.handled += 1;
    } catch (error) {
      const attempts = event.attempts + 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const giveUp = attempts >= maxAttempts;
      const at = now();
      await recordEventFailure(db, {
        id: event.id,
        attempts,
        error: message,
        at: at.toISOString(),
        retryAt: giveUp ? null : later(at, eventRetryDelaySeconds(attempts)),
      });
      const entry = { eventId: event.id, type: event.type, attempts, err: error };
      if (giveUp) {
        round.failed += 1;
        options.logger?.error(entry, 'event given up after its last attempt');
      } else {
        round.retrying += 1;
        options.logger?.warn(entry, 'event handler failed; it will be tried again');
      }
    }
  }
  return round;
}

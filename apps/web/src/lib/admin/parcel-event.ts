import type { ParcelException, ParcelStatus } from '@tendero/contract';
import type { ParcelEventBody } from './bodies';

/** The tracking-event form: a step, its detail for an exception, when (empty: now) and where. */
export interface ParcelEventDraft {
  status: ParcelStatus;
  exception: ParcelException;
  /** The value of a `datetime-local` input, in the browser's time zone; empty for "now". */
  occurredAt: string;
  location: string;
}

export const deliveredNow: ParcelEventDraft = {
  status: 'delivered',
  exception: 'attempt_failed',
  occurredAt: '',
  location: '',
};

/** The request body: the exception only with that status, the local time as an instant with its offset. */
export function parcelEventInput(draft: ParcelEventDraft): ParcelEventBody {
  const location = draft.location.trim();
  const when = draft.occurredAt === '' ? null : new Date(draft.occurredAt);
  return {
    status: draft.status,
    ...(draft.status === 'exception' ? { exception: draft.exception } : {}),
    ...(when && !Number.isNaN(when.getTime()) ? { occurredAt: when.toISOString() } : {}),
    ...(location === '' ? {} : { location }),
  };
}

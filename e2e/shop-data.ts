/**
 * The journeys' database as the journeys read it, and the waits for the shop's worker: rows, the mails
 * of the outbox, the events still due, and the carrier simulator moving parcels until one is delivered.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { expect, inject } from 'vitest';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { httpCarrier, runCarrierRound } from '../apps/api/src/modules/shipping/carrier-simulator.ts';

const apiUrl = inject('apiUrl');
const carrierSecret = inject('carrierSecret');
const databaseFile = inject('databaseFile');

/** Rows of the journeys' database, read-only. */
export function rows<T>(sql: string, ...values: unknown[]): T[] {
  const db = new Database(databaseFile, { readonly: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}

export interface SentMail {
  template: string;
  subject: string;
  text: string;
}

/** The mails of `templates` sent to `email`, once at least `count` are in the outbox (10 s at most). */
export async function mailsTo(
  email: string,
  templates: string | string[],
  count: number,
): Promise<SentMail[]> {
  const names = typeof templates === 'string' ? [templates] : templates;
  let mails: SentMail[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    mails = rows(
      `select template, subject, text from mail_outbox
       where recipient = ? and template in (${names.map(() => '?').join(', ')}) order by id`,
      email,
      ...names,
    );
    if (mails.length >= count) break;
    await sleep(250);
  }
  return mails;
}

/** Waits (10 s at most) until the API's worker has handled every event of the outbox that is due. */
export async function eventsHandled(): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const [row] = rows<{ pending: number }>(
      "select count(*) as pending from event_outbox where status = 'pending' and next_attempt_at <= ?",
      new Date().toISOString(),
    );
    if (row?.pending === 0) return;
    await sleep(250);
  }
}

export const parcelStatus = (trackingNumber: string) =>
  rows<{ status: string }>('select status from parcel where tracking_number = ?', trackingNumber)[0]?.status;

/**
 * The carrier simulator moves every parcel on its way, round by round, until `trackingNumber` is
 * delivered; answers the states the parcel went through.
 */
export async function carrierDelivers(trackingNumber: string, seed: string): Promise<string[]> {
  const database = openDatabase({ dialect: 'sqlite', file: databaseFile });
  const seen: string[] = [];
  try {
    const send = httpCarrier(apiUrl, carrierSecret);
    for (let round = 0; round < 8 && parcelStatus(trackingNumber) !== 'delivered'; round += 1) {
      const moved = await runCarrierRound(database.db, { seed, send });
      expect(moved.refused).toEqual([]);
      // A carrier's steps are hours apart: the shop's worker handles each step before the next.
      await eventsHandled();
      seen.push(parcelStatus(trackingNumber) ?? '');
    }
  } finally {
    await database.destroy();
  }
  expect(parcelStatus(trackingNumber)).toBe('delivered');
  return seen;
}

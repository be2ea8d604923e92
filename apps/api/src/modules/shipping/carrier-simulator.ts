/**
 * A carrier for local use (`npm run carrier`): each round moves every parcel still on its way one step
 * (label_created → in_transit → out_for_delivery → delivered, now and then a failed delivery attempt
 * first) and reports it as a carrier does, through the signed webhook. Its choices come from a seed, so
 * the same seed moves the same parcels the same way.
 */
import { createHash } from 'node:crypto';
import {
  CARRIER_SIGNATURE_HEADER,
  type CarrierEventInput,
  type ParcelException,
  type ParcelStatus,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { carrierSignature } from './carrier-signature.ts';
import * as repository from './repository.ts';

/** A parcel as the carrier knows it: where it is and what happened to it so far. */
export interface CarrierParcel {
  trackingNumber: string;
  status: ParcelStatus;
  exception: ParcelException | null;
  toCountry: string;
  /** Steps recorded so far (the label's included). */
  events: number;
  failedAttempts: number;
}

export interface CarrierStep {
  status: ParcelStatus;
  exception: ParcelException | null;
  location: string | null;
}

/** The carrier's hubs a parcel passes through. */
const HUBS = ['Leipzig', 'Hannover', 'Köln', 'Nürnberg', 'Kassel'];
/** How often the first delivery attempt fails. */
export const ATTEMPT_FAILURE_RATE = 0.2;

/** A number in [0, 1) fixed by the seed, the parcel and how far it got: the same run, the same choice. */
export function carrierRoll(seed: string, trackingNumber: string, step: number): number {
  const hash = createHash('sha256').update(`${seed}\u0000${trackingNumber}\u0000${step}`).digest();
  return hash.readUInt32BE(0) / 2 ** 32;
}

/**
 * The parcel's next step, or null when it has arrived (delivered, or back with the sender). A failed
 * attempt happens at most once, before delivery, with the given chance.
 */
export function nextCarrierStep(parcel: CarrierParcel, roll: number): CarrierStep | null {
  const depot = `Depot ${parcel.toCountry}`;
  switch (parcel.status) {
    case 'label_created':
      return {
        status: 'in_transit',
        exception: null,
        location: HUBS[Math.floor(roll * HUBS.length)] ?? null,
      };
    case 'in_transit':
      return { status: 'out_for_delivery', exception: null, location: depot };
    case 'out_for_delivery':
      return parcel.failedAttempts === 0 && roll < ATTEMPT_FAILURE_RATE
        ? { status: 'exception', exception: 'attempt_failed', location: depot }
        : { status: 'delivered', exception: null, location: null };
    case 'exception':
      return parcel.exception === 'attempt_failed'
        ? { status: 'out_for_delivery', exception: null, location: depot }
        : null;
    case 'delivered':
      return null;
  }
}

/** The event the carrier sends for a step: its id is fixed by the parcel and step, so a resend is a replay. */
export function carrierEventOf(parcel: CarrierParcel, step: CarrierStep, at: Date): CarrierEventInput {
  return {
    eventId: `sim-${parcel.trackingNumber}-${parcel.events + 1}`,
    trackingNumber: parcel.trackingNumber,
    status: step.status,
    exception: step.exception,
    occurredAt: at.toISOString(),
    location: step.location,
  };
}

/** Sends an event to the shop; answers the HTTP status and body. */
export type CarrierSend = (event: CarrierEventInput) => Promise<{ status: number; body: string }>;

/** Sends events to the API's webhook over HTTP, signed with the shared secret. */
export function httpCarrier(apiUrl: string, secret: string): CarrierSend {
  const url = `${apiUrl.replace(/\/+$/, '')}/v1/sending/carrier-events`;
  return async (event) => {
    const body = JSON.stringify(event);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CARRIER_SIGNATURE_HEADER]: carrierSignature(secret, body),
      },
      body,
    });
    return { status: response.status, body: await response.text() };
  };
}

export interface CarrierRound {
  /** Parcels that moved a step. */
  advanced: number;
  delivered: number;
  /** Events the shop refused (their status and body are logged by the caller). */
  refused: { trackingNumber: string; status: number; body: string }[];
}

/** One round: every parcel still on its way (up to `limit`, oldest first) one step further. */
export async function runCarrierRound(
  db: Db,
  options: { seed: string; send: CarrierSend; now?: () => Date; limit?: number },
): Promise<CarrierRound> {
  const now = options.now ?? (() => new Date());
  const rows = await repository.parcelsOnTheirWay(db, options.limit ?? 500);
  const round: CarrierRound = { advanced: 0, delivered: 0, refused: [] };
  for (const row of rows) {
    const parcel: CarrierParcel = {
      trackingNumber: row.tracking_number,
      status: row.status,
      exception: row.exception,
      toCountry: row.to_country,
      events: Number(row.events),
      failedAttempts: Number(row.failed_attempts),
    };
    const step = nextCarrierStep(parcel, carrierRoll(options.seed, parcel.trackingNumber, parcel.events));
    if (!step) continue;
    const answer = await options.send(carrierEventOf(parcel, step, now()));
    if (answer.status !== 200) {
      round.refused.push({ trackingNumber: parcel.trackingNumber, status: answer.status, body: answer.body });
      continue;
    }
    round.advanced += 1;
    if (step.status === 'delivered') round.delivered += 1;
  }
  return round;
}

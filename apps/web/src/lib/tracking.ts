/**
 * Parcel look-ups as the storefront takes them (docs/selling-rules.md#tracking-look-ups): a tracking number
 * and the delivery postcode, typed with spaces and in any case. The rules mirror the contract's
 * `ParcelLookupParams` without zod, which would more than double the JavaScript of the tracking page; the
 * unit test holds the two together.
 */
import type { ParcelEvent } from '@tendero/contract';
import { formatShopDate, formatShopDateTime } from '@tendero/contract/time-format';
import { SHOP_TIME_ZONE } from './time-zone';

/** What the shopper typed, or what a `/track/{number}/{postcode}` link carries. */
export interface ParcelLookup {
  trackingNumber: string;
  postcode: string;
}

/** The contract's `TrackingNumber`: 8-35 letters and digits once spaces are gone and letters upper case. */
const TRACKING_NUMBER = /^[A-Z0-9]{8,35}$/;
/** The contract's `LookupPostcode`: 1-16 characters once trimmed. */
export const POSTCODE_MAX = 16;
// eslint-disable-next-line no-control-regex -- the contract refuses control characters in texts
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Spaces anywhere ignored, upper case: `te 1234 5678 5de` is `TE123456785DE`. */
export function normaliseTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The postcode as the tracking link carries it: without spaces, upper case (`1012 ab` is `1012AB`).
 * The API compares postcodes with case and spaces ignored, so nothing is lost.
 */
export function normalisePostcode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Message keys (of the `track` namespace) by field, for what the browser can tell before asking. */
export type LookupErrors = Partial<Record<keyof ParcelLookup, string>>;

export function checkLookup(lookup: ParcelLookup): LookupErrors {
  const errors: LookupErrors = {};
  const number = normaliseTrackingNumber(lookup.trackingNumber);
  if (number === '') errors.trackingNumber = 'track.check.numberRequired';
  else if (!TRACKING_NUMBER.test(number)) errors.trackingNumber = 'track.check.numberFormat';
  const postcode = lookup.postcode.trim();
  if (postcode === '') errors.postcode = 'track.check.postcodeRequired';
  else if (postcode.length > POSTCODE_MAX) errors.postcode = 'track.check.postcodeLength';
  else if (CONTROL.test(postcode)) errors.postcode = 'track.check.postcodeCharacters';
  return errors;
}

/** The look-up as the API and the link take it: normalised number and postcode. */
export function normaliseLookup(lookup: ParcelLookup): ParcelLookup {
  return {
    trackingNumber: normaliseTrackingNumber(lookup.trackingNumber),
    postcode: normalisePostcode(lookup.postcode),
  };
}

/** The tracking page of a parcel, as the shipping mails link it (without the language prefix). */
export function trackingPath(lookup: ParcelLookup): string {
  const { trackingNumber, postcode } = normaliseLookup(lookup);
  return `/track/${encodeURIComponent(trackingNumber)}/${encodeURIComponent(postcode)}`;
}

/** A path segment as the shopper meant it; a malformed escape is taken as typed. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The look-up a `/track/{number}/{postcode}` link carries, its segments as Next.js hands them over: the
 * number as the shop writes it (a link typed in lower case fills the form in capitals), the postcode as
 * written.
 */
export function lookupFromSegments(trackingNumber: string, postcode: string): ParcelLookup {
  return { trackingNumber: normaliseTrackingNumber(decoded(trackingNumber)), postcode: decoded(postcode) };
}

/**
 * The parcel's latest step: the last of the latest time. The API lists events oldest first, but a
 * carrier may report a step late, so the time decides, and the list's order only between equal times.
 */
export function latestEvent<Event extends Pick<ParcelEvent, 'occurredAt'>>(
  events: readonly Event[],
): Event | null {
  let latest: Event | null = null;
  for (const event of events) {
    if (latest === null || Date.parse(event.occurredAt) >= Date.parse(latest.occurredAt)) latest = event;
  }
  return latest;
}

/** The events newest first, as a tracking page lists them: what happened last on top. */
export function newestFirst<Event extends Pick<ParcelEvent, 'occurredAt'>>(
  events: readonly Event[],
): Event[] {
  return events
    .map((event, index) => ({ event, index, at: Date.parse(event.occurredAt) }))
    .sort((a, b) => b.at - a.at || b.index - a.index)
    .map(({ event }) => event);
}

/**
 * Whether a step's description says more than the step's name shown beside it: carriers often
 * describe a step by its name alone ("Delivered"), which would then be read twice.
 */
export function saysMore(description: string, stepName: string): boolean {
  const said = description.trim().toLowerCase();
  return said !== '' && said !== stepName.trim().toLowerCase();
}

/**
 * The place to show beside a step's description, or null: none when the description names it already
 * ("… last seen at Leipzig"), which would then be read twice.
 */
export function placeUnsaid(location: string | null, description: string): string | null {
  if (!location?.trim()) return null;
  return description.includes(location.trim()) ? null : location;
}

/**
 * A moment of the parcel's journey in the visitor's language and the shop's time zone, named
 * ("1. Dez. 2026, 23:22 MEZ"): the order page, the tracking page and the mails say the same, whatever
 * the browser's zone (the tests give another zone).
 */
export function formatEventTime(locale: string, iso: string, timeZone: string = SHOP_TIME_ZONE): string {
  return formatShopDateTime(locale, iso, timeZone, 'medium');
}

/** A day of the parcel's journey (handed over, delivered) in the visitor's language, the shop's time zone. */
export function formatEventDay(locale: string, iso: string, timeZone: string = SHOP_TIME_ZONE): string {
  return formatShopDate(locale, iso, timeZone);
}

/**
 * When the carrier took the parcel: its first step past the label (in transit or later, an exception
 * too). Null while the label is all there is: the parcel still waits to be handed over.
 */
export function handedOverAt(events: readonly Pick<ParcelEvent, 'status' | 'occurredAt'>[]): string | null {
  let first: string | null = null;
  for (const event of events) {
    if (event.status === 'label_created') continue;
    if (first === null || Date.parse(event.occurredAt) < Date.parse(first)) first = event.occurredAt;
  }
  return first;
}

/** A destination country's name in the page's language (`DE` is "Deutschland" on a German page). */
export function countryName(locale: string, countryIso: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryIso) ?? countryIso;
  } catch {
    return countryIso;
  }
}

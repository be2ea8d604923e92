/**
 * Parcels and tracking (docs/flows.md#fulfilment): what a shopper, a guest with
 * number and postcode, and a carrier see and send.
 */
import { z } from 'zod';
import { CursorQuery, page, plain, text } from './common.ts';
import { OrderReference } from './orders.ts';

/** A parcel's state (docs/flows.md#parcel); `exception` carries its detail. */
export const PARCEL_STATUSES = [
  'label_created',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'exception',
] as const;
export const ParcelStatus = z.enum(PARCEL_STATUSES);
export type ParcelStatus = z.infer<typeof ParcelStatus>;

/** What went wrong when a parcel's status is `exception`. */
export const PARCEL_EXCEPTIONS = ['attempt_failed', 'returned_to_sender'] as const;
export const ParcelException = z.enum(PARCEL_EXCEPTIONS);
export type ParcelException = z.infer<typeof ParcelException>;

/**
 * A tracking number as typed: spaces ignored, upper case. The shop's own numbers follow UPU S10
 * (`TE123456785DE`: two letters, eight digits, a mod-11 check digit, the country); a carrier's own
 * number may be any 8-35 letters and digits.
 */
export const TrackingNumber = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8,35}$/, { error: 'validation.string.trackingNumber' }));

/** A postcode as typed in a look-up; the server compares it with case and spaces ignored. */
export const LookupPostcode = text(1, 16);

export const ParcelLookupParams = z
  .object({ trackingNumber: TrackingNumber, toPostcode: LookupPostcode })
  .strict();
export type ParcelLookupParams = z.infer<typeof ParcelLookupParams>;

/** A parcel by its number alone: the back office's routes (`/v1/admin/parcels/{trackingNumber}/…`). */
export const ParcelParams = z.object({ trackingNumber: TrackingNumber }).strict();
export type ParcelParams = z.infer<typeof ParcelParams>;

/** One step of a parcel's journey, described in the request's language. */
export const ParcelEvent = z
  .object({
    status: ParcelStatus,
    exception: ParcelException.nullable(),
    /** When it happened (ISO 8601, UTC). */
    occurredAt: z.string(),
    /** Where, as the carrier names it (a depot, a town); null when unknown. */
    location: z.string().nullable(),
    description: z.string(),
  })
  .meta({ id: 'ParcelEvent' });
export type ParcelEvent = z.infer<typeof ParcelEvent>;

/**
 * `GET /v1/sending/parcels/{trackingNumber}/{toPostcode}`: what anyone who knows both may see. No
 * names, no addresses, no order contents.
 */
export const TrackedParcel = z
  .object({
    trackingNumber: z.string(),
    carrier: z.string(),
    status: ParcelStatus,
    exception: ParcelException.nullable(),
    /** The destination country (ISO 3166-1 alpha-2). */
    toCountry: z.string(),
    shippedAt: z.string(),
    deliveredAt: z.string().nullable(),
    /** Oldest first. */
    events: z.array(ParcelEvent),
  })
  .meta({ id: 'TrackedParcel' });
export type TrackedParcel = z.infer<typeof TrackedParcel>;

/** A signed-in customer's parcel: the tracked parcel plus its order and lines. */
export const CustomerParcel = TrackedParcel.extend({
  orderReference: z.string(),
  lines: z.array(z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() })),
  /** The storefront path of its tracking page: `/track/{trackingNumber}/{postcode}`. */
  trackingPath: z.string(),
}).meta({ id: 'CustomerParcel' });
export type CustomerParcel = z.infer<typeof CustomerParcel>;

/** `GET /v1/sending/parcels`: the signed-in customer's parcels, newest first, optionally of one order. */
export const ParcelListQuery = CursorQuery.extend({ order: OrderReference.optional() });
export type ParcelListQuery = z.infer<typeof ParcelListQuery>;
export const ParcelPage = page(CustomerParcel);
export type ParcelPage = z.infer<typeof ParcelPage>;

/**
 * `POST /v1/sending/carrier-events`: a carrier reports one step of a parcel. Signed with HMAC-SHA256
 * over `${timestamp}.${rawBody}` in the header `CARRIER_SIGNATURE_HEADER` as `t=<unix seconds>,v1=<hex>`
 * (Stripe's scheme); idempotent by `eventId`; an event older than the parcel's latest changes its
 * history but not its status.
 */
export const CarrierEventInput = z
  .object({
    eventId: plain(1, 128),
    trackingNumber: TrackingNumber,
    status: ParcelStatus,
    exception: ParcelException.nullish(),
    occurredAt: z.iso.datetime({ offset: true, error: 'validation.string.datetime' }),
    location: text(1, 128).nullish(),
  })
  .strict();
export type CarrierEventInput = z.infer<typeof CarrierEventInput>;

export const CARRIER_SIGNATURE_HEADER = 'x-tendero-signature';
/** Signatures older than this many seconds are refused (replay protection). */
export const CARRIER_SIGNATURE_TOLERANCE_SECONDS = 300;

export const CarrierEventAnswer = z.object({
  /** False when this event id was already received: nothing changed. */
  recorded: z.boolean(),
  parcelStatus: ParcelStatus,
});
export type CarrierEventAnswer = z.infer<typeof CarrierEventAnswer>;

export const PARCEL_ERRORS = {
  /** Unknown number, or a postcode that does not match: the same answer for both. */
  notFound: 'error.parcel.notFound',
  signatureInvalid: 'error.carrier.signature',
} as const;

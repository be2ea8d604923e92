/**
 * Parcels and tracking (docs/flows.md#fulfilment): look-ups by number and postcode, the customer's parcels,
 * carrier events over the signed webhook, and the back office's shipping, steps and labels. Each function is
 * what one route calls.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CarrierEventInput,
  ERROR_KEYS,
  PARCEL_ERRORS,
  issuesToDetails,
  type CarrierEventAnswer,
  type CustomerParcel,
  type Locale,
  type ParcelEventAdminInput,
  type ParcelListQuery,
  type ParcelPage,
  type ShipInput,
  type TrackedParcel,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { carrierMethodNames } from '../carriers/index.ts';
import { drawPdf } from '../documents/index.ts';
import { customerOrderIdOf, orderIdOf, OrderNotFound } from '../orders/index.ts';
import { isValidCarrierSignature } from './carrier-signature.ts';
import type { LabelFacts } from './label-facts.ts';
import { ParcelNotFound, recordParcelEvent, type RecordedStep } from './parcel-events.ts';
import * as repository from './repository.ts';
import { shipOrder, type Shipment, type ShippingOperator } from './ship.ts';
import { normalisePostcode } from './tracking-number.ts';
import { customerParcels, trackedParcel } from './views.ts';

export class CarrierSignatureInvalid extends DomainError {
  constructor() {
    super(401, PARCEL_ERRORS.signatureInvalid);
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared with when no parcel has the number, so an unknown number takes as long as a wrong postcode. */
const NO_POSTCODE = digest('\u0000no parcel');

/**
 * `GET /v1/sending/parcels/{trackingNumber}/{toPostcode}`: the parcel when both match (postcode with
 * case and spaces ignored). An unknown number and a wrong postcode answer the same 404, after the same
 * work: one read by number and one constant-time comparison of digests.
 */
export async function trackParcel(
  db: Db,
  locale: Locale,
  trackingNumber: string,
  postcode: string,
): Promise<TrackedParcel> {
  const found = await repository.parcelByTracking(db, trackingNumber);
  // A return parcel is looked up with its return (`/v1/sending/returns/…`), by the customer's postcode.
  const parcel = found?.kind === 'delivery' ? found : undefined;
  const expected = parcel ? digest(parcel.to_postcode_normalised) : NO_POSTCODE;
  const matches = timingSafeEqual(expected, digest(normalisePostcode(postcode)));
  if (!parcel || !matches) throw new ParcelNotFound();
  return trackedParcel(db, locale, parcel);
}

/** `GET /v1/sending/parcels`: the signed-in customer's parcels, newest first, optionally of one of their orders. */
export async function myParcels(
  db: Db,
  locale: Locale,
  customerId: number,
  query: ParcelListQuery,
): Promise<ParcelPage> {
  let orderId: number | null = null;
  if (query.order !== undefined) {
    orderId = await customerOrderIdOf(db, customerId, query.order);
    // Another customer's order is unknown here, as everywhere.
    if (orderId === null) throw new OrderNotFound();
  }
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const rows = await repository.customerParcels(db, customerId, orderId, beforeId, query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: await customerParcels(db, locale, pageRows),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

/**
 * `POST /v1/sending/carrier-events`: the raw body's signature is checked before anything is read; then
 * the event is recorded once per event id.
 */
export async function receiveCarrierEvent(
  db: Db,
  secret: string | undefined,
  rawBody: string,
  signature: string | undefined,
): Promise<CarrierEventAnswer> {
  if (!isValidCarrierSignature(secret, rawBody, signature)) throw new CarrierSignatureInvalid();
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new DomainError(400, ERROR_KEYS.jsonInvalid);
  }
  const parsed = CarrierEventInput.safeParse(json);
  if (!parsed.success) {
    const details = issuesToDetails(parsed.error.issues);
    throw new DomainError(400, details[0]?.message ?? ERROR_KEYS.requestInvalid, details);
  }
  const { eventId, trackingNumber, ...step } = parsed.data;
  const result = await db
    .transaction()
    .execute((trx) =>
      recordParcelEvent(trx, trackingNumber, step, { source: 'carrier', carrierEventId: eventId }),
    );
  return { recorded: result.recorded, parcelStatus: result.parcel.status };
}

/** What the back office's audit keeps of a parcel: its state. */
export const parcelState = (step: RecordedStep['before']) => ({
  status: step.status,
  exception: step.exception,
});

/** The parcels with these ids as the back office sees them (the customer's view), in that order. */
export async function parcelsForOperator(
  db: Db,
  locale: Locale,
  parcelIds: readonly number[],
): Promise<CustomerParcel[]> {
  const rows = await repository.parcelsByIds(db, parcelIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return parcelsInOperatorLanguage(
    db,
    locale,
    parcelIds.flatMap((id) => byId.get(id) ?? []),
  );
}

/** Parcels for the back office: the carrier named in the operator's language (`locale`). */
async function parcelsInOperatorLanguage(db: Db, locale: Locale, rows: readonly repository.ParcelRow[]) {
  const names = await carrierMethodNames(
    db,
    locale,
    rows.map((row) => row.carrier_method_id),
  );
  return customerParcels(db, locale, rows, names);
}

/** An order's parcels, oldest first, as its customer sees them (the back office's order page). */
export async function orderParcels(db: Db, locale: Locale, orderId: number): Promise<CustomerParcel[]> {
  return parcelsInOperatorLanguage(db, locale, await repository.parcelsOfOrder(db, orderId));
}

/** Whether a parcel of the order has been made: it can no longer be cancelled, only refunded. */
export async function orderHasParcels(db: Db, orderId: number): Promise<boolean> {
  return (await repository.anyParcelOfOrder(db, orderId)) !== undefined;
}

/**
 * Units of each line of an order already in a parcel, by the order's line position (from 0, as
 * `order_line` keeps it): lines without parcels are not in the map.
 */
export async function shippedQuantities(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await repository.shippedUnits(db, orderId);
  return new Map(rows.map((row) => [row.position, Number(row.quantity)]));
}

/** Ships parcels of the order with this reference in the caller's transaction. */
export async function shipOrderByReference(
  trx: Trx,
  config: Pick<Config, 'shop'>,
  reference: string,
  input: ShipInput,
  operator: ShippingOperator,
): Promise<Shipment> {
  const orderId = await orderIdOf(trx, reference);
  if (orderId === null) throw new OrderNotFound();
  return shipOrder(trx, orderId, input, operator, config.shop);
}

/** A step an operator records by hand (e.g. delivered), in the caller's transaction; now when no time is given. */
export function recordOperatorStep(
  trx: Trx,
  trackingNumber: string,
  input: ParcelEventAdminInput,
  operator: ShippingOperator,
): Promise<RecordedStep> {
  return recordParcelEvent(
    trx,
    trackingNumber,
    { ...input, occurredAt: input.occurredAt ?? new Date().toISOString() },
    { source: 'operator', operatorId: operator.operatorId },
  );
}

/** `GET /v1/admin/parcels/{trackingNumber}/label`: the label as PDF, from what it showed when the parcel left. */
export async function parcelLabel(
  db: Db,
  locale: Locale,
  trackingNumber: string,
): Promise<{ trackingNumber: string; pdf: Buffer }> {
  const parcel = await repository.parcelByTracking(db, trackingNumber);
  // A return parcel's label is the return's (`/v1/sending/returns/{uid}/labels/{id}`).
  if (!parcel || parcel.kind !== 'delivery') throw new ParcelNotFound();
  const facts = JSON.parse(parcel.label_data) as LabelFacts;
  return { trackingNumber: parcel.tracking_number, pdf: await drawPdf('parcelLabel', facts, locale) };
}

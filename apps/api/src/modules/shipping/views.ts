/** Parcels as the API shows them: to anyone with number and postcode, and to their customer. */
import type { CustomerParcel, Locale, ParcelEvent, TrackedParcel } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { ordersForParcels } from '../orders/index.ts';
import * as repository from './repository.ts';
import type { ParcelEventRow, ParcelRow } from './repository.ts';
import type { ParcelKind } from './tables.ts';

/** The storefront's tracking page of a parcel, below the language prefix: number and postcode in it. */
export function trackingPathOf(parcel: Pick<ParcelRow, 'tracking_number' | 'to_postcode_normalised'>) {
  return `/track/${encodeURIComponent(parcel.tracking_number)}/${encodeURIComponent(parcel.to_postcode_normalised)}`;
}

/**
 * What happened at a step, in a sentence of `locale` as a carrier's tracking page says it (the short
 * status word is the storefront's label beside it): what went wrong for an exception, else the status,
 * with the place a parcel on its way was last seen. A return parcel's steps are told as the customer's
 * parcel going back to the shop (`returnStep`), not as one coming to them.
 */
export function describeStep(
  locale: Locale,
  kind: ParcelKind,
  step: Pick<ParcelEventRow, 'status' | 'exception' | 'location'>,
): string {
  const shipping = serverTexts(locale, 'shipping');
  const texts = kind === 'return' ? shipping.returnStep : shipping.step;
  if (step.status === 'exception') return texts[step.exception ?? 'attempt_failed'];
  if (step.status === 'in_transit' && step.location)
    return fill(texts.in_transit_at, { location: step.location });
  return texts[step.status];
}

/** A step of a parcel of `kind`, described in `locale`. */
export function eventView(locale: Locale, kind: ParcelKind, event: ParcelEventRow): ParcelEvent {
  return {
    status: event.status,
    exception: event.exception,
    occurredAt: event.occurred_at,
    location: event.location,
    description: describeStep(locale, kind, event),
  };
}

function trackedView(
  locale: Locale,
  parcel: ParcelRow,
  events: readonly ParcelEventRow[],
  carrierNames?: ReadonlyMap<number, string>,
): TrackedParcel {
  return {
    trackingNumber: parcel.tracking_number,
    // The name as the order's language wrote it when the parcel was made, unless asked for another.
    carrier: carrierNames?.get(parcel.carrier_method_id) ?? parcel.carrier_name,
    status: parcel.status,
    exception: parcel.exception,
    toCountry: parcel.to_country,
    shippedAt: parcel.shipped_at,
    deliveredAt: parcel.delivered_at,
    events: events.map((event) => eventView(locale, parcel.kind, event)),
  };
}

/** What anyone who knows the number and the postcode sees: no names, addresses or contents. */
export async function trackedParcel(db: Db, locale: Locale, parcel: ParcelRow): Promise<TrackedParcel> {
  return trackedView(locale, parcel, await repository.parcelEvents(db, [parcel.id]));
}

/**
 * The parcels as their customer (or an operator) sees them, in the order given; `carrierNames` (by
 * method id) names the carrier in another language than the order's: the operator's.
 */
export async function customerParcels(
  db: Db,
  locale: Locale,
  parcels: readonly ParcelRow[],
  carrierNames?: ReadonlyMap<number, string>,
): Promise<CustomerParcel[]> {
  const ids = parcels.map((parcel) => parcel.id);
  const [events, lines, orders] = await Promise.all([
    repository.parcelEvents(db, ids),
    repository.parcelLines(db, ids),
    ordersForParcels(
      db,
      parcels.map((parcel) => parcel.order_id),
    ),
  ]);
  return parcels.map((parcel) => {
    const order = orders.get(parcel.order_id);
    if (!order) throw new Error(`parcel ${parcel.id} belongs to no order`);
    const bought = new Map(order.lines.map((line) => [line.position, line]));
    return {
      ...trackedView(
        locale,
        parcel,
        events.filter((event) => event.parcel_id === parcel.id),
        carrierNames,
      ),
      orderReference: order.reference,
      lines: lines
        .filter((line) => line.parcel_id === parcel.id)
        .map((line) => {
          const orderLine = bought.get(line.position);
          if (!orderLine) throw new Error(`parcel ${parcel.id} holds no line ${line.position} of its order`);
          return { productId: orderLine.productId, name: orderLine.name, quantity: line.quantity };
        }),
      trackingPath: trackingPathOf(parcel),
    };
  });
}

/**
 * Return parcels (docs/flows.md#return): parcels of kind `return`, from the customer to the shop, made
 * when a return's label is issued. They move like outgoing ones (carrier webhook, `npm run carrier`,
 * the back office's steps) but count nothing towards the order's fulfilment and mail nobody: each step
 * tells the returns module (`returnParcel.moved`).
 */
import type { Locale, ParcelEvent, ParcelStatus } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import * as repository from './repository.ts';
import { newShopTrackingNumber, normalisePostcode } from './tracking-number.ts';
import { eventView } from './views.ts';

export interface NewReturnParcel {
  orderId: number;
  customerId: number;
  carrierMethodId: number;
  carrierName: string;
  /** Where it goes: the shop's country and postcode. */
  toCountry: string;
  toPostcode: string;
  /** The country it is posted in, which ends its S10 number. */
  fromCountry: string;
  at: string;
}

/** Makes a return parcel with a new number in the caller's transaction; answers its id and number. */
export async function createReturnParcel(
  trx: Trx,
  parcel: NewReturnParcel,
): Promise<{ parcelId: number; trackingNumber: string }> {
  let trackingNumber: string;
  // 10^8 serials: a clash is rare; the unique index guards what this check misses.
  do trackingNumber = newShopTrackingNumber(parcel.fromCountry);
  while ((await repository.takenTrackingNumbers(trx, [trackingNumber])).length > 0);
  const parcelId = await repository.insertParcel(trx, {
    kind: 'return',
    order_id: parcel.orderId,
    customer_id: parcel.customerId,
    tracking_number: trackingNumber,
    carrier_method_id: parcel.carrierMethodId,
    carrier_name: parcel.carrierName,
    status: 'label_created',
    exception: null,
    status_at: parcel.at,
    to_country: parcel.toCountry,
    to_postcode_normalised: normalisePostcode(parcel.toPostcode),
    weight_grams: null,
    // The return's label is drawn by the returns module from its own facts.
    label_data: '{}',
    shipped_at: parcel.at,
    delivered_at: null,
    updated_at: parcel.at,
  });
  await repository.insertParcelEvent(trx, {
    parcel_id: parcelId,
    status: 'label_created',
    exception: null,
    occurred_at: parcel.at,
    location: null,
    source: 'operator',
    operator_id: null,
    carrier_event_id: null,
    mailed_at: null,
    created_at: parcel.at,
  });
  return { parcelId, trackingNumber };
}

export interface ReturnParcelView {
  parcelId: number;
  trackingNumber: string;
  /** In the order's language. */
  carrier: string;
  status: ParcelStatus;
  deliveredAt: string | null;
  /** Oldest first, described in the asked language. */
  events: ParcelEvent[];
}

/** The return parcels with these ids, with their steps in `locale`. */
export async function returnParcels(
  db: Db,
  locale: Locale,
  parcelIds: readonly number[],
): Promise<Map<number, ReturnParcelView>> {
  const [rows, events] = await Promise.all([
    repository.parcelsByIds(db, parcelIds),
    repository.parcelEvents(db, parcelIds),
  ]);
  const views = new Map<number, ReturnParcelView>();
  for (const row of rows) {
    if (row.kind !== 'return') continue;
    views.set(row.id, {
      parcelId: row.id,
      trackingNumber: row.tracking_number,
      carrier: row.carrier_name,
      status: row.status,
      deliveredAt: row.delivered_at,
      events: events
        .filter((event) => event.parcel_id === row.id)
        .map((event) => eventView(locale, row.kind, event)),
    });
  }
  return views;
}

/** A return parcel's id by its tracking number, or null (also for an outgoing parcel's number). */
export async function returnParcelIdOf(db: Db, trackingNumber: string): Promise<number | null> {
  const parcel = await repository.parcelByTracking(db, trackingNumber);
  return parcel?.kind === 'return' ? parcel.id : null;
}

/**
 * Units of each line (by the order's position, from 0) in the order's delivered parcels, and when the
 * last of its parcels was delivered once all are (null before): what a return may take back, and when
 * its window starts.
 */
export async function deliveredUnits(
  db: Db,
  orderId: number,
): Promise<{ units: Map<number, number>; lastDeliveredAt: string | null }> {
  const rows = await repository.deliveredUnitsOfOrder(db, orderId);
  const parcels = await repository.parcelsOfOrder(db, orderId);
  const units = new Map(rows.map((row) => [row.position, Number(row.quantity)]));
  const allDelivered = parcels.length > 0 && parcels.every((parcel) => parcel.status === 'delivered');
  const lastDeliveredAt = allDelivered
    ? parcels.reduce<string | null>(
        (last, parcel) =>
          parcel.delivered_at && (!last || parcel.delivered_at > last) ? parcel.delivered_at : last,
        null,
      )
    : null;
  return { units, lastDeliveredAt };
}

import type { Generated } from 'kysely';
import type { ParcelException, ParcelStatus } from '@tendero/contract';
import type { Timestamp } from '../../db/column-types.ts';

export type ParcelKind = 'delivery' | 'return';

/** A parcel an order left in (docs/flows.md#parcel): its number, carrier, state and where it goes. */
export interface ParcelTable {
  id: Generated<number>;
  /** `delivery` to the customer, or `return` to the shop (its return is the returns module's). */
  kind: Generated<ParcelKind>;
  order_id: number;
  /** The order's customer, so their parcels are read without the orders module's tables. */
  customer_id: number;
  tracking_number: string;
  carrier_method_id: number;
  /** In the order's language. */
  carrier_name: string;
  status: ParcelStatus;
  exception: ParcelException | null;
  /** When the step that gave the current status happened; older events change only the history. */
  status_at: Timestamp;
  to_country: string;
  /** The delivery postcode upper-cased without spaces: look-ups compare with it. */
  to_postcode_normalised: string;
  weight_grams: number | null;
  /** JSON of `LabelFacts`, fixed when the parcel was shipped. */
  label_data: string;
  shipped_at: Timestamp;
  delivered_at: Timestamp | null;
  updated_at: Timestamp;
}

/** How many units of an order line (by its position) a parcel holds. */
export interface ParcelLineTable {
  parcel_id: number;
  position: number;
  quantity: number;
}

export type ParcelEventSource = 'operator' | 'carrier';

/** One step of a parcel's journey. */
export interface ParcelEventTable {
  id: Generated<number>;
  parcel_id: number;
  status: ParcelStatus;
  exception: ParcelException | null;
  occurred_at: Timestamp;
  location: string | null;
  source: ParcelEventSource;
  /** Who recorded it in the back office; null for the carrier's events. */
  operator_id: number | null;
  /** The carrier's id of the event: the same id is recorded once. */
  carrier_event_id: string | null;
  /** When the mail this step causes was queued (its handler may run twice, the mail goes once). */
  mailed_at: Timestamp | null;
  created_at: Timestamp;
}

/** The tables the shipping module owns. */
export interface ShippingTables {
  parcel: ParcelTable;
  parcel_line: ParcelLineTable;
  parcel_event: ParcelEventTable;
}

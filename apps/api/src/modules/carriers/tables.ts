import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.ts';

/** A way of delivering (standard parcel, express, bulky freight): what the shopper chooses in the cart. */
export interface CarrierMethodTable {
  id: Generated<number>;
  /** Stable name for seeds and operators, e.g. `standard`. */
  key: string;
  /** The lightest and heaviest shipment it takes, in grams; null for no upper limit but its bands'. */
  min_weight_grams: Generated<number>;
  max_weight_grams: number | null;
  position: Generated<number>;
  active: Generated<Flag>;
  updated_at: Timestamp;
}

export interface CarrierMethodTranslationTable {
  method_id: number;
  locale: string;
  name: string;
  description: string;
}

/** The countries of a method that share its delivery days, free-shipping threshold and prices. */
export interface CarrierZoneTable {
  id: Generated<number>;
  method_id: number;
  key: string;
  /** Cents of the cart's items after discounts from which shipping is free; null for never. */
  free_above: number | null;
  delivery_days_min: number;
  delivery_days_max: number;
}

/** Which zone of a method a country lies in (at most one). */
export interface CarrierZoneCountryTable {
  method_id: number;
  country_iso: string;
  zone_id: number;
}

/** A weight band of a zone: shipments up to and including `max_weight_grams` cost `price` cents. */
export interface CarrierRateTable {
  zone_id: number;
  max_weight_grams: number;
  price: number;
}

/** The tables the carriers module owns; other modules reach them through its index.ts. */
export interface CarrierTables {
  carrier_method: CarrierMethodTable;
  carrier_method_translation: CarrierMethodTranslationTable;
  carrier_zone: CarrierZoneTable;
  carrier_zone_country: CarrierZoneCountryTable;
  carrier_rate: CarrierRateTable;
}

import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.ts';

export interface CountryTable {
  id: Generated<number>;
  iso: string;
  currency: string;
  vat_rate_bp: number;
  /** The reduced rate for products of the `reduced` VAT class; 0 where there is no VAT. */
  vat_reduced_rate_bp: Generated<number>;
  postcode_pattern: string | null;
  postcode_example: string | null;
  state_required: Flag;
  state_kind: string | null;
  eu: Flag;
}

export interface CountryTranslationTable {
  country_id: number;
  locale: string;
  name: string;
}

export interface StateTable {
  id: Generated<number>;
  country_id: number;
  code: string;
  name: string;
}

export interface CountryRequestTable {
  id: Generated<number>;
  country_id: number;
  reason: string | null;
  locale: string;
  created_at: Timestamp;
}

/** The tables the geo module owns; other modules reach them through its service. */
export interface GeoTables {
  country: CountryTable;
  country_translation: CountryTranslationTable;
  state: StateTable;
  country_request: CountryRequestTable;
}

import type { Generated } from 'kysely';

/** Flags are 0/1 integers on both databases (better-sqlite3 cannot bind booleans). */
export type Flag = number;
/** Timestamps are ISO 8601 UTC text on both databases, so they sort and compare the same way. */
export type Timestamp = string;

export interface CountryTable {
  id: Generated<number>;
  iso: string;
  currency: string;
  vat_rate_bp: number;
  postcode_pattern: string | null;
  postcode_example: string | null;
  state_required: Flag;
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

export interface Database {
  country: CountryTable;
  country_translation: CountryTranslationTable;
  state: StateTable;
  country_request: CountryRequestTable;
}

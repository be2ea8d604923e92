import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.ts';

export interface CustomerTable {
  id: Generated<number>;
  /** Lowercased; unique. */
  email: string;
  /** argon2id, PHC string format. */
  password_hash: string;
  first_name: string;
  last_name: string;
  /** The language the account was opened in. */
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type B2BStatus = 'active' | 'cancelled';

export interface CustomerB2BTable {
  customer_id: number;
  status: B2BStatus;
  since: Timestamp;
  cancelled_at: Timestamp | null;
  fiscal_id: string | null;
  vat_id: string | null;
  company: string | null;
  address: string | null;
  postcode: string | null;
  state: string | null;
  city: string | null;
  updated_at: Timestamp;
}

export type VatIdCheckStatus = 'valid' | 'invalid' | 'unverified';

/** One VIES check of a customer's VAT id, kept as proof (the consultation number) or as a failed try. */
export interface VatIdCheckTable {
  id: Generated<number>;
  customer_id: number;
  /** Normalised, with its prefix (`EL094259216`). */
  vat_id: string;
  status: VatIdCheckStatus;
  /** The seller's VAT id VIES was asked with; null when asked without one. */
  requester_vat_id: string | null;
  /** VIES's requestIdentifier, only given to a requester. */
  consultation_number: string | null;
  /** VIES's own requestDate, as it sent it. */
  request_date: string | null;
  trader_name: string | null;
  trader_address: string | null;
  /** Why VIES gave no answer (`MS_UNAVAILABLE`, `TIMEOUT`, `HTTP_503`, …) for `unverified`. */
  error: string | null;
  checked_at: Timestamp;
}

export interface AddressTable {
  id: Generated<number>;
  customer_id: number;
  type: 'delivery' | 'billing';
  first_name: string;
  last_name: string;
  country_iso: string;
  state_id: number | null;
  company: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  phone: string | null;
  fiscal_id: string | null;
  vat_id: string | null;
  default_delivery: Generated<Flag>;
  default_invoice: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupportRequestTable {
  id: Generated<number>;
  customer_id: number;
  /** The customer's e-mail when they wrote. */
  email: string;
  locale: string;
  body: string;
  created_at: Timestamp;
}

/** The back office's answer to a support message (one per message), mailed to the customer. */
export interface SupportReplyTable {
  id: Generated<number>;
  support_request_id: number;
  operator_id: number;
  /** The operator's e-mail when they answered. */
  operator_email: string;
  body: string;
  created_at: Timestamp;
}

/** The tables the account module owns; other modules reach them through its service. */
export interface AccountTables {
  customer: CustomerTable;
  customer_b2b: CustomerB2BTable;
  vat_id_check: VatIdCheckTable;
  address: AddressTable;
  support_request: SupportRequestTable;
  support_reply: SupportReplyTable;
}

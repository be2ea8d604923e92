import type { ColumnType, Generated } from 'kysely';
import type { ReturnReason, ReturnStatus } from '@tendero/contract';
import type { Flag, Timestamp } from '../../db/column-types.ts';

/** A bigint of cents, which PostgreSQL answers as a string: read it with Number(). */
type Cents = ColumnType<number | string, number, number>;

/**
 * A withdrawal declared with the withdrawal button (docs/flows.md#the-withdrawal-button): who declared it,
 * for which order and items, when it was received, and its acknowledgement (PDF, mailed once).
 */
export interface WithdrawalTable {
  id: Generated<number>;
  uid: string;
  order_id: number;
  order_reference: string;
  customer_id: number;
  name: string;
  email: string;
  locale: string;
  whole_order: Flag;
  /** JSON of the declared lines: `[{ position, name, quantity }]` (the order's positions, from 0). */
  lines: string;
  declared_at: Timestamp;
  acknowledgement_pdf: Buffer | null;
  mailed_at: Timestamp | null;
}

/** Units of an order asked back (docs/flows.md#return), with what they give back and how it went. */
export interface ReturnRequestTable {
  id: Generated<number>;
  uid: string;
  order_id: number;
  order_reference: string;
  customer_id: number;
  locale: string;
  status: ReturnStatus;
  /** The order's delivery postcode upper-cased without spaces, for the status look-up. */
  lookup_postcode: string;
  withdrawal_id: number | null;
  currency: string;
  lines_amount: Cents;
  /** The standard delivery cost given back with it: the whole order came back. */
  shipping_amount: Cents;
  deduction_amount: Cents;
  deduction_reason: string | null;
  rejection_reason: string | null;
  /** YYYY-MM-DD (the shop's calendar): 14 days after the request. */
  refund_due_by: string;
  refund_id: number | null;
  credit_note_number: string | null;
  refunded_at: Timestamp | null;
  received_at: Timestamp | null;
  /** Who received or rejected it. */
  operator_id: number | null;
  /** When the label's mail and the rejection's mail were queued: each goes once. */
  approval_mailed_at: Timestamp | null;
  rejection_mailed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReturnLineTable {
  return_id: number;
  /** The order line's position (from 0). */
  position: number;
  product_id: number;
  name: string;
  quantity: number;
  reason: ReturnReason;
  comment: string | null;
  /** Set on receipt. */
  received: number | null;
  damaged: number | null;
  /** What the units give back when all come back, before a deduction. */
  amount: Cents;
}

/** A return's history: one row per state it entered. */
export interface ReturnStatusTable {
  id: Generated<number>;
  return_id: number;
  status: ReturnStatus;
  at: Timestamp;
  operator_id: number | null;
}

/** A return label: its return parcel (shipping's) and its PDF, drawn once from `data`. */
export interface ReturnLabelTable {
  id: Generated<number>;
  uid: string;
  return_id: number;
  parcel_id: number;
  tracking_number: string;
  /** JSON of `ReturnLabelFacts`. */
  data: string;
  pdf: Buffer | null;
  created_at: Timestamp;
}

/** A photo of a return, re-encoded without metadata, in the photo storage (`RETURN_PHOTO_DIR`). */
export interface ReturnPhotoTable {
  id: Generated<number>;
  uid: string;
  return_id: number;
  storage_key: string;
  thumbnail_key: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: Timestamp;
}

/** The tables the returns module owns. */
export interface ReturnTables {
  withdrawal: WithdrawalTable;
  return_request: ReturnRequestTable;
  return_line: ReturnLineTable;
  return_status: ReturnStatusTable;
  return_label: ReturnLabelTable;
  return_photo: ReturnPhotoTable;
}

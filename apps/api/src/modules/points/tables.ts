import type { ColumnType, Generated } from 'kysely';
import type { PointsEntryKind } from '@tendero/contract';
import type { Timestamp } from '../../db/column-types.ts';

/** A bigint of cents, which PostgreSQL answers as a string: read it with Number(). */
type Cents = ColumnType<number | string, number, number>;

/** One row per customer with points: what conversions, adjustments and the worker lock. Never a balance. */
export interface PointsHolderTable {
  customer_id: number;
  created_at: Timestamp;
}

/** What a paid order earns, and from which day (once delivered) those points become available. */
export interface PointsOrderTable {
  order_id: number;
  order_reference: string;
  customer_id: number;
  items_amount: Cents;
  points: number;
  /** YYYY-MM-DD in the shop's calendar; null until the order's last parcel is delivered. */
  available_on: string | null;
  created_at: Timestamp;
}

/** One entry of the append-only ledger (docs/flows.md#loyalty-points): never updated, never deleted. */
export interface PointsEntryTable {
  id: Generated<number>;
  customer_id: number;
  kind: PointsEntryKind;
  available: number;
  pending: number;
  dedupe_key: string;
  order_id: number | null;
  order_reference: string | null;
  refund_id: number | null;
  promotion_id: number | null;
  voucher_code: string | null;
  reason: string | null;
  operator_id: number | null;
  expires_at: Timestamp | null;
  created_at: Timestamp;
}

/** The tables the points module owns. */
export interface PointsTables {
  points_holder: PointsHolderTable;
  points_order: PointsOrderTable;
  points_entry: PointsEntryTable;
}

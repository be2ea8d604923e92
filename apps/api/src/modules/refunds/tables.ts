import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';
import type { RefundKind, RefundStatus } from '@tendero/contract';

/**
 * Money given back against an order's payment, documented by one credit note
 * (docs/flows.md#cancellation-and-refunds).
 */
export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  order_reference: string;
  customer_id: number;
  /** Null when nothing was paid (a cancelled zero-amount order). */
  payment_id: number | null;
  /** The payments module's record of paying it back; null when there is nothing to pay back. */
  payment_refund_id: number | null;
  kind: RefundKind;
  /** The refund form's id; `cancel-<order id>` for a cancellation. Unique: a double click refunds once. */
  request_id: string;
  currency: string;
  lines_amount: number;
  shipping_amount: number;
  total_amount: number;
  status: RefundStatus;
  /** Why paying back failed, while it is failed. */
  failure: string | null;
  reason: string | null;
  operator_id: number | null;
  credit_note_id: number | null;
  credit_note_number: string | null;
  mailed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Money to go back to a payment, as asked of its provider: a refund's, or a refused payment's. */
export interface PaymentRefundTable {
  id: Generated<number>;
  payment_id: number;
  amount: number;
  reason: 'mismatch' | 'stock' | 'cancelled' | 'refund' | 'return';
  provider_refund_id: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  created_at: Timestamp;
}

export interface RefundLineTable {
  refund_id: number;
  /** The order line's position. */
  position: number;
  product_id: number;
  name: string;
  quantity: number;
  amount: number;
}

/** The tables the refunds module owns. */
export interface RefundTables {
  refund: RefundTable;
  refund_line: RefundLineTable;
  payment_refund: PaymentRefundTable;
}

import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

/** A payment's state (docs/flows.md#payment), as Stripe names a PaymentIntent's states. */
export type PaymentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'failed';

/** One payment per cart: the provider's intent, and the cart revision whose total it is for. */
export interface PaymentTable {
  id: Generated<number>;
  cart_id: number;
  customer_id: number;
  cart_revision: number;
  provider: 'stripe' | 'test';
  intent_id: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** Why the last attempt failed (a decline code), or why no order came of a successful one. */
  failure_code: string | null;
  order_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The offline test provider's own records: its PaymentIntents, as Stripe keeps them on its side. */
export interface TestPaymentIntentTable {
  id: string;
  client_secret: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  status: PaymentStatus | 'canceled';
  /** JSON object of strings, as Stripe's metadata. */
  metadata: string;
  card_last4: string | null;
  last_error: string | null;
  amount_refunded: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The offline test provider's refunds, by idempotency key: the same key answers the same refund. */
export interface TestPaymentRefundTable {
  id: string;
  intent_id: string;
  idempotency_key: string;
  amount: number;
  created_at: Timestamp;
}

/** The tables the payments module owns. */
export interface PaymentTables {
  payment: PaymentTable;
  test_payment_intent: TestPaymentIntentTable;
  test_payment_refund: TestPaymentRefundTable;
}

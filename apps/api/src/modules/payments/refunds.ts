/**
 * What refunds need of payments: the payment an order was paid with, and the provider's call that
 * gives money back on it. Recording refunds and their outcome is the refunds module's.
 */
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import * as repository from './refund-repository.ts';

/** The payment an order was paid with, or null (a zero-amount order has none). */
export async function paymentOfOrder(
  db: Db,
  orderId: number,
): Promise<{ id: number; provider: string; intentId: string | null; amount: number } | null> {
  const row = await repository.paymentOfOrder(db, orderId);
  if (!row || row.status !== 'succeeded') return null;
  return { id: row.id, provider: row.provider, intentId: row.intent_id, amount: row.amount };
}

/** Which provider took a payment, under which intent; null for an unknown payment. */
export async function paymentIntentOf(
  db: Db,
  paymentId: number,
): Promise<{ provider: string; intentId: string | null } | null> {
  const row = await repository.paymentById(db, paymentId);
  return row ? { provider: row.provider, intentId: row.intent_id } : null;
}

export class RefundNotPossible extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundNotPossible';
  }
}

/**
 * Asks the shop's provider to give `amount` back on the payment, under `idempotencyKey`; answers the
 * provider's refund id. A payment taken by another provider than the shop's now, or without an intent,
 * cannot be refunded here (RefundNotPossible).
 */
export async function refundThroughProvider(
  provider: PaymentProvider,
  payment: { provider: string; intentId: string | null },
  amount: number,
  idempotencyKey: string,
): Promise<string> {
  if (payment.provider !== provider.name || payment.intentId === null) {
    throw new RefundNotPossible(`paid through ${payment.provider}, the shop now uses ${provider.name}`);
  }
  return (await provider.refund(payment.intentId, amount, idempotencyKey)).id;
}

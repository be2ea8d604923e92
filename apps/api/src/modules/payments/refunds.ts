/**
 * Giving money back against a payment (DESIGN.md §8: refunds are their own records against a payment).
 * The refund is recorded `pending` in the caller's transaction; the provider is asked after the commit,
 * with an idempotency key, so asking again (a retry, a worker that ran twice) never pays out twice.
 */
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { PaymentProvider } from './provider.ts';
import * as repository from './refund-repository.ts';
import type { PaymentRefundTable } from './tables.ts';

/** The payment an order was paid with, or null (a zero-amount order has none). */
export async function paymentOfOrder(
  db: Db,
  orderId: number,
): Promise<{ id: number; provider: string; intentId: string | null; amount: number } | null> {
  const row = await repository.paymentOfOrder(db, orderId);
  if (!row || row.status !== 'succeeded') return null;
  return { id: row.id, provider: row.provider, intentId: row.intent_id, amount: row.amount };
}

/** Records, in the caller's transaction, that `amount` is to go back to the payment; answers its id. */
export function recordPaymentRefund(
  trx: Trx,
  refund: { paymentId: number; amount: number; reason: PaymentRefundTable['reason']; at: string },
): Promise<number> {
  return repository.insertPaymentRefund(trx, {
    payment_id: refund.paymentId,
    amount: refund.amount,
    reason: refund.reason,
    provider_refund_id: null,
    status: 'pending',
    created_at: refund.at,
  });
}

export class RefundNotPossible extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundNotPossible';
  }
}

/**
 * Asks the provider to pay a recorded refund back, under `idempotencyKey`, and records its answer. A
 * refund already paid back is left alone; a refusal or an unreachable provider marks it failed and
 * throws, so the caller can try again later with the same key.
 */
export async function payBackRefund(
  db: Db,
  provider: PaymentProvider,
  paymentRefundId: number,
  idempotencyKey: string,
): Promise<void> {
  const refund = await repository.paymentRefundWithIntent(db, paymentRefundId);
  if (!refund) throw new RefundNotPossible(`no payment refund ${paymentRefundId}`);
  if (refund.status === 'succeeded') return;
  try {
    if (refund.provider !== provider.name || refund.intent_id === null) {
      throw new RefundNotPossible(`paid through ${refund.provider}, the shop now uses ${provider.name}`);
    }
    const answer = await provider.refund(refund.intent_id, refund.amount, idempotencyKey);
    await repository.markPaymentRefundSucceeded(db, refund.id, answer.id);
  } catch (error) {
    await repository.markPaymentRefundFailed(db, refund.id);
    throw error;
  }
}

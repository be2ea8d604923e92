/**
 * Giving money back against a payment: refunds are their own records against it. The refund is
 * recorded `pending` in the caller's transaction; the provider is asked after the commit, with an
 * idempotency key, so asking again (a retry, a worker that ran twice) never pays out twice.
 */
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Trx } from '../../db/transaction.ts';
import {
  paymentIntentOf,
  RefundNotPossible,
  refundThroughProvider,
  type PaymentProvider,
} from '../payments/index.ts';
import * as repository from './payment-refund-repository.ts';

/** Why money goes back to a payment. */
export type PaymentRefundReason = Database['payment_refund']['reason'];

/** Records, in the caller's transaction, that `amount` is to go back to the payment; answers its id. */
export function recordPaymentRefund(
  trx: Trx,
  refund: { paymentId: number; amount: number; reason: PaymentRefundReason; at: string },
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

/** Records that the provider paid the refund back, under its own refund id. */
export async function markPaymentRefundSucceeded(
  db: Db,
  paymentRefundId: number,
  providerRefundId: string,
): Promise<void> {
  await repository.markPaymentRefundSucceeded(db, paymentRefundId, providerRefundId);
}

/**
 * Asks the provider to pay a recorded refund back, under `idempotencyKey`, and records its answer. A
 * refund already paid back is left alone; a refusal or an unreachable provider marks it failed and
 * throws, so the caller can try again later with the same key.
 */
export async function payBackPaymentRefund(
  db: Db,
  provider: PaymentProvider,
  paymentRefundId: number,
  idempotencyKey: string,
): Promise<void> {
  const refund = await repository.paymentRefundById(db, paymentRefundId);
  const payment = refund ? await paymentIntentOf(db, refund.payment_id) : null;
  if (!refund || !payment) throw new RefundNotPossible(`no payment refund ${paymentRefundId}`);
  if (refund.status === 'succeeded') return;
  try {
    const providerRefundId = await refundThroughProvider(provider, payment, refund.amount, idempotencyKey);
    await repository.markPaymentRefundSucceeded(db, refund.id, providerRefundId);
  } catch (error) {
    await repository.markPaymentRefundFailed(db, refund.id);
    throw error;
  }
}

/** What went back to each payment, by payment id (a payment nothing went back to is absent). */
export async function paidBackOfPayments(
  db: Db,
  paymentIds: readonly number[],
): Promise<ReadonlyMap<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await repository.paidBackOfPayments(db, paymentIds);
  return new Map(rows.map((row) => [row.payment_id, Number(row.paid_back)]));
}

/** Refunds of the last `days` days (not failed ones): how many, and their sum in cents. */
export function refundFigures(db: Db, days: number, now: Date = new Date()) {
  return repository.paymentRefundsSince(db, new Date(now.getTime() - days * 86_400_000).toISOString());
}

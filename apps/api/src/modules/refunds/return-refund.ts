/**
 * The refund of a received return (docs/flows.md#receiving-a-return): in the caller's transaction, with
 * the order locked, the units that came back are refunded as an operator's refund would be (with their
 * credit note and the order's refund state), keyed by the return, so a receipt handled twice refunds once.
 * The provider pays it back after the commit (`payBackNow`, and the `refund.requested` event).
 */
import type { Config } from '../../config.ts';
import type { Trx } from '../../db/transaction.ts';
import { recordOrderRefund, type RefundableOrder } from '../orders/index.ts';
import type { RefundPart } from './amounts.ts';
import { RefundTooMuch } from './errors.ts';
import { issueRefund, refundedSoFar } from './issue.ts';
import * as repository from './repository.ts';
import { assertRefundable } from './service.ts';

export interface ReturnRefund {
  order: RefundableOrder;
  /** `return-<return id>`: one refund per return. */
  requestId: string;
  parts: readonly RefundPart[];
  shipping: number;
  reason: string | null;
  operatorId: number | null;
  now: Date;
}

/** Issues the return's refund (or finds the one issued before); answers its id and credit note number. */
export async function refundReturnedUnits(
  trx: Trx,
  config: Config,
  refund: ReturnRefund,
): Promise<{ refundId: number; creditNoteNumber: string | null; total: number }> {
  const earlier = await repository.refundByRequest(trx, refund.requestId);
  if (earlier) {
    return {
      refundId: earlier.id,
      creditNoteNumber: earlier.credit_note_number,
      total: Number(earlier.total_amount),
    };
  }
  const { order } = refund;
  assertRefundable(order);
  const before = await refundedSoFar(trx, order.id);
  const total = refund.parts.reduce((sum, part) => sum + part.amount, refund.shipping);
  const left = order.totalAmount - before.total;
  if (total > left) throw new RefundTooMuch('total', left);
  const id = await issueRefund(trx, config, {
    order,
    kind: 'return',
    requestId: refund.requestId,
    parts: refund.parts,
    shipping: refund.shipping,
    reason: refund.reason,
    operatorId: refund.operatorId,
    now: refund.now,
  });
  const state = before.total + total >= order.totalAmount ? 'refunded' : 'partially_refunded';
  await recordOrderRefund(
    trx,
    order,
    { state, units: refund.parts.map((part) => ({ position: part.line.position, quantity: part.quantity })) },
    refund.now.toISOString(),
  );
  const issued = await repository.refundById(trx, id);
  return { refundId: id, creditNoteNumber: issued?.credit_note_number ?? null, total };
}

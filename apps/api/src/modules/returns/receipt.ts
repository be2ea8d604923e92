/**
 * Receiving a return (docs/flows.md#receiving-a-return), top to bottom, in one transaction: the order and
 * the return locked; a return received already answers as it is (a receipt sent twice refunds once); the
 * units that came back per line, and of those the damaged ones; received, undamaged units back to stock;
 * the refund of what was paid for the received units (less a deduction for loss of value, with its
 * reason, CRD Art. 14(2); plus the delivery charge when the whole order came back), issued through the
 * refunds module with its credit note; the return received and refunded. The provider pays the money back
 * after the commit, once (`refund-<id>` as its key), and again from the `refund.requested` event when that
 * fails, so a crash anywhere refunds once.
 */
import { allocate, RETURN_ERRORS, type AdminReturn, type ReturnReceiptInput } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { InvalidInput } from '../../lib/domain-error.ts';
import { recordAudit } from '../back-office/index.ts';
import { returnStock } from '../catalog/index.ts';
import { enqueueEvent } from '../events/service.ts';
import { linePosition, lockOrderForRefund } from '../orders/index.ts';
import {
  lineRefundAmount,
  payBackNow,
  refundedSoFar,
  refundReturnedUnits,
  type RefundLogger,
  type RefundPart,
} from '../refunds/index.ts';
import { ReturnIllegalTransition, ReturnNotFound } from './errors.ts';
import * as repository from './repository.ts';
import { moveReturn } from './status.ts';
import { adminReturnOf } from './admin.ts';

/** `POST /v1/admin/returns/{returnUid}/receipt`: records what came back and refunds it. */
export async function receiveReturn(
  db: Db,
  config: Config,
  returnUid: string,
  input: ReturnReceiptInput,
  operator: { operatorId: number },
  log: RefundLogger,
): Promise<AdminReturn> {
  const now = new Date();
  const at = now.toISOString();
  const found = await repository.returnByUid(db, returnUid);
  if (!found) throw new ReturnNotFound();
  const refundId = await db.transaction().execute(async (trx) => {
    // The order first, then the return, as everything that refunds an order locks them.
    const order = await lockOrderForRefund(trx, found.order_reference);
    const ret = await repository.lockReturn(trx, found.id);
    if (!order || !ret) throw new ReturnNotFound();
    if (ret.status === 'received' || ret.status === 'refunded') return ret.refund_id;
    if (ret.status !== 'approved' && ret.status !== 'in_transit')
      throw new ReturnIllegalTransition(ret.status, 'received');

    const lines = await repository.returnLines(trx, [ret.id]);
    const counted = new Map<number, { received: number; damaged: number }>();
    input.lines.forEach((entry, index) => {
      const position = linePosition.fromApi(entry.position);
      const line = lines.find((candidate) => candidate.position === position);
      if (!line || counted.has(position))
        throw new InvalidInput(`lines.${index}.position`, RETURN_ERRORS.unknownLine);
      if (entry.received > line.quantity || entry.damaged > entry.received)
        throw new InvalidInput(`lines.${index}.received`, RETURN_ERRORS.receiptUnits, {
          quantity: line.quantity,
        });
      counted.set(position, { received: entry.received, damaged: entry.damaged });
    });
    // Nothing came back: that is a rejection, with its reason, not a receipt.
    if ([...counted.values()].every((entry) => entry.received === 0))
      throw new InvalidInput('lines', RETURN_ERRORS.receiptUnits);

    const before = await refundedSoFar(trx, order.id);
    const parts: RefundPart[] = [];
    for (const line of lines) {
      const { received = 0, damaged = 0 } = counted.get(line.position) ?? {};
      // What each line gives back is set below, from what came back of it.
      await repository.updateReturnLine(trx, ret.id, line.position, { received, damaged, amount: 0 });
      if (received - damaged > 0) await returnStock(trx, line.product_id, received - damaged);
      const orderLine = order.lines.find((candidate) => candidate.position === line.position);
      // Units an operator refunded meanwhile are not refunded twice.
      const refundedBefore = before.units.get(line.position) ?? 0;
      const refundable = orderLine ? Math.min(received, orderLine.quantity - refundedBefore) : 0;
      if (!orderLine || refundable <= 0) continue;
      const amount = lineRefundAmount(orderLine, refundedBefore, refundable);
      parts.push({ line: orderLine, quantity: refundable, amount });
    }

    const linesAmount = parts.reduce((sum, part) => sum + part.amount, 0);
    const deduction = input.deduction?.amount ?? 0;
    if (deduction > linesAmount)
      throw new InvalidInput('deduction.amount', RETURN_ERRORS.deductionTooLarge, { max: linesAmount });
    // The deduction is shared by the lines as their amounts are, so VAT per rate stays exact.
    const shares = allocate(
      deduction,
      parts.map((part) => part.amount),
    );
    const refunded = parts.map((part, index) => ({ ...part, amount: part.amount - (shares[index] ?? 0) }));
    // The delivery charge goes back with the whole order: every paid unit refunded with this return.
    const wholeOrder = order.lines.every(
      (line) =>
        line.total === 0 ||
        (before.units.get(line.position) ?? 0) +
          (refunded.find((part) => part.line.position === line.position)?.quantity ?? 0) >=
          line.quantity,
    );
    const shipping = wholeOrder && before.shipping === 0 ? order.shippingAmount : 0;

    await moveReturn(trx, ret, 'received', at, operator.operatorId);
    const refund = await refundReturnedUnits(trx, config, {
      order,
      requestId: `return-${ret.id}`,
      parts: refunded,
      shipping,
      reason: input.deduction?.reason ?? null,
      operatorId: operator.operatorId,
      now,
    });
    for (const part of parts)
      await repository.updateReturnLine(trx, ret.id, part.line.position, { amount: part.amount });
    await repository.updateReturn(trx, ret.id, {
      received_at: at,
      operator_id: operator.operatorId,
      lines_amount: linesAmount,
      shipping_amount: shipping,
      deduction_amount: deduction,
      deduction_reason: input.deduction?.reason ?? null,
      refund_id: refund.refundId,
      credit_note_number: refund.creditNoteNumber,
      refunded_at: at,
    });
    await moveReturn(trx, { id: ret.id, status: 'received' }, 'refunded', at, operator.operatorId);
    await enqueueEvent(trx, 'return.received', { returnId: ret.id });
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'return.receive',
      subjectType: 'return',
      subjectId: ret.uid,
      before: { status: ret.status },
      after: {
        status: 'refunded',
        lines: [...counted].map(([position, units]) => ({
          position: linePosition.toApi(position),
          ...units,
        })),
        deduction,
        refundId: refund.refundId,
        amount: refund.total,
      },
    });
    return refund.refundId;
  });
  if (refundId !== null) await payBackNow(db, config, refundId, log);
  return adminReturnOf(db, returnUid);
}

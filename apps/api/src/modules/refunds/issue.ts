/**
 * Issuing a refund, shared by refunds and cancellations: in the caller's transaction
 * (the order locked), the refund and its lines, the payment's refund record, the credit note numbered
 * in that transaction, and the events that draw its PDF, mail the customer and pay the money back.
 * Paying back happens after the commit (`settleRefund`), under the key `refund-<refund id>`.
 */
import { calendarDayIn, type RefundKind } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { issueCreditNote, sellerFacts } from '../documents/index.ts';
import { enqueueEvent } from '../events/service.ts';
import { orderInvoiceIn, type RefundableOrder } from '../orders/index.ts';
import { paymentOfOrder, paymentProviderOf } from '../payments/index.ts';
import { creditNoteAmounts, type RefundPart } from './amounts.ts';
import { OrderNotPaid } from './errors.ts';
import { payBackPaymentRefund, recordPaymentRefund } from './payment-refunds.ts';
import * as repository from './repository.ts';

/** What was refunded of an order before: units per line position, the shipping, money in all. */
export interface RefundedSoFar {
  units: ReadonlyMap<number, number>;
  shipping: number;
  total: number;
}

export async function refundedSoFar(db: Db, orderId: number): Promise<RefundedSoFar> {
  const [units, amounts] = await Promise.all([
    repository.refundedUnits(db, orderId),
    repository.refundedAmounts(db, orderId),
  ]);
  return {
    units: new Map(units.map((row) => [row.position, Number(row.units)])),
    shipping: Number(amounts.shipping),
    total: Number(amounts.total),
  };
}

export interface NewRefund {
  order: RefundableOrder;
  kind: RefundKind;
  requestId: string;
  parts: readonly RefundPart[];
  /** The shipping charge given back (all of it, or 0). */
  shipping: number;
  reason: string | null;
  operatorId: number | null;
  now: Date;
}

const PAYMENT_REASON = { refund: 'refund', cancellation: 'cancelled', return: 'return' } as const;

/** Issues a refund of the locked order in `trx`; answers its id. */
export async function issueRefund(trx: Trx, config: Config, refund: NewRefund): Promise<number> {
  const { order, parts, shipping } = refund;
  const at = refund.now.toISOString();
  const linesAmount = parts.reduce((sum, part) => sum + part.amount, 0);
  const total = linesAmount + shipping;
  const payment = total > 0 ? await paymentOfOrder(trx, order.id) : null;
  if (total > 0 && !payment) throw new OrderNotPaid();
  const paymentRefundId = payment
    ? await recordPaymentRefund(trx, {
        paymentId: payment.id,
        amount: total,
        reason: PAYMENT_REASON[refund.kind],
        at,
      })
    : null;
  const id = await repository.insertRefund(trx, {
    order_id: order.id,
    order_reference: order.reference,
    customer_id: order.customerId,
    payment_id: payment?.id ?? null,
    payment_refund_id: paymentRefundId,
    kind: refund.kind,
    request_id: refund.requestId,
    currency: order.currency,
    lines_amount: linesAmount,
    shipping_amount: shipping,
    total_amount: total,
    // Nothing to pay back (a cancelled zero-amount order): done with the credit note.
    status: paymentRefundId === null ? 'succeeded' : 'pending',
    failure: null,
    reason: refund.reason,
    operator_id: refund.operatorId,
    credit_note_id: null,
    credit_note_number: null,
    mailed_at: null,
    created_at: at,
    updated_at: at,
  });
  await repository.insertRefundLines(
    trx,
    parts.map((part) => ({
      refund_id: id,
      position: part.line.position,
      product_id: part.line.productId,
      name: part.line.name,
      quantity: part.quantity,
      amount: part.amount,
    })),
  );

  const seller = sellerFacts(config);
  const invoice = await orderInvoiceIn(trx, seller, order.id);
  const { supplyDate: _supplyDate, ...parties } = invoice.facts;
  const creditNote = await issueCreditNote(
    trx,
    {
      ...parties,
      ...creditNoteAmounts(invoice.facts, parts, shipping),
      refundId: id,
      invoiceNumber: invoice.number,
      refundDate: calendarDayIn(at, seller.timeZone ?? 'UTC'),
    },
    seller,
    // Issued at the refund's time: the refund's link names it without asking the documents module.
    { now: refund.now },
  );
  await repository.updateRefund(trx, id, {
    credit_note_id: creditNote.id,
    credit_note_number: creditNote.number,
  });
  await enqueueEvent(trx, 'refund.issued', { refundId: id });
  if (paymentRefundId !== null) await enqueueEvent(trx, 'refund.requested', { refundId: id });
  return id;
}

/**
 * The `refund.requested` handler, also called right after the issuing commit: asks the provider to pay
 * the refund back (key `refund-<id>`, so a second ask is answered with the first refund) and records the
 * outcome. A failure is recorded on the refund (status `failed`, with why) and thrown, so the event is
 * tried again later; a refund already paid back is left alone.
 */
export async function settleRefund(db: Db, config: Config, refundId: number): Promise<void> {
  const refund = await repository.refundById(db, refundId);
  if (!refund || refund.status === 'succeeded' || refund.payment_refund_id === null) return;
  try {
    await payBackPaymentRefund(
      db,
      paymentProviderOf(db, config),
      refund.payment_refund_id,
      `refund-${refund.id}`,
    );
  } catch (error) {
    const failure = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await repository.markRefundFailed(db, refund.id, failure, new Date().toISOString());
    throw error;
  }
  await repository.updateRefund(db, refund.id, {
    status: 'succeeded',
    failure: null,
    updated_at: new Date().toISOString(),
  });
}

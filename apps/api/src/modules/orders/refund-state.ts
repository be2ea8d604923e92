/**
 * What refunds and cancellations need of an order: the order locked with its lines, its
 * invoice (issued in the caller's transaction when the `order.paid` handler has not issued it yet, so a
 * credit note always has an invoice to correct), its refund state (`partially_refunded`, `refunded`) set
 * beside its fulfilment, or its status moved to `cancelled`, each with an entry in its history.
 */
import { isLocale, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { issueInvoice, type InvoiceFacts, type SellerFacts } from '../documents/index.ts';
import { invoiceFacts, paymentMethodLabel } from './invoice.ts';
import { orderLinesOf, type OrderLine } from './lines.ts';
import * as repository from './repository.ts';
import { transition, type OrderState } from './status.ts';
import type { OrderProgress, OrderRefundState } from './tables.ts';

/** An order line as refunds read it: what was bought, at what price and VAT, after its discount. */
export type RefundableLine = Pick<
  OrderLine,
  'position' | 'productId' | 'name' | 'sku' | 'quantity' | 'unitPrice' | 'discount' | 'total' | 'vatRate'
>;

export interface RefundableOrder {
  id: number;
  reference: string;
  customerId: number;
  /** Its payment and fulfilment (`paid` … `delivered`), or `cancelled`; refunds do not change it. */
  status: OrderProgress;
  refundState: OrderRefundState | null;
  locale: Locale;
  currency: string;
  /** What was paid: lines, shipping and payment fee. */
  totalAmount: number;
  shippingAmount: number;
  /** Null while the order awaits payment. */
  paidAt: string | null;
  lines: RefundableLine[];
}

/** The order of a reference with its lines, locked for the rest of the transaction; null when unknown. */
export async function lockOrderForRefund(trx: Trx, reference: string): Promise<RefundableOrder | null> {
  const order = await repository.lockOrderByReference(trx, reference);
  if (!order) return null;
  const lines = await orderLinesOf(trx, [order.id]);
  return {
    id: order.id,
    reference: order.reference,
    customerId: order.customer_id,
    status: order.status,
    refundState: order.refund_state,
    locale: isLocale(order.locale) ? order.locale : 'en',
    currency: order.currency,
    totalAmount: order.total_amount,
    shippingAmount: order.shipping_amount,
    paidAt: order.paid_at,
    lines,
  };
}

/**
 * Records a refund on the order (locked by `lockOrderForRefund`): the units refunded of each line (by
 * the order's positions), which are no longer to be shipped, and the move to the refund state. The
 * order's fulfilment status stays as it is.
 */
export async function recordOrderRefund(
  trx: Trx,
  order: OrderState,
  refund: { state: OrderRefundState; units: readonly { position: number; quantity: number }[] },
  at: string,
): Promise<void> {
  await repository.addRefundedUnits(trx, order.id, refund.units);
  await transition(trx, order, refund.state, at);
}

/**
 * The order's invoice: its number and the facts it was issued from. Issued in `trx` when it has not
 * been yet (the `order.paid` handler then finds it and only draws its PDF).
 */
export async function orderInvoiceIn(
  trx: Trx,
  seller: SellerFacts,
  orderId: number,
): Promise<{ number: string; facts: InvoiceFacts }> {
  const facts = await invoiceFacts(trx, orderId, seller.timeZone ?? 'UTC');
  if (!facts) throw new Error(`order ${orderId} was not paid: it has no invoice`);
  const invoice = await issueInvoice(trx, facts, seller);
  return { number: invoice.number, facts };
}

/** Whom mails about an order go to, in which language, and how the order was paid, in that language. */
export async function orderRecipientOf(
  db: Db,
  orderId: number,
): Promise<{ email: string; locale: Locale; name: string; reference: string; paymentMethod: string } | null> {
  const row = await repository.orderRecipient(db, orderId);
  if (!row) return null;
  const locale = isLocale(row.locale) ? row.locale : 'en';
  return {
    email: row.email,
    locale,
    name: `${row.first_name} ${row.last_name}`,
    reference: row.reference,
    paymentMethod: paymentMethodLabel(row.payment_provider, locale),
  };
}

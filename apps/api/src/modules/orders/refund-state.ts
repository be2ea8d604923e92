/**
 * What refunds and cancellations need of an order (DESIGN.md §8): the order locked with its lines, its
 * invoice (issued in the caller's transaction when the `order.paid` handler has not issued it yet, so a
 * credit note always has an invoice to correct), its refund state (`partially_refunded`, `refunded`) set
 * beside its fulfilment, or its status moved to `cancelled`, each with an entry in its history.
 */
import { isLocale, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { issueInvoice, type InvoiceFacts, type SellerFacts } from '../documents/index.ts';
import { invoiceFacts, paymentMethodLabel } from './invoice.ts';
import * as repository from './repository.ts';
import * as stateRepository from './refund-state-repository.ts';
import type { OrderProgress, OrderRefundState } from './tables.ts';

/** An order line as refunds read it: what was bought, at what price and VAT, after its discount. */
export interface RefundableLine {
  position: number;
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** unitPrice × quantity − discount: what the line cost. */
  total: number;
  vatRate: number;
}

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
  const order = await stateRepository.lockOrderByReference(trx, reference);
  if (!order) return null;
  const lines = await repository.orderLines(trx, [order.id]);
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
    lines: lines.map((line) => ({
      position: line.position,
      productId: line.product_id,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      discount: line.discount,
      total: line.total,
      vatRate: line.vat_rate,
    })),
  };
}

export type RefundState = OrderRefundState;

/**
 * Records a refund on the order (locked by `lockOrderForRefund`): the units refunded of each line (by
 * the order's positions), which are no longer to be shipped, and the refund state with an entry in the
 * history. The order's fulfilment status stays as it is.
 */
export async function recordOrderRefund(
  trx: Trx,
  orderId: number,
  refund: { state: RefundState; units: readonly { position: number; quantity: number }[] },
  at: string,
): Promise<void> {
  await stateRepository.addRefundedUnits(trx, orderId, refund.units);
  await stateRepository.setRefundState(trx, orderId, refund.state, at);
}

/** Moves the order (locked by `lockOrderForRefund`) to `cancelled`, with an entry in its history. */
export async function markOrderCancelled(trx: Trx, orderId: number, at: string): Promise<void> {
  await stateRepository.setOrderStatus(trx, orderId, 'cancelled', at);
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
  const row = await stateRepository.orderRecipient(db, orderId);
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

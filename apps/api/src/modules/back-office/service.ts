/**
 * The back office's reads and writes (docs/operations.md#the-back-office): the dashboard, orders, products
 * and support messages. Every write runs in one transaction with its audit entry.
 */
import {
  addCalendarDays,
  adminDocumentPath,
  calendarDayIn,
  money,
  REFUND_DUE_SOON_DAYS,
  type AdminDashboard,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type AdminPayment,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
  type AdminProductUpdate,
  type AdminSupportListQuery,
  type AdminSupportMessage,
  type AdminSupportPage,
  type CustomerParcel,
  type Locale,
  type Refund,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import {
  openSupportCount,
  replyToSupportMessage,
  supportMessageForOperators,
  supportMessagesForOperators,
} from '../account/index.ts';
import {
  productForOperators,
  productsForOperators,
  stockAlertsWaiting,
  updateProductForOperators,
  catalogueChanged,
} from '../catalog/index.ts';
import { documentLinksOfOrder } from '../documents/index.ts';
import type { ShopOrigins } from '../mail/index.ts';
import { carrierMethodNames } from '../carriers/index.ts';
import { linePosition, orderFigures, orderForOperators, ordersForOperators } from '../orders/index.ts';
import { paymentsOfOrder } from '../payments/index.ts';
import { paidBackOfPayments, refundedOfOrder, refundFigures, refundsOfOrder } from '../refunds/index.ts';
import { returnsDueBy } from '../returns/index.ts';
import { orderParcels, shippedQuantities } from '../shipping/index.ts';
import { auditTrailOf, recordAudit } from './audit.ts';
import type { SignedInOperator } from './sessions.ts';

/** `GET /v1/admin/dashboard`: what needs the merchant today. */
export async function dashboard(db: Db, timeZone: string, now: Date = new Date()): Promise<AdminDashboard> {
  const [orders, refunds, alerts, supportOpen, refundsDueSoon] = await Promise.all([
    orderFigures(db, timeZone, now),
    // Every refund is recorded against a payment, whatever made it (refund, cancellation, return).
    refundFigures(db, 30, now),
    stockAlertsWaiting(db),
    openSupportCount(db),
    // A returned item's refund is due 14 days after the request (CRD Art. 13(1)).
    returnsDueBy(db, addCalendarDays(calendarDayIn(now, timeZone), REFUND_DUE_SOON_DAYS), 10),
  ]);
  return {
    ordersToday: orders.ordersToday,
    revenueToday: money(orders.revenueToday),
    awaitingShipment: orders.awaitingShipment,
    refunds30Days: refunds.count,
    refunded30Days: money(refunds.total),
    stockAlertsWaiting: alerts,
    supportOpen,
    refundsDueSoon,
  };
}

export function orders(db: Db, timeZone: string, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  return ordersForOperators(db, query, timeZone);
}

/** An order's parcels and the units shipped per line, by the line's position in the API (from 1). */
export interface OrderParcels {
  parcels: CustomerParcel[];
  shippedByPosition: ReadonlyMap<number, number>;
}

/** The parcels of an order, described in `locale`, and the units shipped per line. */
export async function parcelsOf(db: Db, locale: Locale, orderId: number): Promise<OrderParcels> {
  const [parcels, shipped] = await Promise.all([
    orderParcels(db, locale, orderId),
    shippedQuantities(db, orderId),
  ]);
  // The shipping module counts an order's lines from 0, as `order_line` keeps them; the API from 1.
  return {
    parcels,
    shippedByPosition: new Map(
      [...shipped].map(([position, units]) => [linePosition.toApi(position), units]),
    ),
  };
}

/** An order's refunds, the units refunded per line (by its position in the API, from 1) and whether the shipping charge was. */
export interface OrderRefunds {
  refunds: Refund[];
  refundedByPosition: ReadonlyMap<number, number>;
  shippingRefunded: boolean;
}

/** The refunds of an order with their credit notes, and what was refunded per line and of the shipping. */
export async function refundsOf(db: Db, orderId: number): Promise<OrderRefunds> {
  const [refunds, refunded] = await Promise.all([
    refundsOfOrder(db, orderId, adminDocumentPath),
    refundedOfOrder(db, orderId),
  ]);
  return { refunds, refundedByPosition: refunded.units, shippingRefunded: refunded.shippingRefunded };
}

/** What may still go back to the customer: what succeeded payments took, less what was refunded of them. */
function refundableOf(payments: readonly AdminPayment[]): number {
  return payments
    .filter((payment) => payment.status === 'succeeded')
    .reduce((sum, payment) => sum + Math.max(0, payment.amount.amount - payment.refunded.amount), 0);
}

/** `GET /v1/admin/orders/{reference}`: the customer's view of the order, with payments, parcels, refunds and the audit trail. */
export async function order(db: Db, locale: Locale, reference: string): Promise<AdminOrderDetail> {
  // The customer's links need the customer's session; operators download through their own route.
  const found = await orderForOperators(db, locale, reference, (orderId) =>
    documentLinksOfOrder(db, orderId, adminDocumentPath),
  );
  const [payments, parcels, refunds, audit, carrierNames] = await Promise.all([
    paymentsOfOrder(db, found.orderId, (paymentIds) => paidBackOfPayments(db, paymentIds)),
    parcelsOf(db, locale, found.orderId),
    refundsOf(db, found.orderId),
    auditTrailOf(db, 'order', found.detail.reference),
    carrierMethodNames(db, locale, [found.detail.carrier.id]),
  ]);
  // The order keeps its carrier's name in the customer's language; operators read their own.
  const carrier = found.detail.carrier;
  return {
    order: { ...found.detail, carrier: { ...carrier, name: carrierNames.get(carrier.id) ?? carrier.name } },
    fulfilmentStatus: found.fulfilmentStatus,
    email: found.email,
    customerId: found.customerId,
    lines: found.lines.map((line) => ({
      ...line,
      shipped: parcels.shippedByPosition.get(line.position) ?? 0,
      refunded: refunds.refundedByPosition.get(line.position) ?? 0,
    })),
    payments,
    parcels: parcels.parcels,
    refunds: refunds.refunds,
    refundable: { amount: refundableOf(payments), currency: found.detail.totals.total.currency },
    shippingRefunded: refunds.shippingRefunded,
    audit,
  };
}

export function products(db: Db, locale: Locale, query: AdminProductListQuery): Promise<AdminProductPage> {
  return productsForOperators(db, locale, query);
}

/** What the audit log keeps of a product: what the back office changes. */
const productState = (product: AdminProduct) => ({ stock: product.stock, price: product.price });

/**
 * `PATCH /v1/admin/products/{productId}`: stock and/or price, with its audit entry when something
 * changed. The caller drops cached catalogue answers afterwards.
 */
export async function updateProduct(
  db: Db,
  locale: Locale,
  operator: SignedInOperator,
  productId: number,
  update: AdminProductUpdate,
): Promise<AdminProduct> {
  const product = await db.transaction().execute(async (trx) => {
    const before = await productForOperators(trx, locale, productId);
    await updateProductForOperators(trx, productId, update);
    const after = await productForOperators(trx, locale, productId);
    if (JSON.stringify(productState(before)) !== JSON.stringify(productState(after))) {
      await recordAudit(trx, {
        operatorId: operator.operatorId,
        action: 'product.update',
        subjectType: 'product',
        subjectId: String(productId),
        before: productState(before),
        after: productState(after),
      });
    }
    return after;
  });
  // Again after the commit: a reader between the price change and the commit kept the old facets.
  catalogueChanged(db);
  return product;
}

export function supportMessages(db: Db, query: AdminSupportListQuery): Promise<AdminSupportPage> {
  return supportMessagesForOperators(db, query);
}

/** `POST /v1/admin/support/{messageId}/reply`: answers by mail, once, with its audit entry. */
export async function replyToSupport(
  db: Db,
  shop: ShopOrigins,
  operator: SignedInOperator,
  messageId: number,
  body: string,
): Promise<AdminSupportMessage> {
  return db.transaction().execute(async (trx) => {
    await replyToSupportMessage(trx, shop, messageId, {
      body,
      operatorId: operator.operatorId,
      operatorEmail: operator.email,
    });
    const answered = await supportMessageForOperators(trx, messageId);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'support.reply',
      subjectType: 'support',
      subjectId: String(messageId),
      before: { reply: null },
      after: { reply: answered.reply },
    });
    return answered;
  });
}

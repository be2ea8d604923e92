/**
 * The customer's orders (docs/api.md#the-customers-orders): the list, one order with everything bought, the
 * conversion flag, and "order again".
 */
import {
  money,
  type CursorQuery,
  type Locale,
  type OrderAddress,
  type OrderDetail,
  type OrderDocumentLink,
  type OrderPage,
  type OrderRepeat,
  type PlacedOrder,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { listCountries } from '../geo/service.ts';
import { orderAddressesOf } from './addresses.ts';
import { OrderNotFound } from './errors.ts';
import { orderLinesOf } from './lines.ts';
import { shownStatus } from './status.ts';
import * as repository from './repository.ts';

/** `GET /v1/me/orders`: newest first. */
export async function myOrders(db: Db, customerId: number, query: CursorQuery): Promise<OrderPage> {
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const rows = await repository.customerOrders(db, customerId, beforeId, query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const lines = await orderLinesOf(
    db,
    pageRows.map((row) => row.id),
  );
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => {
      const own = lines.filter((line) => line.orderId === row.id);
      return {
        reference: row.reference,
        status: shownStatus(row),
        placedAt: row.placed_at,
        total: money(row.total_amount, row.currency),
        itemCount: own.reduce((sum, line) => sum + line.quantity, 0),
        items: own.slice(0, 4).map((line) => ({ name: line.name, image: line.image })),
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

async function ownOrder(db: Db, customerId: number, reference: string) {
  const order = await repository.customerOrder(db, customerId, reference);
  if (!order) throw new OrderNotFound();
  return order;
}

/** `GET /v1/me/orders/{reference}`: another customer's order is a 404 like an unknown one. */
export async function myOrder(
  db: Db,
  locale: Locale,
  customerId: number,
  reference: string,
  documentsOf: (orderId: number) => Promise<OrderDocumentLink[]>,
): Promise<OrderDetail> {
  return orderDetailOf(db, locale, await ownOrder(db, customerId, reference), documentsOf);
}

/** An order as its customer sees it (the back office shows the same, with more beside it). */
export async function orderDetailOf(
  db: Db,
  locale: Locale,
  order: repository.OrderRow,
  documentsOf: (orderId: number) => Promise<OrderDocumentLink[]>,
): Promise<OrderDetail> {
  const [lines, vat, promotions, addresses, history, countries, documents] = await Promise.all([
    orderLinesOf(db, [order.id]),
    repository.orderVat(db, order.id),
    repository.orderPromotions(db, order.id),
    orderAddressesOf(db, order.id),
    repository.orderHistory(db, order.id),
    listCountries(db, locale),
    documentsOf(order.id),
  ]);
  const names = new Map(countries.map((country) => [country.iso, country.name]));
  const currency = order.currency;
  const address = (kind: 'delivery' | 'invoice'): OrderAddress => {
    const copy = addresses[kind];
    if (!copy) throw new Error(`order ${order.id} has no ${kind} address`);
    const { phone, vatId, fiscalId, ...place } = copy;
    return { ...place, countryName: names.get(copy.countryIso) ?? copy.countryIso, phone, vatId, fiscalId };
  };
  return {
    reference: order.reference,
    status: shownStatus(order),
    placedAt: order.placed_at,
    paidAt: order.paid_at,
    locale: order.locale as Locale,
    lines: lines.map((line) => ({
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      path: line.path,
      image: line.image,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice, currency),
      discount: money(line.discount, currency),
      total: money(line.total, currency),
      vatRate: line.vatRate,
      gift: line.gift,
    })),
    promotions: promotions.map((promotion) => ({
      name: promotion.name,
      code: promotion.code,
      discount: money(promotion.discount, currency),
      freeShipping: promotion.free_shipping === 1,
    })),
    totals: {
      items: money(order.items_amount, currency),
      discount: money(order.discount_amount, currency),
      shipping: money(order.shipping_amount, currency),
      paymentFee: money(order.payment_fee_amount, currency),
      total: money(order.total_amount, currency),
      vat: vat.map((group) => ({
        rate: group.rate,
        net: money(group.net, currency),
        vat: money(group.vat, currency),
      })),
      vatExemption: order.vat_exemption,
    },
    addresses: { delivery: address('delivery'), invoice: address('invoice') },
    carrier: {
      id: order.carrier_method_id,
      name: order.carrier_name,
      deliveryDays: { min: order.delivery_days_min, max: order.delivery_days_max },
    },
    payment: { provider: order.payment_provider, amount: money(order.total_amount, currency) },
    history: history.map((entry) => ({ status: entry.status, at: entry.at })),
    documents,
    conversionSent: order.conversion_sent === 1,
  };
}

/** `PATCH /v1/me/orders/{reference}`: the storefront reported the purchase (or takes that back). */
export async function setConversionFlag(
  db: Db,
  customerId: number,
  reference: string,
  sent: boolean,
): Promise<{ conversionSent: boolean }> {
  const order = await ownOrder(db, customerId, reference);
  await repository.setConversionSent(db, order.id, sent, new Date().toISOString());
  return { conversionSent: sent };
}

/** The lines of an order of the customer, for "order again". */
export async function orderLinesForRepeat(db: Db, customerId: number, reference: string) {
  const order = await ownOrder(db, customerId, reference);
  const lines = await orderLinesOf(db, [order.id]);
  return lines
    .filter((line) => !line.gift)
    .map((line) => ({ productId: line.productId, name: line.name, quantity: line.quantity }));
}

export type { OrderRepeat };

/** The reference and status of an order, for answering a placement again. */
export async function placedOrderOf(db: Db, orderId: number): Promise<PlacedOrder> {
  const order = await repository.orderById(db, orderId);
  if (!order) throw new OrderNotFound();
  return { reference: order.reference, status: shownStatus(order) };
}

/**
 * Orders as the back office reads them (docs/operations.md#the-back-office): every customer's, searchable,
 * and one order with what the customer sees plus who bought it.
 */
import {
  calendarDayIn,
  startOfDayIn,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type Locale,
  type Money,
  type OrderDetail,
  type OrderDocumentLink,
  type OrderStatus,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { containsPattern } from '../../lib/like.ts';
import * as admin from './admin-repository.ts';
import { linePosition } from './line-position.ts';
import { orderLinesOf } from './lines.ts';
import { OrderNotFound } from './errors.ts';
import { orderDetailOf } from './service.ts';
import { shownStatus } from './status.ts';
import type { OrderProgress } from './tables.ts';

const DAY_MS = 86_400_000;

/** The calendar day after `day` (`YYYY-MM-DD`). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** `K7QM4XPR`, `k7qm-4xpr`, ` K7QM 4XPR ` → `K7QM-4XPR`; undefined when it cannot be a reference. */
export function referenceOf(text: string): string | undefined {
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4)}` : undefined;
}

/**
 * `GET /v1/admin/orders`: newest first; `from` and `to` are whole days of the shop's calendar (the
 * list writes its times in `timeZone` too), `q` a reference or part of an e-mail.
 */
export async function ordersForOperators(
  db: Db,
  query: AdminOrderListQuery,
  timeZone: string,
): Promise<AdminOrderPage> {
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const q = query.q?.trim();
  const rows = await admin.ordersForAdmin(db, {
    status: query.status,
    placedFrom: query.from ? startOfDayIn(query.from, timeZone).toISOString() : undefined,
    placedBefore: query.to ? startOfDayIn(nextDay(query.to), timeZone).toISOString() : undefined,
    reference: q ? referenceOf(q) : undefined,
    emailPattern: q ? containsPattern(q.toLowerCase()) : undefined,
    beforeId,
    limit: query.limit + 1,
  });
  const pageRows = rows.slice(0, query.limit);
  const units = new Map(
    (
      await admin.unitCounts(
        db,
        pageRows.map((row) => row.id),
      )
    ).map((row) => [row.order_id, Number(row.units)]),
  );
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => ({
      reference: row.reference,
      status: shownStatus(row),
      placedAt: row.placed_at,
      email: row.email,
      customerName: [row.first_name, row.last_name].filter(Boolean).join(' '),
      total: { amount: row.total_amount, currency: row.currency },
      itemCount: units.get(row.id) ?? 0,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

export interface OrderLineForOperators {
  /** Numbered from 1 in the API (stored from 0). */
  position: number;
  productId: number;
  sku: string;
  name: string;
  quantity: number;
  total: Money;
}

export interface OrderForOperators {
  orderId: number;
  customerId: number;
  email: string;
  status: OrderStatus;
  /** Payment and fulfilment, whatever was refunded. */
  fulfilmentStatus: OrderProgress;
  /** What the customer sees of it, in `locale`. */
  detail: OrderDetail;
  lines: OrderLineForOperators[];
}

/** One order of any customer by its reference; a 404 for an unknown one. */
export async function orderForOperators(
  db: Db,
  locale: Locale,
  reference: string,
  documentsOf: (orderId: number) => Promise<OrderDocumentLink[]>,
): Promise<OrderForOperators> {
  const order = await admin.orderByReference(db, reference);
  if (!order) throw new OrderNotFound();
  const [detail, lines] = await Promise.all([
    orderDetailOf(db, locale, order, documentsOf),
    orderLinesOf(db, [order.id]),
  ]);
  return {
    orderId: order.id,
    customerId: order.customer_id,
    email: order.email,
    status: shownStatus(order),
    fulfilmentStatus: order.status,
    detail,
    lines: lines.map((line) => ({
      position: linePosition.toApi(line.position),
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      total: { amount: line.total, currency: order.currency },
    })),
  };
}

/** Orders that count as sales: paid for (awaiting payment is not yet one), whatever happened since. */
const SOLD: readonly OrderProgress[] = ['paid', 'processing', 'shipped', 'delivered', 'cancelled'];

/** The dashboard's order figures: sales since midnight in the shop's time zone, and orders waiting to ship. */
export async function orderFigures(db: Db, timeZone: string, now: Date = new Date()) {
  const midnight = startOfDayIn(calendarDayIn(now, timeZone), timeZone).toISOString();
  const [today, awaitingShipment] = await Promise.all([
    admin.ordersPlacedSince(db, midnight, SOLD),
    admin.countOrdersToShip(db),
  ]);
  return { ordersToday: today.count, revenueToday: today.total, awaitingShipment };
}

/**
 * Refunds: an operator gives money back for lines and quantities and/or the
 * shipping charge of a paid order. One transaction locks the order, checks what is left to refund,
 * issues the refund with its credit note and sets the order's refund state (`partially_refunded` or
 * `refunded`, beside its fulfilment);
 * the provider pays it back after the commit. The form's `requestId` makes a double click answer the
 * first refund.
 */
import {
  documentPath,
  money,
  type CursorQuery,
  type Money,
  type Refund,
  type RefundInput,
  type RefundPage,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { NotFound } from '../../lib/domain-error.ts';
import type { DocumentPathOf } from '../documents/index.ts';
import { recordAudit } from '../back-office/index.ts';
import {
  linePosition,
  lockOrderForRefund,
  OrderNotFound,
  recordOrderRefund,
  type RefundableOrder,
} from '../orders/index.ts';
import { settleFulfilmentAfterRefund } from '../shipping/index.ts';
import { lineRefundAmount, type RefundPart } from './amounts.ts';
import {
  AlreadyCancelled,
  NothingToRefund,
  OrderNotPaid,
  RefundTooMuch,
  RequestReused,
  UnknownOrderLine,
} from './errors.ts';
import { issueRefund, refundedSoFar, settleRefund, type RefundedSoFar } from './issue.ts';
import * as repository from './repository.ts';
import type { RefundLineRow, RefundRow } from './repository.ts';

/** Who gives the money back: the signed-in operator. */
export interface Operator {
  operatorId: number;
}

/** What refunds log through (a pino or Fastify logger fits). */
export interface RefundLogger {
  warn(entry: object, message: string): void;
}

/** An order that was paid for something: a cancelled, unpaid or zero-amount order has nothing to refund. */
export function assertRefundable(order: RefundableOrder): void {
  if (order.status === 'cancelled') throw new AlreadyCancelled();
  if (order.paidAt === null || order.status === 'awaiting_payment' || order.totalAmount === 0)
    throw new OrderNotPaid();
}

/** The units of the form, checked against what each line has left to refund, with what they give back. */
function selectedParts(
  order: RefundableOrder,
  selection: RefundInput['lines'],
  before: RefundedSoFar,
): RefundPart[] {
  // A line named twice counts once with both quantities.
  const wanted = new Map<number, { quantity: number; index: number }>();
  selection.forEach((entry, index) => {
    const position = linePosition.fromApi(entry.position);
    const seen = wanted.get(position);
    wanted.set(position, { quantity: (seen?.quantity ?? 0) + entry.quantity, index: seen?.index ?? index });
  });
  return [...wanted].map(([position, { quantity, index }]) => {
    const line = order.lines.find((candidate) => candidate.position === position);
    if (!line) throw new UnknownOrderLine(`lines.${index}.position`);
    const refunded = before.units.get(position) ?? 0;
    const left = line.quantity - refunded;
    if (quantity > left) throw new RefundTooMuch(`lines.${index}.quantity`, left);
    return { line, quantity, amount: lineRefundAmount(line, refunded, quantity) };
  });
}

/**
 * `POST /v1/admin/orders/{reference}/refunds`: refunds the selected units and/or the shipping charge.
 * 400 when nothing is selected, 409 for more than is left (units, shipping, money) or an order that was
 * never paid; the same `requestId` again answers the refund it made (and retries paying it back).
 */
export async function refundOrder(
  db: Db,
  config: Config,
  reference: string,
  input: RefundInput,
  operator: Operator,
  log: RefundLogger,
): Promise<Refund> {
  if (input.lines.length === 0 && !input.shipping) throw new NothingToRefund();
  const now = new Date();
  const refundId = await db.transaction().execute(async (trx) => {
    const order = await lockOrderForRefund(trx, reference);
    if (!order) throw new OrderNotFound();
    // Read under the order's lock: a double click waits for the first and finds its refund.
    const earlier = await repository.refundByRequest(trx, input.requestId);
    if (earlier) {
      if (earlier.order_id !== order.id) throw new RequestReused();
      return earlier.id;
    }
    assertRefundable(order);
    const before = await refundedSoFar(trx, order.id);
    const parts = selectedParts(order, input.lines, before);
    let shipping = 0;
    if (input.shipping) {
      if (before.shipping > 0) throw new RefundTooMuch('shipping', 0);
      shipping = order.shippingAmount;
    }
    const total = parts.reduce((sum, part) => sum + part.amount, shipping);
    if (total === 0) throw new NothingToRefund();
    const left = order.totalAmount - before.total;
    if (total > left) throw new RefundTooMuch('total', left);
    const id = await issueRefund(trx, config, {
      order,
      kind: 'refund',
      requestId: input.requestId,
      parts,
      shipping,
      reason: input.reason ?? null,
      operatorId: operator.operatorId,
      now,
    });
    const state = before.total + total >= order.totalAmount ? 'refunded' : 'partially_refunded';
    const unitsOf = parts.map((part) => ({ position: part.line.position, quantity: part.quantity }));
    await recordOrderRefund(trx, order, { state, units: unitsOf }, now.toISOString());
    // Refunding the units still to ship may leave an order whose other units are all out (or delivered).
    await settleFulfilmentAfterRefund(trx, order.id, now.toISOString());
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'order.refund',
      subjectType: 'order',
      subjectId: order.reference,
      before: { status: order.refundState ?? order.status, refunded: before.total },
      after: { status: state, refunded: before.total + total, refundId: id, amount: total },
    });
    return id;
  });
  await payBackNow(db, config, refundId, log);
  return refundOf(db, refundId);
}

/**
 * Pays a refund back right after its commit, so the operator sees the outcome at once. A failure is
 * recorded on the refund (status and failure) and logged; its `refund.requested` event tries again.
 */
export async function payBackNow(db: Db, config: Config, refundId: number, log: RefundLogger): Promise<void> {
  try {
    await settleRefund(db, config, refundId);
  } catch (error) {
    log.warn({ err: error, refundId }, 'paying a refund back failed; the refund.requested event tries again');
  }
}

function toRefund(row: RefundRow, lines: readonly RefundLineRow[], pathOf: DocumentPathOf): Refund {
  return {
    id: row.id,
    orderReference: row.order_reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
    lines: lines
      .filter((line) => line.refund_id === row.id)
      .map((line) => ({
        position: linePosition.toApi(line.position),
        productId: line.product_id,
        name: line.name,
        quantity: line.quantity,
        amount: money(line.amount, row.currency),
      })),
    shipping: money(row.shipping_amount, row.currency),
    total: money(row.total_amount, row.currency),
    creditNote:
      row.credit_note_number === null
        ? null
        : {
            type: 'credit-note',
            number: row.credit_note_number,
            issuedAt: row.created_at,
            href: pathOf('credit-note', row.credit_note_number),
          },
  };
}

async function toRefunds(
  db: Db,
  rows: readonly RefundRow[],
  pathOf: DocumentPathOf = documentPath,
): Promise<Refund[]> {
  const lines = await repository.refundLines(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toRefund(row, lines, pathOf));
}

/** One refund as the contract shows it. */
export async function refundOf(db: Db, refundId: number): Promise<Refund> {
  const row = await repository.refundById(db, refundId);
  if (!row) throw new NotFound();
  const [refund] = await toRefunds(db, [row]);
  if (!refund) throw new NotFound();
  return refund;
}

/** The refunds of an order, oldest first: for the order's page and the back office. */
export async function refundsOfOrder(
  db: Db,
  orderId: number,
  pathOf: DocumentPathOf = documentPath,
): Promise<Refund[]> {
  return toRefunds(db, await repository.refundsOfOrder(db, orderId), pathOf);
}

/**
 * What was refunded of an order, for the back office's refund form: units per line (by the API's line
 * number), whether the shipping went back, and the money in all.
 */
export async function refundedOfOrder(
  db: Db,
  orderId: number,
): Promise<{ units: Map<number, number>; shippingRefunded: boolean; total: number }> {
  const before = await refundedSoFar(db, orderId);
  return {
    units: new Map([...before.units].map(([position, units]) => [linePosition.toApi(position), units])),
    shippingRefunded: before.shipping > 0,
    total: before.total,
  };
}

/** How many refunds were issued since `since` (ISO instant) and their total, for the dashboard. */
export async function refundsSince(db: Db, since: string): Promise<{ count: number; total: Money }> {
  const row = await repository.refundsSince(db, since);
  return { count: Number(row.count), total: money(Number(row.total)) };
}

/** `GET /v1/me/refunds`: the customer's refunds, newest first, by cursor. */
export async function myRefunds(db: Db, customerId: number, query: CursorQuery): Promise<RefundPage> {
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const rows = await repository.customerRefunds(db, customerId, beforeId, query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: await toRefunds(db, pageRows),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

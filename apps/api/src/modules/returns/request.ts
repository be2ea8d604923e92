/**
 * Asking for a return (docs/flows.md#asking-for-a-return), top to bottom: the order, locked, and whether
 * the one asking may return it; the window; the units, never more than can come back; what they give
 * back; the return with its lines, photos and history; approval at once with its label; the mail. All in
 * one transaction: two requests for the last unit take turns on the order's lock, and the second finds
 * nothing left (409). A withdrawal declaration opens its return through `openReturn` too.
 */
import {
  RETURN_ERRORS,
  type ErrorDetail,
  type Return,
  type ReturnLineInput,
  type ReturnReason,
  type ReturnRequestInput,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { InvalidInput } from '../../lib/domain-error.ts';
import { enqueueEvent } from '../events/service.ts';
import { linePosition, lockOrderForFulfilment, orderIdOf, type FulfilmentOrder } from '../orders/index.ts';
import { lineRefundAmount, refundedSoFar } from '../refunds/index.ts';
import { normalisePostcode } from '../shipping/index.ts';
import { NothingDelivered, ReturnOrderNotFound, ReturnTooMany, ReturnWindowClosed } from './errors.ts';
import { drawReturnLabels, issueReturnLabel, newUid } from './label.ts';
import type { StoredPhoto } from './photos.ts';
import * as repository from './repository.ts';
import { moveReturn } from './status.ts';
import { returnView } from './views.ts';
import { orderWindow, refundDueBy, returnableUnits, type LineUnits, type OrderWindow } from './window.ts';

/** Who asks: the signed-in customer, or anyone who names the order's e-mail. */
export type ReturnAsker = { customerId: number | null; email?: string | undefined };

/**
 * The order of a reference, locked, when the asker may return it: their own, or one placed with the
 * e-mail they name (case ignored). Anything else is the same 404 as an unknown order.
 */
export async function lockOwnOrder(
  trx: Trx,
  reference: string,
  asker: ReturnAsker,
): Promise<FulfilmentOrder> {
  const orderId = await orderIdOf(trx, reference);
  const order = orderId === null ? null : await lockOrderForFulfilment(trx, orderId);
  if (!order) throw new ReturnOrderNotFound();
  const owns = asker.customerId !== null && asker.customerId === order.customerId;
  const knowsEmail = asker.email !== undefined && asker.email.toLowerCase() === order.email.toLowerCase();
  if (!owns && !knowsEmail) throw new ReturnOrderNotFound();
  return order;
}

/** One line of a return to open: units of an order line, with the reason and comment. */
export interface ReturnPart {
  position: number;
  quantity: number;
  reason: ReturnReason;
  comment: string | null;
}

/** The lines asked for, merged by line (a line named twice counts once with both quantities). */
function mergeLines(order: FulfilmentOrder, lines: readonly ReturnLineInput[]): ReturnPart[] {
  const merged = new Map<number, ReturnPart>();
  lines.forEach((line, index) => {
    const position = linePosition.fromApi(line.position);
    if (!order.lines.some((candidate) => candidate.position === position))
      throw new InvalidInput(`lines.${index}.position`, RETURN_ERRORS.unknownLine);
    const seen = merged.get(position);
    merged.set(position, {
      position,
      quantity: (seen?.quantity ?? 0) + line.quantity,
      reason: seen?.reason ?? line.reason,
      comment: seen?.comment ?? line.comment ?? null,
    });
  });
  return [...merged.values()];
}

/** Refuses more units than `available` gives each line, naming what is left. */
export function checkUnits(
  parts: readonly ReturnPart[],
  available: (units: LineUnits) => number,
  window: OrderWindow,
) {
  const tooMany: ErrorDetail[] = [];
  parts.forEach((part, index) => {
    const units = window.units.find((line) => line.position === part.position);
    const left = units ? available(units) : 0;
    if (part.quantity > left)
      tooMany.push({
        path: `lines.${index}.quantity`,
        message: RETURN_ERRORS.tooMany,
        params: { position: linePosition.toApi(part.position), available: left, requested: part.quantity },
      });
  });
  if (tooMany.length > 0) throw new ReturnTooMany(tooMany);
}

/**
 * What the parts give back if all come back: each line's units at what was paid for them (after their
 * share of the discounts), counted after the units refunded or on their way back already; and the
 * delivery charge when, with them, every paid unit of the order is back (a withdrawal from the whole
 * order, CRD Art. 13).
 */
function expectedRefund(order: FulfilmentOrder, parts: readonly ReturnPart[], window: OrderWindow) {
  const amounts = new Map<number, number>();
  for (const part of parts) {
    const line = order.lines.find((candidate) => candidate.position === part.position);
    const units = window.units.find((candidate) => candidate.position === part.position);
    if (!line || !units) continue;
    const before = units.refunded + units.awaitingRefund + units.open;
    amounts.set(part.position, lineRefundAmount(line, before, part.quantity));
  }
  const wholeOrder = order.lines.every((line) => {
    if (line.total === 0) return true;
    const units = window.units.find((candidate) => candidate.position === line.position);
    const asked = parts.find((part) => part.position === line.position)?.quantity ?? 0;
    return units !== undefined && units.refunded + units.awaitingRefund + units.open + asked >= line.quantity;
  });
  return { amounts, wholeOrder };
}

/**
 * Opens a return of the locked order in `trx`: its lines, photos and history; approved at once with its
 * label when every unit is with the customer (else it waits as `requested` for an operator). Answers its id.
 */
export async function openReturn(
  trx: Trx,
  config: Config,
  order: FulfilmentOrder,
  window: OrderWindow,
  parts: readonly ReturnPart[],
  options: {
    photos: readonly StoredPhoto[];
    withdrawalId: number | null;
    shippingRefunded: boolean;
    now: Date;
  },
): Promise<{ id: number; uid: string; approved: boolean }> {
  const at = options.now.toISOString();
  const { amounts, wholeOrder } = expectedRefund(order, parts, window);
  const linesAmount = [...amounts.values()].reduce((sum, amount) => sum + amount, 0);
  const uid = newUid();
  const id = await repository.insertReturn(trx, {
    uid,
    order_id: order.id,
    order_reference: order.reference,
    customer_id: order.customerId,
    locale: order.locale,
    status: 'requested',
    lookup_postcode: normalisePostcode(order.delivery.postcode),
    withdrawal_id: options.withdrawalId,
    currency: order.currency,
    lines_amount: linesAmount,
    shipping_amount: wholeOrder && !options.shippingRefunded ? order.shippingAmount : 0,
    deduction_amount: 0,
    deduction_reason: null,
    rejection_reason: null,
    refund_due_by: refundDueBy(at, config.shop.timeZone),
    refund_id: null,
    credit_note_number: null,
    refunded_at: null,
    received_at: null,
    operator_id: null,
    approval_mailed_at: null,
    rejection_mailed_at: null,
    created_at: at,
    updated_at: at,
  });
  const nameOf = new Map(order.lines.map((line) => [line.position, line]));
  await repository.insertReturnLines(
    trx,
    parts.map((part) => ({
      return_id: id,
      position: part.position,
      product_id: nameOf.get(part.position)?.productId ?? 0,
      name: nameOf.get(part.position)?.name ?? '',
      quantity: part.quantity,
      reason: part.reason,
      comment: part.comment,
      received: null,
      damaged: null,
      amount: amounts.get(part.position) ?? 0,
    })),
  );
  await repository.insertReturnStatus(trx, { return_id: id, status: 'requested', at, operator_id: null });
  await repository.insertReturnPhotos(
    trx,
    options.photos.map((photo) => ({
      uid: photo.uid,
      return_id: id,
      storage_key: photo.key,
      thumbnail_key: photo.thumbnailKey,
      content_type: photo.contentType,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      created_at: at,
    })),
  );
  // With the customer already: approved at once. A withdrawal before delivery waits for the goods.
  const delivered = parts.every((part) => {
    const units = window.units.find((line) => line.position === part.position);
    return units !== undefined && part.quantity <= returnableUnits(units) && window.window.open;
  });
  if (delivered) await approveReturn(trx, config, order, { id, uid, status: 'requested' }, at, null);
  return { id, uid, approved: delivered };
}

/** Approves a requested return (locked) and issues its label, in `trx`; the mail follows the commit. */
export async function approveReturn(
  trx: Trx,
  config: Config,
  order: FulfilmentOrder,
  ret: { id: number; uid: string; status: 'requested' },
  at: string,
  operatorId: number | null,
): Promise<void> {
  await moveReturn(trx, ret, 'approved', at, operatorId);
  const lines = await repository.returnLines(trx, [ret.id]);
  await issueReturnLabel(trx, config, order, ret, lines, at);
  await enqueueEvent(trx, 'return.approved', { returnId: ret.id });
}

/**
 * `POST /v1/sending/returns/{orderReference}`: the return of the asked units, approved with its label
 * within the window. 404 for an order the asker may not see, 409 past the window (with the day it
 * closed), before anything was delivered, or for more units than can come back.
 */
export async function requestReturn(
  db: Db,
  config: Config,
  reference: string,
  asker: ReturnAsker,
  input: ReturnRequestInput,
  photos: readonly StoredPhoto[],
): Promise<Return> {
  const now = new Date();
  const asking: ReturnAsker = { customerId: asker.customerId, email: input.email ?? asker.email };
  const opened = await db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, reference, asking);
    const window = await orderWindow(trx, config, order, now);
    if (!window.window.open && window.window.closesOn !== null)
      throw new ReturnWindowClosed(window.window.closesOn);
    if (!window.window.open || window.units.every((line) => line.delivered === 0))
      throw new NothingDelivered();
    const parts = mergeLines(order, input.lines);
    checkUnits(parts, returnableUnits, window);
    const shippingRefunded = await shippingWasRefunded(trx, order.id);
    return openReturn(trx, config, order, window, parts, {
      photos,
      withdrawalId: null,
      shippingRefunded,
      now,
    });
  });
  await drawReturnLabels(db, opened.id, (await repository.returnById(db, opened.id))?.locale ?? 'en');
  const row = await repository.returnById(db, opened.id);
  if (!row) throw new Error(`return ${opened.id} vanished`);
  return returnView(db, row);
}

/** Whether the order's delivery charge was given back already (by a refund, or a return's). */
export async function shippingWasRefunded(db: Db, orderId: number): Promise<boolean> {
  return (await refundedSoFar(db, orderId)).shipping > 0;
}

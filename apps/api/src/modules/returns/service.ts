/**
 * What customers and guests read of returns (docs/flows.md#returns-and-withdrawal): an order's window and
 * returns, the guest's look-up by order and e-mail, the account's list, a return's status by its parcel's
 * number and the order's postcode, and its files (label, photos, a withdrawal's acknowledgement).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  type CursorQuery,
  type OrderReturns,
  type ReturnableOrder,
  type ReturnableOrderInput,
  type ReturnPage,
  type TrackedReturn,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { fulfilmentOrderOf, linePosition } from '../orders/index.ts';
import { normalisePostcode, returnParcels } from '../shipping/index.ts';
import { drawWithdrawalAcknowledgement } from './acknowledgement.ts';
import { ReturnNotFound } from './errors.ts';
import { labelPdf } from './label.ts';
import type { PhotoStorage } from './photo-storage.ts';
import * as repository from './repository.ts';
import { lockOwnOrder } from './request.ts';
import { returnViews } from './views.ts';
import { orderWindow } from './window.ts';

/** An order's returns section: what can still come back until when, and its returns, oldest first. */
export async function orderReturnsOf(db: Db, config: Config, orderId: number): Promise<OrderReturns> {
  const order = await fulfilmentOrderOf(db, orderId);
  if (!order) throw new ReturnNotFound();
  const [window, rows] = await Promise.all([
    orderWindow(db, config, order, new Date()),
    repository.returnsOfOrder(db, orderId),
  ]);
  return { window: window.window, returns: await returnViews(db, rows) };
}

/**
 * `POST /v1/sending/returnable`: a guest names an order and its e-mail and sees its items, what can come
 * back until when, and its returns. An unknown order and a wrong e-mail answer the same 404.
 */
export async function returnableOrder(
  db: Db,
  config: Config,
  input: ReturnableOrderInput,
  customerId: number | null,
): Promise<ReturnableOrder> {
  const order = await db
    .transaction()
    .execute((trx) => lockOwnOrder(trx, input.orderReference, { customerId, email: input.email }));
  return {
    orderReference: order.reference,
    placedAt: order.placedAt,
    lines: order.lines.map((line) => ({
      position: linePosition.toApi(line.position),
      productId: line.productId,
      name: line.name,
      imageUrl: null,
      quantity: line.quantity,
      total: { amount: line.total, currency: order.currency },
    })),
    returns: await orderReturnsOf(db, config, order.id),
  };
}

/** `GET /v1/me/returns`: the customer's returns, newest first, by cursor. */
export async function myReturns(db: Db, customerId: number, query: CursorQuery): Promise<ReturnPage> {
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const rows = await repository.customerReturns(db, customerId, beforeId, query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: await returnViews(db, pageRows),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();
/** Compared with when no return has the number, so an unknown number takes as long as a wrong postcode. */
const NO_POSTCODE = digest('\u0000no return');

/**
 * `GET /v1/sending/returns/{trackingNumber}/{toPostcode}`: the return of the parcel with this number when
 * the postcode is the order's delivery postcode (case and spaces ignored). No personal data; an unknown
 * number and a wrong postcode answer the same 404 after the same work.
 */
export async function trackReturn(
  db: Db,
  locale: Parameters<typeof returnParcels>[1],
  trackingNumber: string,
  postcode: string,
): Promise<TrackedReturn> {
  const label = await repository.returnLabelByTracking(db, trackingNumber);
  const ret = label ? await repository.returnById(db, label.return_id) : undefined;
  const expected = ret ? digest(ret.lookup_postcode) : NO_POSTCODE;
  const matches = timingSafeEqual(expected, digest(normalisePostcode(postcode)));
  if (!label || !ret || !matches) throw new ReturnNotFound();
  const [parcels, history] = await Promise.all([
    returnParcels(db, locale, [label.parcel_id]),
    repository.returnHistory(db, [ret.id]),
  ]);
  const parcel = parcels.get(label.parcel_id);
  return {
    trackingNumber: label.tracking_number,
    status: ret.status,
    createdAt: ret.created_at,
    history: history.map((entry) => ({ status: entry.status, at: entry.at })),
    parcelStatus: parcel?.status ?? 'label_created',
    events: parcel?.events ?? [],
    refundDueBy: ret.refund_due_by,
  };
}

/** `GET /v1/sending/returns/{returnUid}/labels/{labelId}`: the label's PDF, drawn once. */
export async function returnLabelPdf(
  db: Db,
  returnUid: string,
  labelUid: string,
): Promise<{ trackingNumber: string; pdf: Buffer }> {
  const ret = await repository.returnByUid(db, returnUid);
  const label = ret ? await repository.returnLabelByUid(db, ret.id, labelUid) : undefined;
  if (!ret || !label) throw new ReturnNotFound();
  return { trackingNumber: label.tracking_number, pdf: await labelPdf(db, label, ret.locale) };
}

/** A return's photo or its thumbnail, from the photo storage. */
export async function returnPhoto(
  db: Db,
  storage: PhotoStorage,
  returnUid: string,
  photoUid: string,
  size: 'full' | 'thumbnail',
): Promise<{ contentType: string; body: Buffer }> {
  const ret = await repository.returnByUid(db, returnUid);
  const photo = ret ? await repository.returnPhotoByUid(db, ret.id, photoUid) : undefined;
  if (!ret || !photo) throw new ReturnNotFound();
  return {
    contentType: photo.content_type,
    // At most 2048 px, re-encoded: a few hundred kilobytes.
    body: await buffer(storage.read(size === 'full' ? photo.storage_key : photo.thumbnail_key)),
  };
}

/** `GET /v1/sending/withdrawals/{withdrawalUid}/acknowledgement`: the acknowledgement's PDF, drawn once. */
export async function withdrawalAcknowledgementPdf(
  db: Db,
  config: Config,
  withdrawalUid: string,
): Promise<{ orderReference: string; pdf: Buffer }> {
  const row = await repository.withdrawalByUid(db, withdrawalUid);
  if (!row) throw new ReturnNotFound();
  return {
    orderReference: row.order_reference,
    pdf: await drawWithdrawalAcknowledgement(db, config, row.id),
  };
}

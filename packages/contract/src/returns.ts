/**
 * Returns and the withdrawal button (docs/flows.md#returns-and-withdrawal): what a shopper (signed in, or
 * a guest with the order's e-mail) asks to send back, what they read about it, and what the back office
 * records on receipt.
 */
import { z } from 'zod';
import { CursorQuery, Email, freeText, optionalFreeText, page, text } from './common.ts';
import { Money } from './money.ts';
import { RETURN_COMMENT_MAX, RETURN_REASONS, RETURN_STATUSES } from './return-rules.ts';
import { OrderDetail, OrderDocumentLink, OrderReference } from './orders.ts';
import { LookupPostcode, ParcelEvent, ParcelStatus, TrackingNumber } from './parcels.ts';

export const ReturnReason = z.enum(RETURN_REASONS);
export type ReturnReason = z.infer<typeof ReturnReason>;

export const ReturnStatus = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatus>;

/** An order line's number, counting from 1, as the order page and the refund form number them. */
const LinePosition = z.number().int().min(1).max(10_000);
const Units = z.number().int().min(1).max(1_000_000);

export const ReturnLineInput = z
  .object({
    position: LinePosition,
    quantity: Units,
    reason: ReturnReason,
    comment: optionalFreeText(RETURN_COMMENT_MAX),
  })
  .strict();
export type ReturnLineInput = z.infer<typeof ReturnLineInput>;

/**
 * `POST /v1/sending/returns/{orderReference}` is multipart form data: this JSON in the field `request`,
 * then up to `RETURN_PHOTOS_MAX` files in fields named `photos`. A signed-in customer returns their own
 * orders; anyone else names the order's e-mail.
 */
export const ReturnRequestInput = z
  .object({
    email: Email.optional(),
    lines: z.array(ReturnLineInput).min(1).max(200),
  })
  .strict();
export type ReturnRequestInput = z.infer<typeof ReturnRequestInput>;

export const ReturnRequestParams = z.object({ orderReference: OrderReference }).strict();
export type ReturnRequestParams = z.infer<typeof ReturnRequestParams>;

/** An unguessable public id (returns, labels, photos, withdrawals): 22 characters of base64url. */
export const PublicUid = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'validation.string.uid' });

export const ReturnLabelParams = z.object({ returnUid: PublicUid, labelId: PublicUid }).strict();
export type ReturnLabelParams = z.infer<typeof ReturnLabelParams>;
export const ReturnPhotoParams = z
  .object({ returnUid: PublicUid, photoId: PublicUid, size: z.enum(['full', 'thumbnail']) })
  .strict();
export type ReturnPhotoParams = z.infer<typeof ReturnPhotoParams>;
export const ReturnLookupParams = z
  .object({ trackingNumber: TrackingNumber, toPostcode: LookupPostcode })
  .strict();
export type ReturnLookupParams = z.infer<typeof ReturnLookupParams>;

export const ReturnLine = z
  .object({
    position: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    quantity: z.number().int(),
    reason: ReturnReason,
    comment: z.string().nullable(),
    /** Set on receipt: units that came back, and of those the ones damaged (not back to stock). */
    received: z.number().int().nullable(),
    damaged: z.number().int().nullable(),
    /** What these units give back: what was paid for them, their share of the discounts included. */
    refund: Money,
  })
  .meta({ id: 'ReturnLine' });
export type ReturnLine = z.infer<typeof ReturnLine>;

export const ReturnLabel = z
  .object({
    labelId: z.string(),
    trackingNumber: z.string(),
    carrier: z.string(),
    /** `GET` it for the PDF (A4 page with the label, and the A6 label on its own page). */
    href: z.string(),
    /** The return parcel's step, as the carrier reported it. */
    parcelStatus: ParcelStatus,
  })
  .meta({ id: 'ReturnLabel' });
export type ReturnLabel = z.infer<typeof ReturnLabel>;

export const ReturnPhoto = z
  .object({
    photoId: z.string(),
    href: z.string(),
    thumbnailHref: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'ReturnPhoto' });
export type ReturnPhoto = z.infer<typeof ReturnPhoto>;

export const ReturnRefund = z
  .object({
    lines: Money,
    /** The standard delivery cost, given back when the whole order is withdrawn from (CRD Art. 13). */
    shipping: Money,
    /** A deduction for loss of value (CRD Art. 14(2)), with the operator's reason. */
    deduction: Money,
    deductionReason: z.string().nullable(),
    total: Money,
    /** The date by which the refund is due (`REFUND_DUE_DAYS` after the request, YYYY-MM-DD). */
    dueBy: z.string(),
    /** The refund issued on receipt, with its credit note. */
    creditNote: OrderDocumentLink.nullable(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'ReturnRefund' });
export type ReturnRefund = z.infer<typeof ReturnRefund>;

/** A return as its customer sees it: the answer of the request, in the account, and by its uid. */
export const Return = z
  .object({
    returnUid: z.string(),
    orderReference: z.string(),
    status: ReturnStatus,
    createdAt: z.string(),
    lines: z.array(ReturnLine),
    refund: ReturnRefund,
    labels: z.array(ReturnLabel),
    photos: z.array(ReturnPhoto),
    /** Why the shop rejected it, for the customer to read. */
    rejectionReason: z.string().nullable(),
    /** Oldest first. */
    history: z.array(z.object({ status: ReturnStatus, at: z.string() })),
    /** The withdrawal declaration that opened it, when one did. */
    withdrawalUid: z.string().nullable(),
  })
  .meta({ id: 'Return' });
export type Return = z.infer<typeof Return>;

export const ReturnListQuery = CursorQuery;
export type ReturnListQuery = z.infer<typeof ReturnListQuery>;
export const ReturnPage = page(Return);
export type ReturnPage = z.infer<typeof ReturnPage>;

/** What can still be sent back of an order, and until when. */
export const ReturnWindow = z
  .object({
    /** `RETURN_DAYS`: the days from the delivery of the order's last parcel. */
    days: z.number().int(),
    /** The last day a return can be asked for (YYYY-MM-DD, the shop's calendar); null until delivered. */
    closesOn: z.string().nullable(),
    /** Whether a return or withdrawal can be asked for now. */
    open: z.boolean(),
    /** Units per order line still returnable: delivered, and neither returned nor in an open return. */
    lines: z.array(
      z.object({ position: z.number().int(), delivered: z.number().int(), returnable: z.number().int() }),
    ),
  })
  .meta({ id: 'ReturnWindow' });
export type ReturnWindow = z.infer<typeof ReturnWindow>;

/** An order's returns section: on `GET /v1/me/orders/{reference}` and in the guest's look-up. */
export const OrderReturns = z
  .object({ window: ReturnWindow, returns: z.array(Return) })
  .meta({ id: 'OrderReturns' });
export type OrderReturns = z.infer<typeof OrderReturns>;

/** A guest names an order and its e-mail to see what can be returned (and to withdraw). */
export const ReturnableOrderInput = z.object({ orderReference: OrderReference, email: Email }).strict();
export type ReturnableOrderInput = z.infer<typeof ReturnableOrderInput>;

export const ReturnableOrder = z
  .object({
    orderReference: z.string(),
    placedAt: z.string(),
    lines: z.array(
      z.object({
        position: z.number().int(),
        productId: z.number().int(),
        name: z.string(),
        imageUrl: z.string().nullable(),
        quantity: z.number().int(),
        total: Money,
      }),
    ),
    returns: OrderReturns,
  })
  .meta({ id: 'ReturnableOrder' });
export type ReturnableOrder = z.infer<typeof ReturnableOrder>;

/**
 * `GET /v1/sending/returns/{trackingNumber}/{toPostcode}`: a return's progress by its parcel's number and
 * the postcode of the order's delivery address. No names, no addresses, no order contents.
 */
export const TrackedReturn = z
  .object({
    trackingNumber: z.string(),
    status: ReturnStatus,
    createdAt: z.string(),
    history: z.array(z.object({ status: ReturnStatus, at: z.string() })),
    parcelStatus: ParcelStatus,
    /** The return parcel's steps, oldest first. */
    events: z.array(ParcelEvent),
    refundDueBy: z.string(),
  })
  .meta({ id: 'TrackedReturn' });
export type TrackedReturn = z.infer<typeof TrackedReturn>;

/** Units of a line the declaration names; all units still returnable when `lines` is absent. */
export const WithdrawalLineInput = z.object({ position: LinePosition, quantity: Units }).strict();

/**
 * `POST /v1/sending/withdrawals`: the withdrawal button's confirmed declaration (CRD Art. 11a). The name,
 * the order and its e-mail identify the contract; `lines` narrows it to some items (all by default).
 */
export const WithdrawalInput = z
  .object({
    name: text(1, 200),
    orderReference: OrderReference,
    email: Email,
    lines: z.array(WithdrawalLineInput).min(1).max(200).nullish(),
  })
  .strict();
export type WithdrawalInput = z.infer<typeof WithdrawalInput>;

export const Withdrawal = z
  .object({
    withdrawalUid: z.string(),
    orderReference: z.string(),
    name: z.string(),
    email: z.string(),
    /** When the shop received the declaration (ISO 8601, UTC): the acknowledgement states it. */
    declaredAt: z.string(),
    /** The whole order, or some of its items. */
    wholeOrder: z.boolean(),
    lines: z.array(z.object({ position: z.number().int(), name: z.string(), quantity: z.number().int() })),
    /** The acknowledgement on a durable medium: the PDF also mailed to the customer. */
    acknowledgementHref: z.string(),
    /** The return the declaration opened. */
    return: Return,
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof Withdrawal>;

export const WithdrawalParams = z.object({ withdrawalUid: PublicUid }).strict();
export type WithdrawalParams = z.infer<typeof WithdrawalParams>;

/* The back office. */

/** A refund due within this many days (or overdue) is flagged in the back office and on its overview. */
export const REFUND_DUE_SOON_DAYS = 3;

/** `GET /v1/admin/returns`: newest first, optionally of one status and of one order (by its reference). */
export const AdminReturnListQuery = CursorQuery.extend({
  status: ReturnStatus.optional(),
  order: OrderReference.optional(),
});
export type AdminReturnListQuery = z.infer<typeof AdminReturnListQuery>;

export const AdminReturnSummary = z
  .object({
    returnUid: z.string(),
    orderReference: z.string(),
    customerName: z.string(),
    status: ReturnStatus,
    createdAt: z.string(),
    units: z.number().int(),
    refundTotal: Money,
    refundDueBy: z.string(),
    withdrawal: z.boolean(),
  })
  .meta({ id: 'AdminReturnSummary' });
export type AdminReturnSummary = z.infer<typeof AdminReturnSummary>;
export const AdminReturnPage = page(AdminReturnSummary);
export type AdminReturnPage = z.infer<typeof AdminReturnPage>;

export const AdminReturn = Return.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  locale: z.string(),
  /** The photos for operators: `/v1/admin/returns/{uid}/photos/{photoId}/{size}`. */
  adminPhotos: z.array(ReturnPhoto),
}).meta({ id: 'AdminReturn' });
export type AdminReturn = z.infer<typeof AdminReturn>;

export const AdminReturnParams = z.object({ returnUid: PublicUid }).strict();
export type AdminReturnParams = z.infer<typeof AdminReturnParams>;
export const AdminReturnPhotoParams = ReturnPhotoParams;

/** Rejecting a return: the reason is mailed to the customer and shown on the return. */
export const ReturnRejectInput = z.object({ reason: freeText(1, 500) }).strict();
export type ReturnRejectInput = z.infer<typeof ReturnRejectInput>;

/**
 * Receiving a return parcel: per line, the units that came back and of those the damaged ones (which
 * do not go back to stock); a deduction for loss of value needs its reason. Received once: the same
 * return received again answers the first receipt.
 */
export const ReturnReceiptInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            position: LinePosition,
            received: z.number().int().min(0).max(1_000_000),
            damaged: z.number().int().min(0).max(1_000_000),
          })
          .strict(),
      )
      .min(1)
      .max(200),
    deduction: z
      .object({ amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER), reason: freeText(1, 500) })
      .strict()
      .nullish(),
  })
  .strict();
export type ReturnReceiptInput = z.infer<typeof ReturnReceiptInput>;

/** `GET /v1/me/orders/{reference}`: the order with its returns section. */
export const CustomerOrderDetail = OrderDetail.extend({ returns: OrderReturns }).meta({
  id: 'CustomerOrderDetail',
});
export type CustomerOrderDetail = z.infer<typeof CustomerOrderDetail>;

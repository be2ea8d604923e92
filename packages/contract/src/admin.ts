/**
 * The back office (docs/operations.md#the-back-office): operators, who are not customers, sign in
 * at `/admin`; the admin API lives under `/v1/admin/*` with its own httpOnly session cookie.
 */
import { z } from 'zod';
import { CursorQuery, Email, freeText, Id, optionalFreeText, page, text } from './common.ts';
import { Money, ProductPrice } from './money.ts';
import { OrderDetail, OrderReference, OrderStatus } from './orders.ts';
import { CustomerParcel, ParcelException, ParcelStatus, TrackingNumber } from './parcels.ts';
import { Refund } from './refunds.ts';
import { LocaleCode } from './locales.ts';
import { AdminReturnSummary } from './returns.ts';

/** The operator's session cookie: httpOnly, SameSite=Strict, path `/v1/admin`. */
export const ADMIN_SESSION_COOKIE = 'tendero_admin';
/** An operator session ends after this many seconds without a request. */
export const ADMIN_SESSION_IDLE_SECONDS = 8 * 60 * 60;
/** The one-time link that sets an operator's password is good for this long. */
export const OPERATOR_INVITE_SECONDS = 24 * 60 * 60;

export const OperatorPassword = z.string().min(12, { error: 'validation.string.min' }).max(200);

/** `POST /v1/admin/auth/login`. */
export const OperatorLoginInput = z.object({ email: Email, password: z.string().min(1).max(200) }).strict();
export type OperatorLoginInput = z.infer<typeof OperatorLoginInput>;

/** `POST /v1/admin/auth/password`: sets the password with the one-time token of `npm run operator -- add`. */
export const OperatorPasswordInput = z
  .object({ token: z.string().min(16).max(256), password: OperatorPassword })
  .strict();
export type OperatorPasswordInput = z.infer<typeof OperatorPasswordInput>;

/** `GET /v1/admin/auth/me`. */
export const Operator = z
  .object({ id: z.number().int(), email: z.string(), name: z.string() })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof Operator>;

/** `GET /v1/admin/dashboard`: what needs the merchant today. */
export const AdminDashboard = z.object({
  /** Orders placed since midnight (shop time zone: UTC) and their total. */
  ordersToday: z.number().int(),
  revenueToday: Money,
  /** Paid or processing orders with units not yet in a parcel. */
  awaitingShipment: z.number().int(),
  /** Refunds of the last 30 days and their total. */
  refunds30Days: z.number().int(),
  refunded30Days: Money,
  /** Stock-alert subscriptions waiting for a product to come back. */
  stockAlertsWaiting: z.number().int(),
  /** Support messages without a reply. */
  supportOpen: z.number().int(),
  /**
   * Returns not refunded yet whose refund is due within `REFUND_DUE_SOON_DAYS` or overdue, soonest
   * first (at most 10).
   */
  refundsDueSoon: z.array(AdminReturnSummary),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** `GET /v1/admin/orders`: newest first, filtered by state, placing date (inclusive days) and a search. */
export const AdminOrderListQuery = CursorQuery.extend({
  status: OrderStatus.optional(),
  from: z.iso.date({ error: 'validation.string.date' }).optional(),
  to: z.iso.date({ error: 'validation.string.date' }).optional(),
  /** A reference (with or without the dash) or part of an e-mail address. */
  q: text(1, 254).optional(),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuery>;

export const AdminOrderSummary = z.object({
  reference: z.string(),
  status: OrderStatus,
  placedAt: z.string(),
  email: z.string(),
  customerName: z.string(),
  total: Money,
  itemCount: z.number().int(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;
export const AdminOrderPage = page(AdminOrderSummary);
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrderParams = z.object({ reference: OrderReference }).strict();

/** One entry of the audit log: who did what to what, when, with the state before and after. */
export const AuditEntry = z.object({
  id: z.number().int(),
  operatorEmail: z.string(),
  /** E.g. `order.ship`, `order.refund`, `order.cancel`, `parcel.event`, `product.update`, `support.reply`. */
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AdminPayment = z.object({
  provider: z.string(),
  intentId: z.string(),
  status: z.string(),
  amount: Money,
  refunded: Money,
  createdAt: z.string(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** Per order line: what was bought, shipped and refunded, for the ship and refund forms. */
export const AdminOrderLine = z.object({
  /** The line's number on the order, counting from 1: what the ship and refund forms send back. */
  position: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  shipped: z.number().int(),
  refunded: z.number().int(),
  total: Money,
});
export type AdminOrderLine = z.infer<typeof AdminOrderLine>;

/** `GET /v1/admin/orders/{reference}`: everything the customer sees, plus payments, parcels and the audit trail. */
export const AdminOrderDetail = z.object({
  order: OrderDetail,
  /**
   * Where payment and fulfilment are (`awaiting_payment` … `delivered`, or `cancelled`), whatever was
   * refunded: `order.status` shows a refund state in its place (docs/flows.md#order).
   */
  fulfilmentStatus: OrderStatus,
  email: z.string(),
  customerId: z.number().int(),
  lines: z.array(AdminOrderLine),
  payments: z.array(AdminPayment),
  parcels: z.array(CustomerParcel),
  refunds: z.array(Refund),
  /** What may still be refunded. */
  refundable: Money,
  /** Whether the shipping charge was already refunded. */
  shippingRefunded: z.boolean(),
  audit: z.array(AuditEntry),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

const LineQuantity = z.object({
  /** The order line's number, counting from 1 (`AdminOrderLine.position`). */
  position: z.number().int().min(1),
  quantity: z.number().int().min(1).max(1_000_000),
});

/** `POST /v1/admin/orders/{reference}/parcels`: ship one or more parcels in one go. */
export const ShipInput = z
  .object({
    parcels: z
      .array(
        z
          .object({
            carrierMethodId: Id,
            /** The carrier's number; the shop makes an S10 number with its check digit when omitted. */
            trackingNumber: TrackingNumber.optional(),
            lines: z.array(LineQuantity).min(1).max(500),
          })
          .strict(),
      )
      .min(1)
      .max(20),
  })
  .strict();
export type ShipInput = z.infer<typeof ShipInput>;

/** The answer of `POST /v1/admin/orders/{reference}/parcels`: the parcels made, in the order given. */
export const ShipResult = z.object({ parcels: z.array(CustomerParcel) });
export type ShipResult = z.infer<typeof ShipResult>;

/** `POST /v1/admin/parcels/{trackingNumber}/events`: record a step by hand (e.g. delivered). */
export const ParcelEventAdminInput = z
  .object({
    status: ParcelStatus,
    exception: ParcelException.nullish(),
    occurredAt: z.iso.datetime({ offset: true, error: 'validation.string.datetime' }).optional(),
    location: text(1, 128).nullish(),
  })
  .strict();
export type ParcelEventAdminInput = z.infer<typeof ParcelEventAdminInput>;

/** `POST /v1/admin/orders/{reference}/cancel`: before the first parcel leaves. */
export const CancelOrderInput = z.object({ reason: optionalFreeText(500) }).strict();
export type CancelOrderInput = z.infer<typeof CancelOrderInput>;

/**
 * What cancelling answered: the order's new state and the refund of everything paid and not yet
 * refunded (with its credit note); null when earlier refunds had given everything back already.
 */
export const OrderCancellation = z.object({
  reference: z.string(),
  status: OrderStatus,
  refund: Refund.nullable(),
});
export type OrderCancellation = z.infer<typeof OrderCancellation>;

/**
 * `POST /v1/admin/orders/{reference}/refunds`: by line and quantity and/or the shipping charge.
 * `requestId` is made once per opened form, so a double click refunds once (the second answers the same
 * refund).
 */
export const RefundInput = z
  .object({
    requestId: z.uuid(),
    lines: z.array(LineQuantity).max(500).default([]),
    shipping: z.boolean().default(false),
    reason: optionalFreeText(500),
  })
  .strict();
export type RefundInput = z.infer<typeof RefundInput>;

/** `GET /v1/admin/products`: search by name or SKU. */
export const AdminProductListQuery = CursorQuery.extend({ q: text(1, 128).optional() });
export type AdminProductListQuery = z.infer<typeof AdminProductListQuery>;

export const AdminProduct = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    active: z.boolean(),
    stock: z.number().int(),
    /** With `baseAmount` and `lowestPriorPrice` while reduced, as the shop shows it. */
    price: ProductPrice,
    /** Stock-alert subscribers waiting for it. */
    alertsWaiting: z.number().int(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductPage = page(AdminProduct);
export type AdminProductPage = z.infer<typeof AdminProductPage>;

export const AdminProductParams = z.object({ productId: Id }).strict();

/** `PATCH /v1/admin/products/{productId}`: a restock mails the stock alerts; a new price enters the price history. */
export const AdminProductUpdate = z
  .object({
    stock: z.number().int().min(0).max(1_000_000_000).optional(),
    /** Gross price in cents. */
    price: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    /**
     * The struck-through price of a reduction, in cents, above the price; null ends a reduction. When
     * omitted, a reduction stays while its base price is still above the (new) price.
     */
    basePrice: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  })
  .strict();
export type AdminProductUpdate = z.infer<typeof AdminProductUpdate>;

export const AdminSupportListQuery = CursorQuery.extend({
  open: z.enum(['1', '0', 'true', 'false']).optional(),
});
export type AdminSupportListQuery = z.infer<typeof AdminSupportListQuery>;

export const AdminSupportMessage = z
  .object({
    id: z.number().int(),
    customerEmail: z.string(),
    customerName: z.string(),
    /** The customer's language: the reply mail is written in it. */
    locale: LocaleCode,
    body: z.string(),
    createdAt: z.string(),
    reply: z.object({ body: z.string(), at: z.string(), operatorEmail: z.string() }).nullable(),
  })
  .meta({ id: 'AdminSupportMessage' });
export type AdminSupportMessage = z.infer<typeof AdminSupportMessage>;
export const AdminSupportPage = page(AdminSupportMessage);
export type AdminSupportPage = z.infer<typeof AdminSupportPage>;

export const AdminCustomerParams = z.object({ customerId: Id }).strict();
export type AdminCustomerParams = z.infer<typeof AdminCustomerParams>;
export const AdminSupportParams = z.object({ messageId: Id }).strict();
export const SupportReplyInput = z.object({ body: freeText(1, 4000) }).strict();
export type SupportReplyInput = z.infer<typeof SupportReplyInput>;

export const ADMIN_ERRORS = {
  /** No operator session: sign in at /admin. */
  required: 'error.admin.required',
  credentials: 'error.admin.credentials',
  tokenInvalid: 'error.admin.tokenInvalid',
  orderNotFound: 'error.order.notFound',
  productNotFound: 'error.product.notFound',
  customerNotFound: 'error.customer.notFound',
  messageNotFound: 'error.support.notFound',
  /** A support message is answered once (its reply is a mail the customer already has). */
  messageReplied: 'error.support.replied',
  parcelNotFound: 'error.parcel.notFound',
  /** More units in parcels than were bought and not yet shipped. */
  shipTooMany: 'error.ship.tooMany',
  /** Only paid or processing orders ship. */
  notShippable: 'error.ship.notShippable',
  trackingNumberTaken: 'error.ship.trackingNumberTaken',
  /** The carrier method does not serve the order's country. */
  carrierUnserved: 'error.ship.carrierUnserved',
} as const;

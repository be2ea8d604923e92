/**
 * Every event type with its payload. A module that writes an event names it here, so the compiler
 * refuses an event with a wrong payload and every handler gets its payload typed. Payloads are stored
 * as JSON: plain numbers and strings, the ids a handler needs to read the current state.
 */
export interface EventPayloads {
  /** A product's stock went from 0 to more (catalog): waiting stock-alert subscribers are mailed. */
  'product.restocked': { productId: number };
  /** The offline test provider's webhook about an intent, delivered (late, at least once) by the worker. */
  'payment.testWebhook': { intentId: string; eventId: string; type: string };
  /** An order was placed (orders): the confirmation mail goes out. */
  'order.placed': { orderId: number };
  /** An order was paid (orders; at once for card and zero-amount orders): the invoice is issued. */
  'order.paid': { orderId: number };
  /** An order was cancelled before shipping (refunds): its stock is back, its refund recorded. */
  'order.cancelled': { orderId: number };
  /** A refund and its credit note were issued (refunds): the credit note's PDF is drawn, the customer mailed. */
  'refund.issued': { refundId: number };
  /** A refund is to be paid back through the provider (refunds): asked, and asked again until it is. */
  'refund.requested': { refundId: number };
  /** Every unit of an order is in a parcel (orders, when shipping says so). */
  'order.shipped': { orderId: number };
  /** Every parcel of a fully shipped order was delivered (orders, when shipping says so). */
  'order.delivered': { orderId: number };
  /** A parcel left (shipping): the customer is mailed its tracking number and link. */
  'parcel.shipped': { parcelId: number; parcelEventId: number };
  /** A parcel is out for delivery (shipping): the customer is told it arrives today. */
  'parcel.outForDelivery': { parcelId: number; parcelEventId: number };
  /** A parcel was delivered (shipping): the customer is told. */
  'parcel.delivered': { parcelId: number; parcelEventId: number };
  /** The carrier could not deliver (shipping): the customer is told when, and what happens next. */
  'parcel.attemptFailed': { parcelId: number; parcelEventId: number };
  /** The carrier is returning the parcel to the shop (shipping): the customer is told. */
  'parcel.returnedToSender': { parcelId: number; parcelEventId: number };
  /** A return parcel moved a step (shipping): its return follows (in transit, arrived at the shop). */
  'returnParcel.moved': { parcelId: number };
  /** A return was approved and its label issued (returns): the customer is mailed the label. */
  'return.approved': { returnId: number };
  /** The shop rejected a return (returns): the customer is mailed the reason. */
  'return.rejected': { returnId: number };
  /** An operator recorded what came back (returns): the refund is issued, once. */
  'return.received': { returnId: number };
  /**
   * `REVIEW_INVITATION_DAYS` after a delivery parcel arrived (reviews, scheduled by `parcel.delivered`):
   * each product it brought that the order has no invitation for yet is invited, in one mail.
   */
  'review.invitationsDue': { parcelId: number };
  /** A withdrawal was declared with the withdrawal button (returns): its acknowledgement is mailed. */
  'withdrawal.declared': { withdrawalId: number };
}

export type EventType = keyof EventPayloads;

/** What a handler is told about the event besides its payload. */
export interface EventInfo {
  id: number;
  type: EventType;
  /** Failed attempts before this one. */
  attempts: number;
  createdAt: string;
}

/**
 * Reacts to one event. It runs at least once, maybe twice (a worker that crashed or outran its claim),
 * so it must be idempotent; throwing makes the worker try again later.
 */
export type EventHandler<T extends EventType> = (
  payload: EventPayloads[T],
  event: EventInfo,
) => Promise<void>;

/** Handlers by event type; a worker claims only the types it has a handler for. */
export type EventHandlers = { [T in EventType]?: EventHandler<T> };

/**
 * Refunds (docs/flows.md#cancellation-and-refunds): money given back against a payment, each
 * with its credit note.
 */
import { z } from 'zod';
import { CursorQuery, page } from './common.ts';
import { Money } from './money.ts';
import { OrderDocumentLink } from './orders.ts';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;

/** Why money went back: an operator's refund, a cancelled order, a return. */
export const REFUND_KINDS = ['refund', 'cancellation', 'return'] as const;
export const RefundKind = z.enum(REFUND_KINDS);
export type RefundKind = z.infer<typeof RefundKind>;

export const RefundLine = z
  .object({
    /** The order line's number, counting from 1 (as `position` in the refund form and the admin order). */
    position: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    quantity: z.number().int(),
    /** What this line gives back, VAT included where it was charged. */
    amount: Money,
  })
  .meta({ id: 'RefundLine' });
export type RefundLine = z.infer<typeof RefundLine>;

/** One refund as the customer sees it in `/v1/me/refunds` and on the order page. */
export const Refund = z
  .object({
    id: z.number().int(),
    orderReference: z.string(),
    kind: RefundKind,
    status: RefundStatus,
    createdAt: z.string(),
    lines: z.array(RefundLine),
    shipping: Money,
    total: Money,
    /** Null until the credit note is issued (in the refund's transaction, so only for a moment). */
    creditNote: OrderDocumentLink.nullable(),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof Refund>;

export const RefundListQuery = CursorQuery;
export type RefundListQuery = z.infer<typeof RefundListQuery>;
export const RefundPage = page(Refund);
export type RefundPage = z.infer<typeof RefundPage>;

export const REFUND_ERRORS = {
  /** More than was paid and not yet refunded, or more units than were bought and not yet refunded. */
  tooMuch: 'error.refund.tooMuch',
  nothing: 'error.refund.nothing',
  /** The order was never paid (nothing to give back) or is still awaiting payment. */
  notPaid: 'error.refund.notPaid',
  /** Cancelling is only before the first parcel leaves. */
  alreadyShipped: 'error.order.alreadyShipped',
  alreadyCancelled: 'error.order.alreadyCancelled',
  /** A refund form names a line the order does not have. */
  unknownLine: 'error.refund.unknownLine',
  /** The form's requestId was used for a refund of another order. */
  requestReused: 'error.refund.requestReused',
} as const;

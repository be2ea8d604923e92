import type { AdminOrderDetail, AdminOrderLine } from '@tendero/contract';
import type { RefundBody } from './bodies';

/** The refund form as the operator fills it: units per line position, the shipping box, a reason. */
export interface RefundDraft {
  quantities: Readonly<Record<number, number>>;
  shipping: boolean;
  reason: string;
}

export const emptyRefund: RefundDraft = { quantities: {}, shipping: false, reason: '' };

/** Units of a line not yet refunded. */
export function refundableUnits(line: AdminOrderLine): number {
  return Math.max(0, line.quantity - line.refunded);
}

/**
 * What the first `units` units of a line are worth: total × units / quantity, rounded down, as the API
 * works it out (refunds/amounts.ts), so the preview is the amount that is refunded.
 */
export function firstUnitsWorth(total: number, units: number, quantity: number): number {
  if (quantity <= 0) return 0;
  return Number((BigInt(total) * BigInt(units)) / BigInt(quantity));
}

/**
 * What `units` more units of a line give back: the line's amount (after its discounts) shared by units,
 * counted from the units already refunded, so the last unit takes the remainder and all the refunds of
 * a line add up to what it cost.
 */
export function lineRefundAmount(line: AdminOrderLine, units: number): number {
  const counted = Math.min(Math.max(0, units), refundableUnits(line));
  const total = line.total.amount;
  return (
    firstUnitsWorth(total, line.refunded + counted, line.quantity) -
    firstUnitsWorth(total, line.refunded, line.quantity)
  );
}

/** Whether the shipping charge can still be refunded: charged, and not refunded yet. */
export function shippingRefundable(detail: AdminOrderDetail): boolean {
  return !detail.shippingRefunded && detail.order.totals.shipping.amount > 0;
}

export interface RefundPreview {
  /** What this refund gives back, in cents. */
  amount: number;
  /** What may still be refunded after it; negative when the form asks for too much. */
  left: number;
  /** Whether any unit or the shipping is chosen. */
  chosen: boolean;
}

/** The figures the form shows before it is sent: this refund and what is left after it. */
export function refundPreview(detail: AdminOrderDetail, draft: RefundDraft): RefundPreview {
  const lines = detail.lines.reduce(
    (sum, line) => sum + lineRefundAmount(line, draft.quantities[line.position] ?? 0),
    0,
  );
  const shipping = draft.shipping && shippingRefundable(detail) ? detail.order.totals.shipping.amount : 0;
  const amount = lines + shipping;
  const chosen = shipping > 0 || detail.lines.some((line) => (draft.quantities[line.position] ?? 0) > 0);
  return { amount, left: detail.refundable.amount - amount, chosen };
}

/** The request body: the chosen lines (by position, units over zero), the shipping box and the reason. */
export function refundInput(draft: RefundDraft, requestId: string): RefundBody {
  const lines = Object.entries(draft.quantities)
    .map(([position, quantity]) => ({ position: Number(position), quantity }))
    .filter((line) => Number.isInteger(line.quantity) && line.quantity > 0)
    .sort((a, b) => a.position - b.position);
  const reason = draft.reason.trim();
  return { requestId, lines, shipping: draft.shipping, reason: reason === '' ? null : reason };
}

/**
 * A UUID for one opened refund form: the API answers a second request with the same id with the same
 * refund, so a double click refunds once. `crypto.randomUUID` needs a secure context (https or
 * localhost); a shop reached over plain http on its network address builds one from random bytes.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

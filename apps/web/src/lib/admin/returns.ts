import {
  addCalendarDays,
  parseMoneyInput,
  REFUND_DUE_SOON_DAYS,
  RETURN_STATUSES,
  type AdminReturn,
  type ReturnStatus,
} from '@tendero/contract';
import { formatMoney } from '../format';
import type { ReceiptBody } from './bodies';
import type { MessageRef } from './errors';
import { firstUnitsWorth } from './refund';

/** The return list's filter, as it stands in its URL (`/admin/returns?status=requested`). */
export interface ReturnFilters {
  status?: ReturnStatus;
}

/** The filter of a URL's query; a status the API does not know is left out. */
export function returnFilters(search: URLSearchParams): ReturnFilters {
  const status = search.get('status') ?? '';
  return (RETURN_STATUSES as readonly string[]).includes(status) ? { status: status as ReturnStatus } : {};
}

/** The query of the list's URL for `filters`, `''` for none. */
export function returnFiltersQuery(filters: ReturnFilters): string {
  return filters.status ? `?${new URLSearchParams({ status: filters.status }).toString()}` : '';
}

/** States in which the refund is still to be paid. */
const AWAITING_REFUND: readonly ReturnStatus[] = ['requested', 'approved', 'in_transit', 'received'];

/**
 * How urgent a return's refund is on `today` (`YYYY-MM-DD`, the shop's calendar): `overdue` after its
 * due day, `soon` within `REFUND_DUE_SOON_DAYS`, else null; null too once refunded or rejected.
 */
export function refundUrgency(
  entry: { status: ReturnStatus; refundDueBy: string },
  today: string,
): 'overdue' | 'soon' | null {
  if (!AWAITING_REFUND.includes(entry.status)) return null;
  if (entry.refundDueBy < today) return 'overdue';
  return entry.refundDueBy <= addCalendarDays(today, REFUND_DUE_SOON_DAYS) ? 'soon' : null;
}

/** What an operator may do with a return in its state (docs/flows.md#returns-and-withdrawal). */
export function returnActions(status: ReturnStatus): { approve: boolean; reject: boolean; receive: boolean } {
  return {
    approve: status === 'requested',
    reject: status === 'requested' || status === 'approved',
    receive: status === 'approved' || status === 'in_transit',
  };
}

/** The receipt form as the operator fills it: per line position the units received and damaged. */
export interface ReceiptDraft {
  lines: Readonly<Record<number, { received: number; damaged: number }>>;
  /** The deduction for loss of value as typed, in the shop's currency; empty for none. */
  deduction: string;
  deductionReason: string;
}

/** Every unit came back undamaged: what the form shows first. */
export function fullReceipt(ret: AdminReturn): ReceiptDraft {
  return {
    lines: Object.fromEntries(
      ret.lines.map((line) => [line.position, { received: line.quantity, damaged: 0 }]),
    ),
    deduction: '',
    deductionReason: '',
  };
}

/** A count as typed into a number field: a whole number from 0, anything else 0. */
export function unitsTyped(value: string): number {
  return Math.max(0, Math.floor(Number(value) || 0));
}

export interface ReceiptPreview {
  /** What the received units give back, in cents. */
  lines: number;
  /** The delivery charge, given back when every unit of a whole-order return came back. */
  shipping: number;
  /** The deduction typed, in cents (0 when empty); null when it is no amount. */
  deduction: number | null;
  total: number;
}

/**
 * The refund the receipt gives: each line's refund shared by its units (as the API shares an order
 * line's amount), less the deduction. The credit note states the exact figures.
 */
export function receiptPreview(ret: AdminReturn, draft: ReceiptDraft, locale: string): ReceiptPreview {
  const counts = (position: number) => draft.lines[position] ?? { received: 0, damaged: 0 };
  const lines = ret.lines.reduce((sum, line) => {
    const received = Math.min(counts(line.position).received, line.quantity);
    return sum + firstUnitsWorth(line.refund.amount, received, line.quantity);
  }, 0);
  const everything = ret.lines.every((line) => counts(line.position).received >= line.quantity);
  const shipping = everything ? ret.refund.shipping.amount : 0;
  const typed = draft.deduction.trim();
  const deduction = typed === '' ? 0 : parseMoneyInput(typed, locale, ret.refund.total.currency);
  return { lines, shipping, deduction, total: lines + shipping - (deduction ?? 0) };
}

export type ReceiptCheck =
  | { kind: 'invalid'; lines: Record<number, MessageRef>; form: Record<string, MessageRef> }
  | { kind: 'receipt'; body: ReceiptBody };

/**
 * What receiving sends, or what stops it: per line damaged ≤ received ≤ quantity, something received,
 * and a deduction that is an amount of at least a cent, at most what the lines give back, with a reason.
 */
export function receiptCheck(ret: AdminReturn, draft: ReceiptDraft, locale: string): ReceiptCheck {
  const lines: Record<number, MessageRef> = {};
  const form: Record<string, MessageRef> = {};
  const entries = ret.lines.map((line) => {
    const { received, damaged } = draft.lines[line.position] ?? { received: 0, damaged: 0 };
    if (received > line.quantity)
      lines[line.position] = { key: 'admin.receipt.receivedOver', params: { quantity: line.quantity } };
    else if (damaged > received) lines[line.position] = { key: 'admin.receipt.damagedOver', params: {} };
    return { position: line.position, received, damaged };
  });
  if (entries.every((entry) => entry.received === 0))
    form.lines = { key: 'admin.receipt.nothing', params: {} };
  const preview = receiptPreview(ret, draft, locale);
  const reason = draft.deductionReason.trim();
  if (preview.deduction === null) form.deduction = { key: 'admin.receipt.deductionFormat', params: {} };
  else if (draft.deduction.trim() !== '' && preview.deduction < 1)
    form.deduction = { key: 'admin.receipt.deductionMin', params: {} };
  else if (preview.deduction > preview.lines)
    form.deduction = {
      key: 'admin.receipt.deductionTooLarge',
      params: { amount: formatMoney(locale, { amount: preview.lines, currency: ret.refund.total.currency }) },
    };
  if (preview.deduction !== null && preview.deduction > 0 && reason === '')
    form.deductionReason = { key: 'admin.receipt.reasonRequired', params: {} };
  if (Object.keys(lines).length > 0 || Object.keys(form).length > 0) return { kind: 'invalid', lines, form };
  const deduction = preview.deduction ?? 0;
  return {
    kind: 'receipt',
    body: { lines: entries, deduction: deduction > 0 ? { amount: deduction, reason } : null },
  };
}

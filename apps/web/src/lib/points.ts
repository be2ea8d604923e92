/**
 * The account's points page (docs/storefront.md#loyalty-points): what the conversion field accepts, the
 * key that makes one click convert once, what a history entry changed. Pure, for the browser.
 */
import { IdempotencyKey, POINTS_MAX, type PointsEntryKind, type PointsRules } from '@tendero/contract';

/**
 * The conversion field's text as a number of points: digits only (spaces and the thousands marks of
 * any language ignored), 1 to POINTS_MAX; null for anything else, which the API would refuse.
 */
export function typedPoints(text: string): number | null {
  const digits = text.replace(/[\s\u00a0\u202f.,'’]/g, '');
  if (!/^\d{1,9}$/.test(digits)) return null;
  const points = Number(digits);
  return points >= 1 && points <= POINTS_MAX ? points : null;
}

/**
 * The amount the conversion field starts with: all of what one conversion can take now, else the
 * minimum (whole steps).
 */
export function suggestedPoints(convertible: number, rules: Pick<PointsRules, 'minimumConversion'>): number {
  return convertible > 0 ? convertible : rules.minimumConversion;
}

/** A fresh `Idempotency-Key`: one per click on "Convert", reused only when that click is retried. */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return IdempotencyKey.parse(random());
}

/** A ledger entry's change to the two balances as one signed number, for the history's column. */
export function entryChange(entry: { kind: PointsEntryKind; available: number; pending: number }): number {
  // Releasing pending points moves them; the customer sees what became spendable.
  return entry.kind === 'available' ? entry.available : entry.available + entry.pending;
}

/**
 * The arithmetic of the points ledger (docs/flows.md#loyalty-points), without a database: balances are
 * sums of entries, available points are lots that expire in the order they became available, and
 * whatever leaves the available balance (redeemed, reversed, expired, a negative adjustment) uses up
 * the oldest lots first.
 */
import { addCalendarDays } from '@tendero/contract';

/** What the arithmetic needs of an entry. */
export interface LedgerEntry {
  id: number;
  available: number;
  pending: number;
  /** YYYY-MM-DD, for entries that add to the available balance. */
  expiresOn: string | null;
}

export function balances(entries: readonly LedgerEntry[]): { available: number; pending: number } {
  let available = 0;
  let pending = 0;
  for (const entry of entries) {
    available += entry.available;
    pending += entry.pending;
  }
  return { available, pending };
}

/** The points paid items earn: floor(cents × points per euro / 100), in integers. */
export function pointsEarned(itemsPaid: number, perEuro: number): number {
  if (itemsPaid <= 0 || perEuro <= 0) return 0;
  return Number((BigInt(itemsPaid) * BigInt(perEuro)) / 100n);
}

/**
 * What a refund takes back of an order that earned `earned` points on `itemsPaid` cents, when refunds
 * before it gave back `before` cents of items and it gives back `amount`: what the order keeps is its
 * points in proportion to what stays paid, rounded down, so partial refunds add up to exactly what the
 * order earned and never more.
 */
export function pointsToReverse(earned: number, itemsPaid: number, before: number, amount: number): number {
  if (earned <= 0 || itemsPaid <= 0 || amount <= 0) return 0;
  const kept = (refunded: number) => {
    const left = Math.max(0, itemsPaid - Math.min(refunded, itemsPaid));
    return Number((BigInt(earned) * BigInt(left)) / BigInt(itemsPaid));
  };
  return kept(before) - kept(before + amount);
}

/** The day `months` calendar months after `day` (YYYY-MM-DD), the day of month kept or the month's last. */
export function addCalendarMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth, 2)}-${pad(Math.min(date, lastDay), 2)}`;
}

/** An available lot: what remains of points that arrived together and expire on one day. */
export interface Lot {
  entryId: number;
  expiresOn: string;
  remaining: number;
}

/** The lots still holding points, oldest expiry first: every debit used up the oldest first. */
export function remainingLots(entries: readonly LedgerEntry[]): Lot[] {
  const lots = entries
    .filter((entry) => entry.available > 0)
    .map((entry) => ({
      entryId: entry.id,
      expiresOn: entry.expiresOn ?? '9999-12-31',
      remaining: entry.available,
    }))
    .sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : a.expiresOn > b.expiresOn ? 1 : a.entryId - b.entryId));
  let debits = entries.reduce((sum, entry) => sum + (entry.available < 0 ? -entry.available : 0), 0);
  for (const lot of lots) {
    const used = Math.min(lot.remaining, debits);
    lot.remaining -= used;
    debits -= used;
  }
  return lots.filter((lot) => lot.remaining > 0);
}

/** Points whose lots expire on or before `today`: what the next `expired` entry takes. */
export function pointsDueToExpire(entries: readonly LedgerEntry[], today: string): number {
  return remainingLots(entries)
    .filter((lot) => lot.expiresOn <= today)
    .reduce((sum, lot) => sum + lot.remaining, 0);
}

/** Points expiring after `today` and within `days` days, per day, soonest first. */
export function expiringWithin(
  entries: readonly LedgerEntry[],
  today: string,
  days: number,
): { points: number; expiresOn: string }[] {
  const until = addCalendarDays(today, days);
  const byDay = new Map<string, number>();
  for (const lot of remainingLots(entries)) {
    if (lot.expiresOn > today && lot.expiresOn <= until) {
      byDay.set(lot.expiresOn, (byDay.get(lot.expiresOn) ?? 0) + lot.remaining);
    }
  }
  return [...byDay].map(([expiresOn, points]) => ({ points, expiresOn }));
}

/** A conversion of `requested` points, worked out: whole steps, the minimum, the balance. */
export function conversionQuote(
  requested: number,
  available: number,
  rules: { step: number; minimum: number },
): { points: number; cents: number; problem: 'belowMinimum' | 'notEnough' | null } {
  const points = Math.floor(requested / rules.step) * rules.step;
  // One step is one euro of voucher.
  const cents = (points / rules.step) * 100;
  const problem =
    points < rules.minimum || points === 0 ? 'belowMinimum' : points > available ? 'notEnough' : null;
  return { points, cents, problem };
}

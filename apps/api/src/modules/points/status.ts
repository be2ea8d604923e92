/**
 * What each kind of ledger entry may do to the two balances (docs/flows.md#loyalty-points): the table every
 * new entry is checked against, so no code path can, say, redeem pending points or expire into the plus.
 */
import type { PointsEntryKind } from '@tendero/contract';

type Sign = 'none' | 'plus' | 'minus' | 'either';

export const ENTRY_EFFECTS: Readonly<Record<PointsEntryKind, { available: Sign; pending: Sign }>> = {
  // Earned on a paid order: waits until the withdrawal period after delivery has passed.
  pending: { available: 'none', pending: 'plus' },
  // The order's pending points released: as many leave pending as arrive in available.
  available: { available: 'plus', pending: 'minus' },
  redeemed: { available: 'minus', pending: 'none' },
  // A refund takes back what its units earned, from pending first.
  reversed: { available: 'minus', pending: 'minus' },
  expired: { available: 'minus', pending: 'none' },
  adjusted: { available: 'either', pending: 'none' },
};

function fits(sign: Sign, value: number): boolean {
  if (sign === 'none') return value === 0;
  if (sign === 'plus') return value >= 0;
  if (sign === 'minus') return value <= 0;
  return true;
}

/** Throws for an entry its kind does not allow (a programming error, never a customer's). */
export function checkEntryEffect(kind: PointsEntryKind, available: number, pending: number): void {
  const effect = ENTRY_EFFECTS[kind];
  const moves = kind !== 'available' || available === -pending;
  if (!Number.isSafeInteger(available) || !Number.isSafeInteger(pending)) {
    throw new Error(`points entry ${kind}: not whole points (${available}, ${pending})`);
  }
  if (!fits(effect.available, available) || !fits(effect.pending, pending) || !moves) {
    throw new Error(`points entry ${kind} may not change available by ${available}, pending by ${pending}`);
  }
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  conversionQuote,
  expiringWithin,
  pointsDueToExpire,
  pointsEarned,
  pointsToReverse,
  remainingLots,
  type LedgerEntry,
} from './ledger.ts';
import { checkEntryEffect } from './status.ts';

let nextId = 1;
const entry = (available: number, expiresOn: string | null = null, pending = 0): LedgerEntry => ({
  id: nextId++,
  available,
  pending,
  expiresOn,
});

describe('pointsEarned', () => {
  it.each([
    [3598, 1, 35],
    [99, 1, 0],
    [100, 1, 1],
    [3598, 3, 107],
    [0, 1, 0],
    [5000, 0, 0],
  ])('%i cents at %i per euro earn %i', (cents, perEuro, points) => {
    expect(pointsEarned(cents, perEuro)).toBe(points);
  });

  it('stays exact past 2^53 cents × rate', () => {
    expect(pointsEarned(Number.MAX_SAFE_INTEGER, 1000)).toBe(
      Number((BigInt(Number.MAX_SAFE_INTEGER) * 1000n) / 100n),
    );
  });
});

describe('pointsToReverse', () => {
  it('takes back the earned points in proportion, whole, adding up to what was earned', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 }),
        (itemsPaid, earned, parts) => {
          let before = 0;
          let reversed = 0;
          for (const part of parts) {
            const amount = Math.min(part, itemsPaid - before);
            if (amount <= 0) break;
            const points = pointsToReverse(earned, itemsPaid, before, amount);
            expect(points).toBeGreaterThanOrEqual(0);
            reversed += points;
            before += amount;
          }
          expect(reversed).toBeLessThanOrEqual(earned);
          if (before === itemsPaid) expect(reversed).toBe(earned);
          if (before < itemsPaid)
            expect(earned - reversed).toBe(Math.floor((earned * (itemsPaid - before)) / itemsPaid));
        },
      ),
    );
  });

  it('takes nothing for a refund of nothing, or of an order that earned nothing', () => {
    expect(pointsToReverse(30, 3000, 0, 0)).toBe(0);
    expect(pointsToReverse(0, 3000, 0, 1000)).toBe(0);
    expect(pointsToReverse(30, 3000, 0, 1000)).toBe(10);
  });
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-12-02', 24, '2028-12-02'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s + %i months is %s', (day, months, expected) => {
    expect(addCalendarMonths(day, months)).toBe(expected);
  });
});

describe('lots', () => {
  const entries = [entry(30, '2028-01-10'), entry(20, '2028-03-01'), entry(-40), entry(15, '2028-02-01')];

  it('are used up by debits in the order they expire', () => {
    expect(remainingLots(entries).map((lot) => [lot.expiresOn, lot.remaining])).toEqual([
      ['2028-02-01', 5],
      ['2028-03-01', 20],
    ]);
  });

  it('expire what remains of them on their day, and list what expires soon', () => {
    expect(pointsDueToExpire(entries, '2028-01-31')).toBe(0);
    expect(pointsDueToExpire(entries, '2028-02-01')).toBe(5);
    expect(pointsDueToExpire([...entries, entry(-5)], '2028-02-01')).toBe(0);
    expect(expiringWithin(entries, '2028-01-15', 30)).toEqual([{ points: 5, expiresOn: '2028-02-01' }]);
    expect(expiringWithin(entries, '2028-02-01', 30)).toEqual([{ points: 20, expiresOn: '2028-03-01' }]);
  });
});

describe('conversionQuote', () => {
  const rules = { step: 100, minimum: 500 };
  it.each([
    [550, 1000, 500, 500, null],
    [499, 1000, 400, 400, 'belowMinimum'],
    [50, 1000, 0, 0, 'belowMinimum'],
    [1200, 1000, 1200, 1200, 'notEnough'],
    [1000, 1000, 1000, 1000, null],
  ])('%i points of %i: %i points, %i cents, %s', (requested, available, points, cents, problem) => {
    expect(conversionQuote(requested, available, rules)).toEqual({ points, cents, problem });
  });
});

describe('checkEntryEffect', () => {
  it('lets each kind change only its balances, in its direction', () => {
    expect(() => checkEntryEffect('pending', 0, 10)).not.toThrow();
    expect(() => checkEntryEffect('available', 10, -10)).not.toThrow();
    expect(() => checkEntryEffect('adjusted', -10, 0)).not.toThrow();
    expect(() => checkEntryEffect('pending', 10, 0)).toThrow();
    expect(() => checkEntryEffect('available', 10, -5)).toThrow();
    expect(() => checkEntryEffect('redeemed', 0, -10)).toThrow();
    expect(() => checkEntryEffect('expired', 10, 0)).toThrow();
    expect(() => checkEntryEffect('reversed', 1.5, 0)).toThrow();
  });
});

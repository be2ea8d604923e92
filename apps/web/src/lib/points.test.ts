import { describe, expect, it } from 'vitest';
import { entryChange, newIdempotencyKey, suggestedPoints, typedPoints } from './points';
import { itemsPaid, pointsEarned } from './points-earning';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('pointsEarned', () => {
  it('gives whole points per euro, rounded down, as the API books them', () => {
    expect(pointsEarned(5990, 1)).toBe(59);
    expect(pointsEarned(5999, 1)).toBe(59);
    expect(pointsEarned(6000, 1)).toBe(60);
    expect(pointsEarned(5990, 3)).toBe(179);
    expect(pointsEarned(99, 1)).toBe(0);
  });

  it('gives nothing for nothing paid or a shop without points', () => {
    expect(pointsEarned(0, 1)).toBe(0);
    expect(pointsEarned(5990, 0)).toBe(0);
  });
});

describe('itemsPaid', () => {
  it('is the total without shipping and the payment fee: discounts are already taken off', () => {
    // Items 100.00 €, 15.00 € off, 4.90 € shipping, 1.00 € fee: 90.90 € to pay, 85.00 € for items.
    expect(itemsPaid({ total: eur(9090), shipping: eur(490), paymentFee: eur(100) })).toBe(8500);
  });

  it('is never negative (a voucher that covers everything)', () => {
    expect(itemsPaid({ total: eur(0), shipping: eur(490), paymentFee: eur(0) })).toBe(0);
  });
});

describe('typedPoints', () => {
  it('reads digits with the thousands marks of any language', () => {
    expect(typedPoints('1500')).toBe(1500);
    expect(typedPoints(' 1 500 ')).toBe(1500);
    expect(typedPoints('1.500')).toBe(1500);
    expect(typedPoints('1,500')).toBe(1500);
    expect(typedPoints('1\u202f500')).toBe(1500);
  });

  it('refuses what the API would refuse: nothing, zero, fractions, signs, letters, too many', () => {
    for (const text of ['', '0', '-5', '+5', '12a', 'abc', '1e3', '10000001', '1234567890'])
      expect(typedPoints(text), text).toBeNull();
    expect(typedPoints('10000000')).toBe(10_000_000);
  });
});

describe('suggestedPoints', () => {
  it('starts with all one conversion can take, else the minimum', () => {
    expect(suggestedPoints(1200, { minimumConversion: 500 })).toBe(1200);
    expect(suggestedPoints(0, { minimumConversion: 500 })).toBe(500);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a key the API accepts, a new one each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('never sends a key the API would refuse', () => {
    expect(() => newIdempotencyKey(() => 'short')).toThrow();
  });
});

describe('entryChange', () => {
  it('shows what became spendable when pending points are released', () => {
    expect(entryChange({ kind: 'available', available: 59, pending: -59 })).toBe(59);
  });

  it('sums both balances for the other kinds', () => {
    expect(entryChange({ kind: 'pending', available: 0, pending: 59 })).toBe(59);
    expect(entryChange({ kind: 'redeemed', available: -500, pending: 0 })).toBe(-500);
    expect(entryChange({ kind: 'reversed', available: -10, pending: -20 })).toBe(-30);
  });
});

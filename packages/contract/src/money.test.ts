import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX } from './constants.ts';
import { LOCALES } from './locale-data.ts';
import {
  Money,
  ProductPrice,
  RateBp,
  allocate,
  money,
  decimalAmount,
  formatMoney,
  formatPercent,
  multiply,
  netOfGross,
  parseMoneyInput,
  percentOf,
  shopFormatLocale,
  vatOfGross,
} from './money.ts';
import { failure, success } from './test-support.ts';

/**
 * 59,90 € and 1234,50 € as a shop in each language's country prints them (always the € sign, never "EUR").
 */
const WRITTEN = [
  ['de', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['en', '€59.90', '€1,234.50'],
  ['es', '59,90\u00a0€', '1234,50\u00a0€'],
  ['fr', '59,90\u00a0€', '1\u202f234,50\u00a0€'],
  ['it', '59,90\u00a0€', '1234,50\u00a0€'],
  ['pt', '59,90\u00a0€', '1234,50\u00a0€'],
  ['nl', '€\u00a059,90', '€\u00a01.234,50'],
  ['sk', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['fi', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['el', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['sv', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['pl', '59,90\u00a0€', '1234,50\u00a0€'],
  ['cs', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['da', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['ro', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['hu', '59,90\u00a0€', '1234,50\u00a0€'],
] as const;

describe('formatMoney', () => {
  it('covers every shop language', () => {
    expect(WRITTEN.map(([locale]) => locale)).toEqual([...LOCALES]);
  });

  it.each(WRITTEN)('writes euros with the € sign in %s', (locale, small, large) => {
    expect(formatMoney(locale, { amount: 5990, currency: 'EUR' })).toBe(small);
    expect(formatMoney(locale, { amount: 123450, currency: 'EUR' })).toBe(large);
    expect(formatMoney(locale, { amount: 5990, currency: 'EUR' })).not.toContain('EUR');
  });

  it('formats a language the way its shop country writes it, and leaves other tags alone', () => {
    expect(shopFormatLocale('pt')).toBe('pt-PT');
    expect(shopFormatLocale('en')).toBe('en-IE');
    expect(shopFormatLocale('de-AT')).toBe('de-AT');
  });
});

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** The largest unit price whose line total stays a safe integer at the cart's maximum quantity. */
const UNIT_MAX = Math.floor(Number.MAX_SAFE_INTEGER / CART_QUANTITY_MAX);

/** Reference rounding, written differently from the module's: quotient and remainder, ties away from zero. */
function roundHalfAwayReference(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  const quotient = magnitude / denominator;
  const remainder = magnitude - quotient * denominator;
  return sign * (remainder * 2n >= denominator ? quotient + 1n : quotient);
}

const amounts = fc.maxSafeInteger();
const rates = fc.integer({ min: 0, max: 10_000 });
const quantities = fc.integer({ min: 1, max: CART_QUANTITY_MAX });
/** A line total: a unit price times a quantity up to 1,000,000, as a cart makes them. */
const lineTotals = fc
  .tuple(fc.integer({ min: 0, max: UNIT_MAX }), quantities)
  .map(([unit, quantity]) => multiply(unit, quantity));

describe('Money, ProductPrice and RateBp', () => {
  it('accepts money, and a price with and without baseAmount', () => {
    expect(success(Money, { amount: 1999, currency: 'EUR' })).toEqual({ amount: 1999, currency: 'EUR' });
    expect(success(ProductPrice, { amount: 1999, currency: 'EUR' })).toEqual({
      amount: 1999,
      currency: 'EUR',
    });
    expect(success(ProductPrice, { amount: 1499, baseAmount: 1999, currency: 'EUR' }).baseAmount).toBe(1999);
  });

  it('makes a Money value in the shop currency unless told another', () => {
    expect(money(1999)).toEqual({ amount: 1999, currency: 'EUR' });
    expect(money(-5, 'SEK')).toEqual({ amount: -5, currency: 'SEK' });
  });

  it('wants integer amounts and a three-letter currency', () => {
    for (const schema of [Money, ProductPrice]) {
      expect(failure(schema, { amount: 19.99, currency: 'EURO' })).toEqual([
        {
          path: 'amount',
          message: 'validation.number.integer',
          params: { expected: 'int', format: 'safeint' },
        },
        { path: 'currency', message: 'validation.string.max', params: { maximum: 3 } },
      ]);
    }
    expect(failure(ProductPrice, { amount: 1499, baseAmount: 19.99, currency: 'EUR' })[0]?.path).toBe(
      'baseAmount',
    );
  });

  it('takes rates as whole basis points from 0 to 100 %', () => {
    expect(success(RateBp, 2550)).toBe(2550);
    expect(success(RateBp, 0)).toBe(0);
    expect(failure(RateBp, 25.5)[0]?.message).toBe('validation.number.integer');
    expect(failure(RateBp, -1)[0]?.message).toBe('validation.number.min');
    expect(failure(RateBp, 10_001)[0]?.message).toBe('validation.number.max');
  });
});

describe('multiply', () => {
  it('multiplies a unit price by a quantity exactly, up to the largest safe integer', () => {
    expect(multiply(1999, 3)).toBe(5997);
    expect(multiply(-250, 4)).toBe(-1000);
    expect(multiply(99_999_999, CART_QUANTITY_MAX)).toBe(99_999_999_000_000);
    expect(multiply(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(multiply(UNIT_MAX, CART_QUANTITY_MAX)).toBe(UNIT_MAX * CART_QUANTITY_MAX);
  });

  it('refuses a product beyond Number.MAX_SAFE_INTEGER, fractions and negative quantities', () => {
    expect(() => multiply(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => multiply(UNIT_MAX + 1, CART_QUANTITY_MAX)).toThrow(RangeError);
    expect(() => multiply(19.99, 2)).toThrow(RangeError);
    expect(() => multiply(1999, 1.5)).toThrow(RangeError);
    expect(() => multiply(1999, -1)).toThrow(RangeError);
    expect(() => multiply(Number.MAX_SAFE_INTEGER + 1, 1)).toThrow(RangeError);
  });

  it('agrees with BigInt for every unit price and quantity up to 1,000,000 (property, 5,000 runs)', () => {
    fc.assert(
      fc.property(amounts, quantities, (unit, quantity) => {
        const exact = BigInt(unit) * BigInt(quantity);
        if (exact > MAX_SAFE || exact < -MAX_SAFE) {
          expect(() => multiply(unit, quantity)).toThrow(RangeError);
        } else {
          expect(BigInt(multiply(unit, quantity))).toBe(exact);
        }
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('vatOfGross and netOfGross', () => {
  it('works out the VAT inside a gross amount, rounding halves away from zero', () => {
    expect(vatOfGross(11_900, 1900)).toBe(1900);
    expect(netOfGross(11_900, 1900)).toBe(10_000);
    // 1000 × 1900 / 11900 = 159.66…
    expect(vatOfGross(1000, 1900)).toBe(160);
    expect(vatOfGross(-1000, 1900)).toBe(-160);
    // 2550 bp: 1255 × 2550 / 12550 = 255 exactly; 100 % makes halves: 1 × 10000 / 20000 = 0.5.
    expect(vatOfGross(1255, 2550)).toBe(255);
    expect(vatOfGross(1, 10_000)).toBe(1);
    expect(vatOfGross(-1, 10_000)).toBe(-1);
    expect(vatOfGross(3, 10_000)).toBe(2);
    expect(vatOfGross(5990, 0)).toBe(0);
    expect(vatOfGross(Number.MAX_SAFE_INTEGER, 2700)).toBe(
      Number(roundHalfAwayReference(MAX_SAFE * 2700n, 12_700n)),
    );
  });

  it('refuses a negative or fractional rate and a fractional amount', () => {
    expect(() => vatOfGross(1000, -1)).toThrow(RangeError);
    expect(() => vatOfGross(1000, 19.5)).toThrow(RangeError);
    expect(() => vatOfGross(10.5, 1900)).toThrow(RangeError);
  });

  it('adds up to the gross and matches a BigInt reference, halves away from zero (property, 10,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(amounts, lineTotals), rates, (gross, rate) => {
        const vat = vatOfGross(gross, rate);
        const net = netOfGross(gross, rate);
        expect(vat + net).toBe(gross);
        const numerator = BigInt(gross) * BigInt(rate);
        const denominator = 10_000n + BigInt(rate);
        expect(BigInt(vat)).toBe(roundHalfAwayReference(numerator, denominator));
        // The VAT is the nearest integer to the exact share, and a tie goes away from zero.
        const error = numerator - BigInt(vat) * denominator;
        const twiceError = 2n * (error < 0n ? -error : error);
        expect(twiceError <= denominator).toBe(true);
        if (twiceError === denominator)
          expect(BigInt(Math.abs(vat)) * denominator > (numerator < 0n ? -numerator : numerator)).toBe(true);
        // Same sign as the gross, never more than it.
        expect(Math.sign(vat) === Math.sign(gross) || vat === 0).toBe(true);
        expect(Math.abs(vat)).toBeLessThanOrEqual(Math.abs(gross));
        expect(vatOfGross(-gross, rate)).toBe(-vat || 0);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('percentOf', () => {
  it('takes basis points of an amount, rounding halves away from zero', () => {
    expect(percentOf(999, 2000)).toBe(200);
    expect(percentOf(25, 2000)).toBe(5);
    expect(percentOf(25, 1000)).toBe(3);
    expect(percentOf(-25, 1000)).toBe(-3);
    expect(percentOf(5990, 10_000)).toBe(5990);
    expect(percentOf(5990, 0)).toBe(0);
    expect(() => percentOf(5990, -100)).toThrow(RangeError);
  });

  it('matches a BigInt reference for any amount and rate (property, 10,000 runs)', () => {
    fc.assert(
      fc.property(fc.oneof(amounts, lineTotals), rates, (amount, rate) => {
        const share = percentOf(amount, rate);
        expect(BigInt(share)).toBe(roundHalfAwayReference(BigInt(amount) * BigInt(rate), 10_000n));
        expect(percentOf(-amount, rate)).toBe(-share || 0);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('allocate', () => {
  it('splits by largest remainder, earlier weights first on a tie', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(1000, [5990, 1990, 0])).toEqual([751, 249, 0]);
    // 3.5, 1.75 and 1.75: the two quarters left over beat the half.
    expect(allocate(7, [2, 1, 1])).toEqual([3, 2, 2]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });

  it('gives nothing to a zero weight, and splits evenly when every weight is zero', () => {
    expect(allocate(10, [0, 3, 0])).toEqual([0, 10, 0]);
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(0, [])).toEqual([]);
  });

  it('refuses to allocate to no weights, and refuses negative or fractional weights', () => {
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(100, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100, [1.5, 1])).toThrow(RangeError);
    expect(() => allocate(100.5, [1, 1])).toThrow(RangeError);
  });

  it('adds up exactly, stays within a cent of proportional, and is deterministic (property, 3,000 runs)', () => {
    const weights = fc.array(fc.oneof(lineTotals, fc.nat({ max: 10 }), fc.constant(0)), {
      minLength: 1,
      maxLength: 20,
    });
    fc.assert(
      fc.property(amounts, weights, (amount, lineWeights) => {
        const parts = allocate(amount, lineWeights);
        expect(parts).toHaveLength(lineWeights.length);
        expect(parts.reduce((sum, part) => sum + BigInt(part), 0n)).toBe(BigInt(amount));
        expect(allocate(amount, lineWeights)).toEqual(parts);
        expect(allocate(-amount, lineWeights)).toEqual(parts.map((part) => -part || 0));
        const total = lineWeights.reduce((sum, weight) => sum + BigInt(weight), 0n);
        const shares = total === 0n ? lineWeights.map(() => 1n) : lineWeights.map((weight) => BigInt(weight));
        const shareSum = total === 0n ? BigInt(lineWeights.length) : total;
        // Each part within a cent of amount × share / sum, nothing for a zero share, never the other sign.
        const wrong = parts.filter((part, index) => {
          const share = shares[index] ?? 0n;
          const difference = BigInt(part) * shareSum - BigInt(amount) * share;
          return (
            (difference < 0n ? -difference : difference) >= shareSum ||
            (share === 0n && part !== 0) ||
            (part !== 0 && Math.sign(part) !== Math.sign(amount))
          );
        });
        expect(wrong).toEqual([]);
      }),
      { numRuns: 3_000 },
    );
  });
});

describe('decimalAmount and formatPercent', () => {
  it('writes cents as a plain decimal for machines', () => {
    expect(decimalAmount(5990)).toBe('59.90');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(-5)).toBe('-0.05');
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('writes basis points as the language writes percentages, at most 2 decimals', () => {
    expect(formatPercent('de', 1900)).toBe('19\u00a0%');
    expect(formatPercent('en', 1900)).toBe('19%');
    expect(formatPercent('fr', 2550)).toBe('25,5\u00a0%');
    expect(formatPercent('en', 1250)).toBe('12.5%');
    expect(formatPercent('de', 1)).toBe('0,01\u00a0%');
    expect(formatPercent('en', 0)).toBe('0%');
    expect(formatPercent('en', 10_000)).toBe('100%');
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['12,50', 'de', 1250],
    ['12.50', 'de', 1250],
    ['12,5', 'de', 1250],
    ['12', 'de', 1200],
    [' 30 ', 'de', 3000],
    ['1.234,50', 'de', 123_450],
    ['1.234', 'de', 123_400],
    ['1.234.567', 'de', 123_456_700],
    ['1234,50', 'es', 123_450],
    ['1 234,50', 'fr', 123_450],
    ['1\u202f234,50\u00a0€', 'fr', 123_450],
    ['1 234.50', 'fr', 123_450],
    ['12.50', 'en', 1250],
    ['12,50', 'en', 1250],
    ['1,234.50', 'en', 123_450],
    ['1,234', 'en', 123_400],
    ['€1,234.50', 'en', 123_450],
    ['1234.5 EUR', 'en', 123_450],
    ['€\u00a059,90', 'nl', 5990],
    ['-3,00 €', 'de', -300],
    ['\u22123,00 €', 'sv', -300],
    ['0,05', 'de', 5],
    ['90071992547409.91', 'en', Number.MAX_SAFE_INTEGER],
  ] as const)('reads %j in %s as %i cents', (input, locale, cents) => {
    expect(parseMoneyInput(input, locale)).toBe(cents);
  });

  it.each([
    ['', 'de'],
    ['   ', 'de'],
    ['abc', 'de'],
    ['12a', 'de'],
    ['1.234', 'en'],
    ['1,234', 'de'],
    ['12,345', 'de'],
    ['12.505', 'en'],
    ['12,', 'de'],
    [',50', 'de'],
    ['1e3', 'en'],
    ['12.34.56', 'en'],
    ['1.23,45', 'de'],
    ['12 34', 'fr'],
    ['1.234 567,00', 'de'],
    ['+12', 'en'],
    ['--12', 'en'],
    ['Infinity', 'en'],
    ['90071992547409.92', 'en'],
  ] as const)('refuses %j in %s', (input, locale) => {
    expect(parseMoneyInput(input, locale)).toBeNull();
  });

  it('reads back every amount as each language formats it (property, 3,000 runs)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.oneof(amounts, lineTotals, fc.integer({ min: -99_999, max: 99_999 })),
        (locale, amount) => {
          expect(parseMoneyInput(formatMoney(locale, { amount, currency: 'EUR' }), locale)).toBe(amount);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('reads back the plain decimal of every amount in every language (property, 3,000 runs)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), amounts, (locale, amount) => {
        const plain = decimalAmount(amount);
        expect(parseMoneyInput(plain, locale)).toBe(amount);
        expect(parseMoneyInput(plain.replace('.', ','), locale)).toBe(amount);
      }),
      { numRuns: 3_000 },
    );
  });

  it('gives a safe integer or null for any text, never a fraction (property, 5,000 runs)', () => {
    const typed = fc.string({
      unit: fc.constantFrom(...'0123456789.,-− €\u00a0\u202fEURe'.split('')),
      maxLength: 24,
    });
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.oneof(typed, fc.string()), (locale, input) => {
        const cents = parseMoneyInput(input, locale);
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });
});

/**
 * Money and rates, the one place the shop does arithmetic on them
 * (docs/selling-rules.md#amounts-minor-units-and-basis-points). Amounts are integer minor units (cents),
 * rates and percentages integer basis points (19 % = 1900). Products that may pass 2^53 are worked out in
 * BigInt, and rounding is half away from zero throughout.
 */
import { z } from 'zod';
import { CURRENCY, CURRENCY_DECIMALS } from './constants.ts';
import { moneyFormat, requireSafeInteger, shopFormatLocale } from './money-format.ts';

export { decimalAmount, formatMoney, formatPercent, moneyFormat, shopFormatLocale } from './money-format.ts';

/** Basis points in one whole (100 %). */
export const BASIS_POINTS = 10_000;

const MINOR_PER_MAJOR = 10n ** BigInt(CURRENCY_DECIMALS);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An amount of money in integer minor units, with its ISO 4217 currency. */
export const Money = z
  .object({
    amount: z.number().int(),
    currency: z.string().length(3),
  })
  .meta({ id: 'Money' });
export type Money = z.infer<typeof Money>;

/** `amount` minor units of the shop's currency (or of `currency`) as a Money value. */
export function money(amount: number, currency: string = CURRENCY): Money {
  return { amount, currency };
}

/**
 * A product's price: `baseAmount` is the struck-through price before a reduction and
 * `lowestPriorPrice` the lowest price of the 30 days before the reduction began (Omnibus,
 * docs/selling-rules.md#reduced-prices-the-30-day-lowest-prior-price); both are present only when the price
 * is reduced.
 */
export const ProductPrice = Money.extend({
  baseAmount: z.number().int().optional(),
  lowestPriorPrice: z.number().int().optional(),
}).meta({ id: 'ProductPrice' });
export type ProductPrice = z.infer<typeof ProductPrice>;

/** A rate or percentage in basis points, 0 to 100 % (VAT rates, promotion percentages). */
export const RateBp = z.number().int().min(0).max(BASIS_POINTS);
export type RateBp = z.infer<typeof RateBp>;

function requireNonNegative(name: string, value: number): bigint {
  const big = requireSafeInteger(name, value);
  if (big < 0n) throw new RangeError(`${name} must not be negative, got ${value}`);
  return big;
}

function toSafeNumber(value: bigint): number {
  if (value > MAX_SAFE || value < -MAX_SAFE) {
    throw new RangeError(`${value} is beyond Number.MAX_SAFE_INTEGER`);
  }
  return Number(value);
}

/** numerator / denominator (denominator > 0) rounded to the nearest integer, halves away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/** `unitAmount` × `quantity`, exactly: refused (RangeError) when it would pass Number.MAX_SAFE_INTEGER. */
export function multiply(unitAmount: number, quantity: number): number {
  return toSafeNumber(
    requireSafeInteger('unitAmount', unitAmount) * requireNonNegative('quantity', quantity),
  );
}

/** `rateBp` basis points of `amount`, rounded half away from zero (20 % of 9.99 € is 2.00 €). */
export function percentOf(amount: number, rateBp: number): number {
  return toSafeNumber(
    divideRounded(
      requireSafeInteger('amount', amount) * requireNonNegative('rateBp', rateBp),
      BigInt(BASIS_POINTS),
    ),
  );
}

/** The VAT inside a gross amount at `rateBp`: round(gross × rate / (10000 + rate)), halves away from zero. */
export function vatOfGross(gross: number, rateBp: number): number {
  const rate = requireNonNegative('rateBp', rateBp);
  return toSafeNumber(divideRounded(requireSafeInteger('gross', gross) * rate, BigInt(BASIS_POINTS) + rate));
}

/** The net of a gross amount at `rateBp`: gross − VAT, so the two always add up to the gross. */
export function netOfGross(gross: number, rateBp: number): number {
  return gross - vatOfGross(gross, rateBp);
}

/**
 * `amount` split in proportion to `weights` by largest remainder: the parts add up to `amount` exactly
 * and each is within one cent of its proportional share. Equal remainders go to the earlier weight.
 * A zero weight gets nothing unless every weight is zero, which splits evenly. A negative amount is
 * split as its opposite and negated, so allocate(−a) = −allocate(a).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = requireSafeInteger('amount', amount);
  const sign = total < 0n ? -1n : 1n;
  const magnitude = total * sign;
  const bigWeights = weights.map((weight, index) => requireNonNegative(`weights[${index}]`, weight));
  if (bigWeights.length === 0) {
    if (magnitude === 0n) return [];
    throw new RangeError('cannot allocate an amount to no weights');
  }
  const weightSum = bigWeights.reduce((sum, weight) => sum + weight, 0n);
  const shares = weightSum === 0n ? bigWeights.map(() => 1n) : bigWeights;
  const shareSum = weightSum === 0n ? BigInt(shares.length) : weightSum;
  const products = shares.map((share) => magnitude * share);
  const parts = products.map((product) => product / shareSum);
  let left = magnitude - parts.reduce((sum, part) => sum + part, 0n);
  if (left > 0n) {
    const byRemainder = products
      .map((product, index) => ({ index, remainder: product % shareSum }))
      .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
    for (const { index } of byRemainder) {
      if (left === 0n) break;
      parts[index] = (parts[index] ?? 0n) + 1n;
      left--;
    }
  }
  return parts.map((part) => toSafeNumber(part * sign));
}

/** Spaces people put between digit groups: plain, no-break (de, fr, …) and narrow no-break (fr). */
const SPACES = /[\s\u00a0\u202f\u2009]+/gu;
const MINUS = /^[-\u2212]/u;

function decimalSeparator(locale: string): string {
  const parts = new Intl.NumberFormat(shopFormatLocale(locale)).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/** The digits of `integer` if it is groups of three after a first of one to three, split by `separator`. */
function groupedDigits(integer: string, separator: string): string | null {
  const groups = integer.split(separator);
  const [head, ...rest] = groups;
  if (head === undefined || !/^\d{1,3}$/.test(head) || rest.some((group) => !/^\d{3}$/.test(group))) {
    return null;
  }
  return groups.join('');
}

/**
 * An amount a person typed, in cents, or null when it is not one. Reads what the language writes and
 * the usual alternatives: "12,50", "12.50", "1.234,50", "1 234,50", "€1,234.50", "-3,00 €"; at most
 * two decimals. A lone separator before exactly three digits is a thousands separator unless it is the
 * language's decimal separator (then it is three decimals, refused): "1.234" is 1234 € in German and
 * refused in English, "1,234" the other way round. Digits are read as digits, never through a float.
 */
export function parseMoneyInput(input: string, locale: string, currency: string = CURRENCY): number | null {
  const symbol = moneyFormat(locale, currency)
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  let text = input.trim();
  for (const mark of [currency, symbol]) {
    if (mark) text = text.split(mark).join(' ').trim();
  }
  const negative = MINUS.test(text);
  if (negative) text = text.slice(1).trim();
  // One kind of space stands for them all; a run of them is one separator.
  text = text.replace(SPACES, ' ');
  if (!/^\d[\d., ]*$/.test(text)) return null;

  const lastPoint = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let decimal: string | null = null;
  if (lastPoint >= 0 && lastComma >= 0) {
    decimal = lastPoint > lastComma ? '.' : ',';
  } else if (lastPoint >= 0 || lastComma >= 0) {
    const mark = lastPoint >= 0 ? '.' : ',';
    const once = text.indexOf(mark) === text.lastIndexOf(mark);
    const digitsAfter = text.length - text.lastIndexOf(mark) - 1;
    if (once && (digitsAfter !== 3 || mark === decimalSeparator(locale))) decimal = mark;
  }

  let integer = text;
  let fraction = '';
  if (decimal !== null) {
    const at = text.lastIndexOf(decimal);
    integer = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (!/^\d{1,2}$/.test(fraction)) return null;
  }
  const separators = new Set(integer.replace(/\d/g, ''));
  if (separators.size > 1) return null;
  const [separator] = separators;
  const digits = separator === undefined ? integer : groupedDigits(integer, separator);
  if (digits === null || digits === '') return null;

  const cents = BigInt(digits) * MINOR_PER_MAJOR + BigInt(fraction.padEnd(CURRENCY_DECIMALS, '0'));
  if (cents > MAX_SAFE) return null;
  return Number(negative ? -cents : cents);
}

// Money and rates as the shop writes them, without zod: safe to import in browser code.
import { CURRENCY_DECIMALS, PERCENT_DECIMALS } from './constants.ts';
import { LOCALE_COUNTRY, isLocale } from './locale-data.ts';

const BASIS_POINT_DIGITS = 4;

/** `value` as a BigInt, refused (RangeError) when it is not a safe integer. */
export function requireSafeInteger(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
  return BigInt(value);
}

/** `value` / 10^`digits` written exactly as a decimal with a point, e.g. (-5n, 2) is "-0.05". */
export function exactDecimal(value: bigint, digits: number): `${number}` {
  const scale = 10n ** BigInt(digits);
  const magnitude = value < 0n ? -value : value;
  const fraction = (magnitude % scale).toString().padStart(digits, '0');
  return `${value < 0n ? '-' : ''}${magnitude / scale}.${fraction}` as `${number}`;
}

/** Minor units as a plain decimal with a point, for machines (schema.org offers, payment providers): "59.90". */
export function decimalAmount(amount: number): `${number}` {
  return exactDecimal(requireSafeInteger('amount', amount), CURRENCY_DECIMALS);
}

/**
 * The language as written in its shop's country: `pt` is Portugal's "59,90 €", not Brazil's "€ 59,90";
 * `en` is Ireland's. Anything that is not a shop language is passed through.
 */
export function shopFormatLocale(locale: string): string {
  return isLocale(locale) ? `${locale}-${LOCALE_COUNTRY[locale]}` : locale;
}

/**
 * Number formats made once per language, currency and digits: making one costs about as much as
 * formatting a few hundred amounts, and a listing, a cart or a mail formats dozens. Bounded: cleared
 * when it would pass 256 (there are 16 languages and a handful of currencies).
 */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    if (formats.size >= 256) formats.clear();
    format = new Intl.NumberFormat(shopFormatLocale(locale), options);
    formats.set(cacheKey, format);
  }
  return format;
}

/**
 * The number format for money in one language. The narrow symbol is the sign a shop in the country
 * prints (CLDR's default for EUR is the code "EUR" in Hungarian and Romanian, the sign elsewhere).
 */
export function moneyFormat(
  locale: string,
  currency: string,
  fractionDigits: number = CURRENCY_DECIMALS,
): Intl.NumberFormat {
  return numberFormat(locale, `${currency}|${fractionDigits}`, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A price (integer cents) in the shop's way of writing money in `locale` (2 decimals). */
export function formatMoney(locale: string, money: { amount: number; currency: string }): string {
  // Intl takes a decimal string exactly, so no amount is rounded on its way to the page.
  return moneyFormat(locale, money.currency).format(decimalAmount(money.amount));
}

/** A rate in basis points as the language writes percentages ("12,5 %", "19%"), at most 2 decimals. */
export function formatPercent(locale: string, rateBp: number): string {
  // The share as an exact decimal: 1250 bp is "0.1250", which Intl writes as 12.5 %.
  const share = exactDecimal(requireSafeInteger('rateBp', rateBp), BASIS_POINT_DIGITS);
  return numberFormat(locale, 'percent', {
    style: 'percent',
    maximumFractionDigits: PERCENT_DECIMALS,
  }).format(share);
}

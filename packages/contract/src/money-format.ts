// How the shop writes amounts of money, shared by the storefront and the texts that name an amount
// themselves (demo content, mails), so a page never shows "59,90 EUR" beside "49 €".
import { CURRENCY_DECIMALS } from './constants.ts';
import { LOCALE_COUNTRY, isLocale } from './locale-data.ts';

/**
 * The language as written in its shop's country: `pt` is Portugal's "59,90 €", not Brazil's "€ 59,90";
 * `en` is Ireland's. Anything that is not a shop language is passed through.
 */
export function shopFormatLocale(locale: string): string {
  return isLocale(locale) ? `${locale}-${LOCALE_COUNTRY[locale]}` : locale;
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
  return new Intl.NumberFormat(shopFormatLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** A price (integer cents) in the shop's way of writing money in `locale` (SPEC.md §9: 2 decimals). */
export function formatMoney(locale: string, money: { amount: number; currency: string }): string {
  return moneyFormat(locale, money.currency).format(money.amount / 10 ** CURRENCY_DECIMALS);
}

import type { Money } from '@tendero/contract';
import { CURRENCY_DECIMALS, PERCENT_DECIMALS } from '@tendero/contract';

/** A price in the locale's way of writing money (SPEC.md §9: EUR, 2 decimals). */
export function formatMoney(locale: string, money: Pick<Money, 'amount' | 'currency'>): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  }).format(money.amount / 10 ** CURRENCY_DECIMALS);
}

/** A share (0.2 for 20 %) in the locale's way of writing percentages, at most 2 decimals. */
export function formatPercent(locale: string, share: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: PERCENT_DECIMALS }).format(
    share,
  );
}

export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );
}

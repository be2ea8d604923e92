import { PERCENT_DECIMALS } from '@tendero/contract';

/** Prices: the one formatter the shop's texts that name an amount are checked against. */
export { formatMoney } from '@tendero/contract';

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

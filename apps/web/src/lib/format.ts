/**
 * Prices and rates in the locale's way of writing them: the contract's formatters, which the shop's
 * texts that name an amount are checked against. Prices are integer cents, rates basis points. Taken
 * from the contract's zod-free part, so browser components (the cart) can use them too.
 */
export { formatMoney, formatPercent } from '@tendero/contract/money-format';

export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );
}

/** A date with its time of day, for the steps of an order. */
export function formatDateTime(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}

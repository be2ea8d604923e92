/**
 * Prices and rates in the locale's way of writing them: the contract's formatters, which the shop's
 * texts that name an amount are checked against. Prices are integer cents, rates basis points. Taken
 * from the contract's zod-free part, so browser components (the cart) can use them too.
 */
import { formatShopDate, formatShopDateTime } from '@tendero/contract/time-format';
import { SHOP_TIME_ZONE } from './time-zone';

export { formatMoney, formatPercent } from '@tendero/contract/money-format';

/** A day (published, placed, issued) in the shop's time zone: the same on the server and in any browser. */
export function formatDate(locale: string, iso: string): string {
  return formatShopDate(locale, iso, SHOP_TIME_ZONE);
}

/** A date with its time of day, for the steps of an order: in the shop's time zone, named. */
export function formatDateTime(locale: string, iso: string): string {
  return formatShopDateTime(locale, iso, SHOP_TIME_ZONE, 'long');
}

/**
 * A calendar day the API names as `YYYY-MM-DD` (a return window's last day, a refund's due date): the
 * shop's day already, so written as it stands, whatever the zone.
 */
export function formatDay(locale: string, day: string): string {
  return formatShopDate(locale, `${day}T12:00:00Z`, 'UTC');
}

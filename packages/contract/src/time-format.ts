// Dates and times as the shop writes them, without zod: safe to import in browser code.
import { shopFormatLocale } from './money-format.ts';

/** The shop's time zone when `SHOP_TIME_ZONE` names none: the demo seller's, in Berlin. */
export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Berlin';

/** Whether `name` is an IANA time zone this runtime knows (`Europe/Berlin`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Formats made once per language, style and zone: pages and mails format dozens of moments. Bounded
 * like the number formats (16 languages, a few styles, one zone).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, timeZone: string, key: string, options: Intl.DateTimeFormatOptions) {
  const cacheKey = `${locale}|${timeZone}|${key}`;
  let format = formats.get(cacheKey);
  if (!format) {
    if (formats.size >= 256) formats.clear();
    format = new Intl.DateTimeFormat(shopFormatLocale(locale), { ...options, timeZone });
    formats.set(cacheKey, format);
  }
  return format;
}

/** A calendar day in the shop's time zone ("1. Dezember 2026"): the same on the server and in any browser. */
export function formatShopDate(locale: string, iso: string, timeZone: string): string {
  return dateTimeFormat(locale, timeZone, 'date', { dateStyle: 'long' }).format(new Date(iso));
}

/**
 * A moment with its time of day in the shop's time zone, the zone named ("1. Dez. 2026, 23:22 MEZ"), so
 * a visitor in another zone reads it right and server and browser write the same. `medium` shortens the
 * month (tracking histories), `long` writes it out (order timelines, mails).
 */
export function formatShopDateTime(
  locale: string,
  iso: string,
  timeZone: string,
  style: 'medium' | 'long' = 'long',
): string {
  return dateTimeFormat(locale, timeZone, `time-${style}`, {
    year: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

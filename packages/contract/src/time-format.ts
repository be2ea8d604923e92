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

/**
 * The time of day of a moment in the shop's time zone and the zone's name at that moment ("23:22" and
 * "MEZ"), for a sentence that places them itself ("on {date} at {time} ({zone})").
 */
export function formatShopTime(
  locale: string,
  iso: string,
  timeZone: string,
): { time: string; zone: string } {
  const parts = dateTimeFormat(locale, timeZone, 'clock', {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(new Date(iso));
  const zone = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const time = parts
    .filter((part) => part.type !== 'timeZoneName')
    .map((part) => part.value)
    .join('')
    .trim();
  return { time, zone };
}

/** The calendar day (`YYYY-MM-DD`) of an instant in `timeZone`. */
export function calendarDayIn(instant: string | Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', timeZone, 'day', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** How far `timeZone`'s clock is ahead of UTC at `instant` (ms since the epoch), in ms. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Map(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const clock = Date.UTC(
    parts.get('year') ?? 0,
    (parts.get('month') ?? 1) - 1,
    parts.get('day') ?? 1,
    parts.get('hour') ?? 0,
    parts.get('minute') ?? 0,
    parts.get('second') ?? 0,
  );
  return clock - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the calendar day `day` (`YYYY-MM-DD`) begins in `timeZone`: its midnight there, as the
 * shop counts "today" and an operator's day filters. The offset is taken again at the answer, so a
 * change of summer time around it does not move it.
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const first = midnight - zoneOffset(midnight, timeZone);
  const start = midnight - zoneOffset(first, timeZone);
  // Where summer time begins at midnight, the day begins when the clocks jump: the first guess.
  return new Date(calendarDayIn(new Date(start), timeZone) === day ? start : first);
}

/** The calendar day `days` days after `day` (both `YYYY-MM-DD`; `days` may be negative). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

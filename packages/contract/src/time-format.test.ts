import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayIn,
  formatShopDate,
  formatShopDateTime,
  formatShopTime,
  isTimeZone,
  startOfDayIn,
} from './time-format.ts';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('time-format', () => {
  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('writes a moment in the shop’s zone with the zone named, as the shop’s country writes it', () => {
    const at = '2026-12-01T22:22:00Z';
    expect(plain(formatShopDateTime('de', at, 'Europe/Berlin'))).toBe('1. Dezember 2026 um 23:22 MEZ');
    expect(plain(formatShopDateTime('de', at, 'Europe/Berlin', 'medium'))).toBe('1. Dez. 2026, 23:22 MEZ');
    expect(plain(formatShopDateTime('pl', at, 'Europe/Berlin', 'medium'))).toBe('1 gru 2026, 23:22 CET');
    expect(plain(formatShopDate('el', at, 'Europe/Athens'))).toBe('2 Δεκεμβρίου 2026');
  });

  it('writes the time of day and the zone apart, the zone as it is named at that moment', () => {
    expect(formatShopTime('de', '2026-12-01T22:22:00Z', 'Europe/Berlin')).toEqual({
      time: '23:22',
      zone: 'MEZ',
    });
    expect(formatShopTime('de', '2026-07-01T22:22:00Z', 'Europe/Berlin')).toEqual({
      time: '00:22',
      zone: 'MESZ',
    });
    const greek = formatShopTime('el', '2026-12-01T22:22:00Z', 'Europe/Athens');
    expect(greek.zone).toBe('EET');
    expect(plain(greek.time)).toBe('12:22 π.μ.');
  });

  it('finds the day of an instant and the instant a day begins in a zone, summer time or not', () => {
    expect(calendarDayIn('2026-12-01T23:30:00Z', 'Europe/Berlin')).toBe('2026-12-02');
    expect(calendarDayIn('2026-12-01T23:30:00Z', 'UTC')).toBe('2026-12-01');
    expect(startOfDayIn('2026-12-02', 'Europe/Berlin').toISOString()).toBe('2026-12-01T23:00:00.000Z');
    expect(startOfDayIn('2026-07-02', 'Europe/Berlin').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    // The days the clocks change: midnight is before the change.
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDayIn('2026-12-02', 'Asia/Tokyo').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    // Summer time beginning at midnight (Chile): the day begins at 01:00.
    expect(startOfDayIn('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('counts calendar days across months, years and leap days, forwards and back', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    // Summer time does not shift a day: the days are counted in UTC.
    expect(addCalendarDays('2026-03-28', 1)).toBe('2026-03-29');
  });
});

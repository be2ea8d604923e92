import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale-data.ts';
import { formatMoney, shopFormatLocale } from './money-format.ts';

/** 59,90 € and 1234,50 € as a shop in each language's country prints them (issue 9: "59,90 EUR"). */
const WRITTEN = [
  ['de', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['en', '€59.90', '€1,234.50'],
  ['es', '59,90\u00a0€', '1234,50\u00a0€'],
  ['fr', '59,90\u00a0€', '1\u202f234,50\u00a0€'],
  ['it', '59,90\u00a0€', '1234,50\u00a0€'],
  ['pt', '59,90\u00a0€', '1234,50\u00a0€'],
  ['nl', '€\u00a059,90', '€\u00a01.234,50'],
  ['sk', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['fi', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['el', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['sv', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['pl', '59,90\u00a0€', '1234,50\u00a0€'],
  ['cs', '59,90\u00a0€', '1\u00a0234,50\u00a0€'],
  ['da', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['ro', '59,90\u00a0€', '1.234,50\u00a0€'],
  ['hu', '59,90\u00a0€', '1234,50\u00a0€'],
] as const;

describe('formatMoney', () => {
  it('covers every shop language', () => {
    expect(WRITTEN.map(([locale]) => locale)).toEqual([...LOCALES]);
  });

  it.each(WRITTEN)('writes euros with the € sign in %s', (locale, small, large) => {
    expect(formatMoney(locale, { amount: 5990, currency: 'EUR' })).toBe(small);
    expect(formatMoney(locale, { amount: 123450, currency: 'EUR' })).toBe(large);
    expect(formatMoney(locale, { amount: 5990, currency: 'EUR' })).not.toContain('EUR');
  });

  it('formats a language the way its shop country writes it, and leaves other tags alone', () => {
    expect(shopFormatLocale('pt')).toBe('pt-PT');
    expect(shopFormatLocale('en')).toBe('en-IE');
    expect(shopFormatLocale('de-AT')).toBe('de-AT');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COUNTRY,
  LOCALE_NATIVE_NAMES,
  LocaleCode,
  LocaleHeader,
  isLocale,
  resolveLocale,
  LocaleParamInput,
} from './locales.ts';
import { chars, failure, success } from './test-support.ts';

/** The language picker, in its order. */
const PICKER = [
  ['de', 'Deutsch'],
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['pt', 'Português'],
  ['nl', 'Nederlands'],
  ['sk', 'Slovenčina'],
  ['fi', 'Suomi'],
  ['el', 'Ελληνική'],
  ['sv', 'Svenska'],
  ['pl', 'Polski'],
  ['cs', 'Čeština'],
  ['da', 'Dansk'],
  ['ro', 'Română'],
  ['hu', 'Magyar'],
] as const;

describe('LOCALES', () => {
  it('are exactly the 16 shop languages, in picker order', () => {
    expect(LOCALES).toEqual(PICKER.map(([code]) => code));
    expect(new Set(LOCALES).size).toBe(16);
  });

  it.each(PICKER)('%s is named %s', (code, name) => {
    expect(LOCALE_NATIVE_NAMES[code]).toBe(name);
  });

  it('names no other locale', () => {
    expect(Object.keys(LOCALE_NATIVE_NAMES).sort()).toEqual([...LOCALES].sort());
  });

  it('defaults to English', () => {
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('does not list the aliases default and se as locales', () => {
    expect(isLocale('default')).toBe(false);
    expect(isLocale('se')).toBe(false);
  });
});

describe('LOCALE_COUNTRY', () => {
  it('covers all 16 locales and nothing else', () => {
    expect(Object.keys(LOCALE_COUNTRY).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('maps %s to a distinct two-letter upper-case country', (locale) => {
    expect(LOCALE_COUNTRY[locale]).toMatch(/^[A-Z]{2}$/);
  });

  it('gives every language its own country domain', () => {
    expect(new Set(Object.values(LOCALE_COUNTRY)).size).toBe(16);
  });

  it.each([
    ['de', 'DE'],
    ['el', 'GR'],
    ['sv', 'SE'],
    ['cs', 'CZ'],
    ['da', 'DK'],
  ] as const)('maps %s to %s', (locale, country) => {
    expect(LOCALE_COUNTRY[locale]).toBe(country);
  });
});

describe('isLocale', () => {
  it.each(LOCALES)('knows %s', (locale) => {
    expect(isLocale(locale)).toBe(true);
  });

  it.each(['', 'xx', 'DE', 'en-GB', 'constructor'])('does not know %j', (value) => {
    expect(isLocale(value)).toBe(false);
  });
});

describe('resolveLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['default', 'en'],
    ['DEFAULT', 'en'],
    ['se', 'sv'],
    ['SE', 'sv'],
    ['sv', 'sv'],
    ['DE', 'de'],
    [' fr ', 'fr'],
    ['el', 'el'],
  ])('resolves %j to %j', (value, locale) => {
    expect(resolveLocale(value)).toBe(locale);
  });

  it.each(LOCALES)('resolves %s to itself', (locale) => {
    expect(resolveLocale(locale)).toBe(locale);
    expect(resolveLocale(locale.toUpperCase())).toBe(locale);
  });

  it.each(['xx', 'en-GB', 'english', '   ', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'gives null for %j',
    (value) => {
      expect(resolveLocale(value)).toBeNull();
    },
  );
});

describe('LocaleCode', () => {
  it.each(LOCALES)('accepts %s', (locale) => {
    expect(success(LocaleCode, locale)).toBe(locale);
  });

  it.each(['se', 'default', 'DE', 'xx'])('rejects %j with validation.locale.unsupported', (value) => {
    expect(failure(LocaleCode, value)).toEqual([
      { path: '', message: 'validation.locale.unsupported', params: { options: [...LOCALES] } },
    ]);
  });
});

describe('LocaleHeader', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['default', 'en'],
    ['se', 'sv'],
    ['DE', 'de'],
    ['hu', 'hu'],
  ])('reads %j as %j', (value, locale) => {
    expect(success(LocaleHeader, value)).toBe(locale);
  });

  it.each(['xx', 'en-GB', 'constructor', '__proto__'])(
    'rejects %j with validation.locale.unsupported',
    (value) => {
      expect(failure(LocaleHeader, value)).toEqual([
        { path: '', message: 'validation.locale.unsupported', params: { value } },
      ]);
    },
  );

  it('rejects a value over 15 characters', () => {
    expect(failure(LocaleHeader, chars(16))).toEqual([
      { path: '', message: 'validation.string.max', params: { maximum: 15 } },
    ]);
  });

  it('rejects a non-string', () => {
    expect(failure(LocaleHeader, 5)).toEqual([
      { path: '', message: 'validation.string.type', params: { expected: 'string' } },
    ]);
  });
});

describe('LocaleParamInput', () => {
  it.each([
    [{ locale: 'de' }, { locale: 'de' }],
    [{ locale: ` ${chars(15)} ` }, { locale: chars(15) }],
    [
      { locale: 'es', c: 'ES' },
      { locale: 'es', c: 'ES' },
    ],
    [
      { locale: 'es', c: '' },
      { locale: 'es', c: '' },
    ],
    [
      { locale: 'es', c: chars(15) },
      { locale: 'es', c: chars(15) },
    ],
  ])('accepts %j', (input, output) => {
    expect(success(LocaleParamInput, input)).toEqual(output);
  });

  it.each([
    [{ locale: '' }, 'locale', 'validation.string.min', { minimum: 1 }],
    [{ locale: '  ' }, 'locale', 'validation.string.min', { minimum: 1 }],
    [{ locale: chars(16) }, 'locale', 'validation.string.max', { maximum: 15 }],
    [{}, 'locale', 'validation.string.required', { expected: 'string' }],
    [{ locale: 'de', c: chars(16) }, 'c', 'validation.string.max', { maximum: 15 }],
  ])('rejects %j at %s with %s', (input, path, message, params) => {
    expect(failure(LocaleParamInput, input)).toEqual([{ path, message, params }]);
  });

  it('rejects unknown fields', () => {
    expect(failure(LocaleParamInput, { locale: 'de', x: '1' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['x'] } },
    ]);
  });
});

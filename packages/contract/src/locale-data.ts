// The languages and their facts, without zod: safe to import in browser code.

/**
 * The 16 shop languages (docs/storefront.md#languages-and-domains), in the order the language picker lists
 * them.
 */
export const LOCALES = [
  'de',
  'en',
  'es',
  'fr',
  'it',
  'pt',
  'nl',
  'sk',
  'fi',
  'el',
  'sv',
  'pl',
  'cs',
  'da',
  'ro',
  'hu',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  sk: 'Slovenčina',
  fi: 'Suomi',
  el: 'Ελληνική',
  sv: 'Svenska',
  pl: 'Polski',
  cs: 'Čeština',
  da: 'Dansk',
  ro: 'Română',
  hu: 'Magyar',
};

/** The country each language's shop domain serves (one country domain per language). */
export const LOCALE_COUNTRY: Readonly<Record<Locale, string>> = {
  de: 'DE',
  en: 'IE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  pt: 'PT',
  nl: 'NL',
  sk: 'SK',
  fi: 'FI',
  el: 'GR',
  sv: 'SE',
  pl: 'PL',
  cs: 'CZ',
  da: 'DK',
  ro: 'RO',
  hu: 'HU',
};

/** Values accepted besides the 16 locales: `default` is English, `se` is Swedish. */
const LOCALE_ALIASES: Readonly<Record<string, Locale>> = { default: DEFAULT_LOCALE, se: 'sv' };

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Resolves an `x-locale` value; undefined or empty means the default, an unknown value gives null. */
export function resolveLocale(value: string | undefined): Locale | null {
  if (value === undefined || value === '') return DEFAULT_LOCALE;
  const normalised = value.trim().toLowerCase();
  if (isLocale(normalised)) return normalised;
  return Object.hasOwn(LOCALE_ALIASES, normalised) ? (LOCALE_ALIASES[normalised] ?? null) : null;
}

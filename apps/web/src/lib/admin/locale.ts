import { DEFAULT_LOCALE, isLocale, type Locale } from '@tendero/contract/locale-data';

/** The operator's language, set by the back office's language picker (path `/admin`, a year). */
export const ADMIN_LOCALE_COOKIE = 'tendero_admin_locale';
export const ADMIN_LOCALE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The back office's language: the one the operator picked, else the browser's first shop language
 * by Accept-Language weight, else English. The back office has no language in its paths.
 */
export function adminLocale(picked: string | undefined, acceptLanguage: string | null): Locale {
  if (picked && isLocale(picked)) return picked;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const weight = parameters.map((part) => /^\s*q=([\d.]+)\s*$/.exec(part)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: weight ? Number(weight) : 1,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return wanted.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** Where to go after signing in or changing the language: a back-office path, else the overview. */
export function adminPath(next: string | null | undefined): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) ? next : '/admin';
}

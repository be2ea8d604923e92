import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@tendero/contract/locale-data';

/** Locally every language is a path prefix (/de/…); SHOP_DOMAINS moves each to its own domain. */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeDetection: true,
});

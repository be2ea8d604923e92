import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@tendero/contract/locale-data';
import { domainOf, parseShopDomains } from '@tendero/contract/shop-domains';

/** SHOP_DOMAINS as the storefront was built with it (next.config.ts inlines it into every bundle). */
export const SHOP_DOMAINS = parseShopDomains(process.env.SHOP_DOMAINS);

/**
 * Locally every language is a path prefix (/de/…). With SHOP_DOMAINS each listed language is served
 * without prefix on its own domain; languages without one keep a prefix on the English shop's domain.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localeDetection: true,
  ...(SHOP_DOMAINS.length === 0
    ? { localePrefix: 'always' as const }
    : {
        localePrefix: 'as-needed' as const,
        domains: SHOP_DOMAINS.map((domain) => ({
          domain: domain.host,
          defaultLocale: domain.locale,
          locales: LOCALES.filter((locale) => domainOf(SHOP_DOMAINS, locale) === domain),
        })),
      }),
});

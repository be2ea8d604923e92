// Where each language is served, without zod: the storefront's routing and the API's links share it.
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale-data.ts';

/** One language on its own country domain, from SHOP_DOMAINS (`de=tendero.de,fr=tendero.fr`). */
export interface ShopDomain {
  locale: Locale;
  /** Host name, with a port where it is not the scheme's own (`de.localhost:3000`). */
  host: string;
}

const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/;

/**
 * Reads SHOP_DOMAINS. Empty means every language is a path prefix on one origin. A bad entry throws
 * with the entry in the message, so a typo stops the start rather than sending shoppers astray.
 */
export function parseShopDomains(value: string | undefined): ShopDomain[] {
  if (!value?.trim()) return [];
  const domains: ShopDomain[] = [];
  for (const entry of value.split(',')) {
    const [locale = '', host = ''] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (!(LOCALES as readonly string[]).includes(locale) || !HOST.test(host))
      throw new Error(
        `SHOP_DOMAINS: expected a comma-separated list of locale=host (locales: ${LOCALES.join(', ')}), got '${entry.trim()}'`,
      );
    if (domains.some((domain) => domain.locale === locale || domain.host === host))
      throw new Error(
        `SHOP_DOMAINS: each language and each host may appear once, got '${entry.trim()}' twice`,
      );
    domains.push({ locale: locale as Locale, host });
  }
  return domains;
}

/** `http` for local names (localhost, *.localhost, 127.0.0.1), where nothing serves TLS; else `https`. */
export function hostOrigin(host: string): string {
  const name = host.replace(/:\d+$/, '');
  const local = name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
  return `${local ? 'http' : 'https'}://${host}`;
}

/**
 * The domain that serves a language: its own, else the English shop's (where it keeps a path
 * prefix), else the first one. Undefined when there are no domains (path-prefix mode).
 */
export function domainOf(domains: readonly ShopDomain[], locale: Locale): ShopDomain | undefined {
  return (
    domains.find((domain) => domain.locale === locale) ??
    domains.find((domain) => domain.locale === DEFAULT_LOCALE) ??
    domains[0]
  );
}

/**
 * A localised path (no leading slash) as a link: `/de/kueche` with path prefixes, or
 * `https://tendero.de/kueche` on the language's own domain (prefixed where it shares a domain).
 */
export function localeHref(domains: readonly ShopDomain[], locale: Locale, path: string): string {
  const inner = path.replace(/^\/+/, '');
  const domain = domainOf(domains, locale);
  if (!domain) return `/${locale}${inner ? `/${inner}` : ''}`;
  const prefix = domain.locale === locale ? '' : `/${locale}`;
  return `${hostOrigin(domain.host)}${prefix}/${inner}`.replace(/(?<!\/)\/$/, '');
}

/**
 * The shop's public origins from PUBLIC_ORIGINS (comma-separated), else the storefront's own on its
 * port. The first is the one links to the shop are made with (mails, canonical and hreflang URLs).
 */
export function publicOrigins(value: string | undefined, port: number | string): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return listed.length > 0 ? listed : [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}

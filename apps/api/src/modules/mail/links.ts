import { DEFAULT_LOCALE, type Locale } from '@tendero/contract';
import type { Config } from '../../config.ts';

export type ShopOrigins = Pick<Config, 'publicOrigins' | 'shopDomains' | 'webPort'>;

/** Storefront pages that mails link to, below the language prefix. */
export const SHOP_PAGES = {
  account: 'account',
  resetPassword: 'account/reset-password',
  forgotPassword: 'account/forgot-password',
  support: 'account/support',
  return: 'return',
} as const;

/**
 * A shop page (imprint, terms, …) below the language prefix, as the storefront routes it
 * (apps/web `[locale]/pages/[slug]`, `pagePath` there): the slug is the page's in that language.
 */
export function shopPagePath(slug: string): string {
  return `pages/${encodeURIComponent(slug)}`;
}

/** `http` for local names, where nothing serves TLS; `https` for real domains. */
export function hostOrigin(host: string): string {
  const name = host.replace(/:\d+$/, '');
  const local = name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1';
  return `${local ? 'http' : 'https'}://${host}`;
}

/**
 * The origin that serves a language: its country domain (SHOP_DOMAINS), else the English shop's
 * domain, else the first public origin, as the storefront routes them.
 */
export function shopOrigin(shop: ShopOrigins, locale: Locale): string {
  const host =
    shop.shopDomains[locale] ?? shop.shopDomains[DEFAULT_LOCALE] ?? Object.values(shop.shopDomains)[0];
  if (host) return hostOrigin(host);
  return new URL(shop.publicOrigins[0] ?? `http://localhost:${shop.webPort}`).origin;
}

/** An absolute storefront link with the language prefix: `<origin>/<locale>/<path>`. */
export function shopLink(shop: ShopOrigins, locale: Locale, path: string): string {
  return `${shopOrigin(shop, locale)}/${locale}/${path.replace(/^\/+/, '')}`;
}

import 'server-only';
import type { ContentPageLink, Locale, ShopInfo } from '@tendero/contract';
import { loadOptional } from './api';
import { contentPages, shop } from './shop-api';

/** Where a shop page lives in the storefront: `pages/<slug in the page's language>`. */
export function pagePath(slug: string): string {
  return `pages/${slug}`;
}

/** The shop pages (imprint, terms, …) in the footer's order; empty when the API has none. */
export async function shopPages(locale: Locale): Promise<ContentPageLink[]> {
  return (await loadOptional(contentPages(locale)))?.items ?? [];
}

/** The seller's name and contact, for the footer and the links on shop pages. */
export function shopInfo(locale: Locale): Promise<ShopInfo | null> {
  return loadOptional(shop(locale));
}

/** A `tel:` link target: the digits of an international number, with its plus. */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

import 'server-only';
import { ContentPageList, ShopInfo, type ContentPageLink, type Locale } from '@tendero/contract';
import { loadOptional } from './api';

/** Where a shop page lives in the storefront: `pages/<slug in the page's language>`. */
export function pagePath(slug: string): string {
  return `pages/${slug}`;
}

/** The shop pages (imprint, terms, …) in the footer's order; empty when the API has none. */
export async function shopPages(locale: Locale): Promise<ContentPageLink[]> {
  return (await loadOptional(locale, '/v1/cms/pages', ContentPageList))?.items ?? [];
}

/** The seller's name and contact, for the footer and the links on shop pages. */
export function shopInfo(locale: Locale): Promise<ShopInfo | null> {
  return loadOptional(locale, '/v1/shop', ShopInfo);
}

/** A `tel:` link target: the digits of an international number, with its plus. */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

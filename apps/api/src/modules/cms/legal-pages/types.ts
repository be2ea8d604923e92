import type { LegalPageKey } from '@tendero/contract';

/** A URL segment: lower-case ASCII letters, digits and hyphens (transliterated for el, pl, cs, …). */
export type Slug = string;

export interface PageText {
  title: string;
  slug: Slug;
  /**
   * The page in the format of parsePageBody (packages/contract): a `! ` notice that it is sample text,
   * then `## ` sections; `{shopName}`, `{shopAddress}`, … are filled in from the configuration.
   */
  body: string;
}

/** The six shop pages in one language. */
export type LocalePages = Record<LegalPageKey, PageText>;

/**
 * The placeholders a page text may use, filled by the cms module from the configuration: SHOP_*,
 * RETURN_DAYS (`returnDays`) and the storefront's return page (`returnUrl`).
 */
export const PAGE_PLACEHOLDERS = [
  'shopName',
  'shopAddress',
  'shopCountry',
  'shopEmail',
  'shopPhone',
  'shopVatId',
  'shopRegister',
  'shopRepresentative',
  'returnDays',
  'returnUrl',
] as const;

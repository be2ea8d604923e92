import {
  LEGAL_PAGE_KEYS,
  LOCALES,
  isLocale,
  type ContentPage,
  type ContentPageLink,
  type LegalPageKey,
  type Locale,
  type ShopInfo,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { SAMPLE_PAGES } from './legal-pages/index.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { sitemapEntriesOf, type SitemapEntry } from '../../lib/sitemap-entries.ts';
import { SHOP_PAGES, shopLink, type ShopOrigins } from '../mail/index.ts';
import { pointsRules } from '../points/service.ts';
import * as repository from './repository.ts';

export type SellerConfig = Pick<Config, 'shop' | 'shopVatId' | 'points'>;

/** The seller and where the storefront is served, for the links a page text may hold. */
export type PageConfig = SellerConfig & ShopOrigins;

/** The seller as configured, with the country named in the request language. */
export function shopInfo(config: SellerConfig, locale: Locale): ShopInfo {
  const { shop } = config;
  const countryName = new Intl.DisplayNames([locale], { type: 'region' }).of(shop.country) ?? shop.country;
  return { ...shop, countryName, vatId: config.shopVatId ?? null, points: pointsRules(config) };
}

/**
 * The placeholders a page text may use; the API fills them from the configuration, so the merchant
 * changes a phone number in one place and every page follows. Null: not configured.
 */
export function shopPlaceholders(shop: ShopInfo): Record<string, string | null> {
  return {
    shopName: shop.name,
    shopAddress: `${shop.address}, ${shop.countryName}`,
    shopCountry: shop.countryName,
    shopEmail: shop.email,
    shopPhone: shop.phone,
    shopVatId: shop.vatId,
    shopRegister: shop.register,
    shopRepresentative: shop.representative,
    returnDays: String(shop.returnDays),
  };
}

/**
 * Replaces `{name}` for every known placeholder; other braces are left as the merchant wrote them. A
 * block (text between blank lines) naming a placeholder that is not configured is left out, so an
 * imprint without SHOP_VAT_ID has no VAT line rather than an empty one.
 */
export function fillPlaceholders(text: string, values: Record<string, string | null>): string {
  const placeholders = /\{(\w+)\}/g;
  return text
    .split(/(?:\r?\n){2,}/)
    .filter((block) => ![...block.matchAll(placeholders)].some(([, name = '']) => values[name] === null))
    .map((block) => block.replace(placeholders, (whole, name: string) => values[name] ?? whole))
    .join('\n\n');
}

function alternatesOf(rows: readonly { page_id: number; locale: string; slug: string }[], pageId: number) {
  return rows.flatMap((row) =>
    row.page_id === pageId && isLocale(row.locale) ? [{ locale: row.locale, slug: row.slug }] : [],
  );
}

/** The pages in the footer's order: key, title and slug in the request language, with alternates. */
export async function pageLinks(db: Db, locale: Locale): Promise<ContentPageLink[]> {
  const [pages, slugs] = await Promise.all([repository.pagesInLocale(db, locale), repository.pageSlugs(db)]);
  return pages.map((page) => ({
    key: page.key,
    slug: page.slug,
    title: page.title,
    alternates: alternatesOf(slugs, page.id),
  }));
}

/**
 * A shop page's slug in a language as the storefront reads it (English where untranslated), for links
 * from elsewhere (the order confirmation's link to the terms): the merchant may rename a slug. Should the
 * page be missing, the sample slug is the best guess, as start-up creates the page with it.
 */
export async function pageSlugOf(db: Db, locale: Locale, key: LegalPageKey): Promise<string> {
  return (await repository.pageSlugByKey(db, locale, key)) ?? SAMPLE_PAGES[locale][key].slug;
}

/**
 * A page's placeholders in one language: the seller's details and the storefront's return page, where
 * a customer starts a return (`{returnUrl}` on the contact page).
 */
export function pagePlaceholders(config: PageConfig, locale: Locale): Record<string, string | null> {
  return {
    ...shopPlaceholders(shopInfo(config, locale)),
    returnUrl: shopLink(config, locale, SHOP_PAGES.return),
  };
}

/** One page by its slug in the request language, with the shop's details filled in. */
export async function pageBySlug(
  db: Db,
  config: PageConfig,
  locale: Locale,
  slug: string,
): Promise<ContentPage> {
  const page = await repository.pageBySlug(db, locale, slug);
  if (!page) throw new NotFound('error.page.notFound');
  const slugs = await repository.pageSlugs(db, [page.id]);
  const values = pagePlaceholders(config, locale);
  return {
    key: page.key,
    slug: page.slug,
    title: fillPlaceholders(page.title, values),
    body: fillPlaceholders(page.body, values),
    updatedAt: page.updated_at,
    alternates: alternatesOf(slugs, page.id),
  };
}

/** The sitemap's entries for the pages: each page's path in every language, under `pages/`. */
export async function pageSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await repository.pageSlugs(db);
  return sitemapEntriesOf(
    rows.map((row) => ({
      owner: row.page_id,
      locale: row.locale,
      slug: row.slug,
      lastModified: row.updated_at,
    })),
    'pages',
  );
}

/**
 * Every shop needs these pages before its first order, so a page that is missing is created at start
 * with the sample text (marked as such on the page); pages that exist are never touched again, so the
 * merchant's own texts stay.
 */
export async function ensureSamplePages(db: Db, now = new Date()): Promise<number> {
  const existing = await repository.pageKeys(db);
  const missing = LEGAL_PAGE_KEYS.filter((key) => !existing.has(key));
  if (missing.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let created = 0;
    for (const key of missing) {
      const id = await repository.insertPage(trx, {
        key,
        position: LEGAL_PAGE_KEYS.indexOf(key) + 1,
        updatedAt: now.toISOString(),
        translations: LOCALES.map((locale) => ({ locale, ...SAMPLE_PAGES[locale][key] })),
      });
      if (id !== undefined) created += 1;
    }
    return created;
  });
}

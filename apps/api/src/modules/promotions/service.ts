import {
  CURRENCY,
  isLocale,
  type Listing,
  type ListingQuery,
  type Locale,
  type ProductPromotion,
  type PromotionOffer,
  type PromotionPage,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { inLocale } from '../../db/translation.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { sitemapEntriesOf, type SitemapEntry } from '../../lib/sitemap-entries.ts';
import { categoryLinks, listProducts, manufacturerLinks, type ListingScope } from '../catalog/index.ts';
import * as repository from './repository.ts';
import type { PromotionTable, PromotionTarget } from './tables.ts';

/** What a stored promotion gives: its `value` is cents off or basis points off, by its kind. */
export function offerOfPromotion(promotion: Pick<PromotionTable, 'kind' | 'value'>): PromotionOffer {
  switch (promotion.kind) {
    case 'reductionAmount':
      return { kind: promotion.kind, amount: { amount: promotion.value, currency: CURRENCY } };
    case 'reductionPercent':
      return { kind: promotion.kind, percentBp: promotion.value };
    case 'freeShippingOnly':
      return { kind: promotion.kind };
  }
}

/** A listing with nothing in it, for promotions that hold no products of their own. */
const NO_LISTING: Listing = {
  items: [],
  nextCursor: null,
  total: 0,
  facets: { manufacturers: [], price: null },
};

/**
 * Which products a promotion's page lists: those it holds, or those of its category or brand. A cart-wide
 * promotion lists none, and neither does one of several categories or brands: the listing reads one
 * category or brand at a time, and the page links each of them instead.
 */
function listingScopeOf(
  target: PromotionTarget,
  members: {
    productIds: readonly number[];
    categoryIds: readonly number[];
    manufacturerIds: readonly number[];
  },
): ListingScope | null {
  switch (target) {
    case 'catalogue':
    case 'products':
    case 'gift':
      return { kind: 'products', productIds: members.productIds };
    case 'categories': {
      const [categoryId, ...others] = members.categoryIds;
      return categoryId !== undefined && others.length === 0 ? { kind: 'category', categoryId } : null;
    }
    case 'brands': {
      const [manufacturerId, ...others] = members.manufacturerIds;
      return manufacturerId !== undefined && others.length === 0
        ? { kind: 'manufacturer', manufacturerId }
        : null;
    }
    case 'cart':
      return null;
  }
}

/** A promotion's page by its slug in `locale`: what it gives, on what, on which conditions, and its products. */
export async function promotionBySlug(
  db: Db,
  locale: Locale,
  slug: string,
  query: ListingQuery,
): Promise<PromotionPage> {
  const found = await repository.promotionIdBySlug(db, locale, slug);
  if (!found) throw new NotFound('error.promotion.notFound');
  const id = found.promotion_id;
  const [promotion, texts, productIds, categoryIds, manufacturerIds] = await Promise.all([
    repository.promotionById(db, id),
    repository.promotionTexts(db, id),
    repository.promotionProductIds(db, id),
    repository.promotionCategoryIds(db, id),
    repository.promotionManufacturerIds(db, id),
  ]);
  if (!promotion) throw new NotFound('error.promotion.notFound');
  const scope = listingScopeOf(promotion.target, { productIds, categoryIds, manufacturerIds });
  const [listing, categories, brands] = await Promise.all([
    scope ? listProducts(db, locale, scope, query) : NO_LISTING,
    promotion.target === 'categories' ? categoryLinks(db, locale, categoryIds) : [],
    promotion.target === 'brands' ? manufacturerLinks(db, locale, manufacturerIds) : [],
  ]);
  const text = inLocale(texts, locale, () => id).get(id);
  const now = new Date().toISOString();
  return {
    id,
    slug,
    name: text?.name ?? '',
    description: text?.description ?? '',
    ...offerOfPromotion(promotion),
    target: promotion.target,
    code: promotion.code,
    minimum: promotion.minimum_amount > 0 ? { amount: promotion.minimum_amount, currency: CURRENCY } : null,
    gift: promotion.target === 'gift',
    combinable: promotion.combinable === 1,
    usageLimitPerCustomer: promotion.usage_limit_per_customer,
    categories,
    brands,
    startsAt: promotion.starts_at,
    endsAt: promotion.ends_at,
    active: promotion.starts_at <= now && now < promotion.ends_at,
    image:
      promotion.image_url === null
        ? null
        : {
            url: promotion.image_url,
            alt: text?.name ?? '',
            width: promotion.image_width ?? 0,
            height: promotion.image_height ?? 0,
          },
    alternates: texts.flatMap((row) =>
      isLocale(row.locale) ? [{ locale: row.locale, slug: row.slug }] : [],
    ),
    listing,
  };
}

/**
 * The promotions that reduce a product now, as its page shows them: its own, its categories' and its
 * brand's; not the cart-wide ones nor gifts, which reduce no product of their own. The caller knows
 * the product's brand and categories (their ancestors included).
 */
export async function activePromotionsOfProduct(
  db: Db,
  locale: Locale,
  product: { id: number; manufacturerId: number; categoryIds: readonly number[] },
): Promise<ProductPromotion[]> {
  const rows = await repository.activePromotionsOfProduct(db, product, locale, new Date().toISOString());
  return rows.map((row) => ({ slug: row.slug, name: row.name, ...offerOfPromotion(row) }));
}

/** Each promotion's slug in `locale`, for links to its page. */
export async function promotionSlugs(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await repository.promotionSlugs(db, locale, ids);
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** The sitemap's entries for the promotions: each one's path in every language, under `promotions/`. */
export async function promotionSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await repository.promotionSlugsForSitemap(db);
  return sitemapEntriesOf(
    rows.map((row) => ({ owner: row.id, locale: row.locale, slug: row.slug, lastModified: row.updated_at })),
    'promotions',
  );
}

/** Whether a promotion is limited to the category: the back office keeps it then. */
export function promotionLimitedToCategory(db: Db, categoryId: number): Promise<boolean> {
  return repository.hasPromotionOfCategory(db, categoryId);
}

/** Whether a promotion is limited to the brand. */
export function promotionLimitedToBrand(db: Db, brandId: number): Promise<boolean> {
  return repository.hasPromotionOfBrand(db, brandId);
}

import {
  CURRENCY,
  isLocale,
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
import { listProducts } from '../catalog/index.ts';
import * as repository from './repository.ts';
import type { PromotionTable } from './tables.ts';

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

/** A promotion's page by its slug in `locale`: what it gives, when, and its products. */
export async function promotionBySlug(
  db: Db,
  locale: Locale,
  slug: string,
  query: ListingQuery,
): Promise<PromotionPage> {
  const found = await repository.promotionIdBySlug(db, locale, slug);
  if (!found) throw new NotFound('error.promotion.notFound');
  const id = found.promotion_id;
  const [promotion, texts, productIds] = await Promise.all([
    repository.promotionById(db, id),
    repository.promotionTexts(db, id),
    repository.promotionProductIds(db, id),
  ]);
  if (!promotion) throw new NotFound('error.promotion.notFound');
  const listing = await listProducts(db, locale, { kind: 'products', productIds }, query);
  const text = inLocale(texts, locale, () => id).get(id);
  const now = new Date().toISOString();
  return {
    id,
    slug,
    name: text?.name ?? '',
    description: text?.description ?? '',
    ...offerOfPromotion(promotion),
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

/** The promotions that reduce a product now, as its page shows them. */
export async function activePromotionsOfProduct(
  db: Db,
  locale: Locale,
  productId: number,
): Promise<ProductPromotion[]> {
  const rows = await repository.activePromotionsOfProduct(db, productId, locale, new Date().toISOString());
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

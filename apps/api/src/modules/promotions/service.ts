import {
  CURRENCY,
  DEFAULT_LOCALE,
  isLocale,
  type ListingQuery,
  type Locale,
  type PromotionOffer,
  type PromotionPage,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { PromotionTable } from '../../db/schema.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { listProducts } from '../catalog/listing.ts';

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
  const found = await db
    .selectFrom('promotion_translation')
    .select('promotion_id')
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!found) throw new NotFound('error.promotion.notFound');
  const id = found.promotion_id;
  const [promotion, texts, listing] = await Promise.all([
    db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('promotion_translation')
      .select(['locale', 'name', 'slug', 'description'])
      .where('promotion_id', '=', id)
      .execute(),
    listProducts(db, locale, { kind: 'promotion', promotionId: id }, query),
  ]);
  const text =
    texts.find((row) => row.locale === locale) ?? texts.find((row) => row.locale === DEFAULT_LOCALE);
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

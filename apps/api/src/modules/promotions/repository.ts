import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';

/** The promotion whose slug in `locale` is `slug`. */
export function promotionIdBySlug(db: Db, locale: Locale, slug: string) {
  return db
    .selectFrom('promotion_translation')
    .select('promotion_id')
    .where('locale', '=', locale)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function promotionById(db: Db, id: number) {
  return db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A promotion's texts in every language. */
export function promotionTexts(db: Db, id: number) {
  return db
    .selectFrom('promotion_translation')
    .select(['locale', 'name', 'slug', 'description'])
    .where('promotion_id', '=', id)
    .execute();
}

/** The products a promotion reduces. */
export async function promotionProductIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('promotion_product')
    .select('product_id')
    .where('promotion_id', '=', id)
    .execute();
  return rows.map((row) => row.product_id);
}

/** The promotions running at `now` that reduce a product, named in `locale` (English where missing). */
export function activePromotionsOfProduct(db: Db, productId: number, locale: Locale, now: string) {
  const text = translation('promotion_translation', 'promotion_id', locale);
  return db
    .selectFrom('promotion_product as pp')
    .innerJoin('promotion as pr', 'pr.id', 'pp.promotion_id')
    .$call(text.join('pr.id'))
    .select(['pr.kind', 'pr.value', text.text('slug').as('slug'), text.text('name').as('name')])
    .where('pp.product_id', '=', productId)
    .where('pr.starts_at', '<=', now)
    .where('pr.ends_at', '>', now)
    .execute();
}

/** The slugs of the given promotions in `locale` (English where missing). */
export function promotionSlugs(db: Db, locale: Locale, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const text = translation('promotion_translation', 'promotion_id', locale);
  return db
    .selectFrom('promotion as pr')
    .$call(text.join('pr.id'))
    .select(['pr.id', text.text('slug').as('slug')])
    .where('pr.id', 'in', ids)
    .execute();
}

/** Every promotion's slug in every language, with its last change, for the sitemap. */
export function promotionSlugsForSitemap(db: Db) {
  return db
    .selectFrom('promotion_translation as t')
    .innerJoin('promotion as p', 'p.id', 't.promotion_id')
    .select(['p.id', 'p.updated_at', 't.locale', 't.slug'])
    .orderBy('p.id')
    .execute();
}

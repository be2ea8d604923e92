import { sql } from 'kysely';
import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { idList, inIdList, prepared, type IdList } from '../../db/prepared.ts';
import { translation } from '../../db/translation.ts';

/** The promotion whose slug in `locale` is `slug`; a customer's voucher has no public page. */
export function promotionIdBySlug(db: Db, locale: Locale, slug: string) {
  return db
    .selectFrom('promotion_translation as t')
    .innerJoin('promotion as pr', 'pr.id', 't.promotion_id')
    .select('t.promotion_id')
    .where('t.locale', '=', locale)
    .where('t.slug', '=', slug)
    .where('pr.customer_id', 'is', null)
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

/** The products a promotion holds (its reduced products, its gifts). */
export async function promotionProductIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('promotion_product')
    .select('product_id')
    .where('promotion_id', '=', id)
    .orderBy('product_id')
    .execute();
  return rows.map((row) => row.product_id);
}

/** The categories a promotion applies to. */
export async function promotionCategoryIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('promotion_category')
    .select('category_id')
    .where('promotion_id', '=', id)
    .orderBy('category_id')
    .execute();
  return rows.map((row) => row.category_id);
}

/** The brands a promotion applies to. */
export async function promotionManufacturerIds(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('promotion_manufacturer')
    .select('manufacturer_id')
    .where('promotion_id', '=', id)
    .orderBy('manufacturer_id')
    .execute();
  return rows.map((row) => row.manufacturer_id);
}

/** Whether a promotion is limited to the category (it cannot be deleted then). */
export async function hasPromotionOfCategory(db: Db, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_category')
    .select('promotion_id')
    .where('category_id', '=', categoryId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a promotion is limited to the brand. */
export async function hasPromotionOfBrand(db: Db, manufacturerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('promotion_manufacturer')
    .select('promotion_id')
    .where('manufacturer_id', '=', manufacturerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const activePromotionsOfProductQuery = prepared(
  (db: Db, productId: number, manufacturerId: number, categoryIds: IdList, locale: Locale, now: string) => {
    const text = translation('promotion_translation', 'promotion_id', locale);
    return db
      .selectFrom('promotion as pr')
      .$call(text.join('pr.id'))
      .select(['pr.id', 'pr.kind', 'pr.value', text.text('slug').as('slug'), text.text('name').as('name')])
      .where('pr.starts_at', '<=', now)
      .where('pr.ends_at', '>', now)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('pr.target', 'in', ['catalogue', 'products']),
            eb.exists(
              eb
                .selectFrom('promotion_product as pp')
                .select('pp.product_id')
                .whereRef('pp.promotion_id', '=', 'pr.id')
                .where('pp.product_id', '=', productId),
            ),
          ]),
          eb.and([
            eb('pr.target', '=', 'categories'),
            eb.exists(
              eb
                .selectFrom('promotion_category as pc')
                .select('pc.category_id')
                .whereRef('pc.promotion_id', '=', 'pr.id')
                .where(inIdList(db, sql.ref('pc.category_id'), categoryIds)),
            ),
          ]),
          eb.and([
            eb('pr.target', '=', 'brands'),
            eb.exists(
              eb
                .selectFrom('promotion_manufacturer as pm')
                .select('pm.manufacturer_id')
                .whereRef('pm.promotion_id', '=', 'pr.id')
                .where('pm.manufacturer_id', '=', manufacturerId),
            ),
          ]),
        ]),
      )
      .orderBy('pr.id');
  },
);

/**
 * The promotions running at `now` that reduce a product, named in `locale` (English where missing): those
 * whose shelf prices hold it or whose products it is (`catalogue`, `products`), and those of its
 * categories (`categoryIds`: every category it is listed in) or of its brand. Cart-wide promotions and
 * gifts reduce no product of their own, so they are left out.
 */
export function activePromotionsOfProduct(
  db: Db,
  product: { id: number; manufacturerId: number; categoryIds: readonly number[] },
  locale: Locale,
  now: string,
) {
  return activePromotionsOfProductQuery(
    db,
    product.id,
    product.manufacturerId,
    idList(db, product.categoryIds),
    locale,
    now,
  );
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
    .where('p.customer_id', 'is', null)
    .orderBy('p.id')
    .execute();
}

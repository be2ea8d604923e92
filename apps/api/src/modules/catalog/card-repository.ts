import { sql } from 'kysely';
import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';

/** Price (with the Omnibus lowest prior price) and stock of the given products. */
export function cardPrices(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('product')
    .select([
      'id',
      'sku',
      'price',
      'base_price',
      'lowest_prior_price',
      'stock',
      'manufacturer_id',
      'rating_sort',
    ])
    .where('id', 'in', ids)
    .execute();
}
export type CardPriceRow = Awaited<ReturnType<typeof cardPrices>>[number];

/** The manufacturer of each of the given products. */
export function cardManufacturers(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('product as p')
    .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .select(['p.id', 'm.id as manufacturer_id', 'm.name as manufacturer_name'])
    .where('p.id', 'in', ids)
    .execute();
}

/** Name, path and the start of the description of the given products in the given languages. */
export function cardTexts(db: Db, ids: readonly number[], locales: readonly Locale[]) {
  return db
    .selectFrom('product_translation')
    .select([
      'product_id',
      'locale',
      'name',
      'path',
      // Cards show a teaser; the first 240 characters are enough to cut one from.
      sql<string>`substr(description, 1, 240)`.as('description'),
    ])
    .where('product_id', 'in', ids)
    .where('locale', 'in', locales)
    .execute();
}

/** The first picture of each of the given products. */
export function cardImages(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('product_image')
    .select(['product_id', 'url', 'width', 'height'])
    .where('product_id', 'in', ids)
    .where('position', '=', 0)
    .execute();
}

/** The paths of the given manufacturers' pages in the given languages. */
export function manufacturerPaths(db: Db, ids: readonly number[], locales: readonly Locale[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('manufacturer_translation')
    .select(['manufacturer_id', 'locale', 'path'])
    .where('manufacturer_id', 'in', ids)
    .where('locale', 'in', locales)
    .execute();
}

/** The categories of the given products, ancestors included (product_category holds them all). */
export function productCategoryIds(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('product_category')
    .select(['product_id', 'category_id'])
    .where('product_id', 'in', ids)
    .execute();
}

import { sql } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { CatalogPathKind } from '../../db/schema.ts';

export function pathEntry(db: Db, locale: Locale, path: string) {
  return db
    .selectFrom('catalog_path')
    .select(['kind', 'entity_id'])
    .where('locale', '=', locale)
    .where('path', '=', path)
    .executeTakeFirst();
}

/** Every language's path of one entity. */
export function pathsOf(db: Db, kind: CatalogPathKind, entityId: number) {
  return db
    .selectFrom('catalog_path')
    .select(['locale', 'path'])
    .where('kind', '=', kind)
    .where('entity_id', '=', entityId)
    .execute();
}

/** Categories with their text in `locale`, English where missing. */
export function categoriesQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('category as c')
    .leftJoin('category_translation as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .leftJoin('category_translation as e', (join) =>
      join.onRef('e.category_id', '=', 'c.id').on('e.locale', '=', DEFAULT_LOCALE),
    )
    .select((eb) => [
      'c.id',
      'c.parent_id',
      'c.depth',
      'c.position',
      'c.image_url',
      'c.image_width',
      'c.image_height',
      'c.updated_at',
      eb.fn.coalesce('t.name', 'e.name', sql.lit('')).as('name'),
      eb.fn.coalesce('t.description', 'e.description', sql.lit('')).as('description'),
      eb.fn.coalesce('t.path', 'e.path', sql.lit('')).as('path'),
    ])
    .where('c.active', '=', 1);
}
export type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoriesQuery>['execute']>>[number];

/** Names of the categories at the given paths, for breadcrumbs. */
export function categoryNamesByPath(db: Db, locale: Locale, paths: readonly string[]) {
  if (paths.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('category_translation')
    .select(['name', 'path'])
    .where('locale', '=', locale)
    .where('path', 'in', paths)
    .execute();
}

export function productById(db: Db, id: number) {
  return db.selectFrom('product').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
}

export function productBySku(db: Db, sku: string) {
  return db.selectFrom('product').select(['id', 'stock', 'active']).where('sku', '=', sku).executeTakeFirst();
}

export function productTexts(db: Db, productId: number, locale: Locale) {
  return db
    .selectFrom('product_translation')
    .select(['locale', 'name', 'description', 'path', 'attributes'])
    .where('product_id', '=', productId)
    .where('locale', 'in', [locale, DEFAULT_LOCALE])
    .execute();
}

export function productImages(db: Db, productId: number) {
  return db
    .selectFrom('product_image')
    .select(['url', 'width', 'height'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
}

export function activePromotionsOfProduct(db: Db, productId: number, locale: Locale, now: string) {
  return db
    .selectFrom('promotion_product as pp')
    .innerJoin('promotion as pr', 'pr.id', 'pp.promotion_id')
    .leftJoin('promotion_translation as t', (join) =>
      join.onRef('t.promotion_id', '=', 'pr.id').on('t.locale', '=', locale),
    )
    .leftJoin('promotion_translation as e', (join) =>
      join.onRef('e.promotion_id', '=', 'pr.id').on('e.locale', '=', DEFAULT_LOCALE),
    )
    .select((eb) => [
      'pr.kind',
      'pr.value',
      eb.fn.coalesce('t.slug', 'e.slug', sql.lit('')).as('slug'),
      eb.fn.coalesce('t.name', 'e.name', sql.lit('')).as('name'),
    ])
    .where('pp.product_id', '=', productId)
    .where('pr.starts_at', '<=', now)
    .where('pr.ends_at', '>', now)
    .execute();
}

/**
 * Manufacturers with their text in `locale` and how many active products they have (read from the
 * listing facets, which the catalogue's writes keep counted).
 */
export function manufacturersQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('manufacturer as m')
    .leftJoin('manufacturer_translation as t', (join) =>
      join.onRef('t.manufacturer_id', '=', 'm.id').on('t.locale', '=', locale),
    )
    .leftJoin('manufacturer_translation as e', (join) =>
      join.onRef('e.manufacturer_id', '=', 'm.id').on('e.locale', '=', DEFAULT_LOCALE),
    )
    .select((eb) => [
      'm.id',
      'm.name',
      'm.updated_at',
      eb.fn.coalesce('t.description', 'e.description', sql.lit('')).as('description'),
      eb.fn.coalesce('t.path', 'e.path', sql.lit('')).as('path'),
      eb
        .selectFrom('listing_facet as f')
        .select('f.product_count')
        .where('f.scope_kind', '=', 'manufacturer')
        .whereRef('f.scope_id', '=', 'm.id')
        .whereRef('f.manufacturer_id', '=', 'm.id')
        .as('product_count'),
    ]);
}

/** Every language's path of each entity of a kind, for the sitemap. */
export function pathsOfMany(db: Db, kind: CatalogPathKind, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('catalog_path')
    .select(['entity_id', 'locale', 'path'])
    .where('kind', '=', kind)
    .where('entity_id', 'in', ids)
    .execute();
}

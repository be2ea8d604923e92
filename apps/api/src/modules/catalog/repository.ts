import { sql, type SqlBool } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { CatalogPathKind } from './tables.ts';
import { prepared } from '../../db/prepared.ts';
import { translation } from '../../db/translation.ts';

const pathEntryQuery = prepared((db: Db, locale: Locale, path: string) =>
  db
    .selectFrom('catalog_path')
    .select(['kind', 'entity_id'])
    .where('locale', '=', locale)
    .where('path', '=', path),
);

export async function pathEntry(db: Db, locale: Locale, path: string) {
  return (await pathEntryQuery(db, locale, path))[0];
}

/** Every language's path of one entity. */
export const pathsOf = prepared((db: Db, kind: CatalogPathKind, entityId: number) =>
  db
    .selectFrom('catalog_path')
    .select(['locale', 'path'])
    .where('kind', '=', kind)
    .where('entity_id', '=', entityId),
);

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

/** Active categories with their text in `locale`, English where missing. */
function categoriesQuery(db: Db, locale: Locale) {
  const text = translation('category_translation', 'category_id', locale);
  return db
    .selectFrom('category as c')
    .$call(text.join('c.id'))
    .select([
      'c.id',
      'c.parent_id',
      'c.depth',
      'c.position',
      'c.image_url',
      'c.image_width',
      'c.image_height',
      'c.updated_at',
      text.text('name').as('name'),
      text.text('description').as('description'),
      text.text('path').as('path'),
    ])
    .where('c.active', '=', 1);
}
export type CategoryRow = Awaited<ReturnType<typeof categoriesToDepth>>[number];

export function category(db: Db, locale: Locale, id: number) {
  return categoriesQuery(db, locale).where('c.id', '=', id).executeTakeFirst();
}

export function childCategories(db: Db, locale: Locale, parentId: number) {
  return categoriesQuery(db, locale).where('c.parent_id', '=', parentId).orderBy('c.position').execute();
}

/** The categories above `depth`, parents before children, in menu order. */
export function categoriesToDepth(db: Db, locale: Locale, depth: number) {
  return categoriesQuery(db, locale)
    .where('c.depth', '<', depth)
    .orderBy('c.depth')
    .orderBy('c.position')
    .execute();
}

/** Every category, the most specific (deepest) first. */
export function categoriesDeepestFirst(db: Db, locale: Locale) {
  return categoriesQuery(db, locale).orderBy('c.depth', 'desc').orderBy('c.position').execute();
}

/** The paths of the given categories in `locale`, English where missing. */
export function categoryPaths(db: Db, locale: Locale, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return categoriesQuery(db, locale).where('c.id', 'in', ids).execute();
}

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

const productByIdQuery = prepared((db: Db, id: number) =>
  db.selectFrom('product').selectAll().where('id', '=', id).where('active', '=', 1),
);

export async function productById(db: Db, id: number) {
  return (await productByIdQuery(db, id))[0];
}

export function productBySku(db: Db, sku: string) {
  return db.selectFrom('product').select(['id', 'stock', 'active']).where('sku', '=', sku).executeTakeFirst();
}

/** An active product with its place in the catalogue: category, parent category and manufacturer. */
export function productPlacement(db: Db, id: number) {
  return db
    .selectFrom('product as p')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.category_id', 'p.manufacturer_id', 'c.parent_id'])
    .where('p.id', '=', id)
    .where('p.active', '=', 1)
    .executeTakeFirst();
}

const productPathsAndTextsQuery = prepared((db: Db, productId: number, locale: Locale) =>
  db
    .selectFrom('catalog_path as cp')
    .leftJoin('product_translation as t', (join) =>
      join
        .onRef('t.product_id', '=', 'cp.entity_id')
        .onRef('t.locale', '=', 'cp.locale')
        .on((eb) => eb.or([eb('t.locale', '=', locale), eb('t.locale', '=', DEFAULT_LOCALE)])),
    )
    .select(['cp.locale', 'cp.path', 't.name', 't.description', 't.path as text_path', 't.attributes'])
    .where('cp.kind', '=', 'product')
    .where('cp.entity_id', '=', productId),
);

/**
 * A product's path in every language (its alternates), and beside those of `locale` and English its
 * texts (pick one with `inLocale` among the rows that have them): one look-up instead of two.
 */
export async function productPathsAndTexts(db: Db, productId: number, locale: Locale) {
  const rows = await productPathsAndTextsQuery(db, productId, locale);
  return {
    paths: rows.map((row) => ({ locale: row.locale, path: row.path })),
    texts: rows.flatMap(({ name, description, text_path, attributes, locale }) =>
      name === null || description === null || text_path === null || attributes === null
        ? []
        : [{ product_id: productId, locale, name, description, path: text_path, attributes }],
    ),
  };
}

/** A product's pictures in order, each with its alt text in `locale` (null where none is written). */
export const productImages = prepared((db: Db, productId: number, locale: Locale) =>
  db
    .selectFrom('product_image as i')
    .leftJoin('product_image_translation as t', (join) =>
      join.onRef('t.product_image_id', '=', 'i.id').on('t.locale', '=', locale),
    )
    .select(['i.url', 'i.width', 'i.height', 't.alt'])
    .where('i.product_id', '=', productId)
    .orderBy('i.position'),
);

/** What best-seller rails may ask for; every condition is optional. */
export interface BestSellerFilter {
  inStock?: boolean;
  /** Only products whose base price is above the price. */
  reduced?: boolean;
  categoryId?: number;
  notCategoryId?: number;
  /** Products linked to this category or any below it. */
  withinCategoryId?: number;
  manufacturerId?: number;
  exceptProductId?: number;
}

/** Ids of active products in best-seller order. */
export async function bestSellerIds(db: Db, filter: BestSellerFilter, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product as p')
    .select('p.id')
    .where('p.active', '=', 1)
    .$if(filter.withinCategoryId !== undefined, (query) =>
      query
        .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
        .where('pc.category_id', '=', filter.withinCategoryId ?? 0),
    )
    .$if(filter.inStock === true, (query) => query.where('p.stock', '>', 0))
    .$if(filter.reduced === true, (query) =>
      query.where('p.base_price', 'is not', null).whereRef('p.base_price', '>', 'p.price'),
    )
    .$if(filter.categoryId !== undefined, (query) =>
      query.where('p.category_id', '=', filter.categoryId ?? 0),
    )
    .$if(filter.notCategoryId !== undefined, (query) =>
      query.where('p.category_id', '!=', filter.notCategoryId ?? 0),
    )
    .$if(filter.manufacturerId !== undefined, (query) =>
      query.where('p.manufacturer_id', '=', filter.manufacturerId ?? 0),
    )
    .$if(filter.exceptProductId !== undefined, (query) =>
      query.where('p.id', '!=', filter.exceptProductId ?? 0),
    )
    .orderBy('p.sales_rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Manufacturers with their text in `locale` and how many active products they have (read from the
 * listing facets, which the catalogue's writes keep counted).
 */
function manufacturersQuery(db: Db, locale: Locale) {
  const text = translation('manufacturer_translation', 'manufacturer_id', locale);
  return db
    .selectFrom('manufacturer as m')
    .$call(text.join('m.id'))
    .leftJoin('media as logo', 'logo.id', 'm.media_id')
    .select((eb) => [
      'm.id',
      'm.name',
      'm.updated_at',
      'logo.url as logo_url',
      'logo.width as logo_width',
      'logo.height as logo_height',
      text.text('description').as('description'),
      text.text('path').as('path'),
      eb
        .selectFrom('listing_facet as f')
        .select('f.product_count')
        .where('f.scope_kind', '=', 'manufacturer')
        .whereRef('f.scope_id', '=', 'm.id')
        .whereRef('f.manufacturer_id', '=', 'm.id')
        .as('product_count'),
    ]);
}

export function manufacturer(db: Db, locale: Locale, id: number) {
  return manufacturersQuery(db, locale).where('m.id', '=', id).executeTakeFirst();
}

/** The given manufacturers with their texts in `locale`, by name. */
export function manufacturersByIds(db: Db, locale: Locale, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return manufacturersQuery(db, locale).where('m.id', 'in', ids).orderBy('m.name').orderBy('m.id').execute();
}

/** Manufacturers by name after `(name, id)`; one more than `limit` when there are more. */
export function manufacturersByName(
  db: Db,
  locale: Locale,
  after: readonly [string, number] | null,
  limit: number,
) {
  return manufacturersQuery(db, locale)
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb(eb.refTuple('m.name', 'm.id'), '>', eb.tuple(after?.[0] ?? '', after?.[1] ?? 0)),
      ),
    )
    .orderBy('m.name')
    .orderBy('m.id')
    .limit(limit + 1)
    .execute();
}

const SITEMAP_TABLES = {
  categories: 'category',
  products: 'product',
  manufacturers: 'manufacturer',
} as const;
export type SitemapEntityType = keyof typeof SITEMAP_TABLES;

/** The rows of one entity section the sitemap lists: active ones, by id. */
function sitemapEntities(db: Db, type: SitemapEntityType) {
  const table = SITEMAP_TABLES[type];
  // Categories and products can be switched off; manufacturers are listed while they exist.
  const activeOnly = table === 'manufacturer' ? sql<SqlBool>`1 = 1` : sql<SqlBool>`active = 1`;
  return db.selectFrom(sql.table(table).as('entity')).where(activeOnly);
}

/** One page of a sitemap section's entities by id. */
export function sitemapEntityPage(db: Db, type: SitemapEntityType, offset: number, limit: number) {
  return sitemapEntities(db, type)
    .select([sql<number>`id`.as('id'), sql<string>`updated_at`.as('updated_at')])
    .orderBy(sql`id`)
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many entities a sitemap section lists and when the latest of them changed. */
export async function sitemapEntityStats(db: Db, type: SitemapEntityType) {
  const row = await sitemapEntities(db, type)
    .select([sql<number | string>`count(*)`.as('n'), sql<string | null>`max(updated_at)`.as('at')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.n), lastModified: row.at };
}

/** When any product last changed: the catalogue's own last modification. */
export async function productsLastModified(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('product')
    .select(sql<string | null>`max(updated_at)`.as('at'))
    .executeTakeFirst();
  return row?.at ?? null;
}

/**
 * Takes `quantity` units of a product if that many are in stock, in one conditional update (no read
 * before the write, so two orders can never both take the last unit). False: not enough stock.
 */
export async function takeStock(
  trx: Trx,
  productId: number,
  quantity: number,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('product')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now }))
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

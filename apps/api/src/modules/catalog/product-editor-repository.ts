import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type {
  CatalogPathKind,
  ProductCategoryTable,
  ProductTable,
  ProductTranslationTable,
} from './tables.ts';

/** A product as the editor reads it; undefined for no such product. */
export function productRow(db: Db, productId: number) {
  return db.selectFrom('product').selectAll().where('id', '=', productId).executeTakeFirst();
}

/** The same, locked until the transaction ends. */
export function lockedProductRow(trx: Trx, productId: number) {
  return lockForUpdate(
    trx,
    trx.selectFrom('product').selectAll().where('id', '=', productId),
  ).executeTakeFirst();
}

export function productTranslations(db: Db, productId: number) {
  return db
    .selectFrom('product_translation')
    .select(['locale', 'name', 'slug', 'description', 'attributes', 'path'])
    .where('product_id', '=', productId)
    .execute();
}

/** The categories the merchant chose for a product (not the ancestors that list it as well). */
export async function chosenCategoryIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_category')
    .select('category_id')
    .where('product_id', '=', productId)
    .where('chosen', '=', 1)
    .orderBy('category_id')
    .execute();
  return rows.map((row) => row.category_id);
}

/** Another product with this SKU, if any. */
export function productWithSku(db: Db, sku: string) {
  return db.selectFrom('product').select('id').where('sku', '=', sku).executeTakeFirst();
}

/** Of the given categories, each with its parent, for walking up to the top. */
export function categoryParents(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('category').select(['id', 'parent_id']).where('id', 'in', ids).execute();
}

export function categoryPathsOf(db: Db, categoryId: number) {
  return db
    .selectFrom('category_translation')
    .select(['locale', 'path'])
    .where('category_id', '=', categoryId)
    .execute();
}

/** Who holds these paths now, in their languages. */
export function pathHolders(db: Db, paths: readonly { locale: string; path: string }[]) {
  if (paths.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('catalog_path')
    .select(['locale', 'path', 'kind', 'entity_id'])
    .where((eb) =>
      eb.or(paths.map((entry) => eb.and([eb('locale', '=', entry.locale), eb('path', '=', entry.path)]))),
    )
    .execute();
}

export function entityPaths(db: Db, kind: CatalogPathKind, entityId: number) {
  return db
    .selectFrom('catalog_path')
    .select(['locale', 'path'])
    .where('kind', '=', kind)
    .where('entity_id', '=', entityId)
    .execute();
}

/**
 * Gives an entity its paths in every language: the ones it leaves answer with a redirect to it, and a
 * redirect that stood where it now is gives way.
 */
export async function replaceEntityPaths(
  trx: Trx,
  kind: CatalogPathKind,
  entityId: number,
  paths: readonly { locale: string; path: string }[],
  at: string,
): Promise<void> {
  const before = await entityPaths(trx, kind, entityId);
  const now = new Map(paths.map((entry) => [entry.locale, entry.path]));
  const left = before.filter((entry) => now.get(entry.locale) !== entry.path);
  const taken = paths.filter(
    (entry) => !before.some((old) => old.locale === entry.locale && old.path === entry.path),
  );
  if (left.length === 0 && taken.length === 0) return;
  for (const entry of taken) {
    await trx
      .deleteFrom('catalog_redirect')
      .where('locale', '=', entry.locale)
      .where('path', '=', entry.path)
      .execute();
  }
  await trx.deleteFrom('catalog_path').where('kind', '=', kind).where('entity_id', '=', entityId).execute();
  await trx
    .insertInto('catalog_path')
    .values(paths.map((entry) => ({ ...entry, kind, entity_id: entityId })))
    .execute();
  if (left.length > 0) {
    await trx
      .insertInto('catalog_redirect')
      .values(left.map((entry) => ({ ...entry, kind, entity_id: entityId, created_at: at })))
      .onConflict((oc) =>
        oc.columns(['locale', 'path']).doUpdateSet({ kind, entity_id: entityId, created_at: at }),
      )
      .execute();
  }
}

/** Where a path an entity left points now: the entity, if it still has a path in that language. */
export function redirectTarget(db: Db, locale: string, path: string) {
  return db
    .selectFrom('catalog_redirect as r')
    .innerJoin('catalog_path as p', (join) =>
      join
        .onRef('p.kind', '=', 'r.kind')
        .onRef('p.entity_id', '=', 'r.entity_id')
        .onRef('p.locale', '=', 'r.locale'),
    )
    .select(['p.path', 'p.kind'])
    .where('r.locale', '=', locale)
    .where('r.path', '=', path)
    .executeTakeFirst();
}

/** The highest (least selling) sales rank so far; 0 without products. */
export async function lowestSalesRank(db: Db): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.max('sales_rank').as('rank'))
    .executeTakeFirst();
  return Number(row?.rank ?? 0);
}

export async function insertProductRow(trx: Trx, product: Insertable<ProductTable>): Promise<number> {
  const row = await trx.insertInto('product').values(product).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProductRow(
  trx: Trx,
  productId: number,
  values: Pick<
    Updateable<ProductTable>,
    | 'sku'
    | 'manufacturer_id'
    | 'category_id'
    | 'vat_class'
    | 'weight_grams'
    | 'stock'
    | 'active'
    | 'updated_at'
  >,
): Promise<void> {
  await trx
    .updateTable('product')
    .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
    .where('id', '=', productId)
    .execute();
}

/** Counts a product's revision up (a change of stock or price from the product list). */
export async function bumpRevision(trx: Trx, productId: number): Promise<void> {
  await trx
    .updateTable('product')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', productId)
    .execute();
}

export async function replaceTranslations(
  trx: Trx,
  productId: number,
  rows: readonly Insertable<ProductTranslationTable>[],
): Promise<void> {
  await trx.deleteFrom('product_translation').where('product_id', '=', productId).execute();
  await trx.insertInto('product_translation').values(rows).execute();
}

export async function replaceCategoryLinks(
  trx: Trx,
  productId: number,
  rows: readonly Insertable<ProductCategoryTable>[],
): Promise<void> {
  await trx.deleteFrom('product_category').where('product_id', '=', productId).execute();
  await trx.insertInto('product_category').values(rows).execute();
}

/** Categories to choose from: each with its parent and name in `locale`, else English, and its products. */
export function categoryOptions(db: Db, locale: string) {
  return db
    .selectFrom('category as c')
    .leftJoin('category_translation as own', (join) =>
      join.onRef('own.category_id', '=', 'c.id').on('own.locale', '=', locale),
    )
    .leftJoin('category_translation as en', (join) =>
      join.onRef('en.category_id', '=', 'c.id').on('en.locale', '=', 'en'),
    )
    .select((eb) => [
      'c.id',
      'c.parent_id',
      'c.position',
      eb.fn.coalesce('own.name', 'en.name', eb.val('')).as('name'),
      eb
        .selectFrom('product_category as pc')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .whereRef('pc.category_id', '=', 'c.id')
        .as('product_count'),
    ])
    .orderBy('c.depth')
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

export function brandOptions(db: Db) {
  return db.selectFrom('manufacturer').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

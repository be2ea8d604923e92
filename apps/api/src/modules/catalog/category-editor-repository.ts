import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type {
  CategoryTable,
  CategoryTranslationTable,
  ManufacturerTable,
  ManufacturerTranslationTable,
  ProductCategoryTable,
} from './tables.ts';

/** Ids per `in (…)` list: well below either database's limit of bound parameters. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += CHUNK) out.push(items.slice(index, index + CHUNK));
  return out;
}

/** A category as the back office reads it; undefined for no such category. */
export function categoryRow(db: Db, id: number) {
  return db.selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the given categories, in id order so that two tree changes never wait on each other in a
 * circle; the tree read after it is the one the change is checked against.
 */
export async function lockCategories(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await lockForUpdate(
    trx,
    trx.selectFrom('category').select('id').where('id', 'in', ids).orderBy('id'),
  ).execute();
}

/** The whole tree: every category's parent and place (a shop has hundreds, not millions). */
export function categoryTree(db: Db) {
  return db
    .selectFrom('category')
    .select(['id', 'parent_id', 'depth', 'position'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function categoryTranslations(db: Db, ids: readonly number[]) {
  const rows = [];
  for (const part of chunks(ids)) {
    rows.push(
      ...(await db
        .selectFrom('category_translation')
        .select(['category_id', 'locale', 'name', 'slug', 'description', 'path'])
        .where('category_id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

/** Products listed in the category (chosen for it or for one below it), and its children. */
export async function categoryCounts(db: Db, id: number): Promise<{ products: number; children: number }> {
  const [products, children] = await Promise.all([
    db
      .selectFrom('product_category')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('category')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), children: Number(children.n) };
}

export async function insertCategoryRow(trx: Trx, row: Insertable<CategoryTable>): Promise<number> {
  const inserted = await trx.insertInto('category').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCategoryRow(
  trx: Trx,
  id: number,
  values: Pick<
    Updateable<CategoryTable>,
    | 'parent_id'
    | 'depth'
    | 'position'
    | 'updated_at'
    | 'media_id'
    | 'image_url'
    | 'image_width'
    | 'image_height'
  >,
): Promise<void> {
  await trx.updateTable('category').set(values).where('id', '=', id).execute();
}

/** New places among siblings, one update each that changes anything. */
export async function setPositions(
  trx: Trx,
  places: readonly { id: number; position: number }[],
): Promise<void> {
  for (const place of places) {
    await trx
      .updateTable('category')
      .set({ position: place.position })
      .where('id', '=', place.id)
      .where('position', '!=', place.position)
      .execute();
  }
}

export async function setDepth(trx: Trx, id: number, depth: number): Promise<void> {
  await trx.updateTable('category').set({ depth }).where('id', '=', id).execute();
}

export async function replaceCategoryTranslations(
  trx: Trx,
  id: number,
  rows: readonly Insertable<CategoryTranslationTable>[],
): Promise<void> {
  await trx.deleteFrom('category_translation').where('category_id', '=', id).execute();
  await trx.insertInto('category_translation').values(rows).execute();
}

export async function setCategoryPath(trx: Trx, id: number, locale: string, path: string): Promise<void> {
  await trx
    .updateTable('category_translation')
    .set({ path })
    .where('category_id', '=', id)
    .where('locale', '=', locale)
    .execute();
}

/** The products whose path is below one of the given categories (their primary one), with their slugs. */
export async function productSlugsBelow(db: Db, categoryIds: readonly number[]) {
  const rows = [];
  for (const part of chunks(categoryIds)) {
    rows.push(
      ...(await db
        .selectFrom('product as p')
        .innerJoin('product_translation as t', 't.product_id', 'p.id')
        .select(['p.id', 'p.category_id', 't.locale', 't.slug', 't.path'])
        .where('p.category_id', 'in', part)
        .orderBy('p.id')
        .execute()),
    );
  }
  return rows;
}

export async function setProductPath(trx: Trx, productId: number, locale: string, path: string) {
  await trx
    .updateTable('product_translation')
    .set({ path })
    .where('product_id', '=', productId)
    .where('locale', '=', locale)
    .execute();
}

/** Every category link of the products listed in one of the given categories. */
export async function linksOfProductsListedIn(db: Db, categoryIds: readonly number[]) {
  const productIds = new Set<number>();
  for (const part of chunks(categoryIds)) {
    const rows = await db
      .selectFrom('product_category')
      .select('product_id')
      .distinct()
      .where('category_id', 'in', part)
      .execute();
    rows.forEach((row) => productIds.add(row.product_id));
  }
  const links = [];
  for (const part of chunks([...productIds])) {
    links.push(
      ...(await db
        .selectFrom('product_category')
        .selectAll()
        .where('product_id', 'in', part)
        .orderBy('product_id')
        .execute()),
    );
  }
  return links;
}

/** Replaces the category links of the given products with `rows`. */
export async function replaceLinksOf(
  trx: Trx,
  productIds: readonly number[],
  rows: readonly Insertable<ProductCategoryTable>[],
): Promise<void> {
  for (const part of chunks(productIds)) {
    await trx.deleteFrom('product_category').where('product_id', 'in', part).execute();
  }
  for (const part of chunks(rows)) await trx.insertInto('product_category').values(part).execute();
}

/** Takes a category out with its texts, paths and the redirects to it (it has no children or products). */
export async function deleteCategory(trx: Trx, id: number): Promise<void> {
  await trx
    .deleteFrom('catalog_redirect')
    .where('kind', '=', 'category')
    .where('entity_id', '=', id)
    .execute();
  await trx.deleteFrom('catalog_path').where('kind', '=', 'category').where('entity_id', '=', id).execute();
  await trx.deleteFrom('category_translation').where('category_id', '=', id).execute();
  await trx.deleteFrom('category').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------
// Brands

export function brandRow(db: Db, id: number) {
  return db.selectFrom('manufacturer').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockedBrandRow(trx: Trx, id: number) {
  return lockForUpdate(
    trx,
    trx.selectFrom('manufacturer').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

export function brandTranslations(db: Db, id: number) {
  return db
    .selectFrom('manufacturer_translation')
    .select(['locale', 'slug', 'description', 'path'])
    .where('manufacturer_id', '=', id)
    .execute();
}

export async function brandProductCount(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('manufacturer_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertBrandRow(trx: Trx, row: Insertable<ManufacturerTable>): Promise<number> {
  const inserted = await trx.insertInto('manufacturer').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateBrandRow(
  trx: Trx,
  id: number,
  values: Pick<Updateable<ManufacturerTable>, 'name' | 'media_id' | 'updated_at'>,
): Promise<void> {
  await trx.updateTable('manufacturer').set(values).where('id', '=', id).execute();
}

export async function replaceBrandTranslations(
  trx: Trx,
  id: number,
  rows: readonly Insertable<ManufacturerTranslationTable>[],
): Promise<void> {
  await trx.deleteFrom('manufacturer_translation').where('manufacturer_id', '=', id).execute();
  await trx.insertInto('manufacturer_translation').values(rows).execute();
}

/** Takes a brand out with its texts, paths, redirects and facet rows (it has no products). */
export async function deleteBrand(trx: Trx, id: number): Promise<void> {
  await trx
    .deleteFrom('catalog_redirect')
    .where('kind', '=', 'manufacturer')
    .where('entity_id', '=', id)
    .execute();
  await trx
    .deleteFrom('catalog_path')
    .where('kind', '=', 'manufacturer')
    .where('entity_id', '=', id)
    .execute();
  await trx.deleteFrom('listing_facet').where('manufacturer_id', '=', id).execute();
  await trx.deleteFrom('manufacturer_translation').where('manufacturer_id', '=', id).execute();
  await trx.deleteFrom('manufacturer').where('id', '=', id).execute();
}

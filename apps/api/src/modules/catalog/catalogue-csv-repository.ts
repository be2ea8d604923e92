/** The queries of the catalogue's CSV export and import (catalogue-export.ts, catalogue-import.ts). */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type {
  CatalogPathKind,
  CatalogueImportProblemTable,
  CatalogueImportRowTable,
  CatalogueImportTable,
  ProductCategoryTable,
  ProductImageTable,
  ProductTable,
  ProductTranslationTable,
} from './tables.ts';

/** Rows per multi-row statement: well below both databases' limits on bound values. */
const ROWS_PER_STATEMENT = 400;

async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await write(rows.slice(start, start + ROWS_PER_STATEMENT));
  }
}

/** The next products by id after `afterId`: one keyset page of the export. */
export function productPage(db: Db, afterId: number, limit: number) {
  return db.selectFrom('product').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}

export function productsBySku(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return Promise.resolve([]);
  return db.selectFrom('product').selectAll().where('sku', 'in', skus).execute();
}

export function translationsOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('product_translation').selectAll().where('product_id', 'in', productIds).execute();
}

/** The categories the merchant chose for these products. */
export function chosenCategoriesOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_category')
    .select(['product_id', 'category_id'])
    .where('product_id', 'in', productIds)
    .where('chosen', '=', 1)
    .orderBy('product_id')
    .orderBy('category_id')
    .execute();
}

export function picturesOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_image')
    .select(['product_id', 'url'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

/** The media stored at these URLs (the `/v1/media/…` a product's pictures are served at). */
export async function mediaByUrls(db: Db, urls: readonly string[]) {
  const rows: { id: number; url: string; width: number; height: number }[] = [];
  await inChunks(urls, async (chunk) => {
    rows.push(
      ...(await db
        .selectFrom('media')
        .select(['id', 'url', 'width', 'height'])
        .where('url', 'in', chunk)
        .execute()),
    );
  });
  return rows;
}

/** The media of these SHA-256s (the same picture uploaded before). */
export async function mediaByHashes(db: Db, hashes: readonly string[]) {
  const rows: { id: number; url: string; width: number; height: number; sha256: string | null }[] = [];
  await inChunks(hashes, async (chunk) => {
    rows.push(
      ...(await db
        .selectFrom('media')
        .select(['id', 'url', 'width', 'height', 'sha256'])
        .where('sha256', 'in', chunk)
        .execute()),
    );
  });
  return rows;
}

/** These products' pictures in order, each with its alt texts (a row per picture and language, or one). */
export function shownPicturesOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_image as i')
    .leftJoin('product_image_translation as t', 't.product_image_id', 'i.id')
    .select(['i.id', 'i.product_id', 'i.media_id', 't.locale', 't.alt'])
    .where('i.product_id', 'in', productIds)
    .orderBy('i.product_id')
    .orderBy('i.position')
    .orderBy('t.locale')
    .execute();
}

/** Gives products these pictures (positions from 0 in the order given), with their alt texts. */
export async function replacePicturesOf(
  trx: Trx,
  productIds: readonly number[],
  pictures: readonly {
    image: Insertable<ProductImageTable>;
    alts: readonly { locale: string; alt: string }[];
  }[],
): Promise<void> {
  // Their alt texts go with them (on delete cascade).
  await inChunks(productIds, (chunk) =>
    trx.deleteFrom('product_image').where('product_id', 'in', chunk).execute(),
  );
  await inChunks(pictures, async (chunk) => {
    const rows = await trx
      .insertInto('product_image')
      .values(chunk.map((picture) => picture.image))
      .returning(['id', 'product_id', 'position'])
      .execute();
    const altsOf = new Map(
      chunk.map((picture) => [`${picture.image.product_id}:${picture.image.position}`, picture.alts]),
    );
    const alts = rows.flatMap((row) =>
      (altsOf.get(`${row.product_id}:${row.position}`) ?? []).map((alt) => ({
        product_image_id: row.id,
        ...alt,
      })),
    );
    await inChunks(alts, (part) => trx.insertInto('product_image_translation').values(part).execute());
  });
}

/** Every category with its parent and paths: the import names categories by their English path. */
export async function categoryTree(db: Db) {
  const [categories, paths] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id']).execute(),
    db.selectFrom('category_translation').select(['category_id', 'locale', 'path']).execute(),
  ]);
  return { categories, paths };
}

export function brandNames(db: Db) {
  return db.selectFrom('manufacturer').select(['id', 'name']).execute();
}

/** Who holds these paths in one language. */
export function pathHoldersIn(db: Db, locale: string, paths: readonly string[]) {
  if (paths.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('catalog_path')
    .select(['locale', 'path', 'kind', 'entity_id'])
    .where('locale', '=', locale)
    .where('path', 'in', paths)
    .execute();
}

export function productPathsOf(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('catalog_path')
    .select(['locale', 'path', 'entity_id'])
    .where('kind', '=', 'product')
    .where('entity_id', 'in', productIds)
    .execute();
}

export async function insertProducts(trx: Trx, rows: readonly Insertable<ProductTable>[]) {
  const ids: { id: number; sku: string }[] = [];
  await inChunks(rows, async (chunk) => {
    ids.push(...(await trx.insertInto('product').values(chunk).returning(['id', 'sku']).execute()));
  });
  return ids;
}

export async function updateProduct(
  trx: Trx,
  productId: number,
  values: Pick<
    Insertable<ProductTable>,
    'manufacturer_id' | 'category_id' | 'vat_class' | 'weight_grams' | 'stock' | 'active' | 'updated_at'
  >,
): Promise<void> {
  await trx
    .updateTable('product')
    .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
    .where('id', '=', productId)
    .execute();
}

export async function replaceTranslationsOf(
  trx: Trx,
  productIds: readonly number[],
  rows: readonly Insertable<ProductTranslationTable>[],
): Promise<void> {
  await inChunks(productIds, (chunk) =>
    trx.deleteFrom('product_translation').where('product_id', 'in', chunk).execute(),
  );
  await inChunks(rows, (chunk) => trx.insertInto('product_translation').values(chunk).execute());
}

export async function replaceCategoryLinksOf(
  trx: Trx,
  productIds: readonly number[],
  rows: readonly Insertable<ProductCategoryTable>[],
): Promise<void> {
  await inChunks(productIds, (chunk) =>
    trx.deleteFrom('product_category').where('product_id', 'in', chunk).execute(),
  );
  await inChunks(rows, (chunk) => trx.insertInto('product_category').values(chunk).execute());
}

type PathRow = { locale: string; path: string; entity_id: number };

/**
 * Gives products their paths in every language: a redirect standing where a product now is gives way,
 * and the paths they leave (`left`) answer with a redirect to them.
 */
export async function replaceProductPaths(
  trx: Trx,
  productIds: readonly number[],
  paths: readonly PathRow[],
  left: readonly PathRow[],
  at: string,
): Promise<void> {
  const kind: CatalogPathKind = 'product';
  const byLocale = new Map<string, string[]>();
  for (const entry of paths) byLocale.set(entry.locale, [...(byLocale.get(entry.locale) ?? []), entry.path]);
  for (const [locale, taken] of byLocale) {
    await inChunks(taken, (chunk) =>
      trx.deleteFrom('catalog_redirect').where('locale', '=', locale).where('path', 'in', chunk).execute(),
    );
  }
  await inChunks(productIds, (chunk) =>
    trx.deleteFrom('catalog_path').where('kind', '=', kind).where('entity_id', 'in', chunk).execute(),
  );
  await inChunks(paths, (chunk) =>
    trx
      .insertInto('catalog_path')
      .values(chunk.map((entry) => ({ ...entry, kind })))
      .execute(),
  );
  await inChunks(left, (chunk) =>
    trx
      .insertInto('catalog_redirect')
      .values(chunk.map((entry) => ({ ...entry, kind, created_at: at })))
      .onConflict((oc) =>
        oc.columns(['locale', 'path']).doUpdateSet((eb) => ({
          kind,
          entity_id: eb.ref('excluded.entity_id'),
          created_at: at,
        })),
      )
      .execute(),
  );
}

export async function deactivateProducts(trx: Trx, productIds: readonly number[], at: string) {
  await inChunks(productIds, (chunk) =>
    trx
      .updateTable('product')
      .set((eb) => ({ active: 0, updated_at: at, revision: eb('revision', '+', 1) }))
      .where('id', 'in', chunk)
      .execute(),
  );
}

export async function insertImport(db: Db, job: Insertable<CatalogueImportTable>): Promise<void> {
  await db.insertInto('catalogue_import').values(job).execute();
}

export async function updateImport(
  db: Db,
  id: string,
  values: Omit<Updateable<CatalogueImportTable>, 'id'>,
): Promise<void> {
  await db.updateTable('catalogue_import').set(values).where('id', '=', id).execute();
}

export function importById(db: Db, id: string) {
  return db.selectFrom('catalogue_import').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertImportProblems(db: Db, rows: readonly CatalogueImportProblemTable[]) {
  await inChunks(rows, (chunk) => db.insertInto('catalogue_import_problem').values(chunk).execute());
}

export async function insertImportRows(db: Db, rows: readonly CatalogueImportRowTable[]) {
  await inChunks(rows, (chunk) => db.insertInto('catalogue_import_row').values(chunk).execute());
}

export async function clearImportRows(db: Db, id: string) {
  await db.deleteFrom('catalogue_import_row').where('import_id', '=', id).execute();
}

export function importProblems(db: Db, id: string, afterSeq: number, limit: number) {
  return db
    .selectFrom('catalogue_import_problem')
    .selectAll()
    .where('import_id', '=', id)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

export function importRows(db: Db, id: string, afterRow: number, limit: number) {
  return db
    .selectFrom('catalogue_import_row')
    .selectAll()
    .where('import_id', '=', id)
    .where('row', '>', afterRow)
    .orderBy('row')
    .limit(limit)
    .execute();
}

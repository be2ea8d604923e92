import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type {
  CatalogPathTable,
  CategoryTable,
  CategoryTranslationTable,
  ManufacturerTable,
  ManufacturerTranslationTable,
  ProductCategoryTable,
  ProductTable,
  ProductTranslationTable,
} from './tables.ts';

/** A category's place in the tree and its path in every language, for the paths of what goes below it. */
export async function categoryWithPaths(db: Db, id: number) {
  const row = await db
    .selectFrom('category')
    .select(['id', 'parent_id', 'depth'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const paths = await db
    .selectFrom('category_translation')
    .select(['locale', 'path'])
    .where('category_id', '=', id)
    .execute();
  return { ...row, paths };
}

/** The path of the brands index page in every language. */
export function brandsPaths(db: Db) {
  return db
    .selectFrom('catalog_path')
    .select(['locale', 'path'])
    .where('kind', '=', 'brands')
    .where('entity_id', '=', 0)
    .execute();
}

export async function manufacturerExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('manufacturer').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The media of a picture's url, added unless one is stored with it already. */
export async function mediaOfUrl(
  trx: Trx,
  image: { url: string; width: number; height: number },
): Promise<number> {
  await trx
    .insertInto('media')
    .values({ ...image, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
  const row = await trx
    .selectFrom('media')
    .select('id')
    .where('url', '=', image.url)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCategory(trx: Trx, category: Insertable<CategoryTable>): Promise<number> {
  const row = await trx.insertInto('category').values(category).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCategoryTranslations(
  trx: Trx,
  rows: readonly Insertable<CategoryTranslationTable>[],
): Promise<void> {
  await trx.insertInto('category_translation').values(rows).execute();
}

export async function insertManufacturer(
  trx: Trx,
  manufacturer: Insertable<ManufacturerTable>,
): Promise<number> {
  const row = await trx
    .insertInto('manufacturer')
    .values(manufacturer)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertManufacturerTranslations(
  trx: Trx,
  rows: readonly Insertable<ManufacturerTranslationTable>[],
): Promise<void> {
  await trx.insertInto('manufacturer_translation').values(rows).execute();
}

export async function insertProduct(trx: Trx, product: Insertable<ProductTable>): Promise<number> {
  const row = await trx.insertInto('product').values(product).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A new product's texts and category links. */
export async function insertProductParts(
  trx: Trx,
  parts: {
    translations: readonly Insertable<ProductTranslationTable>[];
    categories: readonly Insertable<ProductCategoryTable>[];
  },
): Promise<void> {
  await trx.insertInto('product_translation').values(parts.translations).execute();
  await trx.insertInto('product_category').values(parts.categories).execute();
}

export async function insertCatalogPaths(
  trx: Trx,
  rows: readonly Insertable<CatalogPathTable>[],
): Promise<void> {
  await trx.insertInto('catalog_path').values(rows).execute();
}

/** Which of the given products exist. */
export async function existingProductIds(db: Db, ids: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('product').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

/** New prices of products, one update each, copied to their category links (the price sort's key). */
export async function updateProductPrices(
  trx: Trx,
  prices: readonly (Pick<ProductTable, 'price' | 'base_price' | 'lowest_prior_price'> & { id: number })[],
  updatedAt: string,
): Promise<void> {
  for (const { id, ...price } of prices) {
    await trx
      .updateTable('product')
      .set({ ...price, updated_at: updatedAt })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('product_category')
      .set({ price: price.price })
      .where('product_id', '=', id)
      .where('price', '!=', price.price)
      .execute();
  }
}

/** A product's rating sort key (reviews write it with every approval). */
export async function updateRatingSort(trx: Trx, productId: number, ratingSort: number): Promise<void> {
  await trx.updateTable('product').set({ rating_sort: ratingSort }).where('id', '=', productId).execute();
}

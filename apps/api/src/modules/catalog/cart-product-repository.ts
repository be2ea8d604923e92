import type { Db } from '../../db/database.ts';

/** What a cart needs to know of the given products beyond their cards. */
export function cartProductFacts(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('product')
    .select(['id', 'active', 'stock', 'weight_grams', 'vat_class', 'manufacturer_id'])
    .where('id', 'in', ids)
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

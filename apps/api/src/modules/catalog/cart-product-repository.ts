import type { Db } from '../../db/database.ts';

/** What a cart must know of the given products as they are now: price, stock, whether sold, weight, VAT. */
export function cartProductFacts(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('product')
    .select([
      'id',
      'sku',
      'price',
      'base_price',
      'lowest_prior_price',
      'active',
      'stock',
      'weight_grams',
      'vat_class',
      'manufacturer_id',
      'rating_sort',
    ])
    .where('id', 'in', ids)
    .execute();
}

import type { Locale, ProductCard } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { loadCards } from '../catalog/cards.ts';

/** Active products in best-seller order; rails narrow it down and load the cards of the ids. */
function bestSellers(db: Db) {
  return db
    .selectFrom('product as p')
    .select('p.id')
    .where('p.active', '=', 1)
    .orderBy('p.sales_rank')
    .orderBy('p.id');
}

async function cardsOf(db: Db, locale: Locale, rows: Promise<{ id: number }[]>): Promise<ProductCard[]> {
  return loadCards(
    db,
    locale,
    (await rows).map((row) => row.id),
  );
}

/** Best sellers that can be bought now. */
export async function recommended(db: Db, locale: Locale, limit: number): Promise<ProductCard[]> {
  return cardsOf(db, locale, bestSellers(db).where('p.stock', '>', 0).limit(limit).execute());
}

/** Reduced products: the base price is above the price. */
export async function offers(db: Db, locale: Locale, limit: number): Promise<ProductCard[]> {
  return cardsOf(
    db,
    locale,
    bestSellers(db)
      .where('p.base_price', 'is not', null)
      .whereRef('p.base_price', '>', 'p.price')
      .limit(limit)
      .execute(),
  );
}

async function productOrThrow(db: Db, productId: number) {
  const product = await db
    .selectFrom('product as p')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.category_id', 'p.manufacturer_id', 'c.parent_id'])
    .where('p.id', '=', productId)
    .where('p.active', '=', 1)
    .executeTakeFirst();
  if (!product) throw new NotFound('error.product.notFound');
  return product;
}

/** Other products of the product's own category. */
export async function relatedByCategory(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productOrThrow(db, productId);
  return cardsOf(
    db,
    locale,
    bestSellers(db)
      .where('p.category_id', '=', product.category_id)
      .where('p.id', '!=', product.id)
      .limit(limit)
      .execute(),
  );
}

/** Other products of the same manufacturer. */
export async function relatedByManufacturer(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productOrThrow(db, productId);
  return cardsOf(
    db,
    locale,
    bestSellers(db)
      .where('p.manufacturer_id', '=', product.manufacturer_id)
      .where('p.id', '!=', product.id)
      .limit(limit)
      .execute(),
  );
}

/**
 * Products that go with this one. Until the shop has orders to learn from, these are the best sellers of
 * the neighbouring categories (same parent, other category): pans suggest pots and knives, not more pans.
 */
export async function boughtTogether(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productOrThrow(db, productId);
  const parentId = product.parent_id ?? product.category_id;
  const neighbours = await cardsOf(
    db,
    locale,
    bestSellers(db)
      .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
      .where('pc.category_id', '=', parentId)
      .where('p.category_id', '!=', product.category_id)
      .where('p.stock', '>', 0)
      .limit(limit)
      .execute(),
  );
  if (neighbours.length > 0) return neighbours;
  return relatedByCategory(db, locale, productId, limit);
}

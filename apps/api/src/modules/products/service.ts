import type { Locale, ProductCard } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { cardQuery, toCard } from '../catalog/cards.ts';

/** Best sellers that can be bought now. */
export async function recommended(db: Db, locale: Locale, limit: number): Promise<ProductCard[]> {
  const rows = await cardQuery(db, locale)
    .where('p.stock', '>', 0)
    .orderBy('p.sales_rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

/** Reduced products: the base price is above the price. */
export async function offers(db: Db, locale: Locale, limit: number): Promise<ProductCard[]> {
  const rows = await cardQuery(db, locale)
    .where('p.base_price', 'is not', null)
    .whereRef('p.base_price', '>', 'p.price')
    .orderBy('p.sales_rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map(toCard);
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
  const rows = await cardQuery(db, locale)
    .where('p.category_id', '=', product.category_id)
    .where('p.id', '!=', product.id)
    .orderBy('p.sales_rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

/** Other products of the same manufacturer. */
export async function relatedByManufacturer(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productOrThrow(db, productId);
  const rows = await cardQuery(db, locale)
    .where('p.manufacturer_id', '=', product.manufacturer_id)
    .where('p.id', '!=', product.id)
    .orderBy('p.sales_rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map(toCard);
}

/**
 * Products that go with this one. Until the shop has orders to learn from, these are the best sellers of
 * the neighbouring categories (same parent, other category): pans suggest pots and knives, not more pans.
 */
export async function boughtTogether(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productOrThrow(db, productId);
  const parentId = product.parent_id ?? product.category_id;
  const rows = await cardQuery(db, locale)
    .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
    .where('pc.category_id', '=', parentId)
    .where('p.category_id', '!=', product.category_id)
    .where('p.stock', '>', 0)
    .orderBy('p.sales_rank')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  if (rows.length > 0) return rows.map(toCard);
  return relatedByCategory(db, locale, productId, limit);
}

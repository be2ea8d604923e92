import type { Locale, ProductCard } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { bestSellers, productPlacement } from '../catalog/index.ts';

/** Best sellers that can be bought now. */
export function recommended(db: Db, locale: Locale, limit: number): Promise<ProductCard[]> {
  return bestSellers(db, locale, { inStock: true }, limit);
}

/** Reduced products: the base price is above the price. */
export function offers(db: Db, locale: Locale, limit: number): Promise<ProductCard[]> {
  return bestSellers(db, locale, { reduced: true }, limit);
}

/** Other products of the product's own category. */
export async function relatedByCategory(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productPlacement(db, productId);
  return bestSellers(db, locale, { categoryId: product.categoryId, exceptProductId: product.id }, limit);
}

/** Other products of the same manufacturer. */
export async function relatedByManufacturer(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productPlacement(db, productId);
  return bestSellers(
    db,
    locale,
    { manufacturerId: product.manufacturerId, exceptProductId: product.id },
    limit,
  );
}

/**
 * Products that go with this one. Until the shop has orders to learn from, these are the best sellers of
 * the neighbouring categories (same parent, other category): pans suggest pots and knives, not more pans.
 */
export async function boughtTogether(db: Db, locale: Locale, productId: number, limit: number) {
  const product = await productPlacement(db, productId);
  const neighbours = await bestSellers(
    db,
    locale,
    {
      withinCategoryId: product.parentCategoryId ?? product.categoryId,
      notCategoryId: product.categoryId,
      inStock: true,
    },
    limit,
  );
  if (neighbours.length > 0) return neighbours;
  return relatedByCategory(db, locale, productId, limit);
}

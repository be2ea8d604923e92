import type { Locale, ProductCard } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { loadCards } from './cards.ts';
import * as repository from './cart-product-repository.ts';
import type { VatClass } from './tables.ts';

/** A product as a cart sees it: its card (name, path, image, price) and what selling it depends on. */
export interface CartProduct {
  card: ProductCard;
  active: boolean;
  stock: number;
  weightGrams: number;
  vatClass: VatClass;
  manufacturerId: number;
  /** Its categories with all their ancestors, for promotions on categories. */
  categoryIds: number[];
}

/** The given products by id (unknown ids are left out), texts in `locale`. */
export async function cartProducts(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const [cards, facts, categories] = await Promise.all([
    loadCards(db, locale, ids),
    repository.cartProductFacts(db, ids),
    repository.productCategoryIds(db, ids),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const categoryIds = new Map<number, number[]>();
  for (const row of categories) {
    const list = categoryIds.get(row.product_id) ?? [];
    list.push(row.category_id);
    categoryIds.set(row.product_id, list);
  }
  const products = new Map<number, CartProduct>();
  for (const fact of facts) {
    const card = cardById.get(fact.id);
    if (!card) continue;
    products.set(fact.id, {
      card,
      active: fact.active === 1,
      stock: fact.stock,
      weightGrams: fact.weight_grams,
      vatClass: fact.vat_class,
      manufacturerId: fact.manufacturer_id,
      categoryIds: categoryIds.get(fact.id) ?? [],
    });
  }
  return products;
}

import type { Locale, ProductCard } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { cardDressings, categoryIdsOf, money, stockState } from './cards.ts';
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

/**
 * The given products by id (unknown ids are left out), texts in `locale`. Prices, stock, weight and VAT
 * class are read afresh; texts, pictures and categories come from the catalogue cache.
 */
export async function cartProducts(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const [facts, dressings, categories] = await Promise.all([
    repository.cartProductFacts(db, ids),
    cardDressings(db, locale, ids),
    categoryIdsOf(db, ids),
  ]);
  const products = new Map<number, CartProduct>();
  for (const fact of facts) {
    const dressing = dressings.get(fact.id);
    if (!dressing) continue;
    products.set(fact.id, {
      card: {
        id: fact.id,
        sku: fact.sku,
        name: dressing.name,
        description: dressing.description,
        path: dressing.path,
        price: money(fact.price, fact.base_price, fact.lowest_prior_price),
        stock: stockState(fact.stock),
        image: dressing.image,
        manufacturer: dressing.manufacturer,
      },
      active: fact.active === 1,
      stock: fact.stock,
      weightGrams: fact.weight_grams,
      vatClass: fact.vat_class,
      manufacturerId: fact.manufacturer_id,
      categoryIds: categories.get(fact.id) ?? [],
    });
  }
  return products;
}

/** What putting a product into a cart checks. */
export interface SellableProduct {
  active: boolean;
  stock: number;
  /** The price now, in cents: the line remembers it to tell the shopper of a change later. */
  price: number;
}

/** The given products as adding to a cart checks them (one indexed read; unknown ids are left out). */
export async function sellableProducts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, SellableProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await repository.sellableFacts(db, ids);
  return new Map(
    rows.map((row) => [row.id, { active: row.active === 1, stock: row.stock, price: row.price }]),
  );
}

import type { Locale, ProductCard } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { cardDressings, categoryIdsOf, money, stockState } from './cards.ts';
import { ratingOfSortKey } from './rating-key.ts';
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

/** A product's price, stock and what selling it depends on, read as it is now. */
export interface CartProductFact {
  id: number;
  sku: string;
  price: number;
  basePrice: number | null;
  lowestPriorPrice: number | null;
  active: boolean;
  stock: number;
  weightGrams: number;
  vatClass: VatClass;
  manufacturerId: number;
  /** The reviews' rating as the catalogue keeps it (`rating-key.ts`). */
  ratingSort: number;
}

/**
 * The facts of the given products (unknown ids are left out), in one indexed read. A cart change reads
 * them inside its transaction, where the catalogue cache is not used, and dresses them with
 * `cartProducts` after the commit.
 */
export async function cartProductFacts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, CartProductFact>> {
  if (ids.length === 0) return new Map();
  const rows = await repository.cartProductFacts(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        sku: row.sku,
        price: row.price,
        basePrice: row.base_price,
        lowestPriorPrice: row.lowest_prior_price,
        active: row.active === 1,
        stock: row.stock,
        weightGrams: row.weight_grams,
        vatClass: row.vat_class,
        manufacturerId: row.manufacturer_id,
        ratingSort: row.rating_sort,
      },
    ]),
  );
}

/**
 * The given products by id (unknown ids are left out), texts in `locale`. Prices, stock, weight and VAT
 * class are read afresh, unless `facts` read a moment ago (in the change's transaction) are given for
 * them; texts, pictures and categories come from the catalogue cache.
 */
export async function cartProducts(
  db: Db,
  locale: Locale,
  ids: readonly number[],
  facts?: ReadonlyMap<number, CartProductFact>,
): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const [found, dressings, categories] = await Promise.all([
    facts ?? cartProductFacts(db, ids),
    cardDressings(db, locale, ids),
    categoryIdsOf(db, ids),
  ]);
  const products = new Map<number, CartProduct>();
  for (const id of ids) {
    const fact = found.get(id);
    const dressing = dressings.get(id);
    if (!fact || !dressing) continue;
    products.set(id, {
      card: {
        id,
        sku: fact.sku,
        name: dressing.name,
        description: dressing.description,
        path: dressing.path,
        price: money(fact.price, fact.basePrice, fact.lowestPriorPrice),
        stock: stockState(fact.stock),
        image: dressing.image,
        manufacturer: dressing.manufacturer,
        rating: ratingOfSortKey(fact.ratingSort),
      },
      active: fact.active,
      stock: fact.stock,
      weightGrams: fact.weightGrams,
      vatClass: fact.vatClass,
      manufacturerId: fact.manufacturerId,
      categoryIds: categories.get(id) ?? [],
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

import type { Locale, ProductCard } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { loadCards, money, stockState } from './cards.ts';
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

/** What a cart shows of a product besides its price and stock: texts, picture, brand, categories. */
interface Dressing {
  name: string;
  description: string;
  path: string;
  image: ProductCard['image'];
  manufacturer: ProductCard['manufacturer'];
  categoryIds: number[];
}

/**
 * Dressings are kept in memory per database and language for DRESSING_TTL_MS (texts, pictures and
 * categories change seldom; every cart answer needs them), at most DRESSINGS_MAX of them; prices,
 * stock, weight and VAT class are read afresh for every answer.
 */
const DRESSING_TTL_MS = 60_000;
const DRESSINGS_MAX = 20_000;
const dressings = new WeakMap<Db, { expires: number; byKey: Map<string, Dressing> }>();

function dressingCache(db: Db): Map<string, Dressing> | null {
  // A transaction is a short-lived handle of its own: nothing to keep.
  if (db.isTransaction) return null;
  const cached = dressings.get(db);
  if (cached && cached.expires > Date.now()) return cached.byKey;
  const byKey = new Map<string, Dressing>();
  dressings.set(db, { expires: Date.now() + DRESSING_TTL_MS, byKey });
  return byKey;
}

async function loadDressings(db: Db, locale: Locale, ids: readonly number[]): Promise<Map<number, Dressing>> {
  const [cards, categories] = await Promise.all([
    loadCards(db, locale, ids),
    repository.productCategoryIds(db, ids),
  ]);
  const categoryIds = new Map<number, number[]>();
  for (const row of categories) {
    const list = categoryIds.get(row.product_id) ?? [];
    list.push(row.category_id);
    categoryIds.set(row.product_id, list);
  }
  return new Map(
    cards.map((card) => [
      card.id,
      {
        name: card.name,
        description: card.description,
        path: card.path,
        image: card.image,
        manufacturer: card.manufacturer,
        categoryIds: categoryIds.get(card.id) ?? [],
      },
    ]),
  );
}

/** The given products by id (unknown ids are left out), texts in `locale`. */
export async function cartProducts(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const cache = dressingCache(db);
  const known = new Map<number, Dressing>();
  for (const id of ids) {
    const dressing = cache?.get(`${locale}:${id}`);
    if (dressing) known.set(id, dressing);
  }
  const missing = ids.filter((id) => !known.has(id));
  const [facts, loaded] = await Promise.all([
    repository.cartProductFacts(db, ids),
    missing.length > 0 ? loadDressings(db, locale, missing) : Promise.resolve(new Map<number, Dressing>()),
  ]);
  for (const [id, dressing] of loaded) {
    known.set(id, dressing);
    if (!cache) continue;
    if (cache.size >= DRESSINGS_MAX) cache.clear();
    cache.set(`${locale}:${id}`, dressing);
  }
  const products = new Map<number, CartProduct>();
  for (const fact of facts) {
    const dressing = known.get(fact.id);
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
      categoryIds: dressing.categoryIds,
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

import {
  CURRENCY,
  LOW_STOCK_THRESHOLD,
  type Locale,
  type ProductCard,
  type ProductPrice,
  type StockState,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { inLocale, withFallback } from '../../db/translation.ts';
import * as repository from './card-repository.ts';
import { cachedValues, catalogueCaches } from './catalogue-cache.ts';
import { ratingOfSortKey } from './rating-key.ts';

/** What a card shows that is not its price or stock: texts, picture and maker, per language. */
export interface CardDressing {
  name: string;
  description: string;
  path: string;
  image: ProductCard['image'];
  manufacturer: ProductCard['manufacturer'];
}

/** A product's price, stock and rating as a card shows them, read afresh for every answer. */
export type CardPriceRow = Pick<
  repository.CardPriceRow,
  'id' | 'sku' | 'price' | 'base_price' | 'lowest_prior_price' | 'stock' | 'manufacturer_id' | 'rating_sort'
>;

/**
 * The cards of the given products, in the given order: text in `locale` (English where a translation
 * is missing), first image and manufacturer. Prices and stock are read afresh; the rest comes from the
 * catalogue cache, and what it lacks is read in three indexed look-ups (no wide join, which PostgreSQL
 * spent longer planning than running).
 */
export async function loadCards(db: Db, locale: Locale, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  return cardsOf(db, locale, ids, await repository.cardPrices(db, ids));
}

/**
 * The cards of `ids` in that order from their price rows (read by the caller, a listing's own query);
 * an id without a row (no longer sold) is left out.
 */
export async function cardsOf(
  db: Db,
  locale: Locale,
  ids: readonly number[],
  rows: readonly CardPriceRow[],
): Promise<ProductCard[]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const dressings = await cardDressings(
    db,
    locale,
    ids.filter((id) => byId.has(id)),
  );
  return ids.flatMap((id) => {
    const product = byId.get(id);
    const dressing = dressings.get(id);
    if (!product || !dressing) return [];
    return [
      {
        id,
        sku: product.sku,
        name: dressing.name,
        description: dressing.description,
        path: dressing.path,
        price: money(product.price, product.base_price, product.lowest_prior_price),
        stock: stockState(product.stock),
        image: dressing.image,
        manufacturer: dressing.manufacturer,
        // Read with the price: an approved review counts at once.
        rating: ratingOfSortKey(product.rating_sort),
      },
    ];
  });
}

/** The dressings of the given products in `locale`, from the cache where it has them. */
export function cardDressings(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<Map<number, CardDressing>> {
  return cachedValues(
    catalogueCaches(db)?.cards,
    ids,
    (id) => `${locale} ${id}`,
    (missing) => readDressings(db, locale, missing),
  );
}

/** The categories each of the given products is listed in, ancestors included, from the cache where it has them. */
export function categoryIdsOf(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  return cachedValues(
    catalogueCaches(db)?.categoryIds,
    ids,
    (id) => `${id}`,
    async (missing) => {
      const found = new Map<number, number[]>(missing.map((id) => [id, []]));
      for (const row of await repository.productCategoryIds(db, missing)) {
        found.get(row.product_id)?.push(row.category_id);
      }
      return found;
    },
  );
}

async function readDressings(db: Db, locale: Locale, ids: readonly number[]) {
  const locales = withFallback(locale);
  const [makers, texts, images] = await Promise.all([
    repository.cardManufacturers(db, ids),
    repository.cardTexts(db, ids, locales),
    repository.cardImages(db, ids),
  ]);
  const manufacturerIds = [...new Set(makers.map((row) => row.manufacturer_id))];
  const manufacturerPaths = await repository.manufacturerPaths(db, manufacturerIds, locales);
  const text = inLocale(texts, locale, (row) => row.product_id);
  const brandPath = inLocale(manufacturerPaths, locale, (row) => row.manufacturer_id);
  const image = new Map(images.map((row) => [row.product_id, row]));
  const dressings = new Map<number, CardDressing>();
  for (const maker of makers) {
    const words = text.get(maker.id);
    const picture = image.get(maker.id);
    const name = words?.name ?? '';
    dressings.set(maker.id, {
      name,
      description: summary(words?.description ?? ''),
      path: words?.path ?? '',
      image: picture ? { url: picture.url, alt: name, width: picture.width, height: picture.height } : null,
      manufacturer: {
        id: maker.manufacturer_id,
        name: maker.manufacturer_name,
        path: brandPath.get(maker.manufacturer_id)?.path ?? '',
      },
    });
  }
  return dressings;
}

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

/**
 * A product's price; a reduced one carries the price it reduces and the lowest price of the 30 days
 * before the reduction began (Omnibus), which is the base price where no history says otherwise.
 */
export function money(
  amount: number,
  baseAmount: number | null,
  lowestPriorPrice: number | null,
): ProductPrice {
  return baseAmount !== null && baseAmount > amount
    ? { amount, baseAmount, lowestPriorPrice: lowestPriorPrice ?? baseAmount, currency: CURRENCY }
    : { amount, currency: CURRENCY };
}

const SUMMARY_LENGTH = 160;

/** A card's teaser: whole sentences up to SUMMARY_LENGTH characters, else whole words and an ellipsis. */
export function summary(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const head = text.slice(0, SUMMARY_LENGTH + 1);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
    head.lastIndexOf('。'),
  );
  if (sentenceEnd >= 60) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  // No comma, colon or dash (hyphen or en dash, written as an escape) before the ellipsis.
  return `${head.slice(0, wordEnd > 0 ? wordEnd : SUMMARY_LENGTH).replace(/[,;:\u2013-]$/, '')}…`;
}

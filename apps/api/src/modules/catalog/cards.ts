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

/**
 * The cards of the given products, in the given order: text in `locale` (English where a translation
 * is missing), first image and manufacturer. Four simple indexed look-ups instead of one wide join,
 * which PostgreSQL spent longer planning than running.
 */
export async function loadCards(db: Db, locale: Locale, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const locales = withFallback(locale);
  const [products, texts, images] = await Promise.all([
    repository.cardProducts(db, ids),
    repository.cardTexts(db, ids, locales),
    repository.cardImages(db, ids),
  ]);
  const manufacturerIds = [...new Set(products.map((product) => product.manufacturer_id))];
  const manufacturerPaths = await repository.manufacturerPaths(db, manufacturerIds, locales);
  const byId = new Map(products.map((product) => [product.id, product]));
  const text = inLocale(texts, locale, (row) => row.product_id);
  const brandPath = inLocale(manufacturerPaths, locale, (row) => row.manufacturer_id);
  const image = new Map(images.map((row) => [row.product_id, row]));
  return ids.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    const words = text.get(id);
    const picture = image.get(id);
    const name = words?.name ?? '';
    return [
      {
        id,
        sku: product.sku,
        name,
        description: summary(words?.description ?? ''),
        path: words?.path ?? '',
        price: money(product.price, product.base_price, product.lowest_prior_price),
        stock: stockState(product.stock),
        image: picture ? { url: picture.url, alt: name, width: picture.width, height: picture.height } : null,
        manufacturer: {
          id: product.manufacturer_id,
          name: product.manufacturer_name,
          path: brandPath.get(product.manufacturer_id)?.path ?? '',
        },
      },
    ];
  });
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
  return `${head.slice(0, wordEnd > 0 ? wordEnd : SUMMARY_LENGTH).replace(/[,;:–-]$/, '')}…`;
}

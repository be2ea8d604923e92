import { sql } from 'kysely';
import {
  CURRENCY,
  DEFAULT_LOCALE,
  LOW_STOCK_THRESHOLD,
  type Locale,
  type ProductCard,
  type ProductPrice,
  type StockState,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';

/**
 * The cards of the given products, in the given order: text in `locale` (English where a translation
 * is missing), first image and manufacturer. Four simple indexed look-ups instead of one wide join,
 * which PostgreSQL spent longer planning than running.
 */
export async function loadCards(db: Db, locale: Locale, ids: readonly number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const locales = [...new Set([locale, DEFAULT_LOCALE])];
  const [products, texts, images] = await Promise.all([
    db
      .selectFrom('product as p')
      .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
      .select([
        'p.id',
        'p.sku',
        'p.price',
        'p.base_price',
        'p.stock',
        'm.id as manufacturer_id',
        'm.name as manufacturer_name',
      ])
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_translation')
      .select([
        'product_id',
        'locale',
        'name',
        'path',
        // Cards show a teaser; the first 240 characters are enough to cut one from.
        sql<string>`substr(description, 1, 240)`.as('description'),
      ])
      .where('product_id', 'in', ids)
      .where('locale', 'in', locales)
      .execute(),
    db
      .selectFrom('product_image')
      .select(['product_id', 'url', 'width', 'height'])
      .where('product_id', 'in', ids)
      .where('position', '=', 0)
      .execute(),
  ]);
  const manufacturerIds = [...new Set(products.map((product) => product.manufacturer_id))];
  const manufacturerPaths =
    manufacturerIds.length === 0
      ? []
      : await db
          .selectFrom('manufacturer_translation')
          .select(['manufacturer_id', 'locale', 'path'])
          .where('manufacturer_id', 'in', manufacturerIds)
          .where('locale', 'in', locales)
          .execute();
  const inLocale = <T extends { locale: string }>(rows: readonly T[], key: (row: T) => number) => {
    const chosen = new Map<number, T>();
    for (const row of rows)
      if (row.locale === DEFAULT_LOCALE && !chosen.has(key(row))) chosen.set(key(row), row);
    for (const row of rows) if (row.locale === locale) chosen.set(key(row), row);
    return chosen;
  };
  const byId = new Map(products.map((product) => [product.id, product]));
  const text = inLocale(texts, (row) => row.product_id);
  const brandPath = inLocale(manufacturerPaths, (row) => row.manufacturer_id);
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
        price: money(product.price, product.base_price),
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

export function money(amount: number, baseAmount: number | null): ProductPrice {
  return baseAmount !== null && baseAmount > amount
    ? { amount, baseAmount, currency: CURRENCY }
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

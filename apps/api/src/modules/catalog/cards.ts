import { sql } from 'kysely';
import {
  CURRENCY,
  DEFAULT_LOCALE,
  LOW_STOCK_THRESHOLD,
  type Image,
  type Locale,
  type Money,
  type ProductCard,
  type StockState,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';

/**
 * Products with what a card shows: text in `locale` (English where a translation is missing), first
 * image and manufacturer. Callers add their scope, filters, order and limit.
 */
export function cardQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('product as p')
    .leftJoin('product_translation as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .leftJoin('product_translation as e', (join) =>
      join.onRef('e.product_id', '=', 'p.id').on('e.locale', '=', DEFAULT_LOCALE),
    )
    .leftJoin('product_image as i', (join) =>
      join.onRef('i.product_id', '=', 'p.id').on('i.position', '=', 0),
    )
    .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .leftJoin('manufacturer_translation as mt', (join) =>
      join.onRef('mt.manufacturer_id', '=', 'm.id').on('mt.locale', '=', locale),
    )
    .leftJoin('manufacturer_translation as me', (join) =>
      join.onRef('me.manufacturer_id', '=', 'm.id').on('me.locale', '=', DEFAULT_LOCALE),
    )
    .select((eb) => [
      'p.id',
      'p.sku',
      'p.price',
      'p.base_price',
      'p.stock',
      'p.sales_rank',
      'p.created_at',
      eb.fn.coalesce('t.name', 'e.name', sql.lit('')).as('name'),
      // Cards show a teaser; the first 240 characters are enough to cut one from.
      sql<string>`substr(coalesce(t.description, e.description, ''), 1, 240)`.as('description'),
      eb.fn.coalesce('t.path', 'e.path', sql.lit('')).as('path'),
      'i.url as image_url',
      'i.width as image_width',
      'i.height as image_height',
      'm.id as manufacturer_id',
      'm.name as manufacturer_name',
      eb.fn.coalesce('mt.path', 'me.path', sql.lit('')).as('manufacturer_path'),
    ])
    .where('p.active', '=', 1);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['execute']>>[number];

export function stockState(stock: number): StockState {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock';
}

export function money(amount: number, baseAmount: number | null): Money {
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

export function toCard(row: CardRow): ProductCard {
  const image: Image | null =
    row.image_url === null
      ? null
      : { url: row.image_url, alt: row.name, width: row.image_width ?? 0, height: row.image_height ?? 0 };
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: summary(row.description),
    path: row.path,
    price: money(row.price, row.base_price),
    stock: stockState(row.stock),
    image,
    manufacturer: { id: row.manufacturer_id, name: row.manufacturer_name, path: row.manufacturer_path },
  };
}

import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

/** One price a product had, from `valid_from` until the next row of the product (Omnibus). */
export interface PriceHistoryTable {
  id: Generated<number>;
  product_id: number;
  /** The selling price in cents, VAT included. */
  price: number;
  /** The struck-through price before a reduction, in cents; null when the price was not reduced. */
  base_price: number | null;
  valid_from: Timestamp;
}

/** The tables the pricing module owns; other modules reach them through its index. */
export interface PricingTables {
  price_history: PriceHistoryTable;
}

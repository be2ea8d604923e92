import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.ts';

/**
 * What a promotion applies to. `catalogue`: its reduction is already in its products' shelf prices (the
 * page lists them; the cart never applies it again). `cart`: the whole cart. `products`, `categories`,
 * `brands`: the lines of its products, of products in its categories (or their subcategories), or of its
 * brands. `gift`: a free product of the customer's choice among its products, above the minimum amount.
 */
export type PromotionTarget = 'catalogue' | 'cart' | 'products' | 'categories' | 'brands' | 'gift';

export interface PromotionTable {
  id: Generated<number>;
  key: string;
  kind: 'reductionAmount' | 'reductionPercent' | 'freeShippingOnly';
  /** Cents for reductionAmount, basis points (2000 = 20 %) for reductionPercent, 0 for freeShippingOnly. */
  value: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  updated_at: Timestamp;
  target: Generated<PromotionTarget>;
  /** The code that unlocks it, stored upper case; null for an automatic promotion. */
  code: string | null;
  /** The cart's items (before discounts, gifts left out) must reach this many cents; 0 for none. */
  minimum_amount: Generated<number>;
  /** How many orders may use it in total, and per customer; null for no limit. */
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  /** Whether it applies together with other cart promotions. */
  combinable: Generated<Flag>;
  /** The only customer whose cart the code unlocks (a voucher made from points); null for anyone. */
  customer_id: Generated<number | null>;
  /** Counted up by every save in the back office. */
  revision: Generated<number>;
  /** A `catalogue` promotion: when its reduction went into its products' shelf prices, and came out. */
  applied_at: Timestamp | null;
  reverted_at: Timestamp | null;
}

export interface PromotionTranslationTable {
  promotion_id: number;
  locale: string;
  name: string;
  slug: string;
  description: string;
}

export interface PromotionProductTable {
  promotion_id: number;
  product_id: number;
  /** A `catalogue` promotion's product: the shelf price it reduced and the price it set; null when none. */
  reduced_from: number | null;
  reduced_to: number | null;
}

export interface PromotionCategoryTable {
  promotion_id: number;
  category_id: number;
}

export interface PromotionManufacturerTable {
  promotion_id: number;
  manufacturer_id: number;
}

/** One order's use of a promotion, for the usage limits. */
export interface PromotionUsageTable {
  id: Generated<number>;
  promotion_id: number;
  customer_id: number | null;
  order_reference: string | null;
  used_at: Timestamp;
}

/** The tables the promotions module owns; other modules reach them through its service. */
export interface PromotionTables {
  promotion: PromotionTable;
  promotion_translation: PromotionTranslationTable;
  promotion_product: PromotionProductTable;
  promotion_category: PromotionCategoryTable;
  promotion_manufacturer: PromotionManufacturerTable;
  promotion_usage: PromotionUsageTable;
}

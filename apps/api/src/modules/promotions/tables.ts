import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

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
}

/** The tables the promotions module owns; other modules reach them through its service. */
export interface PromotionTables {
  promotion: PromotionTable;
  promotion_translation: PromotionTranslationTable;
  promotion_product: PromotionProductTable;
}

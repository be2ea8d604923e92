import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { forgetPromotionBook, normalisedCode } from './cart-rules.ts';
import * as repository from './promotion-write-repository.ts';
import type { PromotionTable, PromotionTarget } from './tables.ts';

export interface NewPromotion {
  key: string;
  kind: PromotionTable['kind'];
  /** Cents off for reductionAmount, basis points off for reductionPercent, 0 for freeShippingOnly. */
  value: number;
  target: PromotionTarget;
  startsAt: string;
  endsAt: string;
  code?: string | null;
  minimumAmount?: number;
  usageLimit?: number | null;
  usageLimitPerCustomer?: number | null;
  combinable?: boolean;
  productIds?: readonly number[];
  categoryIds?: readonly number[];
  manufacturerIds?: readonly number[];
  /** Name, slug and description per language; English at least. */
  texts: Partial<Record<Locale, { name: string; slug: string; description: string }>>;
  image?: { url: string; width: number; height: number } | null;
}

/** Creates a promotion with its texts and what it applies to, in one transaction. */
export async function createPromotion(db: Db, promotion: NewPromotion): Promise<number> {
  const now = new Date().toISOString();
  const created = await db.transaction().execute(async (trx) => {
    const id = await repository.insertPromotion(trx, {
      key: promotion.key,
      kind: promotion.kind,
      value: promotion.value,
      target: promotion.target,
      starts_at: promotion.startsAt,
      ends_at: promotion.endsAt,
      code: promotion.code ? normalisedCode(promotion.code) : null,
      minimum_amount: promotion.minimumAmount ?? 0,
      usage_limit: promotion.usageLimit ?? null,
      usage_limit_per_customer: promotion.usageLimitPerCustomer ?? null,
      combinable: promotion.combinable === false ? 0 : 1,
      image_url: promotion.image?.url ?? null,
      image_width: promotion.image?.width ?? null,
      image_height: promotion.image?.height ?? null,
      updated_at: now,
    });
    await repository.insertPromotionTexts(
      trx,
      Object.entries(promotion.texts).map(([locale, text]) => ({ promotion_id: id, locale, ...text })),
    );
    await repository.insertPromotionTargets(trx, id, {
      productIds: promotion.productIds ?? [],
      categoryIds: promotion.categoryIds ?? [],
      manufacturerIds: promotion.manufacturerIds ?? [],
    });
    return id;
  });
  forgetPromotionBook(db);
  return created;
}

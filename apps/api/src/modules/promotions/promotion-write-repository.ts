import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { PromotionTable, PromotionTranslationTable } from './tables.ts';

export async function insertPromotion(trx: Trx, promotion: Insertable<PromotionTable>): Promise<number> {
  const row = await trx.insertInto('promotion').values(promotion).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function insertPromotionTexts(trx: Trx, texts: readonly Insertable<PromotionTranslationTable>[]) {
  return trx.insertInto('promotion_translation').values(texts).execute();
}

export async function insertPromotionTargets(
  trx: Trx,
  promotionId: number,
  targets: {
    productIds: readonly number[];
    categoryIds: readonly number[];
    manufacturerIds: readonly number[];
  },
): Promise<void> {
  if (targets.productIds.length > 0) {
    await trx
      .insertInto('promotion_product')
      .values(targets.productIds.map((productId) => ({ promotion_id: promotionId, product_id: productId })))
      .execute();
  }
  if (targets.categoryIds.length > 0) {
    await trx
      .insertInto('promotion_category')
      .values(
        targets.categoryIds.map((categoryId) => ({ promotion_id: promotionId, category_id: categoryId })),
      )
      .execute();
  }
  if (targets.manufacturerIds.length > 0) {
    await trx
      .insertInto('promotion_manufacturer')
      .values(
        targets.manufacturerIds.map((manufacturerId) => ({
          promotion_id: promotionId,
          manufacturer_id: manufacturerId,
        })),
      )
      .execute();
  }
}

export function voucherById(db: Db, promotionId: number) {
  return db
    .selectFrom('promotion')
    .select(['id', 'code', 'value', 'ends_at', 'customer_id'])
    .where('id', '=', promotionId)
    .executeTakeFirst();
}

export function promotionUseCount(db: Db, promotionId: number) {
  return db
    .selectFrom('promotion_usage')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('promotion_id', '=', promotionId)
    .executeTakeFirstOrThrow();
}

import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';

/** The promotion a code unlocks (codes are stored upper case). */
export function promotionIdByCode(db: Db, code: string) {
  return db.selectFrom('promotion').select('id').where('code', '=', code).executeTakeFirst();
}

/**
 * The cart's candidate promotions: the automatic ones running at `now` that the cart works out
 * (not `catalogue`), and the given ones (the cart's codes) whatever their dates.
 */
export function cartPromotions(db: Db, locale: Locale, now: string, codedIds: readonly number[]) {
  const text = translation('promotion_translation', 'promotion_id', locale);
  return db
    .selectFrom('promotion as pr')
    .$call(text.join('pr.id'))
    .select([
      'pr.id',
      'pr.kind',
      'pr.value',
      'pr.target',
      'pr.code',
      'pr.minimum_amount',
      'pr.usage_limit',
      'pr.usage_limit_per_customer',
      'pr.combinable',
      'pr.starts_at',
      'pr.ends_at',
      text.text('slug').as('slug'),
      text.text('name').as('name'),
    ])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('pr.code', 'is', null),
          eb('pr.target', '!=', 'catalogue'),
          eb('pr.starts_at', '<=', now),
          eb('pr.ends_at', '>', now),
        ]),
        ...(codedIds.length > 0 ? [eb('pr.id', 'in', codedIds)] : []),
      ]),
    )
    .orderBy('pr.id')
    .execute();
}

export function promotionProducts(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('promotion_product')
    .select(['promotion_id', 'product_id'])
    .where('promotion_id', 'in', ids)
    .execute();
}

export function promotionCategories(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('promotion_category')
    .select(['promotion_id', 'category_id'])
    .where('promotion_id', 'in', ids)
    .execute();
}

export function promotionManufacturers(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('promotion_manufacturer')
    .select(['promotion_id', 'manufacturer_id'])
    .where('promotion_id', 'in', ids)
    .execute();
}

/** How often each of the given promotions was used, in all and by `customerId`. */
export function promotionUses(db: Db, ids: readonly number[], customerId: number | null) {
  return db
    .selectFrom('promotion_usage')
    .select((eb) => [
      'promotion_id',
      eb.fn.countAll<number | string>().as('used'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when('customer_id', '=', customerId ?? -1)
            .then(1)
            .else(0)
            .end(),
        )
        .as('used_by_customer'),
    ])
    .where('promotion_id', 'in', ids)
    .groupBy('promotion_id')
    .execute();
}

export function insertPromotionUses(
  db: Db,
  uses: readonly {
    promotionId: number;
    customerId: number | null;
    orderReference: string | null;
    at: string;
  }[],
) {
  return db
    .insertInto('promotion_usage')
    .values(
      uses.map((use) => ({
        promotion_id: use.promotionId,
        customer_id: use.customerId,
        order_reference: use.orderReference,
        used_at: use.at,
      })),
    )
    .execute();
}

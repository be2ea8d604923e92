import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';

/** The promotion a code unlocks (codes are stored upper case). */
export function promotionIdByCode(db: Db, code: string) {
  return db.selectFrom('promotion').select(['id', 'customer_id']).where('code', '=', code).executeTakeFirst();
}

/**
 * Every promotion a cart may work out (all but `catalogue` ones, whatever their dates), with their texts
 * in every language and what they apply to: a few dozen rows the cart keeps in memory.
 */
export function cartPromotionTables(db: Db) {
  return promotionTablesWhere(db, null);
}

/**
 * The customer-bound promotions (vouchers made from points) among `ids`, with the same columns: read
 * afresh for each cart, never kept, since every customer may hold some.
 */
export function customerPromotionTables(db: Db, ids: readonly number[]) {
  return promotionTablesWhere(db, ids);
}

function promotionTablesWhere(db: Db, boundIds: readonly number[] | null) {
  const ids = boundIds ?? [];
  return Promise.all([
    db
      .selectFrom('promotion')
      .select([
        'id',
        'kind',
        'value',
        'target',
        'code',
        'minimum_amount',
        'usage_limit',
        'usage_limit_per_customer',
        'combinable',
        'starts_at',
        'ends_at',
        'customer_id',
      ])
      .where('target', '!=', 'catalogue')
      .$call((query) =>
        boundIds === null ? query.where('customer_id', 'is', null) : query.where('id', 'in', [...ids, -1]),
      )
      .orderBy('id')
      .execute(),
    db
      .selectFrom('promotion_translation as t')
      .innerJoin('promotion as pr', 'pr.id', 't.promotion_id')
      .select(['t.promotion_id', 't.locale', 't.slug', 't.name'])
      .where('pr.target', '!=', 'catalogue')
      .$call((query) =>
        boundIds === null
          ? query.where('pr.customer_id', 'is', null)
          : query.where('pr.id', 'in', [...ids, -1]),
      )
      .execute(),
    db
      .selectFrom('promotion_product as pp')
      .innerJoin('promotion as pr', 'pr.id', 'pp.promotion_id')
      .select(['pp.promotion_id', 'pp.product_id'])
      .where('pr.target', '!=', 'catalogue')
      .$call((query) =>
        boundIds === null
          ? query.where('pr.customer_id', 'is', null)
          : query.where('pr.id', 'in', [...ids, -1]),
      )
      .execute(),
    boundIds === null
      ? db.selectFrom('promotion_category').select(['promotion_id', 'category_id']).execute()
      : db
          .selectFrom('promotion_category')
          .select(['promotion_id', 'category_id'])
          .where('promotion_id', 'in', [...ids, -1])
          .execute(),
    boundIds === null
      ? db.selectFrom('promotion_manufacturer').select(['promotion_id', 'manufacturer_id']).execute()
      : db
          .selectFrom('promotion_manufacturer')
          .select(['promotion_id', 'manufacturer_id'])
          .where('promotion_id', 'in', [...ids, -1])
          .execute(),
  ]);
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

/**
 * Locks the promotions whose uses are limited (in all, per customer, or to one customer) that an order
 * may record: those of `codeIds`, and the automatic ones not ended at `now`.
 */
export function lockLimitedPromotions(trx: Trx, codeIds: readonly number[], now: string) {
  return lockForUpdate(
    trx,
    trx
      .selectFrom('promotion')
      .select('id')
      .where((eb) =>
        eb.and([
          eb.or([
            eb('usage_limit', 'is not', null),
            eb('usage_limit_per_customer', 'is not', null),
            eb('customer_id', 'is not', null),
          ]),
          eb.or([
            eb('id', 'in', [...codeIds, -1]),
            eb.and([eb('code', 'is', null), eb('ends_at', '>', now)]),
          ]),
        ]),
      )
      .orderBy('id'),
  ).execute();
}

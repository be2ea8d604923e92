import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import type { PromotionTable, PromotionTranslationTable } from './tables.ts';

/** The same as `promotionById`, locked until the transaction ends. */
export function lockedPromotionRow(trx: Trx, promotionId: number) {
  return lockForUpdate(
    trx,
    trx.selectFrom('promotion').selectAll().where('id', '=', promotionId),
  ).executeTakeFirst();
}

/** The promotion holding a code (stored upper case), if any. */
export function promotionWithCode(db: Db, code: string) {
  return db.selectFrom('promotion').select('id').where('code', '=', code).executeTakeFirst();
}

/** Which promotions hold these slugs in their languages. */
export function slugHolders(db: Db, slugs: readonly { locale: string; slug: string }[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('promotion_translation')
    .select(['promotion_id', 'locale', 'slug'])
    .where((eb) => eb.or(slugs.map(({ locale, slug }) => eb.and({ locale, slug }))))
    .execute();
}

export async function existingIds(
  db: Db,
  table: 'product' | 'category' | 'manufacturer',
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Every promotion but the points vouchers of single customers, latest start first, named in `locale`
 * (else English), with the orders that used each.
 */
export function promotionList(db: Db, locale: string) {
  return db
    .selectFrom('promotion as pr')
    .leftJoin('promotion_translation as own', (join) =>
      join.onRef('own.promotion_id', '=', 'pr.id').on('own.locale', '=', locale),
    )
    .leftJoin('promotion_translation as en', (join) =>
      join.onRef('en.promotion_id', '=', 'pr.id').on('en.locale', '=', 'en'),
    )
    .select((eb) => [
      'pr.id',
      'pr.kind',
      'pr.value',
      'pr.target',
      'pr.code',
      'pr.starts_at',
      'pr.ends_at',
      'pr.usage_limit',
      eb.fn.coalesce('own.name', 'en.name', 'pr.key').as('name'),
      eb
        .selectFrom('promotion_usage as u')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('u.promotion_id', '=', 'pr.id')
        .as('uses'),
    ])
    .where('pr.customer_id', 'is', null)
    .orderBy('pr.starts_at', 'desc')
    .orderBy('pr.id', 'desc')
    .execute();
}

export async function insertPromotion(trx: Trx, promotion: Insertable<PromotionTable>): Promise<number> {
  const row = await trx.insertInto('promotion').values(promotion).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a promotion's fields and counts its revision up. */
export async function updatePromotionRow(
  trx: Trx,
  promotionId: number,
  values: Updateable<PromotionTable>,
): Promise<void> {
  await trx
    .updateTable('promotion')
    .set((eb) => ({ ...values, revision: eb('revision', '+', 1) }))
    .where('id', '=', promotionId)
    .execute();
}

export async function replacePromotionTexts(
  trx: Trx,
  promotionId: number,
  texts: readonly Insertable<PromotionTranslationTable>[],
): Promise<void> {
  await trx.deleteFrom('promotion_translation').where('promotion_id', '=', promotionId).execute();
  if (texts.length > 0) await trx.insertInto('promotion_translation').values(texts).execute();
}

/** Replaces what a promotion applies to; the products keep the prices a reduction set (see `markReduced`). */
export async function replacePromotionMembers(
  trx: Trx,
  promotionId: number,
  members: {
    productIds: readonly number[];
    categoryIds: readonly number[];
    manufacturerIds: readonly number[];
  },
): Promise<void> {
  await trx.deleteFrom('promotion_category').where('promotion_id', '=', promotionId).execute();
  await trx.deleteFrom('promotion_manufacturer').where('promotion_id', '=', promotionId).execute();
  if (members.categoryIds.length > 0) {
    await trx
      .insertInto('promotion_category')
      .values(members.categoryIds.map((category_id) => ({ promotion_id: promotionId, category_id })))
      .execute();
  }
  if (members.manufacturerIds.length > 0) {
    await trx
      .insertInto('promotion_manufacturer')
      .values(
        members.manufacturerIds.map((manufacturer_id) => ({ promotion_id: promotionId, manufacturer_id })),
      )
      .execute();
  }
  const kept = new Set(members.productIds);
  const before = await trx
    .selectFrom('promotion_product')
    .select('product_id')
    .where('promotion_id', '=', promotionId)
    .execute();
  const gone = before.map((row) => row.product_id).filter((id) => !kept.has(id));
  const had = new Set(before.map((row) => row.product_id));
  const added = members.productIds.filter((id) => !had.has(id));
  if (gone.length > 0) {
    await trx
      .deleteFrom('promotion_product')
      .where('promotion_id', '=', promotionId)
      .where('product_id', 'in', gone)
      .execute();
  }
  if (added.length > 0) {
    await trx
      .insertInto('promotion_product')
      .values(added.map((product_id) => ({ promotion_id: promotionId, product_id })))
      .execute();
  }
}

/** A catalogue promotion's products with their shelf prices and the prices it set, if it set any. */
export function membersWithPrices(db: Db, promotionId: number) {
  return db
    .selectFrom('promotion_product as pp')
    .innerJoin('product as p', 'p.id', 'pp.product_id')
    .select(['pp.product_id', 'p.price', 'p.base_price', 'pp.reduced_from', 'pp.reduced_to'])
    .where('pp.promotion_id', '=', promotionId)
    .orderBy('pp.product_id')
    .execute();
}

/** The prices a reduction set on each product (`null`s: it set none there, or they were restored). */
export async function markReduced(
  trx: Trx,
  promotionId: number,
  marks: readonly { productId: number; from: number | null; to: number | null }[],
): Promise<void> {
  for (const mark of marks) {
    await trx
      .updateTable('promotion_product')
      .set({ reduced_from: mark.from, reduced_to: mark.to })
      .where('promotion_id', '=', promotionId)
      .where('product_id', '=', mark.productId)
      .execute();
  }
}

export async function setReductionState(
  trx: Trx,
  promotionId: number,
  state: { applied_at: string | null; reverted_at: string | null },
): Promise<void> {
  await trx.updateTable('promotion').set(state).where('id', '=', promotionId).execute();
}

/** Catalogue promotions whose reduction is due to go into the shelf prices, or out of them, at `now`. */
export function dueCataloguePromotions(db: Db, now: string) {
  return db
    .selectFrom('promotion')
    .select('id')
    .where('target', '=', 'catalogue')
    .where((eb) =>
      eb.or([
        eb.and([eb('applied_at', 'is', null), eb('starts_at', '<=', now), eb('ends_at', '>', now)]),
        eb.and([eb('applied_at', 'is not', null), eb('reverted_at', 'is', null), eb('ends_at', '<=', now)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

import { DEFAULT_LOCALE, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { lowerText } from '../../db/text.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';
import { likeEscaped } from '../../lib/like.ts';

/**
 * Products for the back office by id (from `afterId`), with the name in `locale` (else English) and
 * the stock-alert subscribers waiting; `pattern` (of lowercased text, `toLowerCase()`) matches the SKU
 * or the name in `locale` or English, lowercased in every script on both databases.
 */
export function productsForAdmin(
  db: Db,
  locale: Locale,
  filter: { ids?: readonly number[]; pattern?: string; afterId: number | null; limit: number },
) {
  let query = db
    .selectFrom('product as p')
    .leftJoin('product_translation as own', (join) =>
      join.onRef('own.product_id', '=', 'p.id').on('own.locale', '=', locale),
    )
    .leftJoin('product_translation as en', (join) =>
      join.onRef('en.product_id', '=', 'p.id').on('en.locale', '=', DEFAULT_LOCALE),
    )
    .select((eb) => [
      'p.id',
      'p.sku',
      'p.active',
      'p.stock',
      'p.price',
      'p.base_price',
      'p.lowest_prior_price',
      eb.fn.coalesce('own.name', 'en.name', eb.val('')).as('name'),
      eb
        .selectFrom('stock_alert as s')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .whereRef('s.product_id', '=', 'p.id')
        .where('s.notified_at', 'is', null)
        .as('alerts_waiting'),
    ])
    .orderBy('p.id')
    .limit(filter.limit);
  if (filter.ids) query = query.where('p.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.afterId !== null) query = query.where('p.id', '>', filter.afterId);
  const { pattern } = filter;
  if (pattern !== undefined) {
    query = query.where((eb) =>
      eb.or([
        likeEscaped(lowerText(db, eb.ref('p.sku')), pattern),
        likeEscaped(lowerText(db, eb.ref('own.name')), pattern),
        likeEscaped(lowerText(db, eb.ref('en.name')), pattern),
      ]),
    );
  }
  return query.execute();
}

/** A product's stock and price, locked until the transaction ends; undefined for no such product. */
export function lockProduct(trx: Trx, productId: number) {
  return lockForUpdate(
    trx,
    trx.selectFrom('product').select(['id', 'stock', 'price', 'base_price']).where('id', '=', productId),
  ).executeTakeFirst();
}

export async function setStock(trx: Trx, productId: number, stock: number, at: string): Promise<void> {
  await trx.updateTable('product').set({ stock, updated_at: at }).where('id', '=', productId).execute();
}

/** Stock-alert subscriptions still waiting for their product. */
export async function waitingAlertCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('stock_alert')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('notified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

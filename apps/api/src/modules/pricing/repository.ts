import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { PriceHistoryTable } from './tables.ts';

/** Rows per insert: four parameters each stays far below either database's limit per statement. */
const INSERT_BATCH = 1000;

export async function insertPriceHistory(
  trx: Trx,
  rows: readonly Insertable<PriceHistoryTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await trx
      .insertInto('price_history')
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/** The price history of the given products, each product's rows in the order they took effect. */
export function priceHistoryOf(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('price_history')
    .select(['product_id', 'price', 'base_price', 'valid_from'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
}

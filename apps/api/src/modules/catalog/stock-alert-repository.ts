import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';

/** An active product's id and stock by SKU. */
export function activeProductStock(db: Db, sku: string) {
  return db
    .selectFrom('product')
    .select(['id', 'stock'])
    .where('sku', '=', sku)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function stockAlertOf(db: Db, productId: number, email: string) {
  return db
    .selectFrom('stock_alert')
    .select('id')
    .where('product_id', '=', productId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** One alert per e-mail and product: a repeated one takes the latest language and waits again. */
export async function upsertStockAlert(
  db: Db,
  alert: { productId: number; email: string; locale: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('stock_alert')
    .values({
      product_id: alert.productId,
      email: alert.email,
      locale: alert.locale,
      created_at: alert.createdAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['product_id', 'email']).doUpdateSet({ locale: alert.locale, notified_at: null }),
    )
    .execute();
}

/** Adds `quantity` to a product's stock in one update; the new stock, or undefined for no such product. */
export async function addStock(
  trx: Trx,
  productId: number,
  quantity: number,
  at: string,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('product')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: at }))
    .where('id', '=', productId)
    .returning('stock')
    .executeTakeFirst();
  return row?.stock;
}

/** The product's alerts not yet notified, locked until the transaction ends. */
export function waitingStockAlerts(trx: Trx, productId: number) {
  return lockForUpdate(
    trx,
    trx
      .selectFrom('stock_alert')
      .select(['id', 'email', 'locale'])
      .where('product_id', '=', productId)
      .where('notified_at', 'is', null)
      .orderBy('id'),
  ).execute();
}

/** The product's name and storefront path in each of the given languages that has them. */
export function productNames(db: Db, productId: number, locales: readonly string[]) {
  return db
    .selectFrom('product_translation')
    .select(['locale', 'name', 'path'])
    .where('product_id', '=', productId)
    .where('locale', 'in', locales.length > 0 ? locales : [''])
    .execute();
}

export async function markStockAlertsNotified(trx: Trx, ids: readonly number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('stock_alert').set({ notified_at: at }).where('id', 'in', ids).execute();
}

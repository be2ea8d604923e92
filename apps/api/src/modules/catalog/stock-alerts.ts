import { isLocale, type Locale, type StockAlertInput } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { DomainError, NotFound } from '../../lib/domain-error.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { stockAlertMail } from '../mail/templates.ts';

export class ProductInStock extends DomainError {
  constructor() {
    super(409, 'error.product.inStock');
  }
}

/** Subscribes an e-mail to a product's return to stock: once per e-mail and product. */
export async function subscribeStockAlert(db: Db, locale: Locale, sku: string, input: StockAlertInput) {
  const product = await db
    .selectFrom('product')
    .select(['id', 'stock'])
    .where('sku', '=', sku)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!product) throw new NotFound('error.product.notFound');
  if (product.stock > 0) throw new ProductInStock();
  const existing = await db
    .selectFrom('stock_alert')
    .select('id')
    .where('product_id', '=', product.id)
    .where('email', '=', input.email)
    .executeTakeFirst();
  // A repeated subscription keeps one row; it takes the latest language and waits for the next restock.
  await db
    .insertInto('stock_alert')
    .values({ product_id: product.id, email: input.email, locale, created_at: new Date().toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['product_id', 'email']).doUpdateSet({ locale, notified_at: null }),
    )
    .execute();
  const alreadySubscribed = existing !== undefined;
  return { subscribed: true as const, alreadySubscribed };
}

/**
 * Adds stock to a product (the back office calls this when goods arrive). When the product comes back
 * from zero, every waiting subscriber gets an e-mail in their own language, through the outbox, in the
 * same transaction as the stock change.
 */
export async function restockProduct(
  db: Db,
  productId: number,
  quantity: number,
  shopUrl: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('product')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!before) throw new NotFound('error.product.notFound');
    await trx
      .updateTable('product')
      .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: new Date().toISOString() }))
      .where('id', '=', productId)
      .execute();
    if (before.stock > 0 || quantity <= 0) return 0;
    const waiting = await trx
      .selectFrom('stock_alert as a')
      .innerJoin('product_translation as t', (join) =>
        join.onRef('t.product_id', '=', 'a.product_id').onRef('t.locale', '=', 'a.locale'),
      )
      .select(['a.id', 'a.email', 'a.locale', 't.name', 't.path'])
      .where('a.product_id', '=', productId)
      .where('a.notified_at', 'is', null)
      .execute();
    await enqueueMail(
      trx,
      waiting.flatMap((alert) =>
        isLocale(alert.locale)
          ? [
              stockAlertMail(
                { recipient: alert.email, locale: alert.locale },
                alert.name,
                `${shopUrl}/${alert.locale}/${alert.path}`,
              ),
            ]
          : [],
      ),
    );
    if (waiting.length > 0) {
      await trx
        .updateTable('stock_alert')
        .set({ notified_at: new Date().toISOString() })
        .where(
          'id',
          'in',
          waiting.map((alert) => alert.id),
        )
        .execute();
    }
    return waiting.length;
  });
}

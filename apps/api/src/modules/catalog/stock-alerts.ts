import { isLocale, type Locale, type StockAlertInput } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { DomainError, NotFound } from '../../lib/domain-error.ts';
import { enqueueEvent } from '../events/service.ts';
import { enqueueMail, shopLink, stockAlertMail, type ShopOrigins } from '../mail/index.ts';
import {
  activeProductStock,
  addStock,
  markStockAlertsNotified,
  productNames,
  stockAlertOf,
  upsertStockAlert,
  waitingStockAlerts,
} from './stock-alert-repository.ts';

export class ProductInStock extends DomainError {
  constructor() {
    super(409, 'error.product.inStock');
  }
}

/** Subscribes an e-mail to a product's return to stock: once per e-mail and product. */
export async function subscribeStockAlert(db: Db, locale: Locale, sku: string, input: StockAlertInput) {
  const product = await activeProductStock(db, sku);
  if (!product) throw new NotFound('error.product.notFound');
  if (product.stock > 0) throw new ProductInStock();
  const existing = await stockAlertOf(db, product.id, input.email);
  // A repeated subscription keeps one row; it takes the latest language and waits for the next restock.
  await upsertStockAlert(db, {
    productId: product.id,
    email: input.email,
    locale,
    createdAt: new Date().toISOString(),
  });
  const alreadySubscribed = existing !== undefined;
  return { subscribed: true as const, alreadySubscribed };
}

/**
 * Adds stock to a product (the back office calls this when goods arrive). When the product comes back
 * from zero, a `product.restocked` event is written in the same transaction; its handler
 * (`notifyStockAlerts`) mails the waiting subscribers.
 */
export async function restockProduct(
  db: Db,
  productId: number,
  quantity: number,
): Promise<{ stock: number; restocked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const stock = await addStock(trx, productId, quantity, new Date().toISOString());
    if (stock === undefined) throw new NotFound('error.product.notFound');
    const restocked = quantity > 0 && stock > 0 && stock - quantity <= 0;
    if (restocked) await enqueueEvent(trx, 'product.restocked', { productId });
    return { stock, restocked };
  });
}

/**
 * Mails every subscriber waiting for the product, in their own language, through the outbox, and marks
 * them notified in the same transaction. Their rows are locked meanwhile, so running it twice (even at
 * once) mails each subscriber once. Returns how many mails were queued.
 */
export async function notifyStockAlerts(db: Db, shop: ShopOrigins, productId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const waiting = await waitingStockAlerts(trx, productId);
    const names = await productNames(trx, productId, [...new Set(waiting.map((alert) => alert.locale))]);
    // A subscriber whose language has no name for the product yet keeps waiting.
    const notified = waiting.flatMap((alert) => {
      const name = names.find((row) => row.locale === alert.locale);
      return name ? [{ ...alert, name: name.name, path: name.path }] : [];
    });
    const mails = notified.flatMap((alert) =>
      isLocale(alert.locale)
        ? [
            stockAlertMail(
              { recipient: alert.email, locale: alert.locale },
              alert.name,
              shopLink(shop, alert.locale, alert.path),
            ),
          ]
        : [],
    );
    await enqueueMail(trx, mails);
    await markStockAlertsNotified(
      trx,
      notified.map((alert) => alert.id),
      new Date().toISOString(),
    );
    return mails.length;
  });
}

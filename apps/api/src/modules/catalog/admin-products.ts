/**
 * Products as the back office reads and changes them: stock and price. A
 * restock from zero writes `product.restocked` (stock alerts go out); a new price goes through the
 * price history, so the 30-day lowest price stays right.
 */
import {
  ADMIN_ERRORS,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
  type AdminProductUpdate,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { containsPattern } from '../../lib/like.ts';
import { enqueueEvent } from '../events/service.ts';
import * as admin from './admin-product-repository.ts';
import { money } from './cards.ts';
import { changePrices } from './catalogue-writes.ts';
import { bumpRevision } from './product-editor-repository.ts';

export class ProductNotFound extends NotFound {
  constructor() {
    super(ADMIN_ERRORS.productNotFound);
  }
}

type Row = Awaited<ReturnType<typeof admin.productsForAdmin>>[number];

const toAdminProduct = (row: Row): AdminProduct => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  active: row.active === 1,
  stock: row.stock,
  price: money(row.price, row.base_price, row.lowest_prior_price),
  alertsWaiting: Number(row.alerts_waiting ?? 0),
});

/** `GET /v1/admin/products`: by id, searched by SKU or name (in `locale` or English). */
export async function productsForOperators(
  db: Db,
  locale: Locale,
  query: AdminProductListQuery,
): Promise<AdminProductPage> {
  const [afterId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const q = query.q?.trim().toLowerCase();
  const rows = await admin.productsForAdmin(db, locale, {
    pattern: q ? containsPattern(q) : undefined,
    afterId,
    limit: query.limit + 1,
  });
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toAdminProduct),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

/** One product for the back office; a 404 for an unknown id. */
export async function productForOperators(db: Db, locale: Locale, productId: number): Promise<AdminProduct> {
  const [row] = await admin.productsForAdmin(db, locale, { ids: [productId], afterId: null, limit: 1 });
  if (!row) throw new ProductNotFound();
  return toAdminProduct(row);
}

/**
 * Sets a product's stock and/or price in the caller's transaction. The stock is the count on the shelf
 * (not an addition); going from none to some writes `product.restocked`. A price or base price that
 * changes enters the price history; without `basePrice` a reduction stays while its base price is
 * still above the price, and a base price not above the price is a 400 on `basePrice`.
 */
export async function updateProductForOperators(
  trx: Trx,
  productId: number,
  update: AdminProductUpdate,
): Promise<void> {
  const current = await admin.lockProduct(trx, productId);
  if (!current) throw new ProductNotFound();
  const now = new Date().toISOString();
  // An editor opened before this change must not save over it.
  await bumpRevision(trx, productId);

  if (update.price !== undefined || update.basePrice !== undefined) {
    const price = update.price ?? current.price;
    const basePrice =
      update.basePrice === undefined
        ? current.base_price !== null && current.base_price > price
          ? current.base_price
          : null
        : update.basePrice;
    if (basePrice !== null && basePrice <= price) {
      throw new InvalidInput('basePrice', 'validation.number.min', { minimum: price + 1 });
    }
    if (price !== current.price || basePrice !== current.base_price) {
      await changePrices(trx, [{ productId, price, basePrice, at: now }]);
    }
  }

  if (update.stock !== undefined && update.stock !== current.stock) {
    await admin.setStock(trx, productId, update.stock, now);
    if (current.stock <= 0 && update.stock > 0) await enqueueEvent(trx, 'product.restocked', { productId });
  }
}

/** Stock-alert subscriptions waiting for a product to come back. */
export function stockAlertsWaiting(db: Db): Promise<number> {
  return admin.waitingAlertCount(db);
}

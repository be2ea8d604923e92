import type { Trx } from '../../db/transaction.ts';
import { enqueueEvent } from '../events/service.ts';
import { addStock } from './stock-alert-repository.ts';

/**
 * Gives units taken by an order back to stock (a cancelled order, docs/flows.md#cancelling-an-order), in the
 * caller's transaction: the reverse of `takeStock`, one update that adds. A product back from zero writes
 * `product.restocked`, so its waiting stock alerts are mailed as after a delivery of goods. A product
 * deleted meanwhile has nothing to give back to.
 */
export async function returnStock(trx: Trx, productId: number, quantity: number): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`quantity ${quantity}`);
  const stock = await addStock(trx, productId, quantity, new Date().toISOString());
  if (stock !== undefined && stock > 0 && stock - quantity <= 0) {
    await enqueueEvent(trx, 'product.restocked', { productId });
  }
}

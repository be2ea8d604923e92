import type { OrderRepeat } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { addLine, CartFull, NotEnoughStock, type CartContext } from '../cart/index.ts';
import { orderLinesForRepeat } from './service.ts';

/**
 * `POST /v1/me/orders/{reference}/repeat`: puts what is still sold into the cart, as much as the stock
 * allows, and says what was not (gifts are not repeated: they come with their promotion or not at all).
 */
export async function repeatOrder(
  db: Db,
  context: CartContext & { customerId: number },
  reference: string,
): Promise<OrderRepeat> {
  const lines = await orderLinesForRepeat(db, context.customerId, reference);
  const result: OrderRepeat = { added: [], skipped: [] };
  const add = async (productId: number, quantity: number) => {
    await addLine(db, context, { productId, quantity });
    result.added.push({ productId, quantity });
  };
  for (const line of lines) {
    try {
      await add(line.productId, line.quantity);
    } catch (error) {
      const skip = (reason: string) =>
        result.skipped.push({ productId: line.productId, name: line.name, reason });
      if (error instanceof NotEnoughStock) {
        const room = error.available - error.inCart;
        if (room > 0) await add(line.productId, room);
        skip(room > 0 ? 'notEnoughStock' : 'outOfStock');
      } else if (error instanceof NotFound) skip('notSold');
      else if (error instanceof CartFull) skip('cartFull');
      else throw error;
    }
  }
  return result;
}

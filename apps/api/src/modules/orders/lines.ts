import type { Image } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import * as repository from './repository.ts';

/** An order line as the order copied it when it was placed, with the units refunded since. */
export interface OrderLine {
  orderId: number;
  /** Stored from 0; people and the API count from 1 (`linePosition`). */
  position: number;
  productId: number;
  sku: string;
  name: string;
  path: string;
  image: Image | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  /** unitPrice × quantity − discount: what the line cost. */
  total: number;
  vatRate: number;
  gift: boolean;
  /** Units refunded so far: they are no longer to be shipped. */
  refunded: number;
}

type OrderLineRow = Awaited<ReturnType<typeof repository.orderLines>>[number];

const orderLine = (row: OrderLineRow): OrderLine => ({
  orderId: row.order_id,
  position: row.position,
  productId: row.product_id,
  sku: row.sku,
  name: row.name,
  path: row.path,
  image: row.image === null ? null : (JSON.parse(row.image) as Image),
  quantity: row.quantity,
  unitPrice: row.unit_price,
  discount: row.discount,
  total: row.total,
  vatRate: row.vat_rate,
  gift: row.gift === 1,
  refunded: row.refunded_quantity,
});

/** The lines of the orders, by order then position; each reader picks the fields it shows. */
export async function orderLinesOf(db: Db, orderIds: readonly number[]): Promise<OrderLine[]> {
  return (await repository.orderLines(db, orderIds)).map(orderLine);
}

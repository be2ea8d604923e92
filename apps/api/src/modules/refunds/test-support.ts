/** Paid orders to refund, and a look at what refunds wrote, for the refunds module's tests. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Locale, RefundInput } from '@tendero/contract';
import type { DocumentData } from '../documents/index.ts';
import type { TestApp } from '../../test/app.ts';
import { aCode, aProduct, aPromotion, type FixtureProduct } from '../../test/fixtures.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import { aCartReadyToPay, placeWithTestCard } from '../payments/checkout-test-support.ts';

/** A logger for refunds that keeps what it was told to warn about. */
export function testLog(): { warn(entry: object, message: string): void; warnings: object[] } {
  const warnings: object[] = [];
  return { warnings, warn: (entry) => warnings.push(entry) };
}

export interface OrderItem {
  /** Gross price of one unit, in cents. */
  price: number;
  quantity: number;
  vatClass?: 'standard' | 'reduced';
  /** Units in stock before the order (10 when not given). */
  stock?: number;
}

/**
 * A customer's order of new products, paid with the test card 4242 (or placed as a zero-amount order
 * when `percentOff` is 100 % and `freeShipping` is set). `percentOff` (basis points) is a promotion
 * code on the whole cart, so line totals carry an allocated discount.
 */
export async function aPaidOrder(
  app: TestApp,
  items: readonly OrderItem[],
  options: { percentOff?: number; freeShipping?: boolean; locale?: Locale } = {},
) {
  const products: FixtureProduct[] = [];
  for (const item of items)
    products.push(
      await aProduct(app, {
        price: item.price,
        stock: item.stock ?? 10,
        ...(item.vatClass ? { vatClass: item.vatClass } : {}),
      }),
    );
  const bought = await aCartReadyToPay(
    app,
    items.map((item, index) => ({ productId: products[index]?.id ?? 0, quantity: item.quantity })),
    options.locale ? { locale: options.locale } : {},
  );
  const { browser } = bought;
  if (options.percentOff) {
    const code = aCode('OFF');
    await aPromotion(app, { code, value: options.percentOff, target: 'cart' });
    expect((await browser.patch('/v1/cart/rule', { code })).statusCode).toBe(200);
  }
  if (options.freeShipping) {
    const code = aCode('SHIP');
    await aPromotion(app, { code, kind: 'freeShippingOnly', value: 0, target: 'cart' });
    expect((await browser.patch('/v1/cart/rule', { code })).statusCode).toBe(200);
  }
  const cart = (await browser.get('/v1/cart')).json() as { totals: { total: { amount: number } } };
  let reference: string;
  let intentId: string | null = null;
  if (cart.totals.total.amount === 0) {
    const placed = await browser.post('/v1/orders/zero');
    expect(placed.statusCode, placed.body).toBe(200);
    reference = placed.json().reference;
  } else {
    ({ reference, intentId } = await placeWithTestCard(browser));
  }
  const order = await app.database.db
    .selectFrom('shop_order')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  const lines = await app.database.db
    .selectFrom('order_line')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
  return { ...bought, products, reference, order, lines, intentId };
}

/** A refund form as the back office sends it: a new request id each time. */
export function aRefundInput(overrides: Partial<RefundInput> = {}): RefundInput {
  return { requestId: randomUUID(), lines: [], shipping: false, reason: null, ...overrides };
}

/** Runs every due event (invoices, PDFs, mails, paying refunds back) until none is left. */
export async function runEvents(app: TestApp): Promise<void> {
  const db = app.database.db;
  const handlers = eventHandlers({ db, config: app.config });
  while ((await handleDueEvents(db, handlers, { batch: 100 })).handled > 0);
}

/** What is stored of the credit note of a refund: its number and data. */
export async function creditNoteOf(app: TestApp, refundId: number) {
  const row = await app.database.db
    .selectFrom('document')
    .select(['id', 'number', 'data', 'customer_id', 'total'])
    .where('refund_id', '=', refundId)
    .executeTakeFirstOrThrow();
  return { ...row, data: JSON.parse(row.data) as DocumentData };
}

/** The order's invoice data, issued by now (the refund issues it when the worker has not). */
export async function invoiceDataOf(app: TestApp, orderId: number) {
  const row = await app.database.db
    .selectFrom('document')
    .select(['number', 'data'])
    .where('order_id', '=', orderId)
    .where('type', '=', 'invoice')
    .executeTakeFirstOrThrow();
  return { number: row.number, data: JSON.parse(row.data) as DocumentData };
}

export async function stockOf(app: TestApp, productId: number): Promise<number> {
  const row = await app.database.db
    .selectFrom('product')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** What the offline test provider has paid back of an intent. */
export async function amountRefunded(app: TestApp, intentId: string): Promise<number> {
  const row = await app.database.db
    .selectFrom('test_payment_intent')
    .select('amount_refunded')
    .where('id', '=', intentId)
    .executeTakeFirstOrThrow();
  return Number(row.amount_refunded);
}

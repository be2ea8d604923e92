import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aProduct } from '../../test/fixtures.ts';
import { aCartReadyToPay, payWithTestCard } from '../payments/checkout-test-support.ts';
import { createPromotion } from '../promotions/index.ts';

const ctx = useTestApp();

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
});

describe('the last units under a rush of buyers', () => {
  it('sells the last 10 units to exactly 10 of 200 paying buyers and refunds the others', async () => {
    const db = ctx.app.database.db;
    const product = await aProduct(ctx.app, { price: 990, stock: 10 });
    const buyers = [];
    for (let index = 0; index < 200; index++)
      buyers.push(await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]));

    const answers = await Promise.all(
      buyers.map(async ({ browser }) => {
        const paid = await payWithTestCard(browser, '4242424242424242');
        return browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
      }),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const answer of refused)
      expect(answer.json().details[0].message).toBe('error.payment.refunded.stock');

    const { stock } = await db
      .selectFrom('product')
      .select('stock')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stock).toBe(0);
    const orders = await db
      .selectFrom('order_line')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(Number(orders.count)).toBe(10);
    const refunds = await db
      .selectFrom('payment_refund')
      .innerJoin('payment', 'payment.id', 'payment_refund.payment_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('payment_refund.reason', '=', 'stock')
      .where('payment_refund.status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    expect(Number(refunds.count)).toBe(190);
  }, 120_000);
});

describe('the last use of a code under a rush of buyers', () => {
  it('gives a code of one use to exactly one of 10 paying buyers and refunds the others', async () => {
    const db = ctx.app.database.db;
    const product = await aProduct(ctx.app, { price: 2500, stock: 100 });
    const promotionId = await createPromotion(db, {
      key: 'race-once',
      kind: 'reductionAmount',
      value: 500,
      target: 'cart',
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      code: 'ONCE',
      usageLimit: 1,
      texts: { en: { name: 'Once', slug: 'race-once', description: 'Five euros off, once.' } },
    });
    const buyers = [];
    for (let index = 0; index < 10; index++) {
      const buyer = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
      const applied = await buyer.browser.patch('/v1/cart/rule', { code: 'once' });
      expect(applied.statusCode, applied.body).toBe(200);
      buyers.push(buyer);
    }

    const answers = await Promise.all(
      buyers.map(async ({ browser }) => {
        const paid = await payWithTestCard(browser, '4242424242424242');
        return browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
      }),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().details[0].message).toBe('error.payment.refunded.mismatch');
    }
    const uses = await db
      .selectFrom('promotion_usage')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('promotion_id', '=', promotionId)
      .executeTakeFirstOrThrow();
    expect(Number(uses.count)).toBe(1);
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aProduct } from '../../test/fixtures.ts';
import { ensureOperator } from '../back-office/test-support.ts';
import { aCartReadyToPay } from '../payments/checkout-test-support.ts';
import { startStripeFake, type StripeFake } from '../payments/stripe-fake.ts';
import { cancelOrder } from './cancellation.ts';
import { refundOrder } from './service.ts';
import { aRefundInput, testLog } from './test-support.ts';

// The fake must listen before the app reads its address from the config.
const fake: { current?: StripeFake } = {};
const fakeUrl = await (async () => {
  fake.current = await startStripeFake();
  return fake.current.url;
})();
const stripeFake = () => {
  if (!fake.current) throw new Error('no Stripe fake');
  return fake.current;
};

const ctx = useTestApp({
  STRIPE_SECRET_KEY: 'sk_test_tendero_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_tendero_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_tendero_fake',
  STRIPE_API_URL: fakeUrl,
});
const OPERATOR = { operatorId: 0 };
const LOG = testLog();
const db = () => ctx.app.database.db;

beforeAll(async () => {
  await seedCarriers(db());
  const email = 'stripe.refunds@example.com';
  await ensureOperator(ctx.app, email);
  const operator = await db()
    .selectFrom('operator')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  OPERATOR.operatorId = operator.id;
});
afterAll(async () => {
  await fake.current?.close();
});

/** An order paid through Stripe (the fake plays the shopper's Payment Element). */
async function aStripeOrder(price: number, quantity: number) {
  const product = await aProduct(ctx.app, { price, stock: 10 });
  const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity }]);
  const { intentId } = (await browser.get('/v1/orders/stripe/payment-intent')).json();
  stripeFake().confirm(intentId, 'succeeded');
  const placed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${intentId}`);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = await db()
    .selectFrom('shop_order')
    .selectAll()
    .where('reference', '=', placed.json().reference)
    .executeTakeFirstOrThrow();
  return { intentId: intentId as string, order };
}

const refundRequests = (key: string) =>
  stripeFake().requests.filter((request) => request.path === '/v1/refunds' && request.idempotencyKey === key);

describe('refunds through Stripe (a local fake of its API)', () => {
  it('refunds the amount under the key refund-<id>, once for a double click', async () => {
    const { intentId, order } = await aStripeOrder(1700, 2);
    const input = aRefundInput({ lines: [{ position: 1, quantity: 1 }] });
    const refunded = await refundOrder(db(), ctx.config, order.reference, input, OPERATOR, LOG);
    const again = await refundOrder(db(), ctx.config, order.reference, input, OPERATOR, LOG);
    expect(again).toEqual(refunded);
    expect(refunded).toMatchObject({ status: 'succeeded', total: { amount: 1700 } });
    expect(stripeFake().intents.get(intentId)?.amount_refunded).toBe(1700);
    expect(refundRequests(`refund-${refunded.id}`)).toHaveLength(1);
    const payment = await db()
      .selectFrom('payment_refund')
      .innerJoin('refund', 'refund.payment_refund_id', 'payment_refund.id')
      .select(['payment_refund.status', 'payment_refund.provider_refund_id'])
      .where('refund.id', '=', refunded.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('succeeded');
    expect(payment.provider_refund_id).toMatch(/^re_/);
  });

  it('gives back the rest of the charge when the order is cancelled', async () => {
    const { intentId, order } = await aStripeOrder(1100, 3);
    await refundOrder(db(), ctx.config, order.reference, aRefundInput({ shipping: true }), OPERATOR, LOG);
    const cancelled = await cancelOrder(db(), ctx.config, order.reference, { reason: null }, OPERATOR, LOG);
    expect(cancelled.refund?.status).toBe('succeeded');
    expect(stripeFake().intents.get(intentId)?.amount_refunded).toBe(order.total_amount);
  });
});

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aProduct } from '../../test/fixtures.ts';
import { aCartReadyToPay } from './checkout-test-support.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';

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

const WEBHOOK_SECRET = 'whsec_test_tendero_fake';
const ctx = useTestApp({
  STRIPE_SECRET_KEY: 'sk_test_tendero_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_tendero_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: fakeUrl,
});

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
});
afterAll(async () => {
  await fake.current?.close();
});

const ordersOf = (customerId: number) =>
  ctx.app.database.db.selectFrom('shop_order').selectAll().where('customer_id', '=', customerId).execute();

/** A webhook as Stripe sends it, signed with the package's own test helper. */
function stripeWebhook(type: string, intent: object, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  return {
    body,
    signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
  };
}

const postWebhook = (webhook: { body: string; signature: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
    payload: webhook.body,
  });

describe('paying through Stripe (a local fake of its API)', () => {
  it('names Stripe and its publishable key for the Payment Element', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const auth = (await browser.get('/v1/cart/payment/auth')).json();
    expect(auth).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_tendero_fake', payable: true });
  });

  it('creates one intent per cart with the cart id + revision as idempotency key, updates it in place', async () => {
    const product = await aProduct(ctx.app, { price: 1200, stock: 5 });
    const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const cart = (await browser.get('/v1/cart')).json();
    const first = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    const created = stripeFake().requests.filter((request) => request.path === '/v1/payment_intents');
    expect(created.at(-1)?.idempotencyKey).toBe(`cart-${cart.id}-r${cart.revision}`);
    const intent = stripeFake().intents.get(first.intentId);
    expect(intent).toMatchObject({ amount: cart.totals.total.amount, currency: 'eur' });
    expect(intent?.metadata).toMatchObject({ cartId: String(cart.id), revision: String(cart.revision) });

    await browser.patch('/v1/cart', { productId: product.id, quantity: 1 });
    const second = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    expect(second.intentId).toBe(first.intentId);
    expect(stripeFake().intents.get(first.intentId)?.amount).toBe(second.amount.amount);
  });

  it('places the order on the shopper’s return, and the webhook after it changes nothing', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 2 }]);
    const { intentId } = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    const paid = stripeFake().confirm(intentId, 'succeeded');
    const placed = await browser.get(
      `/v1/orders/stripe/confirmation?payment_intent=${intentId}&redirect_status=succeeded`,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const webhook = await postWebhook(stripeWebhook('payment_intent.succeeded', paid));
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
    expect((await ordersOf(customer.id))[0]).toMatchObject({
      payment_provider: 'stripe',
      reference: placed.json().reference,
    });
  });

  it('places the order from the webhook alone, once for a webhook sent twice', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const { intentId } = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    const paid = stripeFake().confirm(intentId, 'succeeded');
    const webhook = stripeWebhook('payment_intent.succeeded', paid);
    await Promise.all([postWebhook(webhook), postWebhook(webhook)]);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('explains a decline from Stripe', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const { intentId } = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    const declined = stripeFake().confirm(intentId, { declineCode: 'insufficient_funds' });
    expect((await postWebhook(stripeWebhook('payment_intent.payment_failed', declined))).statusCode).toBe(
      200,
    );
    const answer = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${intentId}`);
    expect(answer.statusCode).toBe(402);
    expect(answer.json().details[0].message).toBe('error.payment.decline.insufficient_funds');
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it('refunds through Stripe when the paid amount is not the cart’s', async () => {
    const product = await aProduct(ctx.app, { price: 1000, stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const { intentId } = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    await browser.patch('/v1/cart', { productId: product.id, quantity: 1 });
    stripeFake().confirm(intentId, 'succeeded');
    const answer = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${intentId}`);
    expect(answer.statusCode).toBe(409);
    expect(await ordersOf(customer.id)).toHaveLength(0);
    const intent = stripeFake().intents.get(intentId);
    expect(intent?.amount_refunded).toBe(intent?.amount);
    const refund = stripeFake().requests.find((request) => request.path === '/v1/refunds');
    expect(refund?.idempotencyKey).toBe(`refund-${intentId}`);
  });

  it('refuses a webhook signed with another secret', async () => {
    const body = JSON.stringify({
      id: 'evt_x',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_someone_else',
    });
    const response = await postWebhook({ body, signature });
    expect(response.statusCode).toBe(400);
  });
});

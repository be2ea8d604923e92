import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aCode, aProduct, aPromotion, aSignedInCustomer } from '../../test/fixtures.ts';
import { handleDueEvents } from '../events/service.ts';
import { eventHandlers } from '../events/handlers.ts';
import { aCartReadyToPay, payWithTestCard } from './checkout-test-support.ts';
import { paymentProviderOf } from './providers.ts';
import { signedTestWebhook, TestProvider } from './test-provider.ts';

const ctx = useTestApp();

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
});

const db = () => ctx.app.database.db;
const provider = () => {
  const current = paymentProviderOf(db(), ctx.config);
  if (!(current instanceof TestProvider)) throw new Error('the tests expect the test provider');
  return current;
};
/** The event worker's round: delivers the test provider's webhooks, mails, invoices. */
const runWorker = async () => {
  const handlers = eventHandlers({ db: db(), config: ctx.config });
  while ((await handleDueEvents(db(), handlers, { batch: 100 })).handled > 0);
};

const ordersOf = (customerId: number) =>
  db().selectFrom('shop_order').selectAll().where('customer_id', '=', customerId).execute();
const stockOf = async (productId: number) =>
  (await db().selectFrom('product').select('stock').where('id', '=', productId).executeTakeFirstOrThrow())
    .stock;

describe('GET /v1/cart/payment/auth', () => {
  it('says an anonymous cart cannot be paid, and why', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/cart/payment/auth' });
    expect(response.statusCode).toBe(200);
    const auth = response.json();
    expect(auth.payable).toBe(false);
    expect(auth.problems.map((problem: { key: string }) => problem.key)).toContain(
      'cart.problem.signInRequired',
    );
  });

  it('names the provider, the amount and the revision of a cart ready to pay', async () => {
    const product = await aProduct(ctx.app, { price: 2500, stock: 5 });
    const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 2 }]);
    const cart = (await browser.get('/v1/cart')).json();
    const auth = (await browser.get('/v1/cart/payment/auth')).json();
    expect(auth).toMatchObject({
      payable: true,
      problems: [],
      provider: 'test',
      publishableKey: null,
      zeroAmount: false,
      revision: cart.revision,
      amount: cart.totals.total,
    });
    expect(auth.amount.amount).toBe(5000 + cart.totals.shipping.amount);
  });
});

describe('GET /v1/orders/stripe/fees', () => {
  it('charges consumers nothing for paying by card', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/orders/stripe/fees' });
    expect(response.json()).toEqual({ items: [{ method: 'card', fee: { amount: 0, currency: 'EUR' } }] });
  });
});

describe('paying with the test provider', () => {
  it('places exactly one order for 4242 4242 4242 4242, takes stock and empties the cart', async () => {
    const product = await aProduct(ctx.app, { price: 1990, stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 2 }]);
    const total = (await browser.get('/v1/cart')).json().totals.total.amount;
    const paid = await payWithTestCard(browser, '4242 4242 4242 4242');
    expect(paid.outcome).toEqual({ status: 'succeeded', declineCode: null });
    expect(paid.amount).toBe(total);

    const confirmed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { reference } = confirmed.json();
    expect(reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The return page reloaded, and the webhook arriving after: the same order, no second one.
    expect(
      (await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`)).json(),
    ).toEqual({
      reference,
      status: 'paid',
    });
    await runWorker();
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      reference,
      total_amount: total,
      status: 'paid',
      payment_provider: 'test',
    });
    expect(await stockOf(product.id)).toBe(3);
    const cart = (await browser.get('/v1/cart')).json();
    expect(cart.lines).toEqual([]);
    // The confirmation went out once, however often the worker ran.
    await runWorker();
    const mails = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', customer.email)
      .where('template', '=', 'order-confirmation')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(reference);
    expect(mails[0]?.text).toContain(`/en/account/orders/${reference}`);
    // It links to the terms page the shop serves in the order's language.
    const termsLink = mails[0]?.text.match(/https?:\/\/\S+\/en\/pages\/([a-z0-9-]+)\n/);
    expect(termsLink?.[1]).toBe('terms-and-conditions');
    expect(mails[0]?.html).toContain(`href="${termsLink?.[0].trim()}"`);
    const terms = await ctx.app.inject({
      url: `/v1/cms/pages/${termsLink?.[1]}`,
      headers: { 'x-locale': 'en' },
    });
    expect(terms.statusCode).toBe(200);
    expect(terms.json().key).toBe('terms');
  });

  it('explains a declined card and takes the second card', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const declined = await payWithTestCard(browser, '4000000000000002');
    expect(declined.outcome).toEqual({ status: 'requires_payment_method', declineCode: 'card_declined' });
    const answer = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${declined.intentId}`);
    expect(answer.statusCode).toBe(402);
    expect(answer.json().details[0].message).toBe('error.payment.decline.card_declined');

    const poor = await payWithTestCard(browser, '4000000000009995');
    expect(poor.intentId).toBe(declined.intentId);
    expect(poor.outcome.declineCode).toBe('insufficient_funds');

    const second = await payWithTestCard(browser, '4242424242424242');
    expect(second.intentId).toBe(declined.intentId);
    const placed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${second.intentId}`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('refuses a card that is not a card before asking anyone', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    expect((await payWithTestCard(browser, '4242 4242 4242 4241')).outcome.declineCode).toBe(
      'incorrect_number',
    );
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184 and places the order after the challenge', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const paid = await payWithTestCard(browser, '4000002760003184');
    expect(paid.outcome.status).toBe('requires_action');
    const early = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().details[0].message).toBe('error.payment.status.requires_action');

    const failed = await browser.post(`/v1/payments/test/intents/${paid.intentId}/challenge`, {
      clientSecret: paid.clientSecret,
      approve: false,
    });
    expect(failed.json()).toEqual({
      status: 'requires_payment_method',
      declineCode: 'authentication_failed',
    });
    const again = await payWithTestCard(browser, '4000002760003184');
    const passed = await browser.post(`/v1/payments/test/intents/${again.intentId}/challenge`, {
      clientSecret: again.clientSecret,
      approve: true,
    });
    expect(passed.json()).toEqual({ status: 'succeeded', declineCode: null });
    const placed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${again.intentId}`);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('places the order from the webhook when the shopper never comes back, once however often it comes', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const paid = await payWithTestCard(browser, '4242424242424242');
    await runWorker();
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    // The same event again, and an older "failed" event arriving late: nothing changes.
    const intent = await provider().retrieveIntent(paid.intentId);
    if (!intent) throw new Error('intent gone');
    for (const event of [
      { id: 'evt_again', type: 'payment_intent.succeeded', intent },
      {
        id: 'evt_old',
        type: 'payment_intent.payment_failed',
        intent: { ...intent, status: 'requires_payment_method' as const, lastError: 'card_declined' },
      },
    ]) {
      const { body, signature } = signedTestWebhook(provider().webhookSecret, event);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await ordersOf(customer.id)).toHaveLength(1);
    const confirmed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
    expect(confirmed.json().reference).toBe(orders[0]?.reference);
  });

  it('answers one order to a confirmation and a webhook racing each other', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const paid = await payWithTestCard(browser, '4242424242424242');
    const [first, second] = await Promise.all([
      browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`),
      browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`),
      runWorker(),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('refuses webhooks without the provider’s signature', async () => {
    const body = JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } });
    for (const signature of [undefined, 't=1,v1=00']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/payments/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('error.payment.webhookSignature');
    }
  });

  it('places no order and refunds when the cart changed after the payment was set up', async () => {
    const product = await aProduct(ctx.app, { price: 1000, stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const intent = await browser.get('/v1/orders/stripe/payment-intent');
    const { intentId, clientSecret, amount } = intent.json();
    // Another tab adds a unit; the first tab pays the old amount.
    expect((await browser.patch('/v1/cart', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
    await browser.post(`/v1/payments/test/intents/${intentId}/confirm`, {
      clientSecret,
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const answer = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${intentId}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().details[0].message).toBe('error.payment.refunded.mismatch');
    await runWorker();
    expect(await ordersOf(customer.id)).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(5);
    const refunded = await db()
      .selectFrom('test_payment_intent')
      .select('amount_refunded')
      .where('id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(refunded.amount_refunded).toBe(amount.amount);
    // Paying again works, with a new intent for the cart as it is now.
    const again = await payWithTestCard(browser, '4242424242424242');
    expect(again.intentId).not.toBe(intentId);
    expect(
      (await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${again.intentId}`)).statusCode,
    ).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it('places the order of a cart holding a code that does not apply yet, without its discount', async () => {
    const product = await aProduct(ctx.app, { price: 2000, stock: 5 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const code = aCode('LATER');
    await aPromotion(ctx.app, { code, kind: 'reductionAmount', value: 500, minimumAmount: 100_000 });
    const entered = (await browser.patch('/v1/cart/rule', { code })).json();
    expect(entered.rules).toMatchObject([{ code, applicable: false, reason: 'minimumNotReached' }]);
    const paid = await payWithTestCard(browser, '4242 4242 4242 4242');
    const confirmed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orders = await ordersOf(customer.id);
    expect(orders).toMatchObject([{ total_amount: paid.amount, discount_amount: 0, status: 'paid' }]);
    const refunded = await db()
      .selectFrom('test_payment_intent')
      .select('amount_refunded')
      .where('id', '=', paid.intentId)
      .executeTakeFirstOrThrow();
    expect(refunded.amount_refunded).toBe(0);
  });

  it('refuses to set up a payment for a revision the shopper did not review', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const { revision } = (await browser.get('/v1/cart')).json();
    const stale = await browser.get(`/v1/orders/stripe/payment-intent?revision=${revision - 1}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('error.payment.cartChanged');
    expect((await browser.get(`/v1/orders/stripe/payment-intent?revision=${revision}`)).statusCode).toBe(200);
  });

  it('keeps one intent per cart, updated in place when the total changes', async () => {
    const product = await aProduct(ctx.app, { price: 1000, stock: 5 });
    const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const first = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    expect((await browser.get('/v1/orders/stripe/payment-intent')).json().intentId).toBe(first.intentId);
    await browser.patch('/v1/cart', { productId: product.id, quantity: 1 });
    const second = (await browser.get('/v1/orders/stripe/payment-intent')).json();
    expect(second.intentId).toBe(first.intentId);
    expect(second.amount.amount).toBe(first.amount.amount + 1000);
    expect((await provider().retrieveIntent(first.intentId))?.amount).toBe(second.amount.amount);
  });

  it('places no order and refunds when the last units were sold meanwhile', async () => {
    const product = await aProduct(ctx.app, { stock: 1 });
    const first = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const second = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const paidFirst = await payWithTestCard(first.browser, '4242424242424242');
    const paidSecond = await payWithTestCard(second.browser, '4242424242424242');
    expect(
      (await first.browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paidFirst.intentId}`))
        .statusCode,
    ).toBe(200);
    const late = await second.browser.get(
      `/v1/orders/stripe/confirmation?payment_intent=${paidSecond.intentId}`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().details[0].message).toBe('error.payment.refunded.stock');
    expect(await stockOf(product.id)).toBe(0);
  });

  it('does not tell one customer about another’s payment', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const paid = await payWithTestCard(browser, '4242424242424242');
    const { browser: stranger } = await aSignedInCustomer(ctx.app);
    const answer = await stranger.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
    expect(answer.statusCode).toBe(404);
    expect((await stranger.get('/v1/orders/stripe/confirmation?payment_intent=nonsense')).statusCode).toBe(
      400,
    );
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses to set up a payment for a cart that is not ready', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const answer = await browser.get('/v1/orders/stripe/payment-intent');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('error.payment.cartNotPayable');
  });
});

describe('POST /v1/orders/zero', () => {
  /** A cart ready to pay whose total two codes (100 % off, free shipping) bring to 0. */
  const aZeroAmountCart = async (name: string) => {
    const code = aCode(name);
    await aPromotion(ctx.app, { code, value: 10000, target: 'cart' });
    await aPromotion(ctx.app, { code: `${code}S`, kind: 'freeShippingOnly', value: 0, target: 'cart' });
    const product = await aProduct(ctx.app, { price: 1500, stock: 3 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    expect((await browser.patch('/v1/cart/rule', { code })).statusCode).toBe(200);
    expect((await browser.patch('/v1/cart/rule', { code: `${code}S` })).statusCode).toBe(200);
    return { browser, customer, product };
  };

  it('places a zero-amount order paid by a 100 % code, once for a double click', async () => {
    const { browser, customer, product } = await aZeroAmountCart('FREE');
    const auth = (await browser.get('/v1/cart/payment/auth')).json();
    expect(auth).toMatchObject({ zeroAmount: true, provider: null, amount: { amount: 0 } });
    expect((await browser.get('/v1/orders/stripe/payment-intent')).json().message).toBe(
      'error.payment.nothingToPay',
    );

    const [first, second] = await Promise.all([
      browser.post('/v1/orders/zero'),
      browser.post('/v1/orders/zero'),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ total_amount: 0, payment_provider: 'none', status: 'paid' });
    expect(await stockOf(product.id)).toBe(2);
  });

  it('places it while a further code waits on the cart, unapplied', async () => {
    const { browser, customer } = await aZeroAmountCart('FREEPLUS');
    const later = aCode('LATER');
    await aPromotion(ctx.app, { code: later, startsAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await browser.patch('/v1/cart/rule', { code: later })).statusCode).toBe(200);
    const answer = await browser.post('/v1/orders/zero');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await ordersOf(customer.id)).toMatchObject([{ total_amount: 0, payment_provider: 'none' }]);
  });

  it('answers 409 when something is to be paid', async () => {
    const product = await aProduct(ctx.app, { stock: 3 });
    const { browser, customer } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }]);
    const answer = await browser.post('/v1/orders/zero');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('error.order.amountDue');
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it('answers 409 with its own key when the cart is no longer at the revision reviewed', async () => {
    const { browser, customer } = await aZeroAmountCart('ZEROREV');
    const { revision } = (await browser.get('/v1/cart/payment/auth')).json();
    const answer = await browser.post('/v1/orders/zero', { revision: revision + 1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      message: 'error.order.cartChanged',
      details: [{ path: 'revision', message: 'error.order.cartChanged', params: { revision } }],
    });
    expect(await ordersOf(customer.id)).toHaveLength(0);
  });

  it('wants a signed-in customer', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/v1/orders/zero' })).statusCode).toBe(401);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { aProduct, aSignedInCustomer, signedIn } from '../../test/fixtures.ts';
import { eventHandlers } from '../events/handlers.ts';
import { handleDueEvents } from '../events/service.ts';
import { aCartReadyToPay, payWithTestCard } from '../payments/checkout-test-support.ts';

const ctx = useTestApp();

beforeAll(async () => {
  await seedCarriers(ctx.app.database.db);
});

/** A customer who bought `quantity` of a new product through the test provider. */
async function anOrder(quantity = 2, price = 1990) {
  const product = await aProduct(ctx.app, { price, stock: 10 });
  const bought = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity }]);
  const cart = (await bought.browser.get('/v1/cart')).json();
  const paid = await payWithTestCard(bought.browser, '4242424242424242');
  const placed = await bought.browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...bought, product, cart, reference: placed.json().reference as string };
}

describe('GET /v1/me/orders', () => {
  it('lists the customer’s orders newest first, paged by cursor', async () => {
    const first = await anOrder(1);
    // A second order of the same customer.
    const product = await aProduct(ctx.app, { stock: 3 });
    await first.browser.patch('/v1/cart', { productId: product.id, quantity: 3 });
    const { chooseAddressAndCarrier } = await import('../payments/checkout-test-support.ts');
    await chooseAddressAndCarrier(first.browser, first.address.id);
    const paid = await payWithTestCard(first.browser, '4242424242424242');
    const second = (
      await first.browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`)
    ).json();

    const page1 = (await first.browser.get('/v1/me/orders?limit=1')).json();
    expect(page1.items).toHaveLength(1);
    expect(page1.items[0]).toMatchObject({ reference: second.reference, status: 'paid', itemCount: 3 });
    const page2 = (await first.browser.get(`/v1/me/orders?limit=1&cursor=${page1.nextCursor}`)).json();
    expect(page2.items[0].reference).toBe(first.reference);
    expect(page2.items[0].total).toEqual(first.cart.totals.total);
    expect(page2.nextCursor).toBeNull();
  });

  it('is for signed-in customers only and shows nobody else’s orders', async () => {
    await anOrder();
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/me/orders' })).statusCode).toBe(401);
    const { browser } = await aSignedInCustomer(ctx.app);
    expect((await browser.get('/v1/me/orders')).json()).toEqual({ items: [], nextCursor: null });
    expect((await browser.get('/v1/me/orders?cursor=%%%')).statusCode).toBe(400);
  });
});

describe('GET /v1/me/orders/{reference}', () => {
  it('shows what was bought at the prices paid, addresses, carrier, payment and history', async () => {
    const { browser, reference, cart, product } = await anOrder(2, 1990);
    const response = await browser.get(`/v1/me/orders/${reference.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      reference,
      status: 'paid',
      totals: cart.totals,
      payment: { provider: 'test', amount: cart.totals.total },
      conversionSent: false,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        sku: product.sku,
        quantity: 2,
        unitPrice: { amount: 1990, currency: 'EUR' },
        total: { amount: 3980, currency: 'EUR' },
        vatRate: 1900,
      }),
    ]);
    expect(order.addresses.delivery).toMatchObject({
      city: 'Berlin',
      countryIso: 'DE',
      countryName: 'Germany',
    });
    expect(order.carrier.name).toBe(cart.shipping.method.name);
    expect(order.history.map((entry: { status: string }) => entry.status)).toEqual(['paid']);
    const vat = order.totals.vat.reduce(
      (sum: number, group: { vat: { amount: number } }) => sum + group.vat.amount,
      0,
    );
    const net = order.totals.vat.reduce(
      (sum: number, group: { net: { amount: number } }) => sum + group.net.amount,
      0,
    );
    expect(net + vat).toBe(order.totals.total.amount);
  });

  it('says the language the order was placed in, whatever the language it is read in', async () => {
    const product = await aProduct(ctx.app, { stock: 5 });
    const { customer, browser } = await aCartReadyToPay(ctx.app, [{ productId: product.id, quantity: 1 }], {
      locale: 'de',
    });
    const paid = await payWithTestCard(browser, '4242424242424242');
    const placed = await browser.get(`/v1/orders/stripe/confirmation?payment_intent=${paid.intentId}`);
    expect(placed.statusCode, placed.body).toBe(200);
    const inEnglish = await signedIn(ctx.app, customer, { locale: 'en' });
    const order = (await inEnglish.get(`/v1/me/orders/${placed.json().reference}`)).json();
    expect(order.locale).toBe('de');
    expect(order.addresses.delivery.countryName).toBe('Germany');
  });

  it('answers another customer’s order like an unknown one', async () => {
    const { reference } = await anOrder();
    const { browser } = await aSignedInCustomer(ctx.app);
    const answer = await browser.get(`/v1/me/orders/${reference}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('error.order.notFound');
    expect((await browser.get('/v1/me/orders/not-a-reference')).statusCode).toBe(400);
  });
});

describe('the invoice of an order', () => {
  it('is issued once the order is paid, listed on the order and downloadable as PDF', async () => {
    const { browser, reference, cart } = await anOrder(3, 1234);
    const db = ctx.app.database.db;
    const handlers = eventHandlers({ db, config: ctx.config });
    while ((await handleDueEvents(db, handlers, { batch: 100 })).handled > 0);
    // A handler running twice issues nothing more.
    const order = await db
      .selectFrom('shop_order')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    await handlers['order.paid'](
      { orderId: order.id },
      { id: 0, type: 'order.paid', attempts: 0, createdAt: '' },
    );

    const detail = (await browser.get(`/v1/me/orders/${reference}`)).json();
    expect(detail.documents).toEqual([
      {
        type: 'invoice',
        number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
        issuedAt: expect.any(String),
        href: expect.stringMatching(/^\/v1\/me\/orders\/document\/invoice\/INV-/),
      },
    ]);
    const pdf = await browser.get(detail.documents[0].href);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const invoices = (await browser.get('/v1/me/invoices')).json();
    expect(invoices.items).toHaveLength(1);
    expect(invoices.items[0]).toMatchObject({ orderReference: reference, total: cart.totals.total });
    const { browser: stranger } = await aSignedInCustomer(ctx.app);
    expect((await stranger.get(detail.documents[0].href)).statusCode).toBe(404);
  });
});

describe('PATCH /v1/me/orders/{reference}', () => {
  it('keeps the conversion flag, so a reload never reports twice', async () => {
    const { browser, reference } = await anOrder();
    const set = await browser.patch(`/v1/me/orders/${reference}`, { conversionSent: true });
    expect(set.json()).toEqual({ conversionSent: true });
    expect((await browser.get(`/v1/me/orders/${reference}`)).json().conversionSent).toBe(true);
    expect((await browser.patch(`/v1/me/orders/${reference}`, { conversionSent: 'yes' })).statusCode).toBe(
      400,
    );
    const { browser: stranger } = await aSignedInCustomer(ctx.app);
    expect((await stranger.patch(`/v1/me/orders/${reference}`, { conversionSent: true })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /v1/me/orders/{reference}/repeat', () => {
  it('puts what is still sold into the cart and says what was not', async () => {
    const { browser, reference, product } = await anOrder(2);
    const answer = await browser.post(`/v1/me/orders/${reference}/repeat`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ added: [{ productId: product.id, quantity: 2 }], skipped: [] });
    const cart = (await browser.get('/v1/cart')).json();
    expect(
      cart.lines.map((line: { productId: number; quantity: number }) => [line.productId, line.quantity]),
    ).toEqual([[product.id, 2]]);
    // Only 8 left, 2 in the cart: a third repeat gets what remains.
    await browser.post(`/v1/me/orders/${reference}/repeat`);
    await browser.post(`/v1/me/orders/${reference}/repeat`);
    await browser.post(`/v1/me/orders/${reference}/repeat`);
    const short = (await browser.post(`/v1/me/orders/${reference}/repeat`)).json();
    expect(short.skipped).toEqual([
      { productId: product.id, name: expect.any(String), reason: 'outOfStock' },
    ]);
  });

  it('is a 404 for another customer’s order', async () => {
    const { reference } = await anOrder();
    const { browser } = await aSignedInCustomer(ctx.app);
    expect((await browser.post(`/v1/me/orders/${reference}/repeat`)).statusCode).toBe(404);
  });
});

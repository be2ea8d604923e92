import { beforeAll, describe, expect, it } from 'vitest';
import { Cart, CartCarriers, CartValidation, type Address } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import {
  aCode,
  anAddress,
  aProduct,
  aPromotion,
  aSignedInCustomer,
  type AddressOverrides,
  type ProductOverrides,
} from '../../test/fixtures.ts';
import { Browser } from '../auth/test-support.ts';
import { markCartOrdered, type CartContext } from '../cart/index.ts';
import { lockCartForOrder } from './cart-for-order.ts';

const VIENNA: AddressOverrides = {
  countryIso: 'AT',
  address1: 'Ringstraße 1',
  postcode: '1010',
  city: 'Wien',
};
const ZURICH: AddressOverrides = {
  countryIso: 'CH',
  address1: 'Bahnhofstrasse 1',
  postcode: '8001',
  city: 'Zürich',
};
const REYKJAVIK: AddressOverrides = {
  countryIso: 'IS',
  address1: 'Laugavegur 1',
  postcode: '101',
  city: 'Reykjavík',
};

describe('the checkout’s addresses and carrier on the cart', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const cartOf = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    return Cart.parse(response.json());
  };
  const product = (overrides: ProductOverrides = {}) => aProduct(ctx.app, overrides);
  const add = (browser: Browser, productId: number, quantity = 1) =>
    browser.patch('/v1/cart', { productId, quantity });
  const put = (browser: Browser, productId: number, quantity: number) =>
    browser.request({ method: 'PUT', url: '/v1/cart', payload: { productId, quantity } });
  const read = async (browser: Browser, query = '') => cartOf(await browser.get(`/v1/cart${query}`));
  const choose = (browser: Browser, delivery: Pick<Address, 'id'>, invoice: Pick<Address, 'id'> = delivery) =>
    browser.post('/v1/cart/address', { addressDeliveryId: delivery.id, addressInvoiceId: invoice.id });
  const carriers = async (browser: Browser) => {
    const response = await browser.get('/v1/cart/carriers');
    expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
    return CartCarriers.parse(response.json());
  };
  const chooseCarrier = (browser: Browser, carrierMethodId: unknown) =>
    browser.post('/v1/cart/carriers', { carrierMethodId });
  const problems = async (browser: Browser, step: number) =>
    CartValidation.parse((await browser.get(`/v1/cart/validate?step=${step}`)).json()).problems.map(
      (problem) => problem.key,
    );
  /** A signed-in customer of the German shop with `item` in the cart and an address in Berlin. */
  const germanCustomer = async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app, { locale: 'de' });
    const berlin = await anAddress(ctx.app, customer.id);
    return { customer, browser, berlin };
  };
  // The demo shop's carriers: standard (4.90 € in central EU, 14.90 € to CH, up to 31.5 kg), express
  // (12.90 € / 29.90 €, up to 20 kg), freight only above 31.5 kg and not beyond Europe.
  let methods: { standard: number; express: number; freight: number };
  beforeAll(async () => {
    await seedCarriers(db());
    const rows = await db().selectFrom('carrier_method').select(['id', 'key']).execute();
    const id = (key: string) => rows.find((row) => row.key === key)?.id ?? 0;
    methods = { standard: id('standard'), express: id('express'), freight: id('freight') };
  });

  it('answers 401 to an anonymous visitor on every checkout route, whatever the body', async () => {
    const visitor = new Browser(ctx.app);
    const item = await product();
    await add(visitor, item.id);
    for (const response of [
      await visitor.post('/v1/cart/address', { addressDeliveryId: 1, addressInvoiceId: 1 }),
      await visitor.post('/v1/cart/address', { addressDeliveryId: 'x' }),
      await visitor.get('/v1/cart/carriers'),
      await visitor.post('/v1/cart/carriers', { carrierMethodId: methods.standard }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('auth.required');
    }
    expect((await read(visitor)).addresses).toEqual({ delivery: null, invoice: null });
    // An empty cart's answer carries the addresses too.
    expect((await read(new Browser(ctx.app))).addresses).toEqual({ delivery: null, invoice: null });
  });

  it('takes the delivery address’s country for VAT and shipping, over the estimate and the query', async () => {
    const { customer, browser, berlin } = await germanCustomer();
    const lamp = await product({ price: 11_900, stock: 5 });
    const before = cartOf(await add(browser, lamp.id));
    expect(before.shipping).toMatchObject({ country: 'DE', amount: { amount: 0 }, estimate: true });
    expect(before.lines[0]?.vatRate).toBe(1900);

    // Austria: 20 % VAT out of the same gross price; the invoice goes to Berlin.
    const vienna = await anAddress(ctx.app, customer.id, VIENNA);
    const austrian = cartOf(await choose(browser, vienna, berlin));
    expect(austrian.revision).toBeGreaterThan(before.revision);
    expect(austrian.step).toBe(before.step);
    expect(austrian.addresses.delivery).toMatchObject({ id: vienna.id, countryIso: 'AT', city: 'Wien' });
    expect(austrian.addresses.invoice).toMatchObject({ id: berlin.id, countryIso: 'DE' });
    expect(austrian.shipping).toMatchObject({ country: 'AT', estimate: true, available: true });
    expect(austrian.lines[0]?.vatRate).toBe(2000);
    expect(austrian.totals.vat).toEqual([
      { rate: 2000, net: { amount: 9917, currency: 'EUR' }, vat: { amount: 1983, currency: 'EUR' } },
    ]);
    expect(austrian.totals.total.amount).toBe(11_900);
    // The address decides, not the estimate country asked for.
    expect((await read(browser, '?country=FI')).shipping?.country).toBe('AT');
    cartOf(await browser.post('/v1/cart', { country: 'FR' }));
    expect((await read(browser)).shipping?.country).toBe('AT');

    // Switzerland: export, so the German VAT comes out of the price and none is charged.
    const zurich = await anAddress(ctx.app, customer.id, ZURICH);
    const swiss = cartOf(await choose(browser, zurich, berlin));
    expect(swiss.revision).toBeGreaterThan(austrian.revision);
    expect(swiss.totals.vatExemption).toBe('export');
    expect(swiss.lines[0]?.unitPrice.amount).toBe(10_000);
    expect(swiss.shipping).toMatchObject({ country: 'CH', amount: { amount: 1252 }, freeAbove: null });
    expect(swiss.totals.total.amount).toBe(10_000 + 1252);
    expect(swiss.totals.vat.every((line) => line.vat.amount === 0)).toBe(true);
    // The same address may be both.
    const both = cartOf(await choose(browser, berlin));
    expect(both.addresses.delivery?.id).toBe(berlin.id);
    expect(both.addresses.invoice?.id).toBe(berlin.id);
    expect(both.totals.vatExemption).toBeNull();
  });

  it('refuses another customer’s and unknown addresses with 404, and bad ids with validation keys', async () => {
    const { browser, berlin } = await germanCustomer();
    const other = await germanCustomer();
    const item = await product();
    const before = cartOf(await add(browser, item.id));
    const cases: [object, number, string, string][] = [
      [
        { addressDeliveryId: other.berlin.id, addressInvoiceId: berlin.id },
        404,
        'addressDeliveryId',
        'error.address.notFound',
      ],
      [
        { addressDeliveryId: berlin.id, addressInvoiceId: 999_999_999 },
        404,
        'addressInvoiceId',
        'error.address.notFound',
      ],
      [
        { addressDeliveryId: 0, addressInvoiceId: berlin.id },
        400,
        'addressDeliveryId',
        'validation.number.min',
      ],
      [
        { addressDeliveryId: -1, addressInvoiceId: berlin.id },
        400,
        'addressDeliveryId',
        'validation.number.min',
      ],
      [
        { addressDeliveryId: berlin.id, addressInvoiceId: 1.5 },
        400,
        'addressInvoiceId',
        'validation.number.integer',
      ],
      [
        { addressDeliveryId: String(berlin.id), addressInvoiceId: berlin.id },
        400,
        'addressDeliveryId',
        'validation.number.type',
      ],
      [{ addressDeliveryId: berlin.id }, 400, 'addressInvoiceId', 'validation.number.required'],
      [
        { addressDeliveryId: berlin.id, addressInvoiceId: berlin.id, carrierMethodId: 1 },
        400,
        '',
        'validation.object.unknown',
      ],
    ];
    for (const [payload, status, path, key] of cases) {
      const response = await browser.post('/v1/cart/address', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().details?.[0], JSON.stringify(payload)).toMatchObject({ path, message: key });
    }
    const after = await read(browser);
    expect(after.revision).toBe(before.revision);
    expect(after.addresses).toEqual({ delivery: null, invoice: null });
    // The other customer's address is untouched and still theirs.
    expect(cartOf(await choose(other.browser, other.berlin)).addresses.delivery?.id).toBe(other.berlin.id);
  });

  it('refuses a delivery country no carrier serves for the cart’s weight with 409 and the country', async () => {
    const { customer, browser, berlin } = await germanCustomer();
    const reykjavik = await anAddress(ctx.app, customer.id, REYKJAVIK);
    // 40 kg: only freight takes it, and freight does not go beyond Europe.
    const anvil = await product({ price: 59_900, weightGrams: 40_000, stock: 5 });
    const before = cartOf(await add(browser, anvil.id));
    const refused = await choose(browser, reykjavik, berlin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'error.cart.countryNotServed',
      details: [{ path: 'addressDeliveryId', params: { country: 'IS' } }],
    });
    const after = await read(browser);
    expect(after.revision).toBe(before.revision);
    expect(after.addresses.delivery).toBeNull();
    expect(after.shipping?.country).toBe('DE');
    // A parcel goes there.
    await browser.request({ method: 'DELETE', url: '/v1/cart', payload: { productId: anvil.id } });
    const light = await product({ weightGrams: 500 });
    await add(browser, light.id);
    const icelandic = cartOf(await choose(browser, reykjavik, berlin));
    expect(icelandic.shipping).toMatchObject({ country: 'IS', available: true, amount: { amount: 2092 } });
  });

  it('lists the carriers for the delivery address priced for this cart, and takes one of them', async () => {
    const { customer, browser, berlin } = await germanCustomer();
    const item = await product({ price: 1990, weightGrams: 500, stock: 100 });
    await add(browser, item.id);
    for (const response of [
      await browser.get('/v1/cart/carriers'),
      await chooseCarrier(browser, methods.standard),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('error.cart.noDeliveryAddress');
    }
    cartOf(await choose(browser, berlin));
    const offered = await carriers(browser);
    expect(offered.country).toBe('DE');
    expect(
      offered.items.map((option) => [option.id, option.price.amount, option.free, option.chosen]),
    ).toEqual([
      [methods.standard, 490, false, false],
      [methods.express, 1290, false, false],
    ]);
    expect(offered.items[0]).toMatchObject({ freeAbove: { amount: 4900 }, deliveryDays: { min: 2, max: 3 } });
    expect(offered.items[1]?.name).toBe('Expressversand (Falco)');

    const before = await read(browser);
    const express = cartOf(await chooseCarrier(browser, methods.express));
    expect(express.revision).toBeGreaterThan(before.revision);
    expect(express.shipping).toMatchObject({
      method: { id: methods.express, name: 'Expressversand (Falco)' },
      estimate: false,
      amount: { amount: 1290 },
      deliveryDays: { min: 1, max: 2 },
    });
    expect(express.totals.total.amount).toBe(1990 + 1290);
    expect((await carriers(browser)).items.map((option) => option.chosen)).toEqual([false, true]);

    // Above the threshold the standard parcel is free; express never is.
    cartOf(await put(browser, item.id, 3));
    expect(
      (await carriers(browser)).items.map((option) => [option.id, option.price.amount, option.free]),
    ).toEqual([
      [methods.standard, 0, true],
      [methods.express, 1290, false],
    ]);
    // To Switzerland without VAT: the prices net of the German VAT, the chosen express still chosen.
    const zurich = await anAddress(ctx.app, customer.id, ZURICH);
    const swiss = cartOf(await choose(browser, zurich, berlin));
    expect(swiss.shipping).toMatchObject({
      method: { id: methods.express },
      estimate: false,
      amount: { amount: 2513 },
    });
    expect((await carriers(browser)).items.map((option) => [option.id, option.price.amount])).toEqual([
      [methods.standard, 1252],
      [methods.express, 2513],
    ]);
    // A free-shipping code makes every method free.
    const code = aCode('SHIPFREE');
    await aPromotion(ctx.app, { code, kind: 'freeShippingOnly', value: 0 });
    cartOf(await browser.patch('/v1/cart/rule', { code }));
    expect((await carriers(browser)).items.every((option) => option.price.amount === 0 && option.free)).toBe(
      true,
    );
    expect((await read(browser)).totals.shipping.amount).toBe(0);
  });

  it('refuses a carrier that does not deliver the cart, and bad ids, leaving the choice as it was', async () => {
    const { browser, berlin } = await germanCustomer();
    const item = await product({ weightGrams: 500, stock: 100 });
    await add(browser, item.id);
    cartOf(await choose(browser, berlin));
    const chosen = cartOf(await chooseCarrier(browser, methods.standard));
    const cases: [unknown, number, string][] = [
      [methods.freight, 409, 'error.cart.carrierNotAvailable'],
      [999_999_999, 409, 'error.cart.carrierNotAvailable'],
      [0, 400, 'validation.number.min'],
      ['1', 400, 'validation.number.type'],
      [undefined, 400, 'validation.number.required'],
    ];
    for (const [carrierMethodId, status, key] of cases) {
      const response = await chooseCarrier(browser, carrierMethodId);
      expect(response.statusCode, String(carrierMethodId)).toBe(status);
      expect(response.json().details[0], String(carrierMethodId)).toMatchObject({
        path: 'carrierMethodId',
        message: key,
      });
    }
    const after = await read(browser);
    expect(after.revision).toBe(chosen.revision);
    expect(after.shipping).toMatchObject({ method: { id: methods.standard }, estimate: false });
  });

  it('falls back to the cheapest estimate when the chosen carrier no longer delivers the cart', async () => {
    const { browser, berlin } = await germanCustomer();
    const item = await product({ weightGrams: 500, stock: 100 });
    await add(browser, item.id);
    cartOf(await choose(browser, berlin));
    cartOf(await chooseCarrier(browser, methods.express));
    expect(await problems(browser, 3)).toEqual([]);
    // 20.5 kg: more than express takes; the standard parcel (free above 49 €) is the estimate again.
    const heavy = cartOf(await put(browser, item.id, 41));
    expect(heavy.shipping).toMatchObject({
      method: { id: methods.standard },
      estimate: true,
      amount: { amount: 0 },
      free: true,
    });
    expect(await problems(browser, 3)).toEqual(['cart.problem.noCarrier']);
    // Light again, express counts again.
    expect(cartOf(await put(browser, item.id, 1)).shipping).toMatchObject({
      method: { id: methods.express },
      estimate: false,
    });
  });

  it('counts an address deleted after it was chosen as not chosen', async () => {
    const { customer, browser, berlin } = await germanCustomer();
    const vienna = await anAddress(ctx.app, customer.id, VIENNA);
    const item = await product({ stock: 10 });
    await add(browser, item.id);
    cartOf(await choose(browser, vienna, berlin));
    cartOf(await chooseCarrier(browser, methods.standard));
    expect((await browser.delete(`/v1/me/addresses/${vienna.id}`)).statusCode).toBe(204);
    const cart = await read(browser);
    expect(cart.addresses).toMatchObject({ delivery: null, invoice: { id: berlin.id } });
    // Still estimated for Austria, the country last chosen, but no longer with the chosen carrier.
    expect(cart.shipping).toMatchObject({ country: 'AT', estimate: true });
    expect(await problems(browser, 3)).toEqual(['cart.problem.noDeliveryAddress']);
    expect((await browser.get('/v1/cart/carriers')).json().message).toBe('error.cart.noDeliveryAddress');
    expect((await browser.delete(`/v1/me/addresses/${berlin.id}`)).statusCode).toBe(204);
    expect(await problems(browser, 2)).toEqual([
      'cart.problem.noDeliveryAddress',
      'cart.problem.noInvoiceAddress',
    ]);
  });

  it('validates every step up to the one asked', async () => {
    const item = await product({ stock: 10 });
    const visitor = new Browser(ctx.app);
    await add(visitor, item.id);
    expect(await problems(visitor, 0)).toEqual([]);
    expect(await problems(visitor, 1)).toEqual(['cart.problem.signInRequired']);
    expect(await problems(visitor, 3)).toEqual(['cart.problem.signInRequired']);

    const { customer, browser, berlin } = await germanCustomer();
    expect(await problems(browser, 3)).toEqual([
      'cart.problem.empty',
      'cart.problem.noDeliveryAddress',
      'cart.problem.noInvoiceAddress',
    ]);
    await add(browser, item.id);
    expect(await problems(browser, 1)).toEqual([]);
    expect(await problems(browser, 2)).toEqual([
      'cart.problem.noDeliveryAddress',
      'cart.problem.noInvoiceAddress',
    ]);
    cartOf(await choose(browser, berlin));
    expect(await problems(browser, 2)).toEqual([]);
    expect(await problems(browser, 3)).toEqual(['cart.problem.noCarrier']);
    cartOf(await chooseCarrier(browser, methods.standard));
    expect(CartValidation.parse((await browser.get('/v1/cart/validate?step=3')).json())).toEqual({
      valid: true,
      problems: [],
    });
    // A code whose minimum the cart does not reach stays unapplied and stops nothing, nor does paying.
    const code = aCode('SAVE');
    await aPromotion(ctx.app, { code, kind: 'reductionAmount', value: 1500, minimumAmount: 1_000_000 });
    const withCode = cartOf(await browser.patch('/v1/cart/rule', { code }));
    expect(withCode.rules).toEqual([
      expect.objectContaining({ code, applicable: false, reason: 'minimumNotReached' }),
    ]);
    expect(CartValidation.parse((await browser.get('/v1/cart/validate?step=3')).json())).toEqual({
      valid: true,
      problems: [],
    });
    expect((await browser.get('/v1/cart/payment/auth')).json()).toMatchObject({
      payable: true,
      problems: [],
    });
    await browser.request({ method: 'DELETE', url: '/v1/cart/rule', payload: { code } });

    // The earlier steps' checks still count at the last one.
    await db().updateTable('product').set({ stock: 0 }).where('id', '=', item.id).execute();
    expect(await problems(browser, 3)).toEqual(['cart.problem.outOfStock']);
    await db().updateTable('product').set({ stock: 10 }).where('id', '=', item.id).execute();

    // Chosen while a parcel went there; then a 40 kg anvil nobody takes to Iceland: said once.
    const reykjavik = await anAddress(ctx.app, customer.id, REYKJAVIK);
    cartOf(await choose(browser, reykjavik, berlin));
    const anvil = await product({ weightGrams: 40_000, stock: 5 });
    await add(browser, anvil.id);
    expect(await problems(browser, 3)).toEqual(['cart.problem.notDelivered']);
  });

  describe('as an order is placed from it', () => {
    const contextOf = (customerId: number | null): CartContext => ({
      locale: 'en',
      customerId,
      token: undefined,
      defaultCountry: 'DE',
      shopCountry: 'DE',
    });

    it('locks the customer’s cart and works it out in the transaction; closing it starts a new cart', async () => {
      const { customer, browser, berlin } = await germanCustomer();
      const item = await product({ price: 2500, stock: 10 });
      const code = aCode('ORDER');
      const promotion = await aPromotion(ctx.app, { code, value: 1000 });
      await add(browser, item.id, 2);
      cartOf(await browser.patch('/v1/cart/rule', { code }));
      cartOf(await choose(browser, berlin));
      const shown = cartOf(await chooseCarrier(browser, methods.standard));

      let lateAdd: Promise<unknown> | undefined;
      const locked = await db()
        .transaction()
        .execute(async (trx) => {
          const found = await lockCartForOrder(trx, contextOf(customer.id));
          // A change while the order is placed waits for it, and then goes into a new cart.
          lateAdd = add(browser, item.id, 1);
          await new Promise((resolve) => setTimeout(resolve, 150));
          expect(found && (await markCartOrdered(trx, found.row.id, new Date()))).toBe(true);
          return found;
        });
      expect(locked?.row).toEqual({
        id: shown.id,
        revision: shown.revision,
        customerId: customer.id,
        addressDeliveryId: berlin.id,
        addressInvoiceId: berlin.id,
        carrierMethodId: methods.standard,
        giftProductId: null,
        codePromotionIds: [promotion.id],
        appliedPromotionIds: [promotion.id],
      });
      expect(locked?.cart.totals).toEqual(shown.totals);
      expect(locked?.cart.shipping).toMatchObject({ method: { id: methods.standard }, estimate: false });
      expect(locked?.carrier?.id).toBe(methods.standard);
      expect(locked?.problems).toEqual([]);

      const next = cartOf((await lateAdd) as { statusCode: number; json: () => unknown });
      expect(next.id).not.toBe(shown.id);
      expect(next.lines.map((line) => line.quantity)).toEqual([1]);
      expect(next.addresses).toEqual({ delivery: null, invoice: null });
      const closedAgain = await db()
        .transaction()
        .execute((trx) => markCartOrdered(trx, shown.id ?? 0, new Date()));
      expect(closedAgain).toBe(false);
    });

    it('finds nothing for a visitor or a customer without an open cart, and reports what is missing', async () => {
      const { customer, browser } = await germanCustomer();
      await db()
        .transaction()
        .execute(async (trx) => {
          expect(await lockCartForOrder(trx, contextOf(null))).toBeUndefined();
          expect(await lockCartForOrder(trx, contextOf(customer.id))).toBeUndefined();
        });
      const item = await product();
      await add(browser, item.id);
      const found = await db()
        .transaction()
        .execute((trx) => lockCartForOrder(trx, contextOf(customer.id)));
      expect(found?.problems.map((problem) => problem.key)).toEqual([
        'cart.problem.noDeliveryAddress',
        'cart.problem.noInvoiceAddress',
      ]);
      expect(found?.carrier).toBeNull();
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { CART_COOKIE, Cart, CartGifts, CartValidation, SESSION_COOKIES } from '@tendero/contract';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import {
  aCategory,
  aCode,
  aCustomer,
  aManufacturer,
  aProduct,
  aPromotion,
  aSignedInCustomer,
  DEFAULT_PASSWORD,
  type ProductOverrides,
} from '../../test/fixtures.ts';
import { Browser } from '../auth/test-support.ts';
import { recordPromotionUses } from '../promotions/index.ts';

const DAY = 24 * 3600 * 1000;

describe('the cart', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const visitor = (locale = 'en') => new Browser(ctx.app, { locale });
  const cartOf = (response: { json: () => unknown }) => Cart.parse(response.json());
  const product = (overrides: ProductOverrides = {}) => aProduct(ctx.app, overrides);
  const add = (browser: Browser, productId: number, quantity = 1) =>
    browser.patch('/v1/cart', { productId, quantity });
  const put = (browser: Browser, productId: number, quantity: number) =>
    browser.request({ method: 'PUT', url: '/v1/cart', payload: { productId, quantity } });
  const remove = (browser: Browser, productId: number) =>
    browser.request({ method: 'DELETE', url: '/v1/cart', payload: { productId } });
  const enter = (browser: Browser, code: string) => browser.patch('/v1/cart/rule', { code });
  const read = async (browser: Browser, query = '') => cartOf(await browser.get(`/v1/cart${query}`));
  const ruleOf = (cart: Cart, code: string) => cart.rules.find((rule) => rule.code === code);
  // The demo shop's carriers: standard 4.90 € in central EU up to 2 kg, free from 49 €; express; freight.
  beforeAll(() => seedCarriers(db()));

  it('estimates shipping with the cheapest method for the country, its threshold and what is missing', async () => {
    const browser = visitor('de');
    const light = await product({ price: 1990, weightGrams: 500, stock: 50 });
    const cart = cartOf(await add(browser, light.id, 1));
    expect(cart.shipping).toMatchObject({
      country: 'DE',
      method: { name: 'Standardversand (Postaro)' },
      estimate: true,
      available: true,
      amount: { amount: 490 },
      free: false,
      freeAbove: { amount: 4900 },
      missingForFree: { amount: 2910 },
      deliveryDays: { min: 2, max: 3 },
    });
    expect(cart.totals.total.amount).toBe(1990 + 490);
    expect(cart.totals.vat).toEqual([
      { rate: 1900, net: { amount: 2084, currency: 'EUR' }, vat: { amount: 396, currency: 'EUR' } },
    ]);
    const free = cartOf(await put(browser, light.id, 3));
    expect(free.shipping).toMatchObject({ amount: { amount: 0 }, free: true, missingForFree: { amount: 0 } });
    // Finland is further: 7.90 € below the threshold; Switzerland has no free shipping and no EU VAT.
    await put(browser, light.id, 1);
    expect((await read(browser, '?country=FI')).shipping?.amount.amount).toBe(790);
    const swiss = await read(browser, '?country=CH');
    expect(swiss.shipping).toMatchObject({ amount: { amount: 1252 }, freeAbove: null, missingForFree: null });
    expect(swiss.totals.total.amount).toBe(1672 + 1252);
    // The estimate country is kept with the cart once chosen.
    cartOf(await browser.post('/v1/cart', { country: 'FI' }));
    expect((await read(browser)).shipping?.country).toBe('FI');
    // What no parcel service takes goes by freight.
    const heavy = await product({ price: 59_900, weightGrams: 40_000, stock: 5 });
    const bulky = cartOf(await add(browser, heavy.id, 1));
    expect(bulky.shipping?.method?.name).toBe('Speditionsversand (Atlas Cargo)');
  });

  it('is empty for a new visitor, and the first add creates it with an httpOnly cookie for 30 days', async () => {
    const browser = visitor();
    expect(await read(browser)).toMatchObject({ id: null, lines: [], itemCount: 0, shipping: null });
    const pan = await product({ name: 'Cast iron pan', price: 3990, stock: 8 });
    const response = await add(browser, pan.id, 2);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((set) => set.name === CART_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    const cart = cartOf(response);
    expect(cart.id).toEqual(expect.any(Number));
    expect(cart.itemCount).toBe(2);
    expect(cart.lines).toEqual([
      expect.objectContaining({
        productId: pan.id,
        sku: pan.sku,
        name: 'Cast iron pan',
        path: pan.path,
        quantity: 2,
        unitPrice: { amount: 3990, currency: 'EUR' },
        discount: { amount: 0, currency: 'EUR' },
        total: { amount: 7980, currency: 'EUR' },
        vatRate: 2300,
        stock: 'in_stock',
        maxQuantity: 8,
        gift: false,
        applyPromotions: true,
        warnings: [],
      }),
    ]);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The next request with the cookie finds the same cart, one revision on.
    const again = cartOf(await add(browser, pan.id, 1));
    expect(again.id).toBe(cart.id);
    expect(again.lines[0]?.quantity).toBe(3);
    expect(again.revision).toBeGreaterThan(cart.revision);
    // Another visitor has a cart of their own.
    expect((await read(visitor())).lines).toEqual([]);
  });

  it('works out VAT per rate of the destination, reduced rates, and no VAT outside the EU', async () => {
    const browser = visitor('de');
    const lamp = await product({ price: 11_900, stock: 5 });
    const seeds = await product({ price: 1070, stock: 5 });
    await db().updateTable('product').set({ vat_class: 'reduced' }).where('id', '=', seeds.id).execute();
    await add(browser, lamp.id, 1);
    const cart = cartOf(await add(browser, seeds.id, 1));
    expect(cart.lines.map((line) => line.vatRate)).toEqual([1900, 700]);
    const shipping = cart.totals.shipping.amount;
    const atStandard = cart.totals.vat.find((line) => line.rate === 1900);
    const atReduced = cart.totals.vat.find((line) => line.rate === 700);
    const standardGross = 11_900 + shipping;
    expect(atStandard?.vat.amount).toBe(Math.round((standardGross * 1900) / 11_900));
    expect(atReduced).toEqual({
      rate: 700,
      net: { amount: 1000, currency: 'EUR' },
      vat: { amount: 70, currency: 'EUR' },
    });
    expect(cart.totals.total.amount).toBe(11_900 + 1070 + shipping);
    expect(cart.totals.vatExemption).toBeNull();

    // Switzerland: the price without the seller's (German) VAT, and none charged.
    const swiss = await read(browser, '?country=CH');
    expect(swiss.totals.vatExemption).toBe('export');
    expect(swiss.lines.map((line) => line.unitPrice.amount)).toEqual([10_000, 1000]);
    expect(swiss.totals.vat.every((line) => line.rate === 0 && line.vat.amount === 0)).toBe(true);
    expect(swiss.totals.total.amount).toBe(11_000 + swiss.totals.shipping.amount);

    // A country the shop does not know: no shipping there, VAT as the shop domain's country.
    const unknown = await read(browser, '?country=AQ');
    expect(unknown.shipping).toMatchObject({ country: 'AQ', available: false, amount: { amount: 0 } });
    expect(unknown.lines.map((line) => line.vatRate)).toEqual([1900, 700]);
    expect((await browser.get('/v1/cart?country=Germany')).json().details[0].message).toBe(
      'validation.country.iso',
    );
  });

  it('refuses bad input with keys and loses nothing', async () => {
    const browser = visitor();
    const kettle = await product({ stock: 3 });
    expect((await add(browser, kettle.id, 2)).statusCode).toBe(200);
    const cases: [object, number, string][] = [
      [{ productId: kettle.id, quantity: 0 }, 400, 'validation.number.min'],
      [{ productId: kettle.id, quantity: 1_000_001 }, 400, 'validation.number.max'],
      [{ productId: kettle.id, quantity: 1.5 }, 400, 'validation.number.integer'],
      [{ productId: kettle.id, quantity: '2' }, 400, 'validation.number.type'],
      [{ productId: kettle.id, quantity: 1, price: 1 }, 400, 'validation.object.unknown'],
      [{ productId: 999_999_999, quantity: 1 }, 404, 'error.product.notFound'],
    ];
    for (const [payload, status, key] of cases) {
      const response = await browser.patch('/v1/cart', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = response.json();
      expect([
        body.message,
        ...(body.details ?? []).map((detail: { message: string }) => detail.message),
      ]).toContain(key);
    }
    const tooMany = await add(browser, kettle.id, 2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'error.cart.notEnoughStock',
      details: [{ path: 'quantity', params: { available: 3, inCart: 2 } }],
    });
    const inactive = await product();
    await db().updateTable('product').set({ active: 0 }).where('id', '=', inactive.id).execute();
    expect((await add(browser, inactive.id)).statusCode).toBe(404);
    const cart = await read(browser);
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[kettle.id, 2]]);
  });

  it('multiplies a million units instead of looping', async () => {
    const browser = visitor();
    const screw = await product({ price: 12_345, stock: 2_000_000 });
    const started = Date.now();
    const cart = cartOf(await add(browser, screw.id, 1_000_000));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(cart.totals.items.amount).toBe(12_345_000_000);
    expect(cart.lines[0]?.total.amount).toBe(12_345_000_000);
    expect((await add(browser, screw.id, 1)).json().details[0].message).toBe('validation.number.max');
  });

  it('sets a quantity, removes a line (twice is fine) and replaces all lines at once', async () => {
    const browser = visitor();
    const [a, b, c] = [await product({ stock: 9 }), await product(), await product()];
    await add(browser, a.id, 1);
    await add(browser, b.id, 1);
    expect(cartOf(await put(browser, a.id, 7)).lines[0]?.quantity).toBe(7);
    expect((await put(browser, a.id, 10)).statusCode).toBe(409);
    expect((await put(browser, c.id, 1)).json().message).toBe('error.cart.lineNotFound');
    expect(cartOf(await remove(browser, b.id)).lines.map((line) => line.productId)).toEqual([a.id]);
    expect((await remove(browser, b.id)).statusCode).toBe(200);

    const replaced = cartOf(
      await browser.post('/v1/cart', {
        lines: [
          { productId: c.id, quantity: 2 },
          { productId: b.id, quantity: 1, applyPromotions: false },
        ],
        step: 1,
        country: 'at',
      }),
    );
    expect(
      replaced.lines
        .map((line) => [line.productId, line.quantity, line.applyPromotions])
        .sort(([x], [y]) => Number(x) - Number(y)),
    ).toEqual([
      [b.id, 1, false],
      [c.id, 2, true],
    ]);
    expect(replaced.step).toBe(1);
    expect(replaced.shipping?.country).toBe('AT');
    const duplicate = await browser.post('/v1/cart', {
      lines: [
        { productId: c.id, quantity: 1 },
        { productId: c.id, quantity: 1 },
      ],
    });
    expect(duplicate.json().details[0]).toMatchObject({
      path: 'lines.1.productId',
      message: 'validation.array.duplicate',
    });
    expect((await browser.post('/v1/cart', { step: 7 })).statusCode).toBe(400);
    expect((await read(browser)).lines).toHaveLength(2);
  });

  it('says when a price changed, a product sold out or is no longer sold, and validate names the problems', async () => {
    const browser = visitor();
    expect(CartValidation.parse((await browser.get('/v1/cart/validate?step=0')).json())).toEqual({
      valid: false,
      problems: [{ key: 'cart.problem.empty' }],
    });
    const [cheaper, soldOut, gone] = [await product({ price: 5000 }), await product(), await product()];
    for (const item of [cheaper, soldOut, gone]) await add(browser, item.id, 2);
    expect(CartValidation.parse((await browser.get('/v1/cart/validate')).json()).valid).toBe(true);
    await db().updateTable('product').set({ price: 4500 }).where('id', '=', cheaper.id).execute();
    await db().updateTable('product').set({ stock: 0 }).where('id', '=', soldOut.id).execute();
    await db().updateTable('product').set({ active: 0 }).where('id', '=', gone.id).execute();
    const cart = await read(browser);
    const line = (id: number) => cart.lines.find((entry) => entry.productId === id);
    expect(line(cheaper.id)).toMatchObject({
      warnings: ['priceChanged'],
      addedPrice: { amount: 5000 },
      unitPrice: { amount: 4500 },
      total: { amount: 9000 },
    });
    expect(line(soldOut.id)?.warnings).toEqual(['outOfStock']);
    expect(line(gone.id)).toMatchObject({ warnings: ['notSold'], total: { amount: 0 } });
    expect(cart.totals.items.amount).toBe(9000 + 2 * 1990);
    expect(CartValidation.parse((await browser.get('/v1/cart/validate?step=0')).json()).problems).toEqual([
      { key: 'cart.problem.outOfStock', productId: soldOut.id },
      { key: 'cart.problem.notSold', productId: gone.id },
    ]);
    // Too few left: the problem says how many can be bought.
    await db().updateTable('product').set({ stock: 1 }).where('id', '=', cheaper.id).execute();
    expect(CartValidation.parse((await browser.get('/v1/cart/validate?step=0')).json()).problems).toEqual([
      { key: 'cart.problem.notEnoughStock', productId: cheaper.id, available: 1 },
      { key: 'cart.problem.outOfStock', productId: soldOut.id },
      { key: 'cart.problem.notSold', productId: gone.id },
    ]);
    expect((await browser.get('/v1/cart/validate?step=9')).statusCode).toBe(400);
  });

  it('keeps two concurrent adds to one cart', async () => {
    const browser = visitor();
    const cup = await product({ stock: 100 });
    await add(browser, cup.id, 1);
    const responses = await Promise.all(Array.from({ length: 8 }, () => add(browser, cup.id, 2)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect((await read(browser)).lines[0]?.quantity).toBe(17);
  });

  describe('codes', () => {
    it('an unknown code is a 404; a known one that does not apply stays with its reason', async () => {
      const browser = visitor();
      const item = await product({ price: 4000, stock: 50 });
      await add(browser, item.id, 1);
      expect((await enter(browser, 'NO-SUCH-CODE')).json()).toMatchObject({
        statusCode: 404,
        message: 'error.cart.codeUnknown',
      });
      const expired = aCode('OLD');
      await aPromotion(ctx.app, {
        code: expired,
        startsAt: new Date(Date.now() - 60 * DAY).toISOString(),
        endsAt: new Date(Date.now() - DAY).toISOString(),
      });
      const later = aCode('SOON');
      await aPromotion(ctx.app, { code: later, startsAt: new Date(Date.now() + DAY).toISOString() });
      await enter(browser, expired.toLowerCase());
      const cart = cartOf(await enter(browser, ` ${later} `));
      expect(ruleOf(cart, expired)).toMatchObject({
        applicable: false,
        reason: 'expired',
        discount: { amount: 0 },
      });
      expect(ruleOf(cart, later)).toMatchObject({ applicable: false, reason: 'notStarted' });
      expect(cart.totals.discount.amount).toBe(0);
      // Codes that do not apply never stand in the way: they wait on the cart, unapplied.
      expect(CartValidation.parse((await browser.get('/v1/cart/validate')).json())).toEqual({
        valid: true,
        problems: [],
      });
      const removed = cartOf(
        await browser.request({ method: 'DELETE', url: '/v1/cart/rule', payload: { code: expired } }),
      );
      expect(removed.rules.map((rule) => rule.code)).toEqual([later]);
    });

    it('a minimum not reached says what is missing, and the code applies by itself once it is', async () => {
      const browser = visitor();
      const item = await product({ price: 4000, stock: 50 });
      const code = aCode('SAVE');
      await aPromotion(ctx.app, { code, kind: 'reductionAmount', value: 1500, minimumAmount: 10_000 });
      await add(browser, item.id, 1);
      const short = cartOf(await enter(browser, code));
      expect(ruleOf(short, code)).toMatchObject({
        applicable: false,
        reason: 'minimumNotReached',
        minimum: { amount: 10_000 },
        missing: { amount: 6000 },
      });
      const enough = cartOf(await put(browser, item.id, 3));
      expect(ruleOf(enough, code)).toMatchObject({
        applicable: true,
        reason: null,
        discount: { amount: 1500 },
      });
      expect(enough.totals.discount.amount).toBe(1500);
      expect(enough.lines[0]?.total.amount).toBe(12_000 - 1500);
      expect(enough.promotions).toEqual([
        expect.objectContaining({
          code,
          kind: 'reductionAmount',
          discount: { amount: 1500, currency: 'EUR' },
        }),
      ]);
    });

    it('a percentage applies to the lines it targets (brand, category), with lines that opt out left alone', async () => {
      const browser = visitor();
      const brand = await aManufacturer(ctx.app);
      const parent = await aCategory(ctx.app);
      const child = await aCategory(ctx.app, { parentId: parent.id });
      const ofBrand = await product({ price: 10_000, manufacturerId: brand.id });
      const inChild = await product({ price: 5000, categoryId: child.id });
      const other = await product({ price: 2000 });
      const brandCode = aCode('BRAND');
      const categoryCode = aCode('CAT');
      await aPromotion(ctx.app, {
        code: brandCode,
        target: 'brands',
        manufacturerIds: [brand.id],
        value: 2000,
      });
      await aPromotion(ctx.app, {
        code: categoryCode,
        target: 'categories',
        categoryIds: [parent.id],
        value: 1000,
      });
      await add(browser, ofBrand.id, 1);
      await add(browser, inChild.id, 1);
      await browser.patch('/v1/cart', { productId: other.id, quantity: 1, applyPromotions: false });
      await enter(browser, brandCode);
      const cart = cartOf(await enter(browser, categoryCode));
      expect(cart.lines.map((line) => line.discount.amount)).toEqual([2000, 500, 0]);
      expect(ruleOf(cart, brandCode)?.discount.amount).toBe(2000);
      expect(ruleOf(cart, categoryCode)?.discount.amount).toBe(500);

      const unrelated = visitor();
      await add(unrelated, other.id, 1);
      expect(ruleOf(cartOf(await enter(unrelated, brandCode)), brandCode)?.reason).toBe('noMatchingProducts');
    });

    it('a promotion created after carts were worked out applies at the next answer', async () => {
      // The cart keeps the promotions in memory; creating one must not wait for them to expire.
      const browser = visitor();
      const item = await product({ price: 8000 });
      expect((await read(browser)).lines).toEqual([]);
      expect(cartOf(await add(browser, item.id, 1)).totals.discount.amount).toBe(0);
      await aPromotion(ctx.app, { target: 'products', productIds: [item.id], value: 2500 });
      const cart = await read(browser);
      expect(cart.lines[0]?.discount.amount).toBe(2000);
      expect(cart.promotions).toHaveLength(1);
    });

    it('a code that does not combine applies only alone', async () => {
      const browser = visitor();
      const item = await product({ price: 10_000 });
      const first = aCode('FIRST');
      const alone = aCode('ALONE');
      await aPromotion(ctx.app, { code: first, value: 1000 });
      await aPromotion(ctx.app, { code: alone, value: 2500, combinable: false });
      await add(browser, item.id, 1);
      await enter(browser, first);
      const cart = cartOf(await enter(browser, alone));
      expect(ruleOf(cart, first)).toMatchObject({ applicable: true, discount: { amount: 1000 } });
      expect(ruleOf(cart, alone)).toMatchObject({ applicable: false, reason: 'notCombinable' });
      const removed = cartOf(
        await browser.request({ method: 'DELETE', url: '/v1/cart/rule', payload: { code: first } }),
      );
      expect(ruleOf(removed, alone)).toMatchObject({ applicable: true, discount: { amount: 2500 } });
    });

    it('usage limits: used up in total, by this customer, and sign in first for a per-customer limit', async () => {
      const item = await product({ price: 3000 });
      const scarce = aCode('SCARCE');
      const once = aCode('ONCE');
      const scarceId = (await aPromotion(ctx.app, { code: scarce, usageLimit: 1 })).id;
      const onceId = (await aPromotion(ctx.app, { code: once, usageLimitPerCustomer: 1 })).id;
      const { customer, browser } = await aSignedInCustomer(ctx.app);
      await add(browser, item.id, 1);
      await enter(browser, scarce);
      const before = cartOf(await enter(browser, once));
      expect(before.rules.map((rule) => rule.applicable)).toEqual([true, true]);
      await db()
        .transaction()
        .execute((trx) =>
          recordPromotionUses(trx, [
            { promotionId: scarceId, customerId: null, orderReference: 'T-1', at: new Date().toISOString() },
            {
              promotionId: onceId,
              customerId: customer.id,
              orderReference: 'T-2',
              at: new Date().toISOString(),
            },
          ]),
        );
      const after = await read(browser);
      expect(after.rules.map((rule) => rule.reason)).toEqual(['usedUp', 'usedUpByCustomer']);
      const anonymous = visitor();
      await add(anonymous, item.id, 1);
      expect(ruleOf(cartOf(await enter(anonymous, once)), once)?.reason).toBe('signInRequired');
    });

    it('a 100 % code brings the items to exactly 0; free shipping takes the shipping off', async () => {
      const browser = visitor();
      const item = await product({ price: 1999, stock: 10 });
      const all = aCode('ALL');
      const ship = aCode('SHIP');
      await aPromotion(ctx.app, { code: all, value: 10_000 });
      await aPromotion(ctx.app, { code: ship, kind: 'freeShippingOnly', value: 0 });
      await add(browser, item.id, 3);
      const free = cartOf(await enter(browser, all));
      expect(free.lines[0]?.total.amount).toBe(0);
      expect(free.totals.total.amount).toBe(free.totals.shipping.amount);
      const nothing = cartOf(await enter(browser, ship));
      expect(ruleOf(nothing, ship)).toMatchObject({ applicable: true, freeShipping: true });
      expect(nothing.totals.shipping.amount).toBe(0);
      expect(nothing.totals.total.amount).toBe(0);
      expect(nothing.totals.vat).toEqual([]);
    });
  });

  describe('gifts', () => {
    it('offers a gift near the threshold, lets the cart choose it once reached, and takes it out below', async () => {
      const browser = visitor();
      const gift = await product({ name: 'Tea towel', price: 1290, stock: 5 });
      const promotion = await aPromotion(ctx.app, {
        name: 'Gift from 150',
        target: 'gift',
        kind: 'reductionPercent',
        value: 10_000,
        minimumAmount: 15_000,
        productIds: [gift.id],
      });
      const item = await product({ price: 10_000, stock: 5 });
      await add(browser, item.id, 1);
      const offers = CartGifts.parse((await browser.get('/v1/cart/gifts')).json());
      const upcoming = offers.upcoming.find((offer) => offer.promotion.slug === promotion.slug);
      expect(upcoming).toMatchObject({ threshold: { amount: 15_000 }, missing: { amount: 5000 } });
      expect(upcoming?.products.map((card) => card.id)).toEqual([gift.id]);
      expect((await browser.post('/v1/cart', { giftProductId: gift.id })).json().message).toBe(
        'error.cart.giftNotAvailable',
      );

      await put(browser, item.id, 2);
      const now = CartGifts.parse((await browser.get('/v1/cart/gifts')).json());
      expect(now.available.map((offer) => offer.promotion.slug)).toContain(promotion.slug);
      const chosen = cartOf(await browser.post('/v1/cart', { giftProductId: gift.id }));
      expect(chosen.gift).toEqual({ productId: gift.id, promotionSlug: promotion.slug });
      expect(chosen.lines.find((line) => line.gift)).toMatchObject({
        productId: gift.id,
        quantity: 1,
        unitPrice: { amount: 1290 },
        discount: { amount: 1290 },
        total: { amount: 0 },
      });
      expect(chosen.totals.items.amount - chosen.totals.discount.amount).toBe(20_000);
      expect(chosen.itemCount).toBe(3);

      const below = cartOf(await put(browser, item.id, 1));
      expect(below.lines.some((line) => line.gift)).toBe(false);
      expect(below.gift).toBeNull();
      expect(below.warnings).toContainEqual({ key: 'cart.warning.giftNotEarned', productId: gift.id });
      // Back above the threshold, the chosen gift is there again by itself.
      expect(cartOf(await put(browser, item.id, 2)).gift?.productId).toBe(gift.id);
    });

    it('answers an add as a fresh read of the cart answers it: a new line, more units, opting out, the gift', async () => {
      const browser = visitor();
      const gift = await product({ name: 'Pot holder', price: 990, stock: 5 });
      await aPromotion(ctx.app, {
        name: 'Gift from 100',
        target: 'gift',
        kind: 'reductionPercent',
        value: 10_000,
        minimumAmount: 10_000,
        productIds: [gift.id],
      });
      const lamp = await product({ price: 4000, stock: 9 });
      const chair = await product({ price: 7000, stock: 9 });
      // The add reads the lines and prices in its transaction and answers from them.
      const asRead = async (response: { json: () => unknown }) => {
        const answered = cartOf(response);
        expect(answered).toEqual(await read(browser));
        return answered;
      };
      await asRead(await add(browser, lamp.id));
      await asRead(await add(browser, chair.id));
      expect(cartOf(await browser.post('/v1/cart', { giftProductId: gift.id })).gift?.productId).toBe(
        gift.id,
      );
      const more = await asRead(
        await browser.patch('/v1/cart', { productId: lamp.id, quantity: 2, applyPromotions: false }),
      );
      expect(
        more.lines.map((line) => [line.productId, line.quantity, line.applyPromotions, line.gift]),
      ).toEqual(
        expect.arrayContaining([
          [lamp.id, 3, false, false],
          [chair.id, 1, true, false],
          [gift.id, 1, true, true],
        ]),
      );
      expect(more.lines).toHaveLength(3);
      expect(more.revision).toBe(4);
    });
  });

  describe('merging at sign-in', () => {
    it('adds the visitor’s lines and codes to the customer’s cart, capped by stock, and clears the cookie', async () => {
      const customer = await aCustomer(ctx.app);
      const [shared, onlyVisitor, scarce] = [
        await product({ stock: 10 }),
        await product({ stock: 10 }),
        await product({ stock: 4 }),
      ];
      const code = aCode('KEEP');
      await aPromotion(ctx.app, { code, value: 500 });
      const spent = aCode('SPENT');
      const spentId = (await aPromotion(ctx.app, { code: spent, usageLimitPerCustomer: 1 })).id;
      await db()
        .transaction()
        .execute((trx) =>
          recordPromotionUses(trx, [
            {
              promotionId: spentId,
              customerId: customer.id,
              orderReference: 'T-3',
              at: new Date().toISOString(),
            },
          ]),
        );
      // The customer's cart from an earlier visit.
      const earlier = new Browser(ctx.app);
      await earlier.post('/v1/auth/login', { email: customer.email, password: DEFAULT_PASSWORD });
      await add(earlier, shared.id, 2);
      await add(earlier, scarce.id, 3);

      const browser = visitor();
      await add(browser, shared.id, 3);
      await add(browser, onlyVisitor.id, 1);
      await add(browser, scarce.id, 3);
      await enter(browser, code);
      await enter(browser, spent);
      expect(browser.cookies.has(CART_COOKIE)).toBe(true);
      const login = await browser.post('/v1/auth/login', {
        email: customer.email,
        password: DEFAULT_PASSWORD,
      });
      expect(login.statusCode).toBe(200);
      expect(browser.cookies.has(CART_COOKIE)).toBe(false);
      const merged = await read(browser);
      expect(merged.lines.map((line) => [line.productId, line.quantity])).toEqual([
        [shared.id, 5],
        [scarce.id, 4],
        [onlyVisitor.id, 1],
      ]);
      expect(merged.rules.map((rule) => [rule.code, rule.applicable])).toEqual([[code, true]]);
      // The same cart for a Bearer client of the customer.
      const token = (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/auth/token',
          payload: { grant_type: 'password', email: customer.email, password: DEFAULT_PASSWORD },
        })
      ).json().access_token;
      const bearer = await ctx.app.inject({
        method: 'GET',
        url: '/v1/cart',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(cartOf(bearer).id).toBe(merged.id);
    });

    it('asks a browser whose access token expired to refresh its session, never serving it a visitor cart', async () => {
      const { browser } = await aSignedInCustomer(ctx.app);
      const item = await product({ stock: 10 });
      const before = cartOf(await add(browser, item.id, 2));
      // The access cookie lives as long as its token: once it is gone only the session hint is left.
      browser.cookies.delete(SESSION_COOKIES.access);
      for (const response of [await browser.get('/v1/cart'), await add(browser, item.id, 1)]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('auth.required');
      }
      expect(browser.cookies.has(CART_COOKIE)).toBe(false);
      expect((await browser.post('/v1/auth/refresh')).statusCode).toBe(204);
      const after = await read(browser);
      expect(after.id).toBe(before.id);
      expect(after.lines.map((line) => line.quantity)).toEqual([2]);
      // Without the hint (a visitor, or a session that could not be refreshed) the cart is the visitor's.
      browser.cookies.clear();
      expect((await browser.get('/v1/cart')).statusCode).toBe(200);
    });

    it('registration takes the visitor’s cart as the new customer’s', async () => {
      const browser = visitor();
      const item = await product();
      const before = cartOf(await add(browser, item.id, 2));
      const { register } = await import('../auth/test-support.ts');
      expect((await register(browser)).statusCode).toBe(201);
      const after = await read(browser);
      expect(after.id).toBe(before.id);
      expect(after.lines.map((line) => line.quantity)).toEqual([2]);
      expect(browser.cookies.has(CART_COOKIE)).toBe(false);
    });
  });
});

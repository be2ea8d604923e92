import { describe, expect, it } from 'vitest';
import {
  CART_STEP,
  CartAddressInput,
  CartCarrierInput,
  CartLineInput,
  CartStep,
  CheckoutSelectionInput,
  PROMOTION_KINDS,
  PromoCodeInput,
  PromotionKind,
} from './cart.ts';
import { CART_QUANTITY_MAX } from './constants.ts';
import { chars, failure, success } from './test-support.ts';

describe('CartLineInput', () => {
  const line = { productId: 1, quantity: 1 };

  it.each([1, 2, 999_999, 1_000_000])('accepts quantity %i', (quantity) => {
    expect(success(CartLineInput, { ...line, quantity })).toEqual({ ...line, quantity });
  });

  it('uses the cart quantity maximum of the business constants', () => {
    expect(success(CartLineInput, { ...line, quantity: CART_QUANTITY_MAX }).quantity).toBe(1_000_000);
  });

  it.each([
    [0, 'validation.number.min', { minimum: 1 }],
    [-1, 'validation.number.min', { minimum: 1 }],
    [1_000_001, 'validation.number.max', { maximum: 1_000_000 }],
    [1.5, 'validation.number.integer', { expected: 'int', format: 'safeint' }],
    ['2', 'validation.number.type', { expected: 'number' }],
    [Number.NaN, 'validation.number.type', { expected: 'number' }],
    [undefined, 'validation.number.required', { expected: 'number' }],
  ])('rejects quantity %j with %s', (quantity, message, params) => {
    expect(failure(CartLineInput, { ...line, quantity })).toEqual([{ path: 'quantity', message, params }]);
  });

  it.each([1, 42, Number.MAX_SAFE_INTEGER])('accepts productId %i', (productId) => {
    expect(success(CartLineInput, { ...line, productId }).productId).toBe(productId);
  });

  it.each([
    [0, 'validation.number.min', { minimum: 1 }],
    [-5, 'validation.number.min', { minimum: 1 }],
    [2.5, 'validation.number.integer', { expected: 'int', format: 'safeint' }],
    [undefined, 'validation.number.required', { expected: 'number' }],
  ])('rejects productId %j with %s', (productId, message, params) => {
    expect(failure(CartLineInput, { ...line, productId })).toEqual([{ path: 'productId', message, params }]);
  });

  it('takes an optional boolean applyPromotions', () => {
    expect(success(CartLineInput, line)).toEqual(line);
    expect(success(CartLineInput, { ...line, applyPromotions: false })).toEqual({
      ...line,
      applyPromotions: false,
    });
    expect(failure(CartLineInput, { ...line, applyPromotions: 'yes' })).toEqual([
      { path: 'applyPromotions', message: 'validation.boolean.type', params: { expected: 'boolean' } },
    ]);
  });

  it('rejects unknown fields', () => {
    expect(failure(CartLineInput, { ...line, price: 0 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['price'] } },
    ]);
  });
});

describe('PromotionKind', () => {
  it('lists the three kinds', () => {
    expect(PROMOTION_KINDS).toEqual(['reductionAmount', 'reductionPercent', 'freeShippingOnly']);
  });

  it.each(PROMOTION_KINDS)('accepts %s', (kind) => {
    expect(success(PromotionKind, kind)).toBe(kind);
  });

  it('rejects another kind', () => {
    expect(failure(PromotionKind, 'buyOneGetOne')).toEqual([
      { path: '', message: 'validation.enum.invalid', params: { options: [...PROMOTION_KINDS] } },
    ]);
  });
});

describe('CartStep', () => {
  it('names the checkout steps', () => {
    expect(CART_STEP).toEqual({ cart: 0, checkout: 1, checkoutShipping: 2, checkoutPayment: 3 });
  });

  it.each(Object.entries(CART_STEP))('accepts %s = %i', (_name, value) => {
    expect(success(CartStep, value)).toBe(value);
  });

  it.each([-1, 4, 1.5, '1', null])('rejects %j', (value) => {
    expect(failure(CartStep, value)).toEqual([{ path: '', message: 'validation.union.invalid' }]);
  });
});

describe('CheckoutSelectionInput', () => {
  const selection = { addressDeliveryId: 1, addressInvoiceId: 2, carrierMethodId: 3 };

  it('accepts ids of at least 1', () => {
    expect(success(CheckoutSelectionInput, selection)).toEqual(selection);
  });

  describe.each(['addressDeliveryId', 'addressInvoiceId', 'carrierMethodId'] as const)('%s', (field) => {
    it.each([1, Number.MAX_SAFE_INTEGER])('accepts %i', (value) => {
      expect(success(CheckoutSelectionInput, { ...selection, [field]: value })[field]).toBe(value);
    });

    it.each([
      [0, 'validation.number.min', { minimum: 1 }],
      [-1, 'validation.number.min', { minimum: 1 }],
      [1.5, 'validation.number.integer', { expected: 'int', format: 'safeint' }],
      ['1', 'validation.number.type', { expected: 'number' }],
      [undefined, 'validation.number.required', { expected: 'number' }],
    ])('rejects %j with %s', (value, message, params) => {
      expect(failure(CheckoutSelectionInput, { ...selection, [field]: value })).toEqual([
        { path: field, message, params },
      ]);
    });
  });

  it('rejects unknown fields', () => {
    expect(failure(CheckoutSelectionInput, { ...selection, paymentMethodId: 1 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['paymentMethodId'] } },
    ]);
  });
});

describe('CartAddressInput and CartCarrierInput: the selection in its two calls', () => {
  it('take their part of the selection, with ids of at least 1', () => {
    const addresses = { addressDeliveryId: 4, addressInvoiceId: 4 };
    expect(success(CartAddressInput, addresses)).toEqual(addresses);
    expect(success(CartCarrierInput, { carrierMethodId: 2 })).toEqual({ carrierMethodId: 2 });
    expect(failure(CartAddressInput, { ...addresses, addressInvoiceId: 0 })).toEqual([
      { path: 'addressInvoiceId', message: 'validation.number.min', params: { minimum: 1 } },
    ]);
    expect(failure(CartCarrierInput, { carrierMethodId: 1.5 })).toEqual([
      {
        path: 'carrierMethodId',
        message: 'validation.number.integer',
        params: { expected: 'int', format: 'safeint' },
      },
    ]);
  });

  it('refuse the other call’s fields', () => {
    expect(
      failure(CartAddressInput, { addressDeliveryId: 1, addressInvoiceId: 1, carrierMethodId: 1 }),
    ).toEqual([{ path: '', message: 'validation.object.unknown', params: { keys: ['carrierMethodId'] } }]);
    expect(failure(CartCarrierInput, { carrierMethodId: 1, addressDeliveryId: 1 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['addressDeliveryId'] } },
    ]);
  });
});

describe('PromoCodeInput', () => {
  it.each([
    ['SUMMER', 'SUMMER'],
    ['  SUMMER  ', 'SUMMER'],
    [chars(250), chars(250)],
    [`  ${chars(250)}  `, chars(250)],
  ])('accepts %j as %j', (code, output) => {
    expect(success(PromoCodeInput, { code })).toEqual({ code: output });
  });

  it.each([
    ['', 'validation.string.min', { minimum: 1 }],
    ['   ', 'validation.string.min', { minimum: 1 }],
    [chars(251), 'validation.string.max', { maximum: 250 }],
    [undefined, 'validation.string.required', { expected: 'string' }],
  ])('rejects %j with %s', (code, message, params) => {
    expect(failure(PromoCodeInput, { code })).toEqual([{ path: 'code', message, params }]);
  });

  it('rejects unknown fields', () => {
    expect(failure(PromoCodeInput, { code: 'X', cartId: 1 })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['cartId'] } },
    ]);
  });
});

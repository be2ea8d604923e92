import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX, vatOfGross } from '@tendero/contract';
import { applyPromotions, cartTotals, type PricedLine, type PromotionRule } from './cart-totals.ts';

const RATES = [0, 500, 700, 1000, 1900, 2000, 2100, 2550, 2700];

const aLine = fc.record({
  productId: fc.integer({ min: 1, max: 40 }),
  quantity: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: CART_QUANTITY_MAX })),
  unitPrice: fc.integer({ min: 1, max: 500_000 }),
  vatRate: fc.constantFrom(...RATES),
  gift: fc.constant(false),
  applyPromotions: fc.boolean(),
  sold: fc.boolean(),
  manufacturerId: fc.integer({ min: 1, max: 5 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
});

const ids = (max: number) =>
  fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: 6 }).map((list) => new Set(list));

const aRule = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  kind: fc.constantFrom('reductionAmount' as const, 'reductionPercent' as const, 'freeShippingOnly' as const),
  value: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 50_000_000 })),
  target: fc.constantFrom('cart' as const, 'products' as const, 'categories' as const, 'brands' as const),
  productIds: ids(40),
  categoryIds: ids(8),
  manufacturerIds: ids(5),
  minimumAmount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 })),
  combinable: fc.boolean(),
  blocked: fc.constantFrom(null, null, null, 'expired' as const),
});

const charges = fc.record({
  shipping: fc.integer({ min: 0, max: 10_000 }),
  paymentFee: fc.integer({ min: 0, max: 500 }),
  serviceVatRate: fc.constantFrom(...RATES),
});

/** One line per product, as a cart holds them. */
const aCart = fc.uniqueArray(aLine, { selector: (line) => line.productId, maxLength: 12 });

function gross(line: PricedLine): number {
  return line.sold ? line.unitPrice * line.quantity : 0;
}

describe('cart totals', () => {
  it('add up to the cent: lines to items and total, VAT groups to the total, each group net plus VAT', () => {
    fc.assert(
      fc.property(aCart, fc.array(aRule, { maxLength: 4 }), charges, (lines, rules, extra) => {
        const discounted = applyPromotions(lines, rules);
        const totals = cartTotals(lines, discounted.lineDiscounts, extra);
        const lineSum = totals.lineTotals.reduce((sum, amount) => sum + amount, 0);
        expect(lineSum + extra.shipping + extra.paymentFee).toBe(totals.total);
        expect(totals.items - totals.discount + extra.shipping + extra.paymentFee).toBe(totals.total);
        expect(totals.vat.reduce((sum, group) => sum + group.net + group.vat, 0)).toBe(totals.total);
        for (const group of totals.vat) {
          expect(group.vat).toBe(vatOfGross(group.gross, group.rate));
          expect(group.net).toBe(group.gross - group.vat);
          const atRate =
            lines.reduce(
              (sum, line, index) =>
                line.vatRate === group.rate ? sum + (totals.lineTotals[index] ?? 0) : sum,
              0,
            ) + (extra.serviceVatRate === group.rate ? extra.shipping + extra.paymentFee : 0);
          expect(group.gross).toBe(atRate);
        }
        expect(discounted.outcomes.reduce((sum, outcome) => sum + outcome.discount, 0)).toBe(totals.discount);
      }),
    );
  });

  it('never discount a line below zero nor a rule beyond what it applies to', () => {
    fc.assert(
      fc.property(aCart, fc.array(aRule, { maxLength: 4 }), (lines, rules) => {
        const { lineDiscounts, outcomes } = applyPromotions(lines, rules);
        lines.forEach((line, index) => {
          const discount = lineDiscounts[index] ?? 0;
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(gross(line));
          if (!line.sold || !line.applyPromotions) expect(discount).toBe(0);
        });
        for (const outcome of outcomes) {
          if (!outcome.applicable) expect(outcome.discount).toBe(0);
          if (outcome.rule.kind === 'reductionAmount')
            expect(outcome.discount).toBeLessThanOrEqual(outcome.rule.value);
        }
      }),
    );
  });

  it('a 100 % code on the cart makes every line it applies to exactly 0', () => {
    fc.assert(
      fc.property(aCart, charges, (cart, extra) => {
        const lines = cart.map((line) => ({ ...line, applyPromotions: true }));
        const rule: PromotionRule = {
          id: 1,
          kind: 'reductionPercent',
          value: 10_000,
          target: 'cart',
          productIds: new Set(),
          categoryIds: new Set(),
          manufacturerIds: new Set(),
          minimumAmount: 0,
          combinable: true,
          blocked: null,
        };
        const discounted = applyPromotions(lines, [rule]);
        const totals = cartTotals(lines, discounted.lineDiscounts, extra);
        expect(totals.lineTotals.every((amount) => amount === 0)).toBe(true);
        expect(totals.total).toBe(extra.shipping + extra.paymentFee);
        expect(totals.discount).toBe(totals.items);
      }),
    );
  });

  it('1,000,000 units cost exactly 1,000,000 × the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 900_000_000 }), (unitPrice) => {
        const line: PricedLine = {
          productId: 1,
          quantity: CART_QUANTITY_MAX,
          unitPrice,
          vatRate: 1900,
          gift: false,
          applyPromotions: true,
          sold: true,
          manufacturerId: 1,
          categoryIds: [],
        };
        const totals = cartTotals([line], [0], { shipping: 0, paymentFee: 0, serviceVatRate: 1900 });
        expect(totals.items).toBe(unitPrice * CART_QUANTITY_MAX);
        expect(totals.total).toBe(unitPrice * CART_QUANTITY_MAX);
      }),
    );
  });

  const rule = (overrides: Partial<PromotionRule>): PromotionRule => ({
    id: 1,
    kind: 'reductionAmount',
    value: 1000,
    target: 'cart',
    productIds: new Set(),
    categoryIds: new Set(),
    manufacturerIds: new Set(),
    minimumAmount: 0,
    combinable: true,
    blocked: null,
    ...overrides,
  });
  const line = (overrides: Partial<PricedLine>): PricedLine => ({
    productId: 1,
    quantity: 1,
    unitPrice: 1000,
    vatRate: 1900,
    gift: false,
    applyPromotions: true,
    sold: true,
    manufacturerId: 1,
    categoryIds: [10],
    ...overrides,
  });

  it('allocates a discount to lines in proportion, by largest remainder', () => {
    const lines = [line({ productId: 1, unitPrice: 100 }), line({ productId: 2, unitPrice: 200 })];
    const { lineDiscounts } = applyPromotions(lines, [rule({ value: 100 })]);
    expect(lineDiscounts).toEqual([33, 67]);
  });

  it('says why a rule does not apply: minimum with what is missing, products, combining', () => {
    const lines = [line({ productId: 1, unitPrice: 4000, manufacturerId: 7 })];
    const outcomes = applyPromotions(lines, [
      rule({ id: 1, minimumAmount: 10_000 }),
      rule({ id: 2, target: 'brands', manufacturerIds: new Set([8]) }),
      rule({ id: 3, kind: 'reductionPercent', value: 1000 }),
      rule({ id: 4, combinable: false }),
      rule({ id: 5, kind: 'freeShippingOnly', value: 0, combinable: false }),
    ]).outcomes;
    expect(outcomes.map((outcome) => [outcome.rule.id, outcome.reason, outcome.missing])).toEqual([
      [1, 'minimumNotReached', 6000],
      [2, 'noMatchingProducts', 0],
      [3, null, 0],
      [4, 'notCombinable', 0],
      [5, null, 0],
    ]);
    expect(outcomes[2]?.discount).toBe(400);
    expect(outcomes[4]?.freeShipping).toBe(true);
  });

  it('a gift line is free when its promotion applies, and gifts do not count towards minimums', () => {
    const lines = [
      line({ productId: 1, unitPrice: 15_000 }),
      line({ productId: 9, unitPrice: 1999, gift: true }),
    ];
    const gift = rule({
      id: 7,
      kind: 'reductionPercent',
      value: 10_000,
      target: 'gift',
      productIds: new Set([9]),
      minimumAmount: 15_000,
    });
    const discounted = applyPromotions(lines, [gift]);
    expect(discounted.lineDiscounts).toEqual([0, 1999]);
    expect(discounted.qualifyingAmount).toBe(15_000);
    const short = applyPromotions([line({ productId: 1, unitPrice: 14_999 }), lines[1] ?? line({})], [gift]);
    expect(short.outcomes[0]?.reason).toBe('minimumNotReached');
  });
});

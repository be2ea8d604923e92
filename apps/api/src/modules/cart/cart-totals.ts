/**
 * The arithmetic of a cart, without the database: which promotions apply, how their discounts are
 * allocated to lines, and the totals with the VAT per rate (worked out by the pricing module).
 * Everything is integer cents and basis points; quantities are multiplied, never looped.
 */
import { allocate, multiply, percentOf, type CartRuleReason } from '@tendero/contract';
import { vatGroups, type VatGroup } from '../pricing/index.ts';

/** A line as the arithmetic needs it; `unitPrice` is what one unit costs the customer (gross, or net without VAT). */
export interface PricedLine {
  productId: number;
  quantity: number;
  unitPrice: number;
  vatRate: number;
  gift: boolean;
  applyPromotions: boolean;
  /** False for a product that is no longer sold: shown, but not counted. */
  sold: boolean;
  manufacturerId: number;
  /** The product's categories with all their ancestors. */
  categoryIds: readonly number[];
}

export type RuleTarget = 'cart' | 'products' | 'categories' | 'brands' | 'gift';

/** A promotion as the cart applies it. */
export interface PromotionRule {
  id: number;
  kind: 'reductionAmount' | 'reductionPercent' | 'freeShippingOnly';
  /** Cents off, or basis points off, by kind. */
  value: number;
  target: RuleTarget;
  productIds: ReadonlySet<number>;
  categoryIds: ReadonlySet<number>;
  manufacturerIds: ReadonlySet<number>;
  minimumAmount: number;
  combinable: boolean;
  /** A reason it cannot apply that the cart's contents do not change (dates, usage, signing in). */
  blocked: CartRuleReason | null;
}

export interface RuleOutcome {
  rule: PromotionRule;
  applicable: boolean;
  reason: CartRuleReason | null;
  discount: number;
  freeShipping: boolean;
  /** For `minimumNotReached`: what is still missing. */
  missing: number;
}

export interface Discounted {
  /** Per line (same order as given): the discount it carries. */
  lineDiscounts: number[];
  outcomes: RuleOutcome[];
  freeShipping: boolean;
  /** The items the minimum amounts and the free-shipping threshold are measured on (gifts left out). */
  qualifyingAmount: number;
  /** Sold lines after their discounts, gifts included: what shipping thresholds are measured on. */
  itemsAfterDiscount: number;
}

function lineGross(line: PricedLine): number {
  return line.sold ? multiply(line.unitPrice, line.quantity) : 0;
}

function matches(rule: PromotionRule, line: PricedLine): boolean {
  switch (rule.target) {
    case 'cart':
      return true;
    case 'products':
    case 'gift':
      return rule.productIds.has(line.productId);
    case 'categories':
      return line.categoryIds.some((id) => rule.categoryIds.has(id));
    case 'brands':
      return rule.manufacturerIds.has(line.manufacturerId);
  }
}

/**
 * Applies `rules` in the order given (automatic promotions first, then codes as they were entered).
 * Amounts and percentages apply to what is left of their lines after the rules before them, and are
 * allocated to those lines by largest remainder. A rule that does not combine applies only alone
 * among the reductions; free shipping and gifts combine with everything.
 */
export function applyPromotions(lines: readonly PricedLine[], rules: readonly PromotionRule[]): Discounted {
  const gross = lines.map(lineGross);
  const remaining = [...gross];
  const qualifyingAmount = lines.reduce(
    (sum, line, index) => (line.gift ? sum : sum + (gross[index] ?? 0)),
    0,
  );
  const outcomes: RuleOutcome[] = [];
  let reductionsApplied = 0;
  let exclusiveApplied = false;
  let freeShipping = false;

  for (const rule of rules) {
    const outcome = (applicable: boolean, reason: CartRuleReason | null, discount = 0, missing = 0) =>
      outcomes.push({
        rule,
        applicable,
        reason,
        discount,
        freeShipping: applicable && rule.kind === 'freeShippingOnly',
        missing,
      });
    if (rule.blocked) {
      outcome(false, rule.blocked);
      continue;
    }
    if (qualifyingAmount < rule.minimumAmount) {
      outcome(false, 'minimumNotReached', 0, rule.minimumAmount - qualifyingAmount);
      continue;
    }
    const eligible = lines.flatMap((line, index) =>
      line.sold &&
      line.gift === (rule.target === 'gift') &&
      (line.gift || line.applyPromotions) &&
      matches(rule, line)
        ? [index]
        : [],
    );
    if (eligible.length === 0) {
      outcome(false, 'noMatchingProducts');
      continue;
    }
    if (rule.kind === 'freeShippingOnly') {
      freeShipping = true;
      outcome(true, null);
      continue;
    }
    const isReduction = rule.target !== 'gift';
    if (isReduction && (exclusiveApplied || (!rule.combinable && reductionsApplied > 0))) {
      outcome(false, 'notCombinable');
      continue;
    }
    const base = eligible.map((index) => remaining[index] ?? 0);
    const available = base.reduce((sum, amount) => sum + amount, 0);
    const discount =
      rule.kind === 'reductionPercent'
        ? percentOf(available, Math.min(rule.value, 10_000))
        : Math.min(rule.value, available);
    const parts = discount === 0 ? base.map(() => 0) : allocate(discount, base);
    eligible.forEach((index, position) => {
      remaining[index] = (remaining[index] ?? 0) - (parts[position] ?? 0);
    });
    if (isReduction) {
      reductionsApplied++;
      if (!rule.combinable) exclusiveApplied = true;
    }
    outcome(true, null, discount);
  }

  const lineDiscounts = gross.map((amount, index) => amount - (remaining[index] ?? 0));
  return {
    lineDiscounts,
    outcomes,
    freeShipping,
    qualifyingAmount,
    itemsAfterDiscount: remaining.reduce((sum, amount) => sum + amount, 0),
  };
}

export interface Totals {
  items: number;
  discount: number;
  shipping: number;
  paymentFee: number;
  total: number;
  vat: VatGroup[];
  lineTotals: number[];
}

/**
 * The totals of discounted lines plus shipping and payment fee (both taxed at `serviceVatRate`), with
 * the VAT once per rate on the gross of everything at that rate.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  lineDiscounts: readonly number[],
  charges: { shipping: number; paymentFee: number; serviceVatRate: number },
): Totals {
  const gross = lines.map(lineGross);
  const lineTotals = gross.map((amount, index) => amount - (lineDiscounts[index] ?? 0));
  const vat = vatGroups([
    ...lines.map((line, index) => ({ rate: line.vatRate, gross: lineTotals[index] ?? 0 })),
    { rate: charges.serviceVatRate, gross: charges.shipping + charges.paymentFee },
  ]);
  const items = gross.reduce((sum, amount) => sum + amount, 0);
  const discount = lineDiscounts.reduce((sum, amount) => sum + amount, 0);
  return {
    items,
    discount,
    shipping: charges.shipping,
    paymentFee: charges.paymentFee,
    total: items - discount + charges.shipping + charges.paymentFee,
    vat,
    lineTotals,
  };
}

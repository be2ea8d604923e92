/**
 * The pricing step of a cart: its lines at today's prices as the customer pays them for the
 * destination, the chosen gift while the cart earns it, and the promotions applied to them; then the
 * answer's lines, code rules and applied promotions.
 */
import {
  CART_QUANTITY_MAX,
  money,
  type Cart,
  type CartLineWarning,
  type CartRule,
  type CartWarning,
  type ProductPrice,
  type VatExemption,
} from '@tendero/contract';
import type { CartProduct } from '../catalog/index.ts';
import type { CountryFact } from '../geo/service.ts';
import { chargedVatRate, payableAmount, vatRateOf } from '../pricing/index.ts';
import type { CartPromotionRule } from '../promotions/index.ts';
import { applyPromotions, type Discounted, type PricedLine, type Totals } from './cart-totals.ts';
import type * as repository from './repository.ts';

/** A cart line as stored. */
export type CartLineRow = Awaited<ReturnType<typeof repository.cartLines>>[number];

/** Where a cart is priced for, as VAT sees it. */
export interface PricingPlace {
  /** The destination's country; null for one the shop does not know (no VAT is charged there). */
  destination: CountryFact | null;
  /** The seller's country, whose VAT is taken out of prices where none is charged. */
  shop: CountryFact | null;
  exemption: VatExemption | null;
}

/** How a product is priced for a place. */
export interface LinePrices {
  /** What `amount` (a gross price of `product`) costs the customer: gross, or net where no VAT is charged. */
  pay: (product: CartProduct, amount: number) => number;
  /** The VAT rate charged on `product`. */
  rateFor: (product: CartProduct) => number;
  /** The product's price, base price and lowest prior price, as the customer pays them. */
  priceOf: (product: CartProduct) => ProductPrice;
}

export function linePrices({ destination, shop, exemption }: PricingPlace): LinePrices {
  const pay = (product: CartProduct, amount: number) =>
    payableAmount(amount, exemption, shop ? vatRateOf(shop, product.vatClass) : null);
  const rateFor = (product: CartProduct) => chargedVatRate(destination, product.vatClass, exemption);
  const priceOf = (product: CartProduct): ProductPrice => {
    const { amount, baseAmount, lowestPriorPrice, currency } = product.card.price;
    return {
      amount: pay(product, amount),
      currency,
      ...(baseAmount === undefined ? {} : { baseAmount: pay(product, baseAmount) }),
      ...(lowestPriorPrice === undefined ? {} : { lowestPriorPrice: pay(product, lowestPriorPrice) }),
    };
  };
  return { pay, rateFor, priceOf };
}

/** A line of the cart with its product; the gift has no stored row. */
export interface LineEntry {
  product: CartProduct;
  row?: CartLineRow;
  priced: PricedLine;
}

export interface PricedCart {
  entries: LineEntry[];
  /** The entries' priced lines, in the same order. */
  priced: PricedLine[];
  discounted: Discounted;
  /** The running gift promotion that offers the chosen gift, if any. */
  giftRule: CartPromotionRule | undefined;
  warnings: CartWarning[];
}

function pricedLine(
  product: CartProduct,
  prices: LinePrices,
  line: Pick<PricedLine, 'productId' | 'quantity' | 'gift' | 'applyPromotions' | 'sold'>,
): PricedLine {
  return {
    productId: line.productId,
    quantity: line.quantity,
    unitPrice: prices.pay(product, product.card.price.amount),
    vatRate: prices.rateFor(product),
    gift: line.gift,
    applyPromotions: line.applyPromotions,
    sold: line.sold,
    manufacturerId: product.manufacturerId,
    categoryIds: product.categoryIds,
  };
}

/**
 * The stored lines whose products are known, priced, with the chosen gift joined as a line when a
 * running gift promotion offers it and the cart qualifies, and the promotions applied.
 */
export function priceLines(input: {
  rows: readonly CartLineRow[];
  products: ReadonlyMap<number, CartProduct>;
  rules: readonly CartPromotionRule[];
  giftId: number | null;
  prices: LinePrices;
}): PricedCart {
  const { rows, products, rules, giftId, prices } = input;
  const warnings: CartWarning[] = [];
  const entries: LineEntry[] = rows.flatMap((row) => {
    const product = products.get(row.product_id);
    if (!product) return [];
    const priced = pricedLine(product, prices, {
      productId: row.product_id,
      quantity: row.quantity,
      gift: false,
      applyPromotions: row.apply_promotions === 1,
      sold: product.active,
    });
    return [{ product, row, priced }];
  });

  const giftRule =
    giftId === null ? undefined : rules.find((rule) => rule.target === 'gift' && rule.productIds.has(giftId));
  const giftProduct = giftId === null ? undefined : products.get(giftId);
  const usableRules = rules.filter((rule) => rule.target !== 'gift' || rule === giftRule);
  if (giftId !== null && giftRule && giftProduct?.active && giftProduct.stock > 0) {
    entries.push({
      product: giftProduct,
      priced: pricedLine(giftProduct, prices, {
        productId: giftId,
        quantity: 1,
        gift: true,
        applyPromotions: true,
        sold: true,
      }),
    });
  }
  let priced = entries.map((entry) => entry.priced);
  let discounted = applyPromotions(priced, usableRules);
  const giftOutcome = discounted.outcomes.find((outcome) => outcome.rule === giftRule);
  if (giftId !== null && !giftOutcome?.applicable) {
    // Not (or no longer) earned: the gift waits outside the cart until it is.
    const index = entries.findIndex((entry) => entry.priced.gift);
    if (index >= 0) entries.splice(index, 1);
    warnings.push({ key: 'cart.warning.giftNotEarned', productId: giftId });
    priced = entries.map((entry) => entry.priced);
    discounted = applyPromotions(
      priced,
      usableRules.filter((rule) => rule !== giftRule),
    );
  }
  return { entries, priced, discounted, giftRule, warnings };
}

/** The answer's lines, with their warnings also added to `warnings` in line order. */
export function lineViews(
  pricing: PricedCart,
  totals: Totals,
  prices: LinePrices,
  warnings: CartWarning[],
): Cart['lines'] {
  const { entries, discounted } = pricing;
  return entries.map((entry, index) => {
    const { product, row } = entry;
    const lineWarnings: CartLineWarning[] = [];
    if (!product.active) lineWarnings.push('notSold');
    else if (product.stock <= 0) lineWarnings.push('outOfStock');
    else if (entry.priced.quantity > product.stock) lineWarnings.push('notEnoughStock');
    const changed = row !== undefined && row.added_price !== product.card.price.amount;
    if (changed) lineWarnings.push('priceChanged');
    for (const key of lineWarnings) warnings.push({ key: `cart.warning.${key}`, productId: product.card.id });
    return {
      productId: product.card.id,
      sku: product.card.sku,
      name: product.card.name,
      path: product.card.path,
      image: product.card.image,
      quantity: entry.priced.quantity,
      unitPrice: prices.priceOf(product),
      addedPrice: changed && row ? money(prices.pay(product, row.added_price)) : null,
      discount: money(discounted.lineDiscounts[index] ?? 0),
      total: money(totals.lineTotals[index] ?? 0),
      vatRate: entry.priced.vatRate,
      stock: product.card.stock,
      maxQuantity: Math.max(Math.min(product.stock, CART_QUANTITY_MAX), 0),
      gift: entry.priced.gift,
      applyPromotions: entry.priced.applyPromotions,
      warnings: lineWarnings,
    };
  });
}

/** The codes entered, in their order, with what each gives the cart or why it gives nothing. */
export function codeRuleViews(
  codedIds: readonly number[],
  rules: readonly CartPromotionRule[],
  discounted: Discounted,
): CartRule[] {
  const outcomeOf = new Map(discounted.outcomes.map((outcome) => [outcome.rule.id, outcome]));
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  return codedIds.flatMap((id) => {
    const rule = ruleById.get(id);
    if (!rule || rule.code === null) return [];
    const outcome = outcomeOf.get(id);
    const minimumMissing = outcome?.reason === 'minimumNotReached';
    return [
      {
        code: rule.code,
        name: rule.name,
        slug: rule.slug,
        applicable: outcome?.applicable ?? false,
        reason: outcome ? outcome.reason : 'noMatchingProducts',
        minimum: rule.minimumAmount > 0 ? money(rule.minimumAmount) : null,
        missing: minimumMissing ? money(outcome.missing) : null,
        discount: money(outcome?.discount ?? 0),
        freeShipping: outcome?.freeShipping ?? false,
      },
    ];
  });
}

/** The promotions that give the cart something, automatic ones and codes, in the order applied. */
export function appliedPromotionViews(
  rules: readonly CartPromotionRule[],
  discounted: Discounted,
): Cart['promotions'] {
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  return discounted.outcomes
    .filter((outcome) => outcome.applicable)
    .flatMap((outcome) => {
      const rule = ruleById.get(outcome.rule.id);
      if (!rule) return [];
      return [
        {
          slug: rule.slug,
          name: rule.name,
          kind: rule.target === 'gift' ? ('gift' as const) : rule.kind,
          code: rule.code,
          discount: money(outcome.discount),
          freeShipping: outcome.freeShipping,
        },
      ];
    });
}

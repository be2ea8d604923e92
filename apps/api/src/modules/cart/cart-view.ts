/**
 * The Cart answer (SPEC.md §3/§7, DESIGN.md §9): a cart row worked out afresh from today's prices,
 * stock and promotions, for the destination (the chosen delivery address, else the estimate's country)
 * and with the chosen carrier method while it still delivers the cart. Read with `db`, or with a
 * transaction when an order is placed from it.
 */
import {
  CART_QUANTITY_MAX,
  CART_STEP,
  multiply,
  netOfGross,
  money,
  type Address,
  type Cart,
  type CartAddresses,
  type CartLineWarning,
  type CartRule,
  type CartStep,
  type CartWarning,
  type Locale,
  type ProductPrice,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { AddressNotFound, getAddress, me } from '../account/index.ts';
import {
  cheapestShipping,
  shippingOption,
  type CarrierOption,
  type ShippingQuery,
} from '../carriers/index.ts';
import { cartProducts, type CartProduct, type CartProductFact } from '../catalog/index.ts';
import { countryFacts, type CountryFact } from '../geo/service.ts';
import { cartPromotionRules, type CartPromotionRule } from '../promotions/index.ts';
import { applyPromotions, cartTotals, type PricedLine } from './cart-totals.ts';
import * as repository from './repository.ts';

/** Who a request's cart belongs to, and where it is read. */
export interface CartContext {
  locale: Locale;
  /** The signed-in customer, or null for an anonymous visitor. */
  customerId: number | null;
  /** The visitor's cart cookie, if any. */
  token: string | undefined;
  /** The country of the request's shop domain: the shipping estimate's until another is chosen. */
  defaultCountry: string;
  /** The seller's country (SHOP_COUNTRY): whose VAT is taken out of prices where none is charged. */
  shopCountry: string;
  now?: Date;
}

export type CartRow = repository.CartRow;

/** A cart worked out: its answer, and what the checkout decides with besides it. */
export interface WorkedCart {
  cart: Cart;
  /** What ships where: the destination's country, the sold lines' weight, the items after discounts. */
  shipment: ShippingQuery;
  /** Whether some carrier method delivers the shipment (false without a cart, or to an unknown country). */
  delivered: boolean;
  /** The chosen carrier method while it still delivers the shipment to the chosen delivery address. */
  carrier: CarrierOption | null;
  addresses: CartAddresses;
  /** The promotions that give the cart something, automatic ones and codes: what an order uses up. */
  appliedPromotionIds: number[];
  /** What shipping with `option` costs this cart: 0 by a free-shipping promotion, net where no VAT is charged. */
  shippingPrice: (option: CarrierOption) => number;
}

/** A cart line as stored. */
export type CartLineRow = Awaited<ReturnType<typeof repository.cartLines>>[number];

/**
 * A cart as a change's transaction leaves it: its lines in their order, and the facts (price, stock) of
 * their products and of the chosen gift, all read in that transaction.
 */
export interface ChangedCart {
  lines: readonly CartLineRow[];
  facts: ReadonlyMap<number, CartProductFact>;
}

export interface WorkOptions {
  /** The estimate's country asked for (`GET /v1/cart?country=`); a chosen delivery address overrides it. */
  country?: string;
  /** Addresses the caller has read and checked already, instead of those the cart row names. */
  addresses?: CartAddresses;
  /** The lines and facts a change has just read and written, instead of reading them again. */
  changed?: ChangedCart;
}

const NO_ADDRESSES: CartAddresses = { delivery: null, invoice: null };

const EMPTY_TOTALS = {
  items: money(0),
  discount: money(0),
  shipping: money(0),
  paymentFee: money(0),
  total: money(0),
  vat: [],
  vatExemption: null,
};

/** One of the customer's addresses through the account module; null once it was deleted. */
async function addressOrNull(
  db: Db,
  locale: Locale,
  customerId: number,
  addressId: number | null,
): Promise<Address | null> {
  if (addressId === null) return null;
  try {
    return await getAddress(db, locale, customerId, addressId);
  } catch (error) {
    if (error instanceof AddressNotFound) return null;
    throw error;
  }
}

/** The addresses the cart row names, as the customer has them now (only a customer's cart has any). */
async function chosenAddresses(db: Db, context: CartContext, cart: CartRow): Promise<CartAddresses> {
  const customerId = context.customerId;
  if (customerId === null || cart.customer_id !== customerId) return NO_ADDRESSES;
  const deliveryId = cart.address_delivery_id;
  const invoiceId = cart.address_invoice_id;
  const [delivery, invoice] = await Promise.all([
    addressOrNull(db, context.locale, customerId, deliveryId),
    invoiceId === deliveryId ? null : addressOrNull(db, context.locale, customerId, invoiceId),
  ]);
  return { delivery, invoice: invoiceId === deliveryId ? delivery : invoice };
}

/** Whether no VAT is charged to this destination and customer, and why. */
async function vatExemption(
  db: Db,
  context: CartContext,
  country: CountryFact,
): Promise<'export' | 'reverseCharge' | null> {
  if (!country.eu) return 'export';
  if (context.customerId === null) return null;
  const b2b = (await me(db, context.customerId)).b2b;
  const vatId = b2b?.status === 'active' && b2b.vatIdCheck?.status === 'valid' ? b2b.vatId : null;
  if (!vatId) return null;
  // VAT ids start with the country's code (Greece writes EL).
  const prefix = vatId.slice(0, 2).toUpperCase();
  const vatCountry = prefix === 'EL' ? 'GR' : prefix;
  return vatCountry !== context.shopCountry ? 'reverseCharge' : null;
}

function rateOf(country: CountryFact, product: CartProduct): number {
  return product.vatClass === 'reduced' ? country.vatReducedRateBp : country.vatRateBp;
}

/** The answer for a visitor or customer without a cart yet. */
function emptyCart(): Cart {
  return {
    id: null,
    revision: 0,
    step: CART_STEP.cart,
    lines: [],
    itemCount: 0,
    rules: [],
    promotions: [],
    gift: null,
    shipping: null,
    totals: EMPTY_TOTALS,
    warnings: [],
    addresses: NO_ADDRESSES,
  };
}

/** The cart's answer, worked out from today's prices, stock, promotions and the destination. */
export async function cartView(
  db: Db,
  context: CartContext,
  cart: CartRow | undefined,
  options: WorkOptions = {},
): Promise<Cart> {
  return (await workOutCart(db, context, cart, options)).cart;
}

/**
 * The cart worked out from today's prices, stock, promotions and the destination: the chosen delivery
 * address's country, else `options.country`, else the cart's estimate country, else the shop domain's.
 * Every read goes through `db`, so a transaction sees the cart as it will be ordered.
 */
export async function workOutCart(
  db: Db,
  context: CartContext,
  cart: CartRow | undefined,
  options: WorkOptions = {},
): Promise<WorkedCart> {
  if (!cart) {
    const countryIso = options.country ?? context.defaultCountry;
    return {
      cart: emptyCart(),
      shipment: { countryIso, weightGrams: 0, itemsAmount: 0 },
      delivered: false,
      carrier: null,
      addresses: NO_ADDRESSES,
      appliedPromotionIds: [],
      shippingPrice: () => 0,
    };
  }
  const now = (context.now ?? new Date()).toISOString();
  const [rows, codes, addresses] = await Promise.all([
    options.changed?.lines ?? repository.cartLines(db, cart.id),
    repository.cartCodes(db, cart.id),
    options.addresses ?? chosenAddresses(db, context, cart),
  ]);
  const countryIso =
    addresses.delivery?.countryIso ?? options.country ?? cart.country ?? context.defaultCountry;
  const requested = countryFacts(countryIso);
  const shop = countryFacts(context.shopCountry);
  // A country the shop does not know gets no shipping; its VAT is estimated as the domain's.
  const destination = requested ?? countryFacts(context.defaultCountry);
  const codedIds = codes.map((code) => code.promotion_id);
  const giftId = cart.gift_product_id;
  const [products, rules, exemption] = await Promise.all([
    cartProducts(
      db,
      context.locale,
      giftId === null ? rows.map((row) => row.product_id) : [...rows.map((row) => row.product_id), giftId],
      options.changed?.facts,
    ),
    cartPromotionRules(db, context.locale, { now, customerId: context.customerId, codedIds }),
    destination ? vatExemption(db, context, destination) : Promise.resolve(null),
  ]);

  // Prices as the customer pays them: gross, or without the seller's VAT where none is charged.
  const pay = (product: CartProduct, amount: number) =>
    exemption && shop ? netOfGross(amount, rateOf(shop, product)) : amount;
  const rateFor = (product: CartProduct) => (exemption || !destination ? 0 : rateOf(destination, product));
  const priceOf = (product: CartProduct): ProductPrice => {
    const { amount, baseAmount, lowestPriorPrice, currency } = product.card.price;
    return {
      amount: pay(product, amount),
      currency,
      ...(baseAmount === undefined ? {} : { baseAmount: pay(product, baseAmount) }),
      ...(lowestPriorPrice === undefined ? {} : { lowestPriorPrice: pay(product, lowestPriorPrice) }),
    };
  };

  const warnings: CartWarning[] = [];
  type Entry = { product: CartProduct; row?: (typeof rows)[number]; priced: PricedLine };
  const entries: Entry[] = rows.flatMap((row) => {
    const product = products.get(row.product_id);
    if (!product) return [];
    return [
      {
        product,
        row,
        priced: {
          productId: row.product_id,
          quantity: row.quantity,
          unitPrice: pay(product, product.card.price.amount),
          vatRate: rateFor(product),
          gift: false,
          applyPromotions: row.apply_promotions === 1,
          sold: product.active,
          manufacturerId: product.manufacturerId,
          categoryIds: product.categoryIds,
        },
      },
    ];
  });

  // The chosen gift joins as a line when a running gift promotion offers it and the cart qualifies.
  const giftRule =
    giftId === null ? undefined : rules.find((rule) => rule.target === 'gift' && rule.productIds.has(giftId));
  const giftProduct = giftId === null ? undefined : products.get(giftId);
  const usableRules = rules.filter((rule) => rule.target !== 'gift' || rule === giftRule);
  if (giftId !== null && giftRule && giftProduct?.active && giftProduct.stock > 0) {
    entries.push({
      product: giftProduct,
      priced: {
        productId: giftId,
        quantity: 1,
        unitPrice: pay(giftProduct, giftProduct.card.price.amount),
        vatRate: rateFor(giftProduct),
        gift: true,
        applyPromotions: true,
        sold: true,
        manufacturerId: giftProduct.manufacturerId,
        categoryIds: giftProduct.categoryIds,
      },
    });
  }
  let priced = entries.map((entry) => entry.priced);
  let discounted = applyPromotions(priced, usableRules);
  const giftOutcome = discounted.outcomes.find((outcome) => outcome.rule === giftRule);
  if (giftId !== null && !giftOutcome?.applicable) {
    // Not (or no longer) earned: the gift waits outside the cart until it is.
    const index = entries.findIndex((entry) => entry.priced.gift);
    if (index >= 0) entries.splice(index, 1);
    if (cart.gift_product_id !== null)
      warnings.push({ key: 'cart.warning.giftNotEarned', productId: giftId });
    priced = entries.map((entry) => entry.priced);
    discounted = applyPromotions(
      priced,
      usableRules.filter((rule) => rule !== giftRule),
    );
  }

  // Shipping: the chosen method while it still delivers to the delivery address, else the cheapest
  // to the destination, for the weight and what the items cost.
  const weightGrams = entries.reduce(
    (sum, entry) =>
      entry.priced.sold ? sum + multiply(entry.product.weightGrams, entry.priced.quantity) : sum,
    0,
  );
  const sold = entries.some((entry) => entry.priced.sold);
  const shipment: ShippingQuery = {
    countryIso: requested?.iso ?? countryIso,
    weightGrams,
    itemsAmount: discounted.itemsAfterDiscount,
  };
  const chosenId = addresses.delivery ? cart.carrier_method_id : null;
  const [cheapest, chosen] = requested
    ? await Promise.all([
        cheapestShipping(db, context.locale, shipment),
        chosenId === null ? null : shippingOption(db, context.locale, chosenId, shipment),
      ])
    : [null, null];
  const option = sold ? (chosen ?? cheapest) : null;
  const freeByPromotion = discounted.freeShipping;
  const shippingPrice = (carrier: CarrierOption) =>
    freeByPromotion || !shop
      ? 0
      : exemption
        ? netOfGross(carrier.price.amount, shop.vatRateBp)
        : carrier.price.amount;
  const shippingAmount = option ? shippingPrice(option) : 0;
  const totals = cartTotals(priced, discounted.lineDiscounts, {
    shipping: shippingAmount,
    paymentFee: 0,
    serviceVatRate: exemption || !destination ? 0 : destination.vatRateBp,
  });

  const lines = entries.map((entry, index) => {
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
      unitPrice: priceOf(product),
      addedPrice: changed && row ? money(pay(product, row.added_price)) : null,
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

  const outcomeOf = new Map(discounted.outcomes.map((outcome) => [outcome.rule.id, outcome]));
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  const codeRules: CartRule[] = codedIds.flatMap((id) => {
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
  const applied = discounted.outcomes.filter((outcome) => outcome.applicable);
  const ruleOf = (id: number): CartPromotionRule | undefined => ruleById.get(id);
  const freeAbove = option?.freeAbove ?? null;
  const gift = lines.find((line) => line.gift);

  const view: Cart = {
    id: cart.id,
    revision: cart.revision,
    step: toStep(cart.step),
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    rules: codeRules,
    promotions: applied.flatMap((outcome) => {
      const rule = ruleOf(outcome.rule.id);
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
    }),
    gift: gift && giftRule ? { productId: gift.productId, promotionSlug: giftRule.slug } : null,
    shipping: sold
      ? {
          country: countryIso,
          method: option ? { id: option.id, name: option.name } : null,
          estimate: chosen === null,
          available: option !== null,
          amount: money(shippingAmount),
          free: option !== null && shippingAmount === 0,
          freeAbove,
          missingForFree:
            freeAbove && !freeByPromotion
              ? money(Math.max(freeAbove.amount - discounted.itemsAfterDiscount, 0))
              : null,
          deliveryDays: option?.deliveryDays ?? null,
        }
      : null,
    totals: {
      items: money(totals.items),
      discount: money(totals.discount),
      shipping: money(totals.shipping),
      paymentFee: money(totals.paymentFee),
      total: money(totals.total),
      vat: totals.vat.map((group) => ({ rate: group.rate, net: money(group.net), vat: money(group.vat) })),
      vatExemption: exemption,
    },
    warnings,
    addresses,
  };
  return {
    cart: view,
    shipment,
    delivered: cheapest !== null,
    carrier: chosen,
    addresses,
    appliedPromotionIds: applied.map((outcome) => outcome.rule.id),
    shippingPrice,
  };
}

function toStep(step: number): CartStep {
  switch (step) {
    case CART_STEP.checkout:
    case CART_STEP.checkoutShipping:
    case CART_STEP.checkoutPayment:
      return step;
    default:
      return CART_STEP.cart;
  }
}

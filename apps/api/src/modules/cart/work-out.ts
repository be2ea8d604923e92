/**
 * The Cart answer: a cart row worked out afresh from today's prices, stock and promotions, for the
 * destination (the chosen delivery address, else the estimate's country) and with the chosen carrier
 * method while it still delivers the cart. The steps run in order: read, price the lines
 * (price-lines.ts), price the shipping (price-shipping.ts), total, answer. Read with `db`, or with a
 * transaction when an order is placed from it.
 */
import {
  CART_STEP,
  money,
  type Address,
  type Cart,
  type CartAddresses,
  type CartStep,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { AddressNotFound, getAddress, me } from '../account/index.ts';
import type { CarrierOption, ShippingQuery } from '../carriers/index.ts';
import { cartProducts, type CartProductFact } from '../catalog/index.ts';
import { countryFacts, type CountryFact } from '../geo/service.ts';
import { chargedVatRate, vatExemptionOf } from '../pricing/index.ts';
import { cartPromotionRules } from '../promotions/index.ts';
import { cartTotals } from './cart-totals.ts';
import {
  appliedPromotionViews,
  codeRuleViews,
  linePrices,
  lineViews,
  priceLines,
  type CartLineRow,
} from './price-lines.ts';
import { priceShipping, shippingView } from './price-shipping.ts';
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

/** Whether no VAT is charged to this destination and customer (by their valid VAT id), and why. */
async function vatExemption(db: Db, context: CartContext, country: CountryFact) {
  let vatId: string | null = null;
  if (country.eu && context.customerId !== null) {
    const b2b = (await me(db, context.customerId)).b2b;
    vatId = b2b?.status === 'active' && b2b.vatIdCheck?.status === 'valid' ? b2b.vatId : null;
  }
  return vatExemptionOf(country, vatId, context.shopCountry);
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
  const prices = linePrices({ destination, shop, exemption });
  const pricing = priceLines({ rows, products, rules, giftId, prices });
  const { priced, discounted, giftRule, warnings } = pricing;
  const shipping = await priceShipping(db, context.locale, {
    entries: pricing.entries,
    discounted,
    countryIso,
    requested,
    shop,
    exemption,
    chosenId: addresses.delivery ? cart.carrier_method_id : null,
  });
  const totals = cartTotals(priced, discounted.lineDiscounts, {
    shipping: shipping.amount,
    paymentFee: 0,
    // Shipping and payment fees carry the destination's standard rate.
    serviceVatRate: chargedVatRate(destination, 'standard', exemption),
  });
  const lines = lineViews(pricing, totals, prices, warnings);
  const gift = lines.find((line) => line.gift);

  const view: Cart = {
    id: cart.id,
    revision: cart.revision,
    step: toStep(cart.step),
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    rules: codeRuleViews(codedIds, rules, discounted),
    promotions: appliedPromotionViews(rules, discounted),
    gift: gift && giftRule ? { productId: gift.productId, promotionSlug: giftRule.slug } : null,
    shipping: shippingView(shipping, countryIso, discounted),
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
    shipment: shipping.shipment,
    delivered: shipping.cheapest !== null,
    carrier: shipping.chosen,
    addresses,
    appliedPromotionIds: discounted.outcomes
      .filter((outcome) => outcome.applicable)
      .map((outcome) => outcome.rule.id),
    shippingPrice: shipping.shippingPrice,
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

/**
 * The shipping step of a cart: the chosen carrier method while it still delivers to the delivery
 * address, else the cheapest to the destination, for the sold lines' weight and what the items cost
 * after their discounts; and what shipping costs the customer.
 */
import { money, multiply, type Cart, type Locale, type VatExemption } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import {
  cheapestShipping,
  shippingOption,
  type CarrierOption,
  type ShippingQuery,
} from '../carriers/index.ts';
import type { CountryFact } from '../geo/service.ts';
import { payableAmount } from '../pricing/index.ts';
import type { Discounted } from './cart-totals.ts';
import type { LineEntry } from './price-lines.ts';

export interface PricedShipping {
  shipment: ShippingQuery;
  /** Whether any line is still sold: without one nothing ships. */
  sold: boolean;
  /** The cheapest method that delivers the shipment; null when none does (or to an unknown country). */
  cheapest: CarrierOption | null;
  /** The chosen method while it still delivers the shipment to the chosen delivery address. */
  chosen: CarrierOption | null;
  /** The method the cart ships with: the chosen one, else the cheapest; null when nothing ships. */
  option: CarrierOption | null;
  freeByPromotion: boolean;
  /** What shipping with `option` costs: 0 by a free-shipping promotion, net where no VAT is charged. */
  shippingPrice: (option: CarrierOption) => number;
  /** What shipping the cart costs. */
  amount: number;
}

export async function priceShipping(
  db: Db,
  locale: Locale,
  input: {
    entries: readonly LineEntry[];
    discounted: Discounted;
    /** The destination's country code as asked for, and its facts when the shop knows it. */
    countryIso: string;
    requested: CountryFact | null;
    shop: CountryFact | null;
    exemption: VatExemption | null;
    /** The carrier method the cart names, counted only once a delivery address is chosen. */
    chosenId: number | null;
  },
): Promise<PricedShipping> {
  const { entries, discounted, requested, shop, exemption, chosenId } = input;
  const weightGrams = entries.reduce(
    (sum, entry) =>
      entry.priced.sold ? sum + multiply(entry.product.weightGrams, entry.priced.quantity) : sum,
    0,
  );
  const sold = entries.some((entry) => entry.priced.sold);
  const shipment: ShippingQuery = {
    countryIso: requested?.iso ?? input.countryIso,
    weightGrams,
    itemsAmount: discounted.itemsAfterDiscount,
  };
  const [cheapest, chosen] = requested
    ? await Promise.all([
        cheapestShipping(db, locale, shipment),
        chosenId === null ? null : shippingOption(db, locale, chosenId, shipment),
      ])
    : [null, null];
  const option = sold ? (chosen ?? cheapest) : null;
  const freeByPromotion = discounted.freeShipping;
  const shippingPrice = (carrier: CarrierOption) =>
    freeByPromotion || !shop ? 0 : payableAmount(carrier.price.amount, exemption, shop.vatRateBp);
  const amount = option ? shippingPrice(option) : 0;
  return { shipment, sold, cheapest, chosen, option, freeByPromotion, shippingPrice, amount };
}

/** The answer's shipping: null while nothing in the cart is sold. */
export function shippingView(
  shipping: PricedShipping,
  countryIso: string,
  discounted: Discounted,
): Cart['shipping'] {
  const { option, chosen, amount, freeByPromotion } = shipping;
  if (!shipping.sold) return null;
  const freeAbove = option?.freeAbove ?? null;
  return {
    country: countryIso,
    method: option ? { id: option.id, name: option.name } : null,
    estimate: chosen === null,
    available: option !== null,
    amount: money(amount),
    free: option !== null && amount === 0,
    freeAbove,
    missingForFree:
      freeAbove && !freeByPromotion
        ? money(Math.max(freeAbove.amount - discounted.itemsAfterDiscount, 0))
        : null,
    deliveryDays: option?.deliveryDays ?? null,
  };
}

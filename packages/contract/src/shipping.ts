import { z } from 'zod';
import { DeliveryDays } from './cart.ts';
import { CountryIso } from './common.ts';
import { Money } from './money.ts';

/** The heaviest shipment anyone asks a price for: a ton. */
export const SHIPPING_WEIGHT_MAX_GRAMS = 1_000_000;

/** `GET /v1/shipping/options`: who delivers a shipment of `weight` grams worth `amount` cents to `country`. */
export const ShippingOptionsQuery = z
  .object({
    country: CountryIso,
    weight: z.coerce.number().int().min(0).max(SHIPPING_WEIGHT_MAX_GRAMS).default(0),
    /** The items' amount after discounts, in cents: it decides free shipping. */
    amount: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  })
  .strict();
export type ShippingOptionsQuery = z.infer<typeof ShippingOptionsQuery>;

/** A carrier method that delivers the shipment asked about, priced for it. */
export const ShippingOption = z.object({
  /** The carrier method's id: what the checkout sends as `carrierMethodId`. */
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** What this shipment costs: 0 once the amount reaches `freeAbove`. */
  price: Money,
  /** The price of its weight band before the free-shipping threshold. */
  regularPrice: Money,
  /** The items' amount from which this method ships free; null when it never does. */
  freeAbove: Money.nullable(),
  /** Working days from dispatch to delivery. */
  deliveryDays: DeliveryDays,
});
export type ShippingOption = z.infer<typeof ShippingOption>;

/** Cheapest first; empty when nobody delivers there (unknown or unserved country, too heavy). */
export const ShippingOptions = z.object({ items: z.array(ShippingOption) });
export type ShippingOptions = z.infer<typeof ShippingOptions>;

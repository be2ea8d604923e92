import { z } from 'zod';
import { Address } from './account.ts';
import { CART_QUANTITY_MAX } from './constants.ts';
import { CountryIso, Image, text } from './common.ts';
import { ProductCard, StockState } from './catalog.ts';
import { Money, ProductPrice, RateBp } from './money.ts';

/** The most lines one cart holds: more is refused with validation.array.max. */
export const CART_LINES_MAX = 500;
/** The anonymous visitor's cart cookie (httpOnly, SameSite=Lax, 30 days). */
export const CART_COOKIE = 'tendero_cart';
export const CART_COOKIE_DAYS = 30;

const ProductId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const CartLineInput = z
  .object({
    productId: ProductId,
    quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
    applyPromotions: z.boolean().optional(),
  })
  .strict();
export type CartLineInput = z.infer<typeof CartLineInput>;

export const CartLineRemoveInput = z.object({ productId: ProductId }).strict();
export type CartLineRemoveInput = z.infer<typeof CartLineRemoveInput>;

export const PROMOTION_KINDS = ['reductionAmount', 'reductionPercent', 'freeShippingOnly'] as const;
export const PromotionKind = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKind>;

/** Cart step types (docs/flows.md#the-checkouts-steps). */
export const CART_STEP = { cart: 0, checkout: 1, checkoutShipping: 2, checkoutPayment: 3 } as const;
export const CartStep = z.union([
  z.literal(CART_STEP.cart),
  z.literal(CART_STEP.checkout),
  z.literal(CART_STEP.checkoutShipping),
  z.literal(CART_STEP.checkoutPayment),
]);
export type CartStep = z.infer<typeof CartStep>;

/** `POST /v1/cart`: the cart as a whole. Every field is optional; what is given replaces what was there. */
export const CartUpdateInput = z
  .object({
    lines: z.array(CartLineInput).max(CART_LINES_MAX).optional(),
    /** The chosen gift (a product of a gift promotion the cart qualifies for); null takes it away. */
    giftProductId: ProductId.nullable().optional(),
    step: CartStep.optional(),
    /** Where the shipping estimate is for, until a delivery address is chosen. */
    country: CountryIso.optional(),
  })
  .strict();
export type CartUpdateInput = z.infer<typeof CartUpdateInput>;

export const CartQuery = z.object({ country: CountryIso.optional() }).strict();
export type CartQuery = z.infer<typeof CartQuery>;

/** An id the checkout sends: at least 1. */
const CheckoutId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * The checkout selection (docs/flows.md#the-checkouts-steps), chosen in two calls: addresses, then a carrier
 * method.
 */
export const CheckoutSelectionInput = z
  .object({
    addressDeliveryId: CheckoutId,
    addressInvoiceId: CheckoutId,
    carrierMethodId: CheckoutId,
  })
  .strict();
export type CheckoutSelectionInput = z.infer<typeof CheckoutSelectionInput>;

/** `POST /v1/cart/address`: two of the signed-in customer's addresses (the same one may be both). */
export const CartAddressInput = CheckoutSelectionInput.pick({
  addressDeliveryId: true,
  addressInvoiceId: true,
}).strict();
export type CartAddressInput = z.infer<typeof CartAddressInput>;

/** `POST /v1/cart/carriers`: one of the methods `GET /v1/cart/carriers` offers. */
export const CartCarrierInput = CheckoutSelectionInput.pick({ carrierMethodId: true }).strict();
export type CartCarrierInput = z.infer<typeof CartCarrierInput>;

export const PromoCodeInput = z.object({ code: text(1, 250) }).strict();
export type PromoCodeInput = z.infer<typeof PromoCodeInput>;

/** What can be wrong with one line; the storefront words each as `cart.warning.<key>`. */
export const CART_LINE_WARNINGS = ['priceChanged', 'outOfStock', 'notEnoughStock', 'notSold'] as const;
export const CartLineWarning = z.enum(CART_LINE_WARNINGS);
export type CartLineWarning = z.infer<typeof CartLineWarning>;

export const CartLine = z
  .object({
    productId: z.number().int(),
    sku: z.string(),
    name: z.string(),
    path: z.string(),
    image: Image.nullable(),
    quantity: z.number().int(),
    /** The price of one unit now (gross, or net where no VAT is charged), with its reduction. */
    unitPrice: ProductPrice,
    /** The unit price when the line was added, when it has changed since. */
    addedPrice: Money.nullable(),
    /** The part of the cart's discounts this line carries (allocated by largest remainder). */
    discount: Money,
    /** unitPrice × quantity − discount; 0 for a line that is no longer sold. */
    total: Money,
    vatRate: RateBp,
    stock: StockState,
    /** The most units that can be bought now (stock, capped at the cart maximum). */
    maxQuantity: z.number().int(),
    gift: z.boolean(),
    applyPromotions: z.boolean(),
    warnings: z.array(CartLineWarning),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof CartLine>;

/** Why an entered code gives nothing now; the storefront words each as `cart.rule.<reason>`. */
export const CART_RULE_REASONS = [
  'notStarted',
  'expired',
  'minimumNotReached',
  'usedUp',
  'usedUpByCustomer',
  'notCombinable',
  'noMatchingProducts',
  'signInRequired',
] as const;
export const CartRuleReason = z.enum(CART_RULE_REASONS);
export type CartRuleReason = z.infer<typeof CartRuleReason>;

/** A promo code on the cart. */
export const CartRule = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  applicable: z.boolean(),
  /** Why it does not apply, or null when it does. */
  reason: CartRuleReason.nullable(),
  /** For `minimumNotReached`: the minimum and what is missing. */
  minimum: Money.nullable(),
  missing: Money.nullable(),
  discount: Money,
  freeShipping: z.boolean(),
});
export type CartRule = z.infer<typeof CartRule>;

/** A promotion that gives this cart something now, automatic or unlocked by a code. */
export const CartPromotion = z.object({
  slug: z.string(),
  name: z.string(),
  kind: z.enum([...PROMOTION_KINDS, 'gift']),
  code: z.string().nullable(),
  discount: Money,
  freeShipping: z.boolean(),
});
export type CartPromotion = z.infer<typeof CartPromotion>;

export const DeliveryDays = z
  .object({ min: z.number().int(), max: z.number().int() })
  .meta({ id: 'DeliveryDays' });
export type DeliveryDays = z.infer<typeof DeliveryDays>;

export const CartShipping = z.object({
  country: z.string(),
  /** The chosen carrier method, or the cheapest for the country while it is an estimate. */
  method: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  estimate: z.boolean(),
  /** False when no carrier delivers this cart to the country. */
  available: z.boolean(),
  amount: Money,
  /** Free thanks to a promotion or the carrier's threshold. */
  free: z.boolean(),
  /** The carrier's free-shipping threshold and what is still missing to reach it (null when none). */
  freeAbove: Money.nullable(),
  missingForFree: Money.nullable(),
  deliveryDays: DeliveryDays.nullable(),
});
export type CartShipping = z.infer<typeof CartShipping>;

export const VatLine = z.object({ rate: RateBp, net: Money, vat: Money });
export type VatLine = z.infer<typeof VatLine>;

/** Why no VAT is charged: delivery outside the EU, or a business with a valid VAT id of another EU country. */
export const VatExemption = z.enum(['export', 'reverseCharge']);
export type VatExemption = z.infer<typeof VatExemption>;

export const CartTotals = z
  .object({
    /** The lines before discounts. */
    items: Money,
    discount: Money,
    shipping: Money,
    paymentFee: Money,
    total: Money,
    /** Per rate: the gross of the lines at that rate after discounts (plus shipping), VAT worked out once. */
    vat: z.array(VatLine),
    vatExemption: VatExemption.nullable(),
  })
  .meta({ id: 'CartTotals' });
export type CartTotals = z.infer<typeof CartTotals>;

export const CartWarning = z.object({ key: z.string(), productId: z.number().int().optional() });
export type CartWarning = z.infer<typeof CartWarning>;

/** The checkout's addresses as the account shows them. */
export const CartAddresses = z.object({ delivery: Address.nullable(), invoice: Address.nullable() });
export type CartAddresses = z.infer<typeof CartAddresses>;

export const Cart = z
  .object({
    /** Null until something is added. */
    id: z.number().int().nullable(),
    revision: z.number().int(),
    step: CartStep,
    lines: z.array(CartLine),
    /** Number of units, gifts included: the header's cart badge. */
    itemCount: z.number().int(),
    rules: z.array(CartRule),
    promotions: z.array(CartPromotion),
    gift: z.object({ productId: z.number().int(), promotionSlug: z.string() }).nullable(),
    shipping: CartShipping.nullable(),
    totals: CartTotals,
    warnings: z.array(CartWarning),
    /** The checkout's addresses; null until chosen, and again once the customer deletes the address. */
    addresses: CartAddresses,
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof Cart>;

/** A carrier method that delivers the cart to its delivery address, priced for this cart. */
export const CartCarrier = z.object({
  /** The carrier method's id: what `POST /v1/cart/carriers` takes as `carrierMethodId`. */
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /**
   * What shipping costs this cart with this method: by weight band, 0 from the free-shipping threshold
   * or with a free-shipping promotion, without VAT where the cart charges none.
   */
  price: Money,
  free: z.boolean(),
  /** The items' amount from which this method ships free; null when it never does. */
  freeAbove: Money.nullable(),
  deliveryDays: DeliveryDays,
  /** Whether this is the cart's chosen method. */
  chosen: z.boolean(),
});
export type CartCarrier = z.infer<typeof CartCarrier>;

/** `GET /v1/cart/carriers`: cheapest first; empty when nobody delivers the cart there. */
export const CartCarriers = z.object({
  /** The delivery address's country. */
  country: z.string(),
  items: z.array(CartCarrier),
});
export type CartCarriers = z.infer<typeof CartCarriers>;

export const GiftOffer = z.object({
  promotion: z.object({ slug: z.string(), name: z.string() }),
  threshold: Money,
  /** What the cart still needs to reach the threshold; 0 when it may choose now. */
  missing: Money,
  products: z.array(ProductCard),
});
export type GiftOffer = z.infer<typeof GiftOffer>;

export const CartGifts = z.object({
  /** Gifts the cart may choose now. */
  available: z.array(GiftOffer),
  /** Gifts the cart is close to. */
  upcoming: z.array(GiftOffer),
});
export type CartGifts = z.infer<typeof CartGifts>;

export const CartValidateQuery = z
  .object({ step: z.coerce.number().pipe(CartStep).default(CART_STEP.cart) })
  .strict();
export type CartValidateQuery = z.infer<typeof CartValidateQuery>;

/**
 * Something that stands in the way of going on from a step; the storefront words each key:
 * `cart.problem.empty`, `.notSold`, `.outOfStock`, `.notEnoughStock` (with the product, and how many
 * can be bought: `available`), `.notDelivered`, `.signInRequired` (step 1), `.noDeliveryAddress`,
 * `.noInvoiceAddress` (step 2), `.noCarrier` (step 3). A code that does not apply is none of these: it
 * stays on the cart with `applicable: false` and never stops the checkout.
 */
export const CartProblem = z.object({
  key: z.string(),
  productId: z.number().int().optional(),
  available: z.number().int().optional(),
});
export const CartValidation = z.object({ valid: z.boolean(), problems: z.array(CartProblem) });
export type CartValidation = z.infer<typeof CartValidation>;

import { z } from 'zod';
import { CART_QUANTITY_MAX } from './constants.ts';
import { text } from './common.ts';

export const CartLineInput = z
  .object({
    productId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    quantity: z.number().int().min(1).max(CART_QUANTITY_MAX),
    applyPromotions: z.boolean().optional(),
  })
  .strict();
export type CartLineInput = z.infer<typeof CartLineInput>;

export const PROMOTION_KINDS = ['reductionAmount', 'reductionPercent', 'freeShippingOnly'] as const;
export const PromotionKind = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKind>;

/** Cart step types of SPEC.md §3. */
export const CART_STEP = { cart: 0, checkout: 1, checkoutShipping: 2, checkoutPayment: 3 } as const;
export const CartStep = z.union([
  z.literal(CART_STEP.cart),
  z.literal(CART_STEP.checkout),
  z.literal(CART_STEP.checkoutShipping),
  z.literal(CART_STEP.checkoutPayment),
]);
export type CartStep = z.infer<typeof CartStep>;

export const CheckoutSelectionInput = z
  .object({
    addressDeliveryId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    addressInvoiceId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    carrierMethodId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  })
  .strict();
export type CheckoutSelectionInput = z.infer<typeof CheckoutSelectionInput>;

export const PromoCodeInput = z.object({ code: text(1, 250) }).strict();
export type PromoCodeInput = z.infer<typeof PromoCodeInput>;

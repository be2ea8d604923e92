import { z } from 'zod';
import { CartProblem, CartTotals, DeliveryDays } from './cart.ts';
import { CursorQuery, Image, page } from './common.ts';
import { LocaleCode } from './locales.ts';
import { Money, RateBp } from './money.ts';

/** Conversion flag of an order. */
export const ConversionFlagInput = z.object({ conversionSent: z.boolean() }).strict();
export type ConversionFlagInput = z.infer<typeof ConversionFlagInput>;

/** An order's status (docs/flows.md#order). */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** What customers read out: 8 letters and digits without 0/O and 1/I, e.g. `K7QM-4XPR`. */
export const ORDER_REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const OrderReference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/, { error: 'validation.string.orderReference' });

export const OrderParams = z.object({ reference: OrderReference }).strict();
export type OrderParams = z.infer<typeof OrderParams>;

export const OrderListQuery = CursorQuery;

export const OrderSummary = z
  .object({
    reference: z.string(),
    status: OrderStatus,
    placedAt: z.string(),
    total: Money,
    itemCount: z.number().int(),
    /** Up to four of its products' pictures and names, for the list. */
    items: z.array(z.object({ name: z.string(), image: Image.nullable() })),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderPage = page(OrderSummary);
export type OrderPage = z.infer<typeof OrderPage>;

export const OrderLine = z.object({
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** The product's path when it was bought (it may have moved since). */
  path: z.string(),
  image: Image.nullable(),
  quantity: z.number().int(),
  unitPrice: Money,
  discount: Money,
  total: Money,
  vatRate: RateBp,
  gift: z.boolean(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  stateName: z.string().nullable(),
  countryIso: z.string(),
  countryName: z.string(),
  phone: z.string().nullable(),
  vatId: z.string().nullable(),
  fiscalId: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderDocumentLink = z
  .object({
    /** `invoice` or `credit-note`: the path segment of its download. */
    type: z.string(),
    number: z.string(),
    issuedAt: z.string(),
    /** `GET` it for the PDF. */
    href: z.string(),
  })
  .meta({ id: 'OrderDocumentLink' });
export type OrderDocumentLink = z.infer<typeof OrderDocumentLink>;

export const OrderDetail = z
  .object({
    reference: z.string(),
    status: OrderStatus,
    placedAt: z.string(),
    paidAt: z.string().nullable(),
    /** The language the order was placed in: its lines' names and product paths are in it. */
    locale: LocaleCode,
    lines: z.array(OrderLine),
    promotions: z.array(
      z.object({ name: z.string(), code: z.string().nullable(), discount: Money, freeShipping: z.boolean() }),
    ),
    totals: CartTotals,
    addresses: z.object({ delivery: OrderAddress, invoice: OrderAddress }),
    carrier: z.object({ id: z.number().int(), name: z.string(), deliveryDays: DeliveryDays }),
    payment: z.object({
      /** `stripe`, `test`, or `none` for a zero-amount order. */
      provider: z.string(),
      amount: Money,
    }),
    history: z.array(z.object({ status: OrderStatus, at: z.string() })),
    documents: z.array(OrderDocumentLink),
    conversionSent: z.boolean(),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof OrderDetail>;

/** `POST /v1/me/orders/{reference}/repeat`: what went into the cart and what could not. */
export const OrderRepeat = z.object({
  added: z.array(z.object({ productId: z.number().int(), quantity: z.number().int() })),
  /** `notSold`, `outOfStock` or `notEnoughStock` (then `quantity` is what was added). */
  skipped: z.array(z.object({ productId: z.number().int(), name: z.string(), reason: z.string() })),
});
export type OrderRepeat = z.infer<typeof OrderRepeat>;

/** `POST /v1/orders/zero`: the revision the shopper reviewed (409 when the cart has changed since). */
export const ZeroOrderInput = z
  .object({ revision: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional() })
  .strict()
  .nullish();
export type ZeroOrderInput = z.infer<typeof ZeroOrderInput>;

/** A placed order, as the confirmation and the zero-amount order answer it. */
export const PlacedOrder = z
  .object({ reference: z.string(), status: OrderStatus })
  .meta({ id: 'PlacedOrder' });
export type PlacedOrder = z.infer<typeof PlacedOrder>;

// ---------------------------------------------------------------------------------------------------
// Payment (docs/selling-rules.md#payment)

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export const PaymentProviderName = z.enum(PAYMENT_PROVIDERS);

/** `GET /v1/cart/payment/auth`: whether the cart may be paid now, how, and for which revision. */
export const PaymentAuth = z.object({
  payable: z.boolean(),
  problems: z.array(CartProblem),
  /** Null for a zero-amount order: nothing to pay, `POST /v1/orders/zero` places it. */
  provider: PaymentProviderName.nullable(),
  /** Stripe's publishable key for its Payment Element; null for the test provider. */
  publishableKey: z.string().nullable(),
  amount: Money,
  zeroAmount: z.boolean(),
  /** The cart revision this answer is for; a payment is for exactly one revision. */
  revision: z.number().int(),
});
export type PaymentAuth = z.infer<typeof PaymentAuth>;

export const PaymentFeesQuery = z.object({}).strict();
/** The fee per payment method for this cart (0 for consumer cards: Directive (EU) 2015/2366 Art. 62(4)). */
export const PaymentFees = z.object({
  items: z.array(z.object({ method: z.string(), fee: Money })),
});
export type PaymentFees = z.infer<typeof PaymentFees>;

export const PaymentIntentQuery = z.object({}).strict();
export const PaymentIntentAnswer = z.object({
  provider: PaymentProviderName,
  intentId: z.string(),
  clientSecret: z.string(),
  amount: Money,
  revision: z.number().int(),
  /** For the test provider's card form and challenge page. */
  publishableKey: z.string().nullable(),
});
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswer>;

/** The return URL's query after payment (Stripe appends these). */
export const PaymentConfirmationQuery = z
  .object({
    payment_intent: z.string().trim().min(1).max(255),
    payment_intent_client_secret: z.string().trim().max(255).optional(),
    redirect_status: z.string().trim().max(64).optional(),
  })
  .strict();
export type PaymentConfirmationQuery = z.infer<typeof PaymentConfirmationQuery>;

// The offline test provider's card form and 3-D Secure challenge.
export const TestCardInput = z
  .object({
    clientSecret: z.string().trim().min(1).max(255),
    number: z.string().trim().min(1).max(32),
    /** MM/YY */
    expiry: z.string().trim().min(1).max(7),
    cvc: z.string().trim().min(1).max(4),
  })
  .strict();
export type TestCardInput = z.infer<typeof TestCardInput>;

export const TestChallengeInput = z
  .object({ clientSecret: z.string().trim().min(1).max(255), approve: z.boolean() })
  .strict();
export type TestChallengeInput = z.infer<typeof TestChallengeInput>;

export const TestConfirmationAnswer = z.object({
  status: z.enum(['succeeded', 'requires_action', 'requires_payment_method']),
  /** Why the card failed, Stripe's decline codes (card_declined, insufficient_funds, …). */
  declineCode: z.string().nullable(),
});
export type TestConfirmationAnswer = z.infer<typeof TestConfirmationAnswer>;

export const TestIntentParams = z
  .object({
    intentId: z
      .string()
      .max(64)
      .regex(/^pi_[A-Za-z0-9_]+$/, { error: 'validation.string.format' }),
  })
  .strict();

/**
 * Promotions and codes made in the back office (docs/operations.md#promotions-and-codes): what a
 * promotion gives (an amount, a percentage or free shipping), on what (the catalogue's shelf prices,
 * the cart, products, categories, brands, or a gift to choose), when, above which minimum, how often,
 * with which others, automatic or by code, with its texts and promotion page per language. A promotion
 * carries a revision like a product: a save made on an older one is a 409.
 */
import { z } from 'zod';
import { PromotionKind } from './cart.ts';
import { PromotionTarget } from './cms.ts';
import { freeText, Id, text } from './common.ts';
import { LocaleCode } from './locales.ts';
import { Money } from './money.ts';
import { Slug } from './admin-catalogue.ts';

export const PROMOTION_LIMITS = {
  name: 128,
  slug: 128,
  description: 5_000,
  code: 32,
  members: 500,
  /** Basis points: 100 % is 10,000, and a reduction of the whole price is no reduction. */
  percentBp: 9_900,
  /** Cents: 100,000 €. */
  amount: 10_000_000,
  usageLimit: 10_000_000,
} as const;

/** What a gift promotion's value always is: 100 % off the gift chosen, in basis points. */
export const GIFT_VALUE_BP = 10_000;

/** A code as customers type it: letters and digits, with `-` or `_` between; kept in capitals. */
export const PromotionCode = text(3, PROMOTION_LIMITS.code).regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/, {
  message: 'validation.code.format',
});

export const PromotionTextInput = z
  .object({
    name: text(1, PROMOTION_LIMITS.name),
    /** Made from the name in the language's script when empty or left out. */
    slug: z.union([z.literal(''), Slug]).optional(),
    description: freeText(0, PROMOTION_LIMITS.description).default(''),
  })
  .strict();

const IsoInstant = z.iso.datetime({ offset: true });
const Members = z.array(Id).max(PROMOTION_LIMITS.members).default([]);

const promotionFields = {
  kind: PromotionKind,
  /** Cents off for `reductionAmount`, basis points off for `reductionPercent`, 0 for `freeShippingOnly`. */
  value: z.number().int().min(0).max(PROMOTION_LIMITS.amount),
  target: PromotionTarget,
  /** The products of `catalogue`, `products` and `gift` (the gifts to choose among). */
  productIds: Members,
  categoryIds: Members,
  manufacturerIds: Members,
  /** Null: it applies by itself to every cart it fits. */
  code: PromotionCode.nullable().default(null),
  startsAt: IsoInstant,
  endsAt: IsoInstant,
  /** Cents the cart's items must reach (gifts left out); 0 for none. */
  minimumAmount: z.number().int().min(0).max(PROMOTION_LIMITS.amount).default(0),
  usageLimit: z.number().int().min(1).max(PROMOTION_LIMITS.usageLimit).nullable().default(null),
  usageLimitPerCustomer: z.number().int().min(1).max(PROMOTION_LIMITS.usageLimit).nullable().default(null),
  combinable: z.boolean().default(true),
  texts: z
    .partialRecord(LocaleCode, PromotionTextInput)
    .refine((texts) => texts.en !== undefined, { message: 'validation.texts.english', path: ['en'] }),
};

type PromotionFields = {
  kind: PromotionKind;
  value: number;
  target: PromotionTarget;
  productIds: number[];
  categoryIds: number[];
  manufacturerIds: number[];
  startsAt: string;
  endsAt: string;
};

/** The rules one field cannot say alone: the value fits the kind, the members fit the target, the window is open. */
function checkPromotion(promotion: PromotionFields, context: z.RefinementCtx) {
  const issue = (path: string, message: string, params: Record<string, unknown> = {}) =>
    context.addIssue({ code: 'custom', path: [path], message, params });
  const gift = promotion.target === 'gift';
  // A gift is stored as 100 % off the product the customer chooses.
  if (gift && (promotion.kind !== 'reductionPercent' || promotion.value !== GIFT_VALUE_BP)) {
    issue('kind', 'validation.promotion.gift');
  }
  if (
    !gift &&
    promotion.kind === 'reductionPercent' &&
    (promotion.value < 1 || promotion.value > PROMOTION_LIMITS.percentBp)
  ) {
    // Said in percent, as the operator types it.
    issue('value', 'validation.promotion.percent', { maximum: PROMOTION_LIMITS.percentBp / 100 });
  }
  if (promotion.kind === 'reductionAmount' && promotion.value < 1)
    issue('value', 'validation.number.min', { minimum: 1 });
  if (promotion.kind === 'freeShippingOnly' && promotion.value !== 0)
    issue('value', 'validation.promotion.freeShipping');
  if (promotion.kind === 'freeShippingOnly' && promotion.target === 'catalogue') {
    issue('kind', 'validation.promotion.kindTarget');
  }
  const members = {
    catalogue: 'productIds',
    products: 'productIds',
    gift: 'productIds',
    categories: 'categoryIds',
    brands: 'manufacturerIds',
    cart: null,
  } as const;
  const wanted = members[promotion.target];
  for (const field of ['productIds', 'categoryIds', 'manufacturerIds'] as const) {
    const count = promotion[field].length;
    if (field === wanted && count === 0) issue(field, 'validation.promotion.members');
    if (field !== wanted && count > 0) issue(field, 'validation.promotion.notMembers');
  }
  if (Date.parse(promotion.endsAt) <= Date.parse(promotion.startsAt))
    issue('endsAt', 'validation.promotion.window');
}

/** `POST /v1/admin/promotions`. */
export const AdminPromotionInput = z.object(promotionFields).strict().superRefine(checkPromotion);
export type AdminPromotionInput = z.input<typeof AdminPromotionInput>;
export type AdminPromotionValues = z.output<typeof AdminPromotionInput>;

/** `PUT /v1/admin/promotions/{promotionId}`: every field again, with the revision it was made on. */
export const AdminPromotionReplace = z
  .object({ ...promotionFields, revision: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict()
  .superRefine(checkPromotion);
export type AdminPromotionReplace = z.input<typeof AdminPromotionReplace>;

export const AdminPromotionParams = z.object({ promotionId: Id });

/** Where a promotion stands: not begun, running, or over (its end came, or it was ended). */
export const PROMOTION_STATES = ['scheduled', 'running', 'ended'] as const;
export const PromotionState = z.enum(PROMOTION_STATES);
export type PromotionState = z.infer<typeof PromotionState>;

export const AdminPromotionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: PromotionKind,
  value: z.number().int(),
  target: PromotionTarget,
  code: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: PromotionState,
  /** Orders that used it. */
  uses: z.number().int(),
  usageLimit: z.number().int().nullable(),
});
export type AdminPromotionSummary = z.infer<typeof AdminPromotionSummary>;

export const AdminPromotionList = z
  .object({ items: z.array(AdminPromotionSummary) })
  .meta({ id: 'AdminPromotionList' });
export type AdminPromotionList = z.infer<typeof AdminPromotionList>;

export const AdminPromotionDetail = z
  .object({
    id: z.number().int(),
    revision: z.number().int(),
    kind: PromotionKind,
    value: z.number().int(),
    target: PromotionTarget,
    productIds: z.array(z.number().int()),
    categoryIds: z.array(z.number().int()),
    manufacturerIds: z.array(z.number().int()),
    code: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    minimum: Money,
    usageLimit: z.number().int().nullable(),
    usageLimitPerCustomer: z.number().int().nullable(),
    combinable: z.boolean(),
    state: PromotionState,
    uses: z.number().int(),
    /** The languages written, with the path of the promotion's page in each. */
    texts: z.partialRecord(
      LocaleCode,
      z.object({ name: z.string(), slug: z.string(), description: z.string(), path: z.string() }),
    ),
    /** For a `catalogue` promotion: the products whose shelf price it reduces now. */
    reducedProducts: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminPromotionDetail' });
export type AdminPromotionDetail = z.infer<typeof AdminPromotionDetail>;

export const PROMOTION_ERRORS = {
  codeTaken: 'validation.code.taken',
  slugTaken: 'validation.slug.taken',
  staleRevision: 'error.promotion.staleRevision',
  notFound: 'error.promotion.notFound',
  alreadyEnded: 'error.promotion.ended',
  productNotFound: 'validation.product.unknown',
} as const;

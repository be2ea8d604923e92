import { z } from 'zod';
import { Cursor, Image, text } from './common.ts';
import { PAGE_LIMIT_MAX, REACTION_KINDS } from './constants.ts';
import { LocaleCode } from './locales.ts';
import { Listing, promotionShape } from './catalog.ts';
import { Money } from './money.ts';
import { PointsRules } from './points.ts';

export const ReactionKind = z.enum(REACTION_KINDS);
export type ReactionKind = z.infer<typeof ReactionKind>;

export const ReactionCounts = z
  .object({
    like: z.number().int(),
    love: z.number().int(),
    insightful: z.number().int(),
  })
  .meta({ id: 'ReactionCounts' });
export type ReactionCounts = z.infer<typeof ReactionCounts>;

export const ReactionInput = z.object({ kind: ReactionKind }).strict();
export const ReactionResult = z.object({ added: z.boolean(), reactions: ReactionCounts });
export type ReactionResult = z.infer<typeof ReactionResult>;

export const Article = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  image: Image,
  publishedAt: z.string(),
  reactions: ReactionCounts,
  alternates: z.array(z.object({ locale: LocaleCode, slug: z.string() })),
});
export type Article = z.infer<typeof Article>;

export const ArticleQuery = z
  .object({
    /** One article by its slug in the request language. */
    slug: text(1, 255).optional(),
    cursor: Cursor.optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(12),
  })
  .strict();
export const ArticlePage = z.object({ items: z.array(Article), nextCursor: z.string().nullable() });
export const ArticleIdParams = z.object({
  articleId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const MARKETING_TYPES = ['hero', 'banner', 'usp'] as const;
export const MarketingEntity = z.object({
  id: z.number().int(),
  key: z.string(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  cta: z.string(),
  image: Image.nullable(),
  /** Where the entity leads: a catalogue path or a promotion slug. */
  link: z.object({ kind: z.enum(['category', 'promotion']), path: z.string() }).nullable(),
});
export type MarketingEntity = z.infer<typeof MarketingEntity>;
export const MarketingEntityList = z.object({ type: z.string(), items: z.array(MarketingEntity) });
export const EntityTypeParams = z.object({ entityType: text(1, 32) });

export const PromotionParams = z.object({ slug: text(1, 128) });

/**
 * What a promotion applies to. `catalogue`: already in its products' shelf prices. `cart`: the whole
 * cart. `products`, `categories`, `brands`: the cart's lines of its products, of products in its categories
 * (or below them), of its brands. `gift`: a free product of the customer's choice among its products.
 */
export const PROMOTION_TARGETS = ['catalogue', 'cart', 'products', 'categories', 'brands', 'gift'] as const;
export const PromotionTarget = z.enum(PROMOTION_TARGETS);
export type PromotionTarget = z.infer<typeof PromotionTarget>;

/** A category or brand a promotion applies to, with the path of its page. */
export const PromotionScopeLink = z.object({ id: z.number().int(), name: z.string(), path: z.string() });
export type PromotionScopeLink = z.infer<typeof PromotionScopeLink>;

export const PromotionPage = promotionShape({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  target: PromotionTarget,
  /** The code that unlocks it in the cart (codes are public on their pages); null when automatic. */
  code: z.string().nullable(),
  /** What the cart's items must reach before it applies; null for no minimum. */
  minimum: Money.nullable(),
  /** A free gift to choose among the listed products (then the offer is 100 % off the gift). */
  gift: z.boolean(),
  /** False when it never applies together with other promotions. */
  combinable: z.boolean(),
  /** How many orders of one customer may use it (signed in); null for no limit. */
  usageLimitPerCustomer: z.number().int().nullable(),
  /** For the `categories` target: the categories (their subcategories included); else empty. */
  categories: z.array(PromotionScopeLink),
  /** For the `brands` target: the brands; else empty. */
  brands: z.array(PromotionScopeLink),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  image: Image.nullable(),
  alternates: z.array(z.object({ locale: LocaleCode, slug: z.string() })),
  /** Its products: those it holds (catalogue, products, gift), or of its categories or brands; none for the cart. */
  listing: Listing,
});
export type PromotionPage = z.infer<typeof PromotionPage>;

/** Pages every shop has; their bodies are plain text in the format of page-body.ts. */
export const LEGAL_PAGE_KEYS = ['imprint', 'terms', 'privacy', 'withdrawal', 'shipping', 'contact'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

export const ContentPageLink = z.object({
  /** What the page is for, e.g. `privacy`: the storefront links pages by it. */
  key: z.string(),
  slug: z.string(),
  title: z.string(),
  alternates: z.array(z.object({ locale: LocaleCode, slug: z.string() })),
});
export type ContentPageLink = z.infer<typeof ContentPageLink>;
export const ContentPageList = z.object({ items: z.array(ContentPageLink) });
export type ContentPageList = z.infer<typeof ContentPageList>;

export const ContentPage = ContentPageLink.extend({
  /** The page text with the shop's details filled in (format: parsePageBody). */
  body: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof ContentPage>;
export const ContentPageParams = z.object({ slug: text(1, 255) });

/** The seller behind the shop (configuration), as pages, footer and documents name it. */
export const ShopInfo = z.object({
  name: z.string(),
  /** Street, postcode and town on one line, without the country. */
  address: z.string(),
  /** ISO 3166-1 alpha-2 code of the seller's country, and its name in the request language. */
  country: z.string(),
  countryName: z.string(),
  email: z.string(),
  /** International format, e.g. +49 30 23125 000. */
  phone: z.string(),
  /** The seller's VAT id (SHOP_VAT_ID); null when not configured. */
  vatId: z.string().nullable(),
  /** Company register and number, e.g. Amtsgericht Charlottenburg, HRB 000000 B. */
  register: z.string(),
  /** Who represents the company (managing director). */
  representative: z.string(),
  /** The IANA time zone the shop writes every time of day in (SHOP_TIME_ZONE), e.g. Europe/Berlin. */
  timeZone: z.string(),
  /** Days to return items after the last parcel's delivery (RETURN_DAYS, at least 14). */
  returnDays: z.number().int(),
  /** The rules for loyalty points (POINTS_* settings), the same for every visitor. */
  points: PointsRules,
});
export type ShopInfo = z.infer<typeof ShopInfo>;

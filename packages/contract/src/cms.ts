import { z } from 'zod';
import { Image } from './common.ts';
import { PAGE_LIMIT_MAX, REACTION_KINDS } from './constants.ts';
import { LocaleCode } from './locales.ts';
import { Listing, ProductPromotion } from './products.ts';

export const ReactionKind = z.enum(REACTION_KINDS);
export type ReactionKind = z.infer<typeof ReactionKind>;

export const ReactionCounts = z.object({
  like: z.number().int(),
  love: z.number().int(),
  insightful: z.number().int(),
});
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
    slug: z.string().trim().min(1).max(255).optional(),
    cursor: z.string().min(1).max(512).optional(),
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
export const EntityTypeParams = z.object({ entityType: z.string().trim().min(1).max(32) });

export const PromotionParams = z.object({ slug: z.string().trim().min(1).max(128) });
export const PromotionPage = ProductPromotion.extend({
  id: z.number().int(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
  image: Image.nullable(),
  alternates: z.array(z.object({ locale: LocaleCode, slug: z.string() })),
  listing: Listing,
});
export type PromotionPage = z.infer<typeof PromotionPage>;

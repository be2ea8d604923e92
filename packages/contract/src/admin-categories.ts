/**
 * Categories and brands in the back office (docs/operations.md#the-catalogue): the category tree
 * (parent, place among its siblings, texts and slugs per language) and the brands (name, texts and
 * slugs per language). A new slug or parent moves the paths, and the old ones answer with a redirect.
 */
import { z } from 'zod';
import { freeText, Id, text } from './common.ts';
import { Slug } from './admin-catalogue.ts';
import { AdminMedia } from './admin-media.ts';
import { LocaleCode } from './locales.ts';

/** The bounds of a category's and a brand's fields; the database columns are at least as wide. */
export const CATEGORY_LIMITS = {
  name: 128,
  description: 20_000,
  /** Places among siblings: 0 is the first. */
  position: 10_000,
} as const;

const englishRequired = {
  check: (texts: Partial<Record<string, unknown>>) => texts.en !== undefined,
  issue: { message: 'validation.texts.english', path: ['en'] },
};

/** A category's texts in one language; without a slug (or an empty one) it is made from the name. */
export const AdminCategoryTextInput = z
  .object({
    name: text(1, CATEGORY_LIMITS.name),
    slug: z.union([z.literal(''), Slug]).optional(),
    description: freeText(0, CATEGORY_LIMITS.description).default(''),
  })
  .strict();
export type AdminCategoryTextInput = z.input<typeof AdminCategoryTextInput>;

/**
 * A picture or logo from the media (`POST /v1/admin/media`): its id, null for none; not given, it stays
 * as it is. An id not stored is a 422 `validation.media.unknown` at `mediaId`.
 */
const ChosenMedia = Id.nullable().optional();

/**
 * `POST /v1/admin/categories` and `PUT /v1/admin/categories/{categoryId}`: the whole category. A new
 * `parentId` moves it with everything below it; `position` is its place among its siblings (the
 * others make room), the last when not given (on a save: where it is, unless it moves); `mediaId` its
 * picture on the storefront.
 */
export const AdminCategoryInput = z
  .object({
    /** Null for a top-level category. */
    parentId: Id.nullable(),
    position: z.number().int().min(0).max(CATEGORY_LIMITS.position).optional(),
    mediaId: ChosenMedia,
    /** Texts by language: English is required (every other language falls back to it). */
    texts: z
      .partialRecord(LocaleCode, AdminCategoryTextInput)
      .refine(englishRequired.check, englishRequired.issue),
  })
  .strict();
export type AdminCategoryInput = z.input<typeof AdminCategoryInput>;
export type AdminCategoryValues = z.output<typeof AdminCategoryInput>;

export const AdminCategoryParams = z.object({ categoryId: Id }).strict();

export const AdminCategoryText = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The category's path in that language, below its parent's. */
  path: z.string(),
});

/** `GET /v1/admin/categories/{categoryId}`: a category as the back office edits it. */
export const AdminCategoryDetail = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    /** Its place among its siblings, from 0. */
    position: z.number().int(),
    /** 0 at the top. */
    depth: z.number().int(),
    /** The languages written; the others show the English texts. */
    texts: z.partialRecord(LocaleCode, AdminCategoryText),
    /** Its picture: the media chosen, at its own size. */
    image: AdminMedia.nullable(),
    /** Products listed in it or in a category below it. */
    productCount: z.number().int(),
    childCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminCategoryDetail' });
export type AdminCategoryDetail = z.infer<typeof AdminCategoryDetail>;

/** A brand's texts in one language; without a slug (or an empty one) it is made from the name. */
export const AdminBrandTextInput = z
  .object({
    slug: z.union([z.literal(''), Slug]).optional(),
    description: freeText(0, CATEGORY_LIMITS.description).default(''),
  })
  .strict();
export type AdminBrandTextInput = z.input<typeof AdminBrandTextInput>;

/** `POST /v1/admin/brands` and `PUT /v1/admin/brands/{brandId}`: the whole brand, `mediaId` its logo. */
export const AdminBrandInput = z
  .object({
    /** The same in every language. */
    name: text(1, CATEGORY_LIMITS.name),
    mediaId: ChosenMedia,
    texts: z
      .partialRecord(LocaleCode, AdminBrandTextInput)
      .refine(englishRequired.check, englishRequired.issue),
  })
  .strict();
export type AdminBrandInput = z.input<typeof AdminBrandInput>;
export type AdminBrandValues = z.output<typeof AdminBrandInput>;

export const AdminBrandParams = z.object({ brandId: Id }).strict();

export const AdminBrandText = z.object({
  slug: z.string(),
  description: z.string(),
  /** The brand's page in that language, below the brands index. */
  path: z.string(),
});

/** `GET /v1/admin/brands/{brandId}`: a brand as the back office edits it. */
export const AdminBrandDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    texts: z.partialRecord(LocaleCode, AdminBrandText),
    /** Its logo: the media chosen, at its own size. */
    logo: AdminMedia.nullable(),
    productCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminBrandDetail' });
export type AdminBrandDetail = z.infer<typeof AdminBrandDetail>;

export const CATEGORY_ERRORS = {
  /** The new parent is the category itself or one below it. */
  cycle: 'validation.category.cycle',
  unknownParent: 'validation.category.unknown',
  notFound: 'error.category.notFound',
  /** Products are listed in it or below it: move them first. */
  hasProducts: 'error.category.hasProducts',
  hasChildren: 'error.category.hasChildren',
  /** A promotion is limited to it. */
  inPromotion: 'error.category.inPromotion',
  brandNotFound: 'error.brand.notFound',
  brandHasProducts: 'error.brand.hasProducts',
  brandInPromotion: 'error.brand.inPromotion',
} as const;

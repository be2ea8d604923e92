/**
 * The merchant's own catalogue in the back office (docs/operations.md#the-catalogue): products with
 * their texts per language, categories, brand, VAT class, weight, stock, price and pictures. A product
 * carries a revision: a save names the revision it was made on, and a stale one is a 409, so two
 * operators editing at once never overwrite each other without knowing.
 */
import { z } from 'zod';
import { freeText, Id, text } from './common.ts';
import { LocaleCode } from './locales.ts';
import { ProductPrice } from './money.ts';

export const VAT_CLASSES = ['standard', 'reduced'] as const;
export const VatClassCode = z.enum(VAT_CLASSES);
export type VatClassCode = z.infer<typeof VatClassCode>;

/** The bounds of what the back office takes for a product; the database columns are at least as wide. */
export const PRODUCT_LIMITS = {
  sku: 64,
  name: 255,
  slug: 120,
  description: 20_000,
  attributes: 30,
  attributeName: 128,
  attributeValue: 255,
  categories: 20,
  pictures: 20,
  alt: 255,
  /** Grams: a tonne. */
  weightGrams: 1_000_000,
  stock: 1_000_000_000,
} as const;

/** A SKU: letters, digits, `.`, `_` and `-`, starting with a letter or digit. */
export const Sku = text(1, PRODUCT_LIMITS.sku).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
  message: 'validation.sku.format',
});

/** One path segment: lowercase ASCII letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const Slug = text(1, PRODUCT_LIMITS.slug).regex(SLUG_PATTERN, { message: 'validation.slug.format' });

export const ProductAttribute = z
  .object({
    name: text(1, PRODUCT_LIMITS.attributeName),
    value: text(1, PRODUCT_LIMITS.attributeValue),
  })
  .strict();

/** A product's texts in one language; without a slug (or an empty one) it is made from the name. */
export const ProductTextInput = z
  .object({
    name: text(1, PRODUCT_LIMITS.name),
    slug: z.union([z.literal(''), Slug]).optional(),
    description: freeText(0, PRODUCT_LIMITS.description).default(''),
    attributes: z.array(ProductAttribute).max(PRODUCT_LIMITS.attributes).default([]),
  })
  .strict();
export type ProductTextInput = z.input<typeof ProductTextInput>;

/** Texts by language: English is required (every other language falls back to it). */
export const ProductTextsInput = z
  .partialRecord(LocaleCode, ProductTextInput)
  .refine((texts) => texts.en !== undefined, { message: 'validation.texts.english', path: ['en'] });

/** A picture of a product: an uploaded media (`POST /v1/admin/media`) and its alt text per language. */
export const ProductPictureInput = z
  .object({
    mediaId: Id,
    /** What the picture shows, for those who cannot see it; a language without one uses the product's name. */
    alt: z.partialRecord(LocaleCode, text(1, PRODUCT_LIMITS.alt)).default({}),
  })
  .strict();
export type ProductPictureInput = z.input<typeof ProductPictureInput>;

const productFields = {
  sku: Sku,
  active: z.boolean().default(true),
  manufacturerId: Id,
  /** Every category it is listed in (their parents list it too); at least one. */
  categoryIds: z.array(Id).min(1).max(PRODUCT_LIMITS.categories),
  /** The one of `categoryIds` whose path prefixes the product's path and breadcrumbs. */
  primaryCategoryId: Id,
  vatClass: VatClassCode.default('standard'),
  weightGrams: z.number().int().min(0).max(PRODUCT_LIMITS.weightGrams),
  stock: z.number().int().min(0).max(PRODUCT_LIMITS.stock),
  /** Gross price in cents. */
  price: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  /** The struck-through price of a reduction, in cents, above the price; null when not reduced. */
  basePrice: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable().default(null),
  texts: ProductTextsInput,
  /** In the order the shop shows them; the first is the product's card picture. */
  pictures: z.array(ProductPictureInput).max(PRODUCT_LIMITS.pictures).default([]),
};

const primaryIsListed = (product: { categoryIds: number[]; primaryCategoryId: number }) =>
  product.categoryIds.includes(product.primaryCategoryId);
const PRIMARY_ISSUE = { message: 'validation.category.primary', path: ['primaryCategoryId'] };

/** `POST /v1/admin/products`: a new product. */
export const AdminProductInput = z.object(productFields).strict().refine(primaryIsListed, PRIMARY_ISSUE);
export type AdminProductInput = z.input<typeof AdminProductInput>;
export type AdminProductValues = z.output<typeof AdminProductInput>;

/** `PUT /v1/admin/products/{productId}`: every field again, with the revision the edit was made on. */
export const AdminProductReplace = z
  .object({ ...productFields, revision: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict()
  .refine(primaryIsListed, PRIMARY_ISSUE);
export type AdminProductReplace = z.input<typeof AdminProductReplace>;

export const AdminProductText = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The product's path in that language, below its primary category. */
  path: z.string(),
});

export const AdminProductPicture = z.object({
  mediaId: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The languages written. */
  alt: z.partialRecord(LocaleCode, z.string()),
});
export type AdminProductPicture = z.infer<typeof AdminProductPicture>;

/** `GET /v1/admin/products/{productId}`: everything the editor shows; languages without texts fall back to English. */
export const AdminProductDetail = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    active: z.boolean(),
    /** Goes up by one with every change; a save names it. */
    revision: z.number().int(),
    manufacturerId: z.number().int(),
    primaryCategoryId: z.number().int(),
    categoryIds: z.array(z.number().int()),
    vatClass: VatClassCode,
    weightGrams: z.number().int(),
    stock: z.number().int(),
    /** With `baseAmount` and `lowestPriorPrice` while reduced, as the shop shows it. */
    price: ProductPrice,
    /** The languages written; the others show the English texts. */
    texts: z.partialRecord(LocaleCode, AdminProductText),
    /** In order; the first is the card picture. */
    pictures: z.array(AdminProductPicture),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminProductDetail' });
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;

/** A category to choose from, in the operator's language: its path of names from the top. */
export const AdminCategoryOption = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Names from the top down to it, e.g. ["Kitchen", "Pots & pans"]. */
  trail: z.array(z.string()),
  productCount: z.number().int(),
});
export const AdminCategoryOptions = z.object({ items: z.array(AdminCategoryOption) });
export type AdminCategoryOptions = z.infer<typeof AdminCategoryOptions>;

export const AdminBrandOption = z.object({ id: z.number().int(), name: z.string() });
export const AdminBrandOptions = z.object({ items: z.array(AdminBrandOption) });
export type AdminBrandOptions = z.infer<typeof AdminBrandOptions>;

export const CATALOGUE_ERRORS = {
  skuTaken: 'validation.sku.taken',
  /** The path a slug makes is another product's, category's or brand's in that language. */
  slugTaken: 'validation.slug.taken',
  /** Someone saved the product since the editor loaded it. */
  staleRevision: 'error.product.staleRevision',
  categoryNotFound: 'validation.category.unknown',
  brandNotFound: 'validation.brand.unknown',
  mediaNotFound: 'validation.media.unknown',
} as const;

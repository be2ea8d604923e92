import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './constants.ts';
import { Cursor, Email, Id, Image, QueryBoolean, QueryId, commaList, plain, text } from './common.ts';
import { LocaleCode } from './locales.ts';
import { Money, ProductPrice, RateBp } from './money.ts';
import { ProductRating } from './reviews.ts';

/** Below this many units a product shows "only a few left". */
export const LOW_STOCK_THRESHOLD = 5;

export const StockState = z.enum(['in_stock', 'low_stock', 'out_of_stock']);
export type StockState = z.infer<typeof StockState>;

/** The same page in another language: where the language picker and hreflang links go. */
export const Alternate = z.object({ locale: LocaleCode, path: z.string() }).meta({ id: 'Alternate' });
export type Alternate = z.infer<typeof Alternate>;

export const Breadcrumb = z.object({ name: z.string(), path: z.string() });
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const ManufacturerRef = z
  .object({ id: z.number().int(), name: z.string(), path: z.string() })
  .meta({ id: 'ManufacturerRef' });

export const ProductCard = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    description: z.string(),
    path: z.string(),
    price: ProductPrice,
    stock: StockState,
    image: Image.nullable(),
    manufacturer: ManufacturerRef,
    /** The stars of its approved reviews (docs/flows.md#reviews): count 0 and a null average without any. */
    rating: ProductRating,
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof ProductCard>;

export const ProductList = z.object({ items: z.array(ProductCard) });
export type ProductList = z.infer<typeof ProductList>;

export const Attribute = z.object({ name: z.string(), value: z.string() });

/**
 * What a promotion gives, by its kind, on top of `fields`: an amount off, a percentage off
 * in basis points (2000 is 20 %), or free shipping.
 */
export const promotionShape = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.discriminatedUnion('kind', [
    z.object({ ...fields, kind: z.literal('reductionAmount'), amount: Money }),
    z.object({ ...fields, kind: z.literal('reductionPercent'), percentBp: RateBp }),
    z.object({ ...fields, kind: z.literal('freeShippingOnly') }),
  ]);

/** The offer alone: `{ kind: 'reductionPercent', percentBp: 2000 }`. */
export const PromotionOffer = promotionShape({});
export type PromotionOffer = z.infer<typeof PromotionOffer>;

export const ProductPromotion = promotionShape({ slug: z.string(), name: z.string() });
export type ProductPromotion = z.infer<typeof ProductPromotion>;

export const ProductDetail = ProductCard.extend({
  images: z.array(Image),
  attributes: z.array(Attribute),
  weightGrams: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
  breadcrumbs: z.array(Breadcrumb),
  alternates: z.array(Alternate),
  promotions: z.array(ProductPromotion),
  updatedAt: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const CategorySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  path: z.string(),
  image: Image.nullable(),
});
export type CategorySummary = z.infer<typeof CategorySummary>;

export const CategoryDetail = CategorySummary.extend({
  breadcrumbs: z.array(Breadcrumb),
  children: z.array(CategorySummary),
  alternates: z.array(Alternate),
});
export type CategoryDetail = z.infer<typeof CategoryDetail>;

export const ManufacturerDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  path: z.string(),
  /** The brand's logo, its alt text the brand's name. */
  logo: Image.nullable(),
  productCount: z.number().int(),
  alternates: z.array(Alternate),
});
export type ManufacturerDetail = z.infer<typeof ManufacturerDetail>;

/** `rating`: best rated first (the reviews' average, then their number), products without reviews last. */
export const LISTING_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'name', 'rating'] as const;
export const ListingSort = z.enum(LISTING_SORTS);
export type ListingSort = z.infer<typeof ListingSort>;

const PriceBound = z.coerce.number().int().min(0).max(100_000_000);

/** Filters, sort and cursor of a product listing (category, manufacturer, search, promotion). */
export const ListingQuery = z
  .object({
    manufacturers: commaList(QueryId, 50).optional(),
    priceMin: PriceBound.optional(),
    priceMax: PriceBound.optional(),
    inStock: QueryBoolean.optional(),
    sort: ListingSort.default('relevance'),
    cursor: Cursor.optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  })
  .strict();
export type ListingQuery = z.infer<typeof ListingQuery>;

export const Facets = z
  .object({
    manufacturers: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    /** The lowest and highest price of the listing; null when it is empty. */
    price: z.object({ min: Money, max: Money }).nullable(),
  })
  .meta({ id: 'Facets' });
export type Facets = z.infer<typeof Facets>;

export const Listing = z
  .object({
    items: z.array(ProductCard),
    nextCursor: z.string().nullable(),
    /** How many products the listing holds with its filters applied: every page together. */
    total: z.number().int(),
    /** Filters on offer: the manufacturers and price range of the unfiltered listing. */
    facets: Facets,
  })
  .meta({ id: 'Listing' });
export type Listing = z.infer<typeof Listing>;

export const SearchQuery = ListingQuery.extend({ q: text(1, 100) }).strict();
export type SearchQuery = z.infer<typeof SearchQuery>;

/** Where to go when a search found nothing: categories named like the words, and near spellings. */
export const SearchSuggestions = z.object({
  categories: z.array(Breadcrumb),
  /** Whole searches to try instead, words of the catalogue in the request language. */
  queries: z.array(z.string()),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

export const SearchResult = Listing.extend({ query: z.string(), suggestions: SearchSuggestions });
export type SearchResult = z.infer<typeof SearchResult>;

export const CatalogPage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), category: CategoryDetail, listing: Listing }),
  z.object({ kind: z.literal('product'), product: ProductDetail }),
  z.object({ kind: z.literal('manufacturer'), manufacturer: ManufacturerDetail, listing: Listing }),
  z.object({ kind: z.literal('brands'), path: z.string(), alternates: z.array(Alternate) }),
]);
export type CatalogPage = z.infer<typeof CatalogPage>;

/**
 * A path something had before its slug changed: the API answers 301, with `Location` the API path of
 * where it is now and `path` that shop path.
 */
export const CatalogMoved = z
  .object({ kind: z.literal('moved'), path: z.string() })
  .meta({ id: 'CatalogMoved' });
export type CatalogMoved = z.infer<typeof CatalogMoved>;

export const CatalogPathParams = z.object({ '*': plain(1, 512) });

export interface MenuCategory {
  id: number;
  name: string;
  path: string;
  description: string;
  image: Image | null;
  children: MenuCategory[];
}
export const MenuCategory: z.ZodType<MenuCategory> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      path: z.string(),
      description: z.string(),
      image: Image.nullable(),
      children: z.array(MenuCategory),
    }),
  )
  .meta({ id: 'MenuCategory' });
export const Menu = z.object({
  items: z.array(MenuCategory),
  /** The localised path of the brands index, linked beside the categories. */
  brandsPath: z.string(),
});
export type Menu = z.infer<typeof Menu>;
export const MenuQuery = z.object({ depth: z.coerce.number().int().min(1).max(3).default(3) }).strict();

export const ManufacturerSummary = ManufacturerDetail.omit({ alternates: true });
export const ManufacturerPage = z.object({
  items: z.array(ManufacturerSummary),
  nextCursor: z.string().nullable(),
});

export const SITEMAP_TYPES = ['manufacturers', 'categories', 'products', 'misc', 'index'] as const;
export const SitemapType = z.enum(SITEMAP_TYPES);
export type SitemapType = z.infer<typeof SitemapType>;
/** Entities per sitemap page: 8,000 URLs in 16 languages, well under the protocol's 50,000, and small enough to build under load. */
export const SITEMAP_PAGE_SIZE = 500;

export const SitemapQuery = z
  .object({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .strict();

/** One page of the shop in every language: a sitemap URL per locale, each listing the others as alternates. */
export const SitemapEntry = z.object({
  lastModified: z.string(),
  paths: z.array(Alternate),
});
export const SitemapSection = z.object({
  type: SitemapType,
  page: z.number().int(),
  pages: z.number().int(),
  entries: z.array(SitemapEntry),
});
export const SitemapIndex = z.object({
  type: z.literal('index'),
  sections: z.array(
    z.object({ type: SitemapType, pages: z.number().int(), lastModified: z.string().nullable() }),
  ),
});

export const ProductIdParams = z.object({ productId: Id });
export const SkuParams = z.object({ sku: text(1, 64) });
export const RailQuery = z.object({ limit: z.coerce.number().int().min(1).max(48).default(12) }).strict();

export const StockAlertResult = z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
export type StockAlertResult = z.infer<typeof StockAlertResult>;

/** Stock alert (product notification request). */
export const StockAlertInput = z.object({ type: z.literal('stock'), email: Email }).strict();
export type StockAlertInput = z.infer<typeof StockAlertInput>;

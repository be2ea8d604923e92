import type { Generated } from 'kysely';

/** Flags are 0/1 integers on both databases (better-sqlite3 cannot bind booleans). */
export type Flag = number;
/** Timestamps are ISO 8601 UTC text on both databases, so they sort and compare the same way. */
export type Timestamp = string;

export interface CountryTable {
  id: Generated<number>;
  iso: string;
  currency: string;
  vat_rate_bp: number;
  postcode_pattern: string | null;
  postcode_example: string | null;
  state_required: Flag;
  eu: Flag;
}

export interface CountryTranslationTable {
  country_id: number;
  locale: string;
  name: string;
}

export interface StateTable {
  id: Generated<number>;
  country_id: number;
  code: string;
  name: string;
}

export interface CountryRequestTable {
  id: Generated<number>;
  country_id: number;
  reason: string | null;
  locale: string;
  created_at: Timestamp;
}

export interface CategoryTable {
  id: Generated<number>;
  key: string;
  parent_id: number | null;
  depth: number;
  position: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  active: Flag;
  updated_at: Timestamp;
}

export interface CategoryTranslationTable {
  category_id: number;
  locale: string;
  name: string;
  slug: string;
  /** The full localised path: ancestor slugs and its own, joined by '/'. */
  path: string;
  description: string;
}

export interface ManufacturerTable {
  id: Generated<number>;
  key: string;
  name: string;
  updated_at: Timestamp;
}

export interface ManufacturerTranslationTable {
  manufacturer_id: number;
  locale: string;
  slug: string;
  path: string;
  description: string;
}

export interface ProductTable {
  id: Generated<number>;
  sku: string;
  manufacturer_id: number;
  /** The category whose path prefixes the product's path and breadcrumbs. */
  category_id: number;
  /** Selling price in cents. */
  price: number;
  /** Price before a reduction, in cents; null when not reduced. */
  base_price: number | null;
  stock: number;
  weight_grams: number;
  active: Flag;
  /** Lower sells better: the order of "relevance" in listings. */
  sales_rank: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductTranslationTable {
  product_id: number;
  locale: string;
  name: string;
  slug: string;
  path: string;
  description: string;
  /** JSON: [{ "name": "Material", "value": "Gusseisen" }, …] in this language. */
  attributes: string;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  url: string;
  width: number;
  height: number;
}

export interface ProductCategoryTable {
  category_id: number;
  product_id: number;
  sales_rank: number;
}

export type CatalogPathKind = 'category' | 'product' | 'manufacturer' | 'brands';

export interface CatalogPathTable {
  locale: string;
  path: string;
  kind: CatalogPathKind;
  entity_id: number;
}

export interface PromotionTable {
  id: Generated<number>;
  key: string;
  kind: 'reductionAmount' | 'reductionPercent' | 'freeShippingOnly';
  /** Cents for reductionAmount, percent for reductionPercent, 0 for freeShippingOnly. */
  value: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  updated_at: Timestamp;
}

export interface PromotionTranslationTable {
  promotion_id: number;
  locale: string;
  name: string;
  slug: string;
  description: string;
}

export interface PromotionProductTable {
  promotion_id: number;
  product_id: number;
}

export interface MarketingEntityTable {
  id: Generated<number>;
  key: string;
  type: string;
  position: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  link_kind: 'category' | 'promotion' | null;
  link_id: number | null;
}

export interface MarketingEntityTranslationTable {
  entity_id: number;
  locale: string;
  title: string;
  body: string;
  cta: string;
}

export interface ArticleTable {
  id: Generated<number>;
  key: string;
  published_at: Timestamp;
  image_url: string;
  image_width: number;
  image_height: number;
}

export interface ArticleTranslationTable {
  article_id: number;
  locale: string;
  title: string;
  slug: string;
  subtitle: string;
  body: string;
}

export interface ArticleReactionTable {
  id: Generated<number>;
  article_id: number;
  kind: string;
  /** A salted hash of the visitor (IP and user agent), never the address itself. */
  visitor: string;
  created_at: Timestamp;
}

export interface StockAlertTable {
  id: Generated<number>;
  product_id: number;
  email: string;
  locale: string;
  created_at: Timestamp;
  notified_at: Timestamp | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  locale: string;
  template: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

/** SQLite only: the FTS5 index of product names and descriptions. */
export interface ProductSearchTable {
  name: string;
  description: string;
  product_id: number;
  locale: string;
}

export interface ListingFacetTable {
  scope_kind: 'category' | 'manufacturer' | 'promotion';
  scope_id: number;
  manufacturer_id: number;
  product_count: number;
  min_price: number;
  max_price: number;
}

export interface Database {
  country: CountryTable;
  country_translation: CountryTranslationTable;
  state: StateTable;
  country_request: CountryRequestTable;
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  manufacturer: ManufacturerTable;
  manufacturer_translation: ManufacturerTranslationTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  product_image: ProductImageTable;
  product_category: ProductCategoryTable;
  catalog_path: CatalogPathTable;
  promotion: PromotionTable;
  promotion_translation: PromotionTranslationTable;
  promotion_product: PromotionProductTable;
  marketing_entity: MarketingEntityTable;
  marketing_entity_translation: MarketingEntityTranslationTable;
  article: ArticleTable;
  article_translation: ArticleTranslationTable;
  article_reaction: ArticleReactionTable;
  stock_alert: StockAlertTable;
  mail_outbox: MailOutboxTable;
  product_search: ProductSearchTable;
  listing_facet: ListingFacetTable;
}

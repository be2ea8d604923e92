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
  state_kind: string | null;
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
  /** Cents for reductionAmount, basis points (2000 = 20 %) for reductionPercent, 0 for freeShippingOnly. */
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

export interface PageTable {
  id: Generated<number>;
  /** What the page is for: imprint, terms, privacy, withdrawal, shipping, contact. */
  key: string;
  /** Order of the pages in the footer. */
  position: number;
  updated_at: Timestamp;
}

export interface PageTranslationTable {
  page_id: number;
  locale: string;
  title: string;
  slug: string;
  /** Plain text in the format of packages/contract/src/page-body.ts, with {shop…} placeholders. */
  body: string;
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
  /** When a failed mail may be tried again; null: at once. */
  next_attempt_at: Timestamp | null;
  /** A sender working on the mail holds it until then. */
  claimed_until: Timestamp | null;
}

export interface CustomerTable {
  id: Generated<number>;
  /** Lowercased; unique. */
  email: string;
  /** argon2id, PHC string format. */
  password_hash: string;
  first_name: string;
  last_name: string;
  /** The language the account was opened in. */
  locale: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type B2BStatus = 'active' | 'cancelled';

export interface CustomerB2BTable {
  customer_id: number;
  status: B2BStatus;
  since: Timestamp;
  cancelled_at: Timestamp | null;
  fiscal_id: string | null;
  vat_id: string | null;
  company: string | null;
  address: string | null;
  postcode: string | null;
  state: string | null;
  city: string | null;
  updated_at: Timestamp;
}

export type VatIdCheckStatus = 'valid' | 'invalid' | 'unverified';

/** One VIES check of a customer's VAT id, kept as proof (the consultation number) or as a failed try. */
export interface VatIdCheckTable {
  id: Generated<number>;
  customer_id: number;
  /** Normalised, with its prefix (`EL094259216`). */
  vat_id: string;
  status: VatIdCheckStatus;
  /** The seller's VAT id VIES was asked with; null when asked without one. */
  requester_vat_id: string | null;
  /** VIES's requestIdentifier, only given to a requester. */
  consultation_number: string | null;
  /** VIES's own requestDate, as it sent it. */
  request_date: string | null;
  trader_name: string | null;
  trader_address: string | null;
  /** Why VIES gave no answer (`MS_UNAVAILABLE`, `TIMEOUT`, `HTTP_503`, …) for `unverified`. */
  error: string | null;
  checked_at: Timestamp;
}

/** One sign-in: the family of refresh tokens rotated from it. */
export interface AuthSessionTable {
  id: Generated<number>;
  customer_id: number;
  created_at: Timestamp;
  refreshed_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  session_id: number;
  /** sha256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** When it was exchanged for the next token; using it again revokes the session. */
  rotated_at: Timestamp | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  customer_id: number;
  /** sha256 hex of the token sent by e-mail. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface ChallengeUseTable {
  token_id: string;
  expires_at: Timestamp;
}

export interface AddressTable {
  id: Generated<number>;
  customer_id: number;
  type: 'delivery' | 'billing';
  first_name: string;
  last_name: string;
  country_iso: string;
  state_id: number | null;
  company: string | null;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  phone: string | null;
  fiscal_id: string | null;
  vat_id: string | null;
  default_delivery: Generated<Flag>;
  default_invoice: Generated<Flag>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupportRequestTable {
  id: Generated<number>;
  customer_id: number;
  /** The customer's e-mail when they wrote. */
  email: string;
  locale: string;
  body: string;
  created_at: Timestamp;
}

/**
 * The search index (product_search) differs by database (an FTS5 table on SQLite, tsvectors on
 * PostgreSQL) and is only read and written with SQL in modules/catalog/search.ts.
 */

/** The stems of the indexed texts in each language, with one way each was written. */
export interface SearchWordTable {
  locale: string;
  word: string;
  form: string;
}

/** Words that mean the same to shoppers of one language, e.g. "Lampe, Leuchte". */
export interface SearchSynonymTable {
  id: Generated<number>;
  locale: string;
  /** The words of the group as written, separated by commas. */
  words: string;
}

/** The version of the text rules the search index was built with (one row). */
export interface SearchIndexStateTable {
  version: number;
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
  page: PageTable;
  page_translation: PageTranslationTable;
  stock_alert: StockAlertTable;
  mail_outbox: MailOutboxTable;
  search_word: SearchWordTable;
  search_synonym: SearchSynonymTable;
  search_index_state: SearchIndexStateTable;
  listing_facet: ListingFacetTable;
  customer: CustomerTable;
  customer_b2b: CustomerB2BTable;
  vat_id_check: VatIdCheckTable;
  auth_session: AuthSessionTable;
  refresh_token: RefreshTokenTable;
  password_reset: PasswordResetTable;
  challenge_use: ChallengeUseTable;
  address: AddressTable;
  support_request: SupportRequestTable;
}

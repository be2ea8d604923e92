import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.ts';

export interface CategoryTable {
  id: Generated<number>;
  key: string;
  parent_id: number | null;
  depth: number;
  position: number;
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  /** The media shown as its picture; `image_*` are its url and size copied (null with it). */
  media_id: number | null;
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
  /** The brand's logo. */
  media_id: number | null;
  updated_at: Timestamp;
}

export interface ManufacturerTranslationTable {
  manufacturer_id: number;
  locale: string;
  slug: string;
  path: string;
  description: string;
}

export type VatClass = 'standard' | 'reduced';

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
  /** Which of the destination's VAT rates applies. */
  vat_class: Generated<VatClass>;
  /** Omnibus: the lowest price of the 30 days before the current reduction began; null when not reduced. */
  lowest_prior_price: number | null;
  active: Flag;
  /** Lower sells better: the order of "relevance" in listings. */
  sales_rank: number;
  /**
   * The reviews' rating as one sort key: average in tenths × 1,000,000 + the number of reviews (0 without
   * any), so listings sorted by rating put the best rated first and, among equals, the most rated.
   */
  rating_sort: Generated<number>;
  /** Counted up by every change; a save in the back office names the revision it was made on. */
  revision: Generated<number>;
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

/** A stored picture (docs/operations.md#the-catalogue); its file never changes, so products copy its url. */
export interface MediaTable {
  id: Generated<number>;
  /** Under `/v1/media/`, the file's place in the media folder. */
  url: string;
  width: number;
  height: number;
  /** The file's length; null for a picture from before uploads. */
  bytes: number | null;
  /** Hex SHA-256 of the file, unique: the same picture is stored once. Null as `bytes`. */
  sha256: string | null;
  created_at: Timestamp;
}

/** A picture a product shows, at its position (0 is the card's); url and size copied from its media. */
export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  media_id: number;
  url: string;
  width: number;
  height: number;
}

/** A picture's alt text in one language; without one the product's name stands in. */
export interface ProductImageTranslationTable {
  product_image_id: number;
  locale: string;
  alt: string;
}

/**
 * A product listed in a category (its own and each ancestor), with its sort keys copied so that a
 * listing reads one index range in order: `price` follows the product's (catalogue price writes).
 */
export interface ProductCategoryTable {
  category_id: number;
  product_id: number;
  sales_rank: number;
  price: number;
  created_at: string;
  /** 1 for a category the merchant put the product in, 0 for one listing it as an ancestor of those. */
  chosen: Generated<Flag>;
}

export type CatalogPathKind = 'category' | 'product' | 'manufacturer' | 'brands';

export interface CatalogPathTable {
  locale: string;
  path: string;
  kind: CatalogPathKind;
  entity_id: number;
}

/** A path an entity had before its slug (or its category's) changed: answered with a permanent redirect. */
export interface CatalogRedirectTable {
  locale: string;
  path: string;
  kind: CatalogPathKind;
  entity_id: number;
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

/**
 * The search index (product_search) differs by database (an FTS5 table on SQLite, tsvectors on
 * PostgreSQL) and is only read and written with SQL in search-repository.ts.
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

/** A catalogue import from CSV (docs/operations.md#importing-and-exporting): its progress and counts. */
export interface CatalogueImportTable {
  id: string;
  /** Who started it in the back office; null from the command line. */
  operator_id: number | null;
  dry_run: Flag;
  status: 'queued' | 'running' | 'done' | 'failed';
  phase: 'checking' | 'writing' | null;
  rows_total: number | null;
  rows_done: Generated<number>;
  created_count: Generated<number>;
  updated_count: Generated<number>;
  deactivated_count: Generated<number>;
  unchanged_count: Generated<number>;
  problem_count: Generated<number>;
  applied: Generated<Flag>;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** One of the first problems of an import, in the order found. */
export interface CatalogueImportProblemTable {
  import_id: string;
  seq: number;
  row: number;
  column: string | null;
  message: string;
  /** JSON object. */
  params: string;
}

/** What one of the first rows of an import changes. */
export interface CatalogueImportRowTable {
  import_id: string;
  row: number;
  sku: string;
  change: 'create' | 'update' | 'deactivate' | 'unchanged';
  /** JSON array of column names. */
  fields: string;
}

/** The tables the catalog module owns; other modules reach them through its service. */
export interface CatalogTables {
  category: CategoryTable;
  category_translation: CategoryTranslationTable;
  manufacturer: ManufacturerTable;
  manufacturer_translation: ManufacturerTranslationTable;
  product: ProductTable;
  product_translation: ProductTranslationTable;
  media: MediaTable;
  product_image: ProductImageTable;
  product_image_translation: ProductImageTranslationTable;
  product_category: ProductCategoryTable;
  catalog_path: CatalogPathTable;
  catalog_redirect: CatalogRedirectTable;
  stock_alert: StockAlertTable;
  search_word: SearchWordTable;
  search_synonym: SearchSynonymTable;
  search_index_state: SearchIndexStateTable;
  listing_facet: ListingFacetTable;
  catalogue_import: CatalogueImportTable;
  catalogue_import_problem: CatalogueImportProblemTable;
  catalogue_import_row: CatalogueImportRowTable;
}

import {
  CURRENCY,
  DEFAULT_LOCALE,
  type Facets,
  type Listing,
  type ListingQuery,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { InvalidInput } from '../../lib/domain-error.ts';
import { cardsOf, loadCards } from './cards.ts';
import { cachedValue, catalogueCaches, catalogueChanged } from './catalogue-cache.ts';
import * as repository from './listing-repository.ts';
import type { KeyRow, Position, TableScope } from './listing-repository.ts';
import { searchMatches } from './search.ts';

/** Which products a listing draws from. */
export type ListingScope =
  | TableScope
  | { kind: 'search'; query: string }
  /** Given products (a promotion's), best sellers first. */
  | { kind: 'products'; productIds: readonly number[] };

/** What each sort's keyset holds: the sort value, then the product id. */
const KEYSET = {
  relevance: ['number', 'number'],
  price_asc: ['number', 'number'],
  price_desc: ['number', 'number'],
  newest: ['string', 'number'],
  name: ['string', 'number'],
  rating: ['number', 'number'],
} as const satisfies Record<ListingQuery['sort'], readonly ['number' | 'string', 'number']>;

type ScoredRow = KeyRow & { score?: number };

/** A product's keyset position in a sort, and which way the sort runs. */
function sortKey(sort: ListingQuery['sort'], row: ScoredRow): Position {
  switch (sort) {
    case 'price_asc':
    case 'price_desc':
      return [row.price, row.id];
    case 'newest':
      return [row.created_at, row.id];
    case 'name':
      return [row.name ?? '', row.id];
    case 'rating':
      return [row.rating_sort, row.id];
    case 'relevance':
      return row.score === undefined ? [row.sales_rank, row.id] : [row.score, row.id];
  }
}

function sortDirection(sort: ListingQuery['sort'], scored: boolean): 'asc' | 'desc' {
  if (sort === 'price_desc' || sort === 'newest' || sort === 'rating') return 'desc';
  return sort === 'relevance' && scored ? 'desc' : 'asc';
}

/** Relevance of a search result: its tier times this, less its sales rank (better sellers first). */
const RANK_SPAN = 10_000_000;

function compareKeys(a: Position, b: Position, direction: 'asc' | 'desc'): number {
  for (let index = 0; index < a.length; index++) {
    const left = a[index] ?? 0;
    const right = b[index] ?? 0;
    if (left !== right) return (left < right ? -1 : 1) * (direction === 'asc' ? 1 : -1);
  }
  return 0;
}

/** Every product a listing of known products draws from, with its sort keys and relevance. */
export interface MatchedRows {
  rows: (ScoredRow & { manufacturer_name: string })[];
  /** Names in the request language (English where missing), read when a listing sorts by name. */
  names?: Map<number, string>;
}

/**
 * The active products among `tiers` with what filters, sorts and facets need: one query, its rows
 * scored by tier and then by sales (better sellers first within a tier).
 */
async function matchedRows(db: Db, tiers: ReadonlyMap<number, number>): Promise<MatchedRows> {
  const ids = [...tiers.keys()];
  const products = ids.length === 0 ? [] : await repository.productsWithKeys(db, ids);
  return {
    rows: products.map((row) =>
      // Within a tier the better sellers come first; the rank is below RANK_SPAN in any real catalogue.
      matchedRow(
        row,
        (tiers.get(row.id) ?? 0) * RANK_SPAN - Math.min(Math.max(row.sales_rank, 0), RANK_SPAN - 1),
      ),
    ),
  };
}

type MatchedRow = MatchedRows['rows'][number];

/**
 * A matched row written out field by field. Spread (`{ ...row, score }`) gave nearly every row a hidden
 * class of its own in V8: after the demo long tail the search cache's 50,000 rows held about 55,000
 * maps (some 20 MB with their descriptors), and filters and sorts read the rows megamorphically.
 */
function matchedRow(
  row: Omit<MatchedRow, 'score' | 'name'>,
  score: number | undefined,
  name?: string,
): MatchedRow {
  return {
    id: row.id,
    sku: row.sku,
    price: row.price,
    base_price: row.base_price,
    lowest_prior_price: row.lowest_prior_price,
    stock: row.stock,
    manufacturer_id: row.manufacturer_id,
    sales_rank: row.sales_rank,
    rating_sort: row.rating_sort,
    created_at: row.created_at,
    manufacturer_name: row.manufacturer_name,
    score,
    name,
  };
}

/** The names of the matched products in `locale`, English for those without one, read once per match. */
async function namesOf(db: Db, locale: Locale, matched: MatchedRows): Promise<Map<number, string>> {
  if (matched.names) return matched.names;
  const ids = matched.rows.map((row) => row.id);
  const names = new Map<number, string>();
  // One language at a time lets the database use the whole key (product, language) of each text.
  for (const row of await repository.productNames(db, ids, locale)) names.set(row.product_id, row.name);
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length > 0 && locale !== DEFAULT_LOCALE) {
    for (const row of await repository.productNames(db, missing, DEFAULT_LOCALE)) {
      names.set(row.product_id, row.name);
    }
  }
  matched.names = names;
  return names;
}

/**
 * What a search in `locale` matched, kept for 10 seconds in the catalogue cache (FACET_TTL_MS): a
 * shopper's next page, another sort or filter of the same words reuses it. The cards of a page read
 * prices and stock afresh all the same; a price change empties the cache.
 */
async function searchRows(db: Db, locale: Locale, query: string): Promise<MatchedRows> {
  const words = query.trim().toLowerCase().replace(/\s+/g, ' ');
  return cachedValue(catalogueCaches(db)?.searches, `search ${locale} ${words}`, async () =>
    matchedRows(db, await searchMatches(db, locale, query)),
  );
}

/**
 * A listing of known products (a search's matches with their tiers, a promotion's products): filters,
 * sort and facets are worked out here from the matched rows, and the page is cut.
 */
async function listingOf(
  db: Db,
  locale: Locale,
  matched: MatchedRows,
  filters: ListingQuery,
  /** The scope's own facets, when it has them counted; else they are worked out from the rows. */
  scopeFacets?: Facets,
): Promise<Listing> {
  if (matched.rows.length === 0) {
    return {
      items: [],
      nextCursor: null,
      total: 0,
      facets: scopeFacets ?? { manufacturers: [], price: null },
    };
  }
  const name = filters.sort === 'name' ? await namesOf(db, locale, matched) : null;
  const rows = name
    ? matched.rows.map((row) => matchedRow(row, row.score, name.get(row.id) ?? ''))
    : matched.rows;

  const facets = scopeFacets ?? facetsOf(rows);
  const direction = sortDirection(filters.sort, rows[0]?.score !== undefined);
  const after = filters.cursor ? [...decodeCursor(filters.cursor, KEYSET[filters.sort])] : null;
  const selected = rows
    .filter(
      (row) =>
        (!filters.manufacturers?.length || filters.manufacturers.includes(row.manufacturer_id)) &&
        (filters.priceMin === undefined || row.price >= filters.priceMin) &&
        (filters.priceMax === undefined || row.price <= filters.priceMax) &&
        (!filters.inStock || row.stock > 0),
    )
    .sort((a, b) => compareKeys(sortKey(filters.sort, a), sortKey(filters.sort, b), direction));
  const rest = selected.filter(
    (row) => after === null || compareKeys(sortKey(filters.sort, row), after, direction) > 0,
  );
  // Matches may come from the cache: the page's prices and stock are read again.
  return pageOf(db, locale, rest, filters, facets, selected.length, false);
}

/** The brands (with their counts) and the price range of matched rows. */
function facetsOf(rows: readonly MatchedRow[]): Facets {
  const brands = new Map<number, { id: number; name: string; count: number }>();
  for (const row of rows) {
    const brand = brands.get(row.manufacturer_id) ?? {
      id: row.manufacturer_id,
      name: row.manufacturer_name,
      count: 0,
    };
    brand.count++;
    brands.set(row.manufacturer_id, brand);
  }
  return {
    manufacturers: [...brands.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    price: priceRange(rows.map((row) => row.price)),
  };
}

/**
 * A category or manufacturer of at most this many products is listed from its rows kept in memory
 * (`scopeRows`), filtered and sorted there, instead of a query per filter, sort and page.
 */
export const SCOPE_ROWS_MAX = 1_000;

/**
 * Every active product of a small scope with its sort keys, kept beside the searches' matches (10 s,
 * bounded by rows, emptied by catalogue writes) under keys no search can have ("scope …" against
 * "search …"). Nothing in them depends on the language (the name sort, which would, stays with the
 * database), so every language shares them.
 */
function scopeRows(db: Db, scope: TableScope): Promise<MatchedRows> {
  const id = scope.kind === 'category' ? scope.categoryId : scope.manufacturerId;
  return cachedValue(catalogueCaches(db)?.searches, `scope ${scope.kind} ${id}`, async () => ({
    rows: (await repository.scopeProductsWithKeys(db, scope)).map((row) => matchedRow(row, undefined)),
  }));
}

/** One page of a product listing with the facets of its unfiltered scope. */
export async function listProducts(
  db: Db,
  locale: Locale,
  scope: ListingScope,
  filters: ListingQuery,
  /** Scopes of up to this many products are listed from their rows in memory (tests set 0). */
  rowsInMemoryUpTo = SCOPE_ROWS_MAX,
): Promise<Listing> {
  if (
    filters.priceMin !== undefined &&
    filters.priceMax !== undefined &&
    filters.priceMin > filters.priceMax
  ) {
    throw new InvalidInput('query.priceMax', 'validation.number.min', { minimum: filters.priceMin });
  }
  if (scope.kind === 'search')
    return listingOf(db, locale, await searchRows(db, locale, scope.query), filters);
  // Every given product is of one tier, so relevance is best sellers first.
  if (scope.kind === 'products') {
    const tiers = new Map(scope.productIds.map((id) => [id, 1]));
    return listingOf(db, locale, await matchedRows(db, tiers), filters);
  }
  const facets = await listingFacets(db, scope);
  // The name sort stays with the database, whose collation orders the names.
  if (filters.sort !== 'name' && facetTotal(facets, {}) <= rowsInMemoryUpTo) {
    return listingOf(db, locale, await scopeRows(db, scope), filters, facets);
  }
  const after = filters.cursor ? [...decodeCursor(filters.cursor, KEYSET[filters.sort])] : null;
  const [rows, counted] = await Promise.all([
    repository.listedProducts(db, locale, scope, filters, after, filters.limit + 1),
    needsCount(filters) ? repository.countProducts(db, scope, filters) : null,
  ]);
  const total = counted ?? facetTotal(facets, filters);
  return pageOf(db, locale, rows, filters, facets, total, true);
}

/** Price and stock filters cut across the facets' per-brand counts, so only they need counting. */
function needsCount(filters: ListingQuery): boolean {
  return filters.priceMin !== undefined || filters.priceMax !== undefined || filters.inStock === true;
}

/** The products of the scope in the chosen brands (all brands when none is chosen), from the facets. */
function facetTotal(facets: Facets, filters: Pick<ListingQuery, 'manufacturers'>): number {
  const chosen = filters.manufacturers?.length ? new Set(filters.manufacturers) : null;
  return facets.manufacturers
    .filter((brand) => chosen === null || chosen.has(brand.id))
    .reduce((sum, brand) => sum + brand.count, 0);
}

/**
 * Cuts the page from rows in listing order (one more than the page when there is a next one). Its
 * cards take price and stock from the rows when they were just read (`fresh`), else read them anew.
 */
async function pageOf(
  db: Db,
  locale: Locale,
  rows: readonly ScoredRow[],
  filters: ListingQuery,
  facets: Facets,
  total: number,
  fresh: boolean,
): Promise<Listing> {
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const ids = page.map((row) => row.id);
  const cards = await (fresh ? cardsOf(db, locale, ids, page) : loadCards(db, locale, ids));
  return {
    // Kept rows were filtered by stock up to 10 s old: a card sold out since is left out of an
    // in-stock listing all the same (the page is one card short, its total one too many, until the
    // rows are read again); a product back in stock since joins it then.
    items: filters.inStock && !fresh ? cards.filter((card) => card.stock !== 'out_of_stock') : cards,
    nextCursor: rows.length > filters.limit && last ? encodeCursor(sortKey(filters.sort, last)) : null,
    total,
    facets,
  };
}

/** The lowest and highest of `prices` (cents) as money; null for none. */
function priceRange(prices: readonly number[]): Facets['price'] {
  if (prices.length === 0) return null;
  return {
    min: { amount: Math.min(...prices), currency: CURRENCY },
    max: { amount: Math.max(...prices), currency: CURRENCY },
  };
}

/** The manufacturers and price range the scope offers, for the filter controls. */
export async function listingFacets(db: Db, scope: TableScope): Promise<Facets> {
  const key = `${scope.kind} ${scope.kind === 'category' ? scope.categoryId : scope.manufacturerId}`;
  return cachedValue(catalogueCaches(db)?.facets, key, () => readFacets(db, scope));
}

async function readFacets(db: Db, scope: TableScope): Promise<Facets> {
  const rows = await repository.facetRows(db, scope);
  const prices = rows.flatMap((row) => [Number(row.min_price), Number(row.max_price)]);
  return {
    manufacturers: rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) })),
    price: priceRange(prices),
  };
}

/**
 * Recounts the facets of every category and manufacturer. The catalogue's writes call it (seeding, and
 * any change of products, prices or links), so listings read one small table.
 */
export async function refreshListingFacets(db: Db): Promise<void> {
  await db.transaction().execute((trx) => repository.recountListingFacets(trx));
  catalogueChanged(db);
}

/** Counts the facets once for a catalogue loaded before they existed. */
export async function ensureListingFacets(db: Db): Promise<void> {
  if (!(await repository.facetsCounted(db))) await refreshListingFacets(db);
}

import { sql, type Expression } from 'kysely';
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
import { loadCards } from './cards.ts';
import { searchMatches } from './search.ts';

/** Which products a listing draws from. */
export type ListingScope =
  | { kind: 'category'; categoryId: number }
  | { kind: 'manufacturer'; manufacturerId: number }
  | { kind: 'promotion'; promotionId: number }
  | { kind: 'search'; query: string };

/** The products of a listing with their sort keys; cards are loaded for the page afterwards. */
function productKeys(db: Db) {
  return db
    .selectFrom('product as p')
    .select(['p.id', 'p.price', 'p.sales_rank', 'p.created_at'])
    .where('p.active', '=', 1);
}

type Query = ReturnType<typeof productKeys>;
type TableScope = Exclude<ListingScope, { kind: 'search' }>;
type KeyRow = {
  id: number;
  price: number;
  sales_rank: number;
  created_at: string;
  name?: string;
  score?: number;
};
type Position = (string | number)[];

interface SortSpec {
  direction: 'asc' | 'desc';
  /** The keyset columns, tie-broken by product id. */
  key: (row: KeyRow) => Position;
  order: (query: Query) => Query;
  after: (query: Query, position: Position) => Query;
}

function keysetAfter(
  query: Query,
  value: Expression<unknown>,
  position: Position,
  direction: 'asc' | 'desc',
): Query {
  const [first, id] = position;
  const operator = direction === 'asc' ? '>' : '<';
  return query.where((eb) =>
    eb(eb.refTuple(value as never, 'p.id'), operator, eb.tuple(first as never, id as never)),
  );
}

function sortSpec(sort: ListingQuery['sort'], scope: ListingScope, locale: Locale): SortSpec {
  switch (sort) {
    case 'price_asc':
    case 'price_desc': {
      const direction = sort === 'price_asc' ? 'asc' : 'desc';
      return {
        direction,
        key: (row) => [row.price, row.id],
        order: (query) => query.orderBy('p.price', direction).orderBy('p.id', direction),
        after: (query, position) => keysetAfter(query, sql.ref('p.price'), position, direction),
      };
    }
    case 'newest':
      return {
        direction: 'desc',
        key: (row) => [row.created_at, row.id],
        order: (query) => query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc'),
        after: (query, position) => keysetAfter(query, sql.ref('p.created_at'), position, 'desc'),
      };
    case 'name': {
      const name = sql`coalesce(t.name, e.name, '')`;
      return {
        direction: 'asc',
        key: (row) => [row.name ?? '', row.id],
        order: (query) =>
          (
            query
              .leftJoin('product_translation as t', (join) =>
                join.onRef('t.product_id', '=', 'p.id').on('t.locale', '=', locale),
              )
              .leftJoin('product_translation as e', (join) =>
                join.onRef('e.product_id', '=', 'p.id').on('e.locale', '=', DEFAULT_LOCALE),
              )
              .select(sql<string>`coalesce(t.name, e.name, '')`.as('name')) as unknown as Query
          )
            .orderBy(name, 'asc')
            .orderBy('p.id', 'asc'),
        after: (query, position) => keysetAfter(query, name, position, 'asc'),
      };
    }
    case 'relevance':
      if (scope.kind === 'category') {
        // The copy of the rank on the category link lets the database read the index in order.
        return {
          direction: 'asc',
          key: (row) => [row.sales_rank, row.id],
          order: (query) =>
            query.orderBy(sql.ref('pc.sales_rank'), 'asc').orderBy(sql.ref('pc.product_id'), 'asc'),
          after: (query, position) =>
            query.where((eb) =>
              eb(
                eb.refTuple(sql.ref('pc.sales_rank') as never, sql.ref('pc.product_id') as never),
                '>',
                eb.tuple(position[0] as never, position[1] as never),
              ),
            ),
        };
      }
      if (scope.kind === 'search') {
        // Search pages are sorted and cut in searchListing; only the keyset is needed here.
        return {
          direction: 'desc',
          key: (row) => [row.score ?? 0, row.id],
          order: (query) => query,
          after: (query) => query,
        };
      }
      return {
        direction: 'asc',
        key: (row) => [row.sales_rank, row.id],
        order: (query) => query.orderBy('p.sales_rank', 'asc').orderBy('p.id', 'asc'),
        after: (query, position) => keysetAfter(query, sql.ref('p.sales_rank'), position, 'asc'),
      };
  }
}

/** Restricts a product query to the scope (search is cut in searchListing). */
function scoped(query: Query, scope: TableScope): Query {
  switch (scope.kind) {
    case 'category':
      return query
        .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
        .where('pc.category_id', '=', scope.categoryId) as unknown as Query;
    case 'manufacturer':
      return query.where('p.manufacturer_id', '=', scope.manufacturerId);
    case 'promotion':
      return query
        .innerJoin('promotion_product as pp', 'pp.product_id', 'p.id')
        .where('pp.promotion_id', '=', scope.promotionId) as unknown as Query;
  }
}

function filtered(query: Query, filters: ListingQuery): Query {
  let result = query;
  if (filters.manufacturers && filters.manufacturers.length > 0) {
    result = result.where('p.manufacturer_id', 'in', filters.manufacturers);
  }
  if (filters.priceMin !== undefined) result = result.where('p.price', '>=', filters.priceMin);
  if (filters.priceMax !== undefined) result = result.where('p.price', '<=', filters.priceMax);
  if (filters.inStock) result = result.where('p.stock', '>', 0);
  return result;
}

/** What each sort's keyset holds: the sort value, then the product id. */
const KEYSET = {
  relevance: ['number', 'number'],
  price_asc: ['number', 'number'],
  price_desc: ['number', 'number'],
  newest: ['string', 'number'],
  name: ['string', 'number'],
} as const satisfies Record<ListingQuery['sort'], readonly ['number' | 'string', 'number']>;

/** Relevance of a search result: its tier times this, less its sales rank (better sellers first). */
const RANK_SPAN = 10_000_000;

type SearchRow = KeyRow & {
  manufacturer_id: number;
  manufacturer_name: string;
  stock: number;
  score: number;
};

function compareKeys(a: Position, b: Position, direction: 'asc' | 'desc'): number {
  for (let index = 0; index < a.length; index++) {
    const left = a[index] ?? 0;
    const right = b[index] ?? 0;
    if (left !== right) return (left < right ? -1 : 1) * (direction === 'asc' ? 1 : -1);
  }
  return 0;
}

/**
 * A search listing: the full-text match runs once (at most SEARCH_MATCH_LIMIT products), then one query
 * reads what filters, sorts and facets need, and the page is cut here.
 */
async function searchListing(db: Db, locale: Locale, query: string, filters: ListingQuery): Promise<Listing> {
  const tiers = await searchMatches(db, locale, query);
  const ids = [...tiers.keys()];
  if (ids.length === 0) {
    return { items: [], nextCursor: null, total: 0, facets: { manufacturers: [], price: null } };
  }
  const products = await db
    .selectFrom('product as p')
    .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .select([
      'p.id',
      'p.price',
      'p.stock',
      'p.sales_rank',
      'p.created_at',
      'p.manufacturer_id',
      'm.name as manufacturer_name',
    ])
    .where('p.active', '=', 1)
    .where('p.id', 'in', ids)
    .execute();
  const names =
    filters.sort === 'name'
      ? new Map(
          (
            await db
              .selectFrom('product_translation')
              .select(['product_id', 'locale', 'name'])
              .where('product_id', 'in', ids)
              .where('locale', 'in', [...new Set([locale, DEFAULT_LOCALE])])
              .execute()
          )
            .sort((a, b) => (a.locale === locale ? 1 : 0) - (b.locale === locale ? 1 : 0))
            .map((row) => [row.product_id, row.name]),
        )
      : new Map<number, string>();
  const rows: SearchRow[] = products.map((row) => ({
    ...row,
    // Within a tier the better sellers come first; the rank is below RANK_SPAN in any real catalogue.
    score: (tiers.get(row.id) ?? 0) * RANK_SPAN - Math.min(Math.max(row.sales_rank, 0), RANK_SPAN - 1),
    name: names.get(row.id) ?? '',
  }));

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
  const prices = rows.map((row) => row.price);
  const facets: Facets = {
    manufacturers: [...brands.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    price: priceRange(prices),
  };

  const spec = sortSpec(filters.sort, { kind: 'search', query }, locale);
  const after = filters.cursor ? [...decodeCursor(filters.cursor, KEYSET[filters.sort])] : null;
  const selected = rows
    .filter(
      (row) =>
        (!filters.manufacturers?.length || filters.manufacturers.includes(row.manufacturer_id)) &&
        (filters.priceMin === undefined || row.price >= filters.priceMin) &&
        (filters.priceMax === undefined || row.price <= filters.priceMax) &&
        (!filters.inStock || row.stock > 0),
    )
    .sort((a, b) => compareKeys(spec.key(a), spec.key(b), spec.direction));
  const rest = selected.filter(
    (row) => after === null || compareKeys(spec.key(row), after, spec.direction) > 0,
  );
  return pageOf(db, locale, rest, filters.limit, spec, facets, selected.length);
}

/** One page of a product listing with the facets of its unfiltered scope. */
export async function listProducts(
  db: Db,
  locale: Locale,
  scope: ListingScope,
  filters: ListingQuery,
): Promise<Listing> {
  if (
    filters.priceMin !== undefined &&
    filters.priceMax !== undefined &&
    filters.priceMin > filters.priceMax
  ) {
    throw new InvalidInput('query.priceMax', 'validation.number.min', { minimum: filters.priceMin });
  }
  if (scope.kind === 'search') return searchListing(db, locale, scope.query, filters);
  const spec = sortSpec(filters.sort, scope, locale);
  let query = spec.order(filtered(scoped(productKeys(db), scope), filters));
  if (filters.cursor) query = spec.after(query, [...decodeCursor(filters.cursor, KEYSET[filters.sort])]);
  const [rows, facets, counted] = await Promise.all([
    query.limit(filters.limit + 1).execute() as Promise<KeyRow[]>,
    listingFacets(db, scope),
    needsCount(filters) ? countProducts(db, scope, filters) : null,
  ]);
  const total = counted ?? facetTotal(facets, filters);
  return pageOf(db, locale, rows, filters.limit, spec, facets, total);
}

/** Price and stock filters cut across the facets' per-brand counts, so only they need counting. */
function needsCount(filters: ListingQuery): boolean {
  return filters.priceMin !== undefined || filters.priceMax !== undefined || filters.inStock === true;
}

/** The products of the scope in the chosen brands (all brands when none is chosen), from the facets. */
function facetTotal(facets: Facets, filters: ListingQuery): number {
  const chosen = filters.manufacturers?.length ? new Set(filters.manufacturers) : null;
  return facets.manufacturers
    .filter((brand) => chosen === null || chosen.has(brand.id))
    .reduce((sum, brand) => sum + brand.count, 0);
}

/**
 * How many products of the scope pass the filters, read from the scope outwards: SQLite's planner would
 * rather walk the price index of the whole catalogue (50 ms instead of 2-3 for a kitchen or a brand of
 * 100,000 products). CROSS JOIN keeps a category's or promotion's link table first on SQLite, and a
 * unary plus keeps the price and stock filters off their indexes; PostgreSQL plans it freely.
 */
async function countProducts(db: Db, scope: TableScope, filters: ListingQuery): Promise<number> {
  const conditions = [sql`p.active = 1`];
  if (filters.manufacturers?.length) {
    conditions.push(sql`p.manufacturer_id in (${sql.join(filters.manufacturers)})`);
  }
  if (filters.priceMin !== undefined) conditions.push(sql`+p.price >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`+p.price <= ${filters.priceMax}`);
  if (filters.inStock) conditions.push(sql`+p.stock > 0`);
  const from =
    scope.kind === 'category'
      ? sql`product_category s cross join product p where s.product_id = p.id and s.category_id = ${scope.categoryId}`
      : scope.kind === 'promotion'
        ? sql`promotion_product s cross join product p where s.product_id = p.id and s.promotion_id = ${scope.promotionId}`
        : sql`product p where p.manufacturer_id = ${scope.manufacturerId}`;
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${from}
    and ${sql.join(conditions, sql` and `)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Cuts the page from rows in listing order (one more than the page when there is a next one). */
async function pageOf(
  db: Db,
  locale: Locale,
  rows: readonly KeyRow[],
  limit: number,
  spec: SortSpec,
  facets: Facets,
  total: number,
): Promise<Listing> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await loadCards(
      db,
      locale,
      page.map((row) => row.id),
    ),
    nextCursor: rows.length > limit && last ? encodeCursor(spec.key(last)) : null,
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
  const rows = await db
    .selectFrom('listing_facet as f')
    .innerJoin('manufacturer as m', 'm.id', 'f.manufacturer_id')
    .select(['m.id', 'm.name', 'f.product_count as count', 'f.min_price', 'f.max_price'])
    .where('f.scope_kind', '=', scope.kind)
    .where('f.scope_id', '=', scopeId(scope))
    .orderBy('m.name')
    .execute();
  const prices = rows.flatMap((row) => [Number(row.min_price), Number(row.max_price)]);
  return {
    manufacturers: rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) })),
    price: priceRange(prices),
  };
}

function scopeId(scope: TableScope): number {
  switch (scope.kind) {
    case 'category':
      return scope.categoryId;
    case 'manufacturer':
      return scope.manufacturerId;
    case 'promotion':
      return scope.promotionId;
  }
}

/**
 * Recounts the facets of every category, manufacturer and promotion. The catalogue's writes call it
 * (seeding, and any change of products, prices or links), so listings read one small table.
 */
export async function refreshListingFacets(db: Db): Promise<void> {
  const scopes = [
    {
      kind: 'category',
      from: sql`product_category s join product p on p.id = s.product_id`,
      id: sql`s.category_id`,
    },
    { kind: 'manufacturer', from: sql`product p`, id: sql`p.manufacturer_id` },
    {
      kind: 'promotion',
      from: sql`promotion_product s join product p on p.id = s.product_id`,
      id: sql`s.promotion_id`,
    },
  ] as const;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('listing_facet').execute();
    for (const scope of scopes) {
      await sql`insert into listing_facet (scope_kind, scope_id, manufacturer_id, product_count, min_price, max_price)
        select ${scope.kind}, ${scope.id}, p.manufacturer_id, count(*), min(p.price), max(p.price)
        from ${scope.from} where p.active = 1 group by ${scope.id}, p.manufacturer_id`.execute(trx);
    }
  });
}

import { sql, type Expression } from 'kysely';
import type { Facets, Listing, ListingQuery, Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { InvalidInput } from '../../lib/domain-error.ts';
import { cardQuery, toCard, type CardRow } from './cards.ts';
import { searchMatches } from './search.ts';

/** Which products a listing draws from. */
export type ListingScope =
  | { kind: 'category'; categoryId: number }
  | { kind: 'manufacturer'; manufacturerId: number }
  | { kind: 'promotion'; promotionId: number }
  | { kind: 'search'; query: string };

type Query = ReturnType<typeof cardQuery>;
type Position = (string | number)[];

interface SortSpec {
  direction: 'asc' | 'desc';
  /** The keyset columns, tie-broken by product id. */
  key: (row: CardRow & { score?: number }) => Position;
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

function sortSpec(sort: ListingQuery['sort'], scope: ListingScope): SortSpec {
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
        key: (row) => [row.name, row.id],
        order: (query) => query.orderBy(name, 'asc').orderBy('p.id', 'asc'),
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
        return {
          direction: 'desc',
          key: (row) => [row.score ?? 0, row.id],
          order: (query) => query.orderBy(sql.ref('s.score'), 'desc').orderBy('p.id', 'desc'),
          after: (query, position) => keysetAfter(query, sql.ref('s.score'), position, 'desc'),
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

/** Restricts a product query to the scope; search adds the match score as `s.score`. */
function scoped(db: Db, query: Query, scope: ListingScope, locale: Locale): Query {
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
    case 'search':
      return query
        .innerJoin(searchMatches(db, locale, scope.query).as('s'), 's.product_id', 'p.id')
        .select(sql<number>`s.score`.as('score')) as unknown as Query;
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
  const spec = sortSpec(filters.sort, scope);
  let query = spec.order(filtered(scoped(db, cardQuery(db, locale), scope, locale), filters));
  if (filters.cursor) query = spec.after(query, [...decodeCursor(filters.cursor, KEYSET[filters.sort])]);
  const [rows, facets] = await Promise.all([
    query.limit(filters.limit + 1).execute(),
    listingFacets(db, scope, locale),
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    items: page.map(toCard),
    nextCursor: rows.length > filters.limit && last ? encodeCursor(spec.key(last)) : null,
    facets,
  };
}

/** The manufacturers and price range the scope offers, for the filter controls. */
export async function listingFacets(db: Db, scope: ListingScope, locale: Locale): Promise<Facets> {
  let base = db.selectFrom('product as p').where('p.active', '=', 1);
  switch (scope.kind) {
    case 'category':
      base = base
        .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
        .where('pc.category_id', '=', scope.categoryId) as unknown as typeof base;
      break;
    case 'manufacturer':
      base = base.where('p.manufacturer_id', '=', scope.manufacturerId);
      break;
    case 'promotion':
      base = base
        .innerJoin('promotion_product as pp', 'pp.product_id', 'p.id')
        .where('pp.promotion_id', '=', scope.promotionId) as unknown as typeof base;
      break;
    case 'search':
      base = base.innerJoin(
        searchMatches(db, locale, scope.query).as('s'),
        's.product_id',
        'p.id',
      ) as unknown as typeof base;
      break;
  }
  const rows = await base
    .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .select((eb) => [
      'm.id',
      'm.name',
      eb.fn.countAll<number>().as('count'),
      eb.fn.min<number>('p.price').as('min_price'),
      eb.fn.max<number>('p.price').as('max_price'),
    ])
    .groupBy(['m.id', 'm.name'])
    .orderBy('m.name')
    .execute();
  const prices = rows.flatMap((row) => [Number(row.min_price), Number(row.max_price)]);
  return {
    manufacturers: rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count) })),
    price: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  };
}

import { sql, type Expression } from 'kysely';
import type { ListingQuery, Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { isSqlite, type Trx } from '../../db/transaction.ts';
import { translation } from '../../db/translation.ts';

/** A listing drawn from the catalogue's own tables: a category's or a manufacturer's products. */
export type TableScope =
  { kind: 'category'; categoryId: number } | { kind: 'manufacturer'; manufacturerId: number };

/** A listed product with its sort keys and what its card shows of price and stock. */
export interface KeyRow {
  id: number;
  sku: string;
  price: number;
  base_price: number | null;
  lowest_prior_price: number | null;
  stock: number;
  manufacturer_id: number;
  sales_rank: number;
  rating_sort: number;
  created_at: string;
  name?: string;
}

/** A keyset position: the sort value, then the product id. */
export type Position = readonly (string | number)[];

function productKeys(db: Db) {
  return db
    .selectFrom('product as p')
    .select([
      'p.id',
      'p.sku',
      'p.price',
      'p.base_price',
      'p.lowest_prior_price',
      'p.stock',
      'p.manufacturer_id',
      'p.sales_rank',
      'p.rating_sort',
      'p.created_at',
    ])
    .where('p.active', '=', 1);
}
type Query = ReturnType<typeof productKeys>;

function keysetAfter(
  query: Query,
  value: Expression<unknown>,
  position: Position,
  direction: 'asc' | 'desc',
) {
  const [first, id] = position;
  const operator = direction === 'asc' ? '>' : '<';
  return query.where((eb) =>
    eb(eb.refTuple(value as never, 'p.id'), operator, eb.tuple(first as never, id as never)),
  );
}

/**
 * Orders a category's products by a sort key copied onto their category links (`pc`), then by product,
 * so the database reads the link index (category, key, product) in order instead of sorting them all.
 */
function byLink(
  query: Query,
  key: 'sales_rank' | 'price' | 'created_at',
  direction: 'asc' | 'desc',
  after: Position | null,
) {
  const ordered = query.orderBy(sql.ref(`pc.${key}`), direction).orderBy(sql.ref('pc.product_id'), direction);
  return after
    ? ordered.where((eb) =>
        eb(
          eb.refTuple(sql.ref(`pc.${key}`) as never, sql.ref('pc.product_id') as never),
          direction === 'asc' ? '>' : '<',
          eb.tuple(after[0] as never, after[1] as never),
        ),
      )
    : ordered;
}

/** Orders the products of a scope and starts after `position` (when given). */
function sorted(
  query: Query,
  scope: TableScope,
  sort: ListingQuery['sort'],
  locale: Locale,
  after: Position | null,
) {
  const category = scope.kind === 'category';
  switch (sort) {
    case 'price_asc':
    case 'price_desc': {
      const direction = sort === 'price_asc' ? 'asc' : 'desc';
      if (category) return byLink(query, 'price', direction, after);
      const ordered = query.orderBy('p.price', direction).orderBy('p.id', direction);
      return after ? keysetAfter(ordered, sql.ref('p.price'), after, direction) : ordered;
    }
    case 'newest': {
      if (category) return byLink(query, 'created_at', 'desc', after);
      const ordered = query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
      return after ? keysetAfter(ordered, sql.ref('p.created_at'), after, 'desc') : ordered;
    }
    case 'name': {
      const text = translation('product_translation', 'product_id', locale);
      const name = text.text('name');
      const ordered = (query.$call(text.join('p.id')).select(name.as('name')) as unknown as Query)
        .orderBy(name, 'asc')
        .orderBy('p.id', 'asc');
      return after ? keysetAfter(ordered, name, after, 'asc') : ordered;
    }
    case 'rating': {
      // Best rated first, then the product id downwards: a stable keyset like the others.
      const ordered = query.orderBy('p.rating_sort', 'desc').orderBy('p.id', 'desc');
      return after ? keysetAfter(ordered, sql.ref('p.rating_sort'), after, 'desc') : ordered;
    }
    case 'relevance': {
      if (category) return byLink(query, 'sales_rank', 'asc', after);
      const ordered = query.orderBy('p.sales_rank', 'asc').orderBy('p.id', 'asc');
      return after ? keysetAfter(ordered, sql.ref('p.sales_rank'), after, 'asc') : ordered;
    }
  }
}

function scoped(query: Query, scope: TableScope): Query {
  switch (scope.kind) {
    case 'category':
      return query
        .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
        .where('pc.category_id', '=', scope.categoryId) as unknown as Query;
    case 'manufacturer':
      return query.where('p.manufacturer_id', '=', scope.manufacturerId);
  }
}

/**
 * The filters on the product. In a category on SQLite the unary plus keeps them off the product's own
 * indexes, so it always walks the category's link index of the sort in order and stops at the page:
 * with fresh statistics it would rather start from a brand's or the catalogue's price index and sort what
 * it found, many times slower on a large catalogue. PostgreSQL gets the plain columns: the plus hides
 * them from its estimates, and a price range then plans badly.
 *
 * A category's price range is asked of its links' copy of the price (`pc.price`) where that index can
 * serve it: on PostgreSQL always, on SQLite when the listing is sorted by price and so walks that index
 * anyway. The range then bounds the walk instead of each product being read to be turned down (figures:
 * bench/README.md#why-the-catalogue-is-written-as-it-is).
 */
function filtered(query: Query, scope: TableScope, filters: ListingQuery, sqlite: boolean): Query {
  const category = scope.kind === 'category';
  const column = (name: 'manufacturer_id' | 'price' | 'stock') =>
    sqlite && category ? sql<number>`+${sql.ref(`p.${name}`)}` : sql.ref<number>(`p.${name}`);
  const byPrice = filters.sort === 'price_asc' || filters.sort === 'price_desc';
  const price = category && (!sqlite || byPrice) ? sql.ref<number>('pc.price') : column('price');
  let result = query;
  if (filters.manufacturers && filters.manufacturers.length > 0) {
    result = result.where(column('manufacturer_id'), 'in', filters.manufacturers);
  }
  if (filters.priceMin !== undefined) result = result.where(price, '>=', filters.priceMin);
  if (filters.priceMax !== undefined) result = result.where(price, '<=', filters.priceMax);
  if (filters.inStock) result = result.where(column('stock'), '>', 0);
  return result;
}

/** The scope's products that pass the filters, in the chosen order after `after`, at most `limit`. */
export function listedProducts(
  db: Db,
  locale: Locale,
  scope: TableScope,
  filters: ListingQuery,
  after: Position | null,
  limit: number,
): Promise<KeyRow[]> {
  return sorted(
    filtered(scoped(productKeys(db), scope), scope, filters, isSqlite(db)),
    scope,
    filters.sort,
    locale,
    after,
  )
    .limit(limit)
    .execute() as Promise<KeyRow[]>;
}

/**
 * How many products of the scope pass the filters, read from the scope outwards: SQLite's planner would
 * rather walk the price index of the whole catalogue, far slower for a kitchen or a brand. CROSS JOIN
 * keeps a category's link table first on SQLite, and on SQLite a unary plus keeps the price and stock
 * filters off their indexes. PostgreSQL plans it freely: the plus there only hid the columns from its
 * estimates, which slowed price-range counts. The links' copy of the price would bound the links read
 * by a price range, but read in price order the products lie scattered: counts took longer on both
 * databases (figures: bench/README.md#why-the-catalogue-is-written-as-it-is).
 */
export async function countProducts(db: Db, scope: TableScope, filters: ListingQuery): Promise<number> {
  const plus = isSqlite(db) ? sql.raw('+') : sql.raw('');
  const conditions = [sql`p.active = 1`];
  if (filters.manufacturers?.length) {
    conditions.push(sql`p.manufacturer_id in (${sql.join(filters.manufacturers)})`);
  }
  if (filters.priceMin !== undefined) conditions.push(sql`${plus}p.price >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) conditions.push(sql`${plus}p.price <= ${filters.priceMax}`);
  if (filters.inStock) conditions.push(sql`${plus}p.stock > 0`);
  const from =
    scope.kind === 'category'
      ? sql`product_category s cross join product p where s.product_id = p.id and s.category_id = ${scope.categoryId}`
      : sql`product p where p.manufacturer_id = ${scope.manufacturerId}`;
  const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${from}
    and ${sql.join(conditions, sql` and `)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The manufacturers of a scope with their product counts and price range, by name. */
export function facetRows(db: Db, scope: TableScope) {
  return db
    .selectFrom('listing_facet as f')
    .innerJoin('manufacturer as m', 'm.id', 'f.manufacturer_id')
    .select(['m.id', 'm.name', 'f.product_count as count', 'f.min_price', 'f.max_price'])
    .where('f.scope_kind', '=', scope.kind)
    .where('f.scope_id', '=', scope.kind === 'category' ? scope.categoryId : scope.manufacturerId)
    .orderBy('m.name')
    .execute();
}

/** Product keys with the maker's name, for listings worked out in memory (facets need the name). */
function withMakerName(query: Query) {
  return query
    .innerJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .select('m.name as manufacturer_name');
}

/** What a listing of a whole (small) category or manufacturer filters, sorts and counts by. */
export function scopeProductsWithKeys(db: Db, scope: TableScope) {
  return withMakerName(scoped(productKeys(db), scope)).execute();
}

/** What a listing of given products (a search, a promotion) filters, sorts and counts by. */
export function productsWithKeys(db: Db, ids: readonly number[]) {
  return withMakerName(productKeys(db).where('p.id', 'in', ids)).execute();
}

/** The names the given products have in `locale` (a product without one there is left out). */
export function productNames(db: Db, ids: readonly number[], locale: Locale) {
  return db
    .selectFrom('product_translation')
    .select(['product_id', 'name'])
    .where('product_id', 'in', ids)
    .where('locale', '=', locale)
    .execute();
}

/** Recounts the facets of every category and manufacturer, replacing the old counts in `trx`. */
export async function recountListingFacets(trx: Trx): Promise<void> {
  const scopes = [
    {
      kind: 'category',
      from: sql`product_category s join product p on p.id = s.product_id`,
      id: sql`s.category_id`,
    },
    { kind: 'manufacturer', from: sql`product p`, id: sql`p.manufacturer_id` },
  ] as const;
  // Two recounts at once (two operators saving) would insert the same keys: on PostgreSQL the second
  // waits for the first to commit. Readers are not held up; SQLite has one writer anyway.
  if (!isSqlite(trx)) await sql`lock table listing_facet in share row exclusive mode`.execute(trx);
  await trx.deleteFrom('listing_facet').execute();
  for (const scope of scopes) {
    await sql`insert into listing_facet (scope_kind, scope_id, manufacturer_id, product_count, min_price, max_price)
      select ${scope.kind}, ${scope.id}, p.manufacturer_id, count(*), min(p.price), max(p.price)
      from ${scope.from} where p.active = 1 group by ${scope.id}, p.manufacturer_id`.execute(trx);
  }
}

/** Whether the facets have been counted at all (an empty table with products means never). */
export async function facetsCounted(db: Db): Promise<boolean> {
  const [facet, product] = await Promise.all([
    db.selectFrom('listing_facet').select('scope_id').limit(1).executeTakeFirst(),
    db.selectFrom('product').select('id').limit(1).executeTakeFirst(),
  ]);
  return facet !== undefined || product === undefined;
}

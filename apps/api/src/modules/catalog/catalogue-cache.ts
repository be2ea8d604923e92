/**
 * What the catalogue's answers share and seldom changes, kept in memory per database so that an answer
 * the response cache misses (another filter, page, word or language) does not read it again: paths,
 * category pages, the texts and pictures of cards (listings, carts) and product pages, the categories
 * of products, the listing facets, and what a search matched (for its next page, sort or filter). Prices and
 * stock are never shown from here; every answer reads them afresh.
 *
 * Each cache is bounded (entries, or characters of text) and drops its least recently used entries
 * first. The catalogue's writes (new products, categories or manufacturers, new prices) empty them all
 * with `catalogueChanged`, which with Redis also tells the other replicas (lib/shared-state.ts); an entry
 * also expires after a while, since another process on the same database (the seed, a replica without
 * Redis) can change the catalogue without telling this one.
 */
import { LRUCache } from 'lru-cache';
import type { CategoryDetail, Facets, ManufacturerDetail } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { databaseKey } from '../../db/transaction.ts';
import type { CardDressing } from './cards.ts';
import type { ProductDressing } from './service.ts';
import type { MatchedRows } from './listing.ts';
import type { CatalogPathKind } from './tables.ts';

/** How long cached texts are trusted: changes made by another process show after this at the latest. */
const TEXT_TTL_MS = 60_000;
/**
 * The facets hold price ranges, a search's matches prices and stock to filter and sort by: another
 * process's price change, or a sale's stock, counts there after this at the latest.
 */
const FACET_TTL_MS = 10_000;

/** Upper bounds, so the caches never grow the process past its memory budget (README: figures). */
export const CATALOGUE_CACHE_LIMITS = {
  /** Localised paths resolved to what they show. */
  paths: 20_000,
  /** Category pages per language (texts, children, breadcrumbs). */
  categories: 2_000,
  /** Brand pages per language. */
  brands: 2_000,
  /** Facets per category or manufacturer. */
  facets: 2_000,
  /** The categories of a product (for promotions), per product. */
  categoryIds: 50_000,
  /** Characters of card texts (name, teaser, path, picture) across all languages. */
  cardCharacters: 4_000_000,
  /** Characters of product page texts (description, attributes, gallery, breadcrumbs). */
  productCharacters: 4_000_000,
  /** Products matched by the searches kept (each search keeps at most SEARCH_MATCH_LIMIT). */
  searchMatches: 50_000,
} as const;

/**
 * Roughly what an entry holds, in characters of text (its strings dominate its size): about the length
 * of its JSON, counted without writing it, which is several times faster (figures:
 * bench/README.md#why-the-catalogue-is-written-as-it-is).
 */
export function textSize(value: unknown): number {
  return Math.max(1, jsonLength(value));
}

function jsonLength(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value !== 'object') return 4;
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value) size += jsonLength(item) + 1;
    return size;
  }
  for (const key in value) size += key.length + 4 + jsonLength((value as Record<string, unknown>)[key]);
  return size;
}

function entries<V extends object>(max: number, ttl: number) {
  return new LRUCache<string, V>({ max, ttl, updateAgeOnGet: false });
}

function characters<V extends object>(maxSize: number) {
  return new LRUCache<string, V>({ maxSize, sizeCalculation: textSize, ttl: TEXT_TTL_MS });
}

/** The caches of one database, keyed by language and id (facets by scope). */
export interface CatalogueCaches {
  paths: LRUCache<string, { kind: CatalogPathKind; entity_id: number }>;
  categories: LRUCache<string, CategoryDetail>;
  brands: LRUCache<string, ManufacturerDetail>;
  facets: LRUCache<string, Facets>;
  categoryIds: LRUCache<string, number[]>;
  cards: LRUCache<string, CardDressing>;
  products: LRUCache<string, ProductDressing>;
  searches: LRUCache<string, MatchedRows>;
}

const caches = new WeakMap<object, CatalogueCaches>();

/**
 * The caches of `db`'s database; null inside a transaction, which must read what it is about to change
 * (and whose writes other readers must not see cached before the commit).
 */
export function catalogueCaches(db: Db): CatalogueCaches | null {
  if (db.isTransaction) return null;
  const key = databaseKey(db);
  let found = caches.get(key);
  if (!found) {
    found = {
      paths: entries(CATALOGUE_CACHE_LIMITS.paths, TEXT_TTL_MS),
      categories: entries(CATALOGUE_CACHE_LIMITS.categories, TEXT_TTL_MS),
      brands: entries(CATALOGUE_CACHE_LIMITS.brands, TEXT_TTL_MS),
      facets: entries(CATALOGUE_CACHE_LIMITS.facets, FACET_TTL_MS),
      categoryIds: entries(CATALOGUE_CACHE_LIMITS.categoryIds, TEXT_TTL_MS),
      cards: characters(CATALOGUE_CACHE_LIMITS.cardCharacters),
      products: characters(CATALOGUE_CACHE_LIMITS.productCharacters),
      searches: new LRUCache<string, MatchedRows>({
        maxSize: CATALOGUE_CACHE_LIMITS.searchMatches,
        sizeCalculation: (matched) => Math.max(1, matched.rows.length),
        ttl: FACET_TTL_MS,
      }),
    };
    caches.set(key, found);
  }
  return found;
}

/**
 * Empties the catalogue caches of `db`'s database. Writes call it inside their transaction and the
 * caller again after the commit: on PostgreSQL a reader between the two could otherwise keep what the
 * transaction was replacing.
 */
export function catalogueChanged(db: Db): void {
  const key = databaseKey(db);
  caches.delete(key);
  announcers.get(key)?.();
}

/** Who tells the other replicas on the same database that the catalogue changed (with Redis). */
const announcers = new WeakMap<object, () => void>();

/**
 * From now on `catalogueChanged(db)` also calls `announce`, which tells the other replicas (see
 * lib/shared-state.ts); the returned function stops that.
 */
export function announceCatalogueChanges(db: Db, announce: () => void): () => void {
  const key = databaseKey(db);
  announcers.set(key, announce);
  return () => {
    if (announcers.get(key) === announce) announcers.delete(key);
  };
}

/** Empties this process's catalogue caches of `db`'s database, telling no one: another replica did. */
export function dropCatalogueCaches(db: Db): void {
  caches.delete(databaseKey(db));
}

/**
 * `load` once for a key that is not cached, its result kept under the key (`undefined` and `null`, a
 * thing not found, are not kept: a path that 404s today may be created tomorrow).
 */
export async function cachedValue<V extends object, R extends V | null | undefined>(
  cache: LRUCache<string, V> | undefined,
  key: string,
  load: () => Promise<R>,
): Promise<V | R> {
  const hit = cache?.get(key);
  if (hit !== undefined) return hit;
  const value = await load();
  if (value !== null && value !== undefined) cache?.set(key, value);
  return value;
}

/**
 * The values of many ids: those the cache has, and the others from one `load` of all of them (an id it
 * gives nothing for is left out and not kept).
 */
export async function cachedValues<V extends object>(
  cache: LRUCache<string, V> | undefined,
  ids: readonly number[],
  keyOf: (id: number) => string,
  load: (missing: readonly number[]) => Promise<Map<number, V>>,
): Promise<Map<number, V>> {
  const found = new Map<number, V>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache?.get(keyOf(id));
    if (hit) found.set(id, hit);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  for (const [id, value] of await load(missing)) {
    cache?.set(keyOf(id), value);
    found.set(id, value);
  }
  return found;
}

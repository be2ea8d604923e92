import { SqliteAdapter, sql, type SqlBool } from 'kysely';
import { LOCALES, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';

/** PostgreSQL text-search configurations; languages without one use 'simple' (no stemming). */
const PG_CONFIG: Record<Locale, string> = {
  de: 'german',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  pt: 'portuguese',
  nl: 'dutch',
  sk: 'simple',
  fi: 'finnish',
  el: 'greek',
  sv: 'swedish',
  pl: 'simple',
  cs: 'simple',
  da: 'danish',
  ro: 'romanian',
  hu: 'hungarian',
};

export function searchConfig(locale: Locale): string {
  return PG_CONFIG[locale];
}

export function isSqlite(db: Db): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Words of a search, at most 8; only letters and digits reach the full-text engines. */
export function searchTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** Search lists at most this many best matches: enough to browse, bounded work per search. */
export const SEARCH_MATCH_LIMIT = 1000;

/**
 * Products matching every word of `query` (as a prefix) in `locale`'s names and descriptions, with a
 * score where higher is better: FTS5 bm25 on SQLite, ts_rank on PostgreSQL; the best SEARCH_MATCH_LIMIT.
 */
export function searchMatches(db: Db, locale: Locale, query: string) {
  const terms = searchTerms(query);
  if (isSqlite(db)) {
    const match = terms.map((term) => `"${term}"*`).join(' ');
    return db
      .selectFrom('product_search')
      .select(['product_search.product_id', sql<number>`-bm25(product_search)`.as('score')])
      .where(terms.length > 0 ? sql<SqlBool>`product_search match ${match}` : sql<SqlBool>`1 = 0`)
      .where('product_search.locale', '=', locale)
      .orderBy(sql`bm25(product_search)`)
      .limit(SEARCH_MATCH_LIMIT);
  }
  const tsquery = sql`to_tsquery(${searchConfig(locale)}::regconfig, ${terms.map((term) => `${term}:*`).join(' & ')})`;
  return db
    .selectFrom('product_translation')
    .select([
      'product_translation.product_id',
      sql<number>`round(ts_rank(search, ${tsquery})::numeric, 6)::float8`.as('score'),
    ])
    .where('product_translation.locale', '=', locale)
    .where(terms.length > 0 ? sql<SqlBool>`search @@ ${tsquery}` : sql<SqlBool>`1 = 0`)
    .orderBy(sql`ts_rank(search, ${tsquery})`, 'desc')
    .limit(SEARCH_MATCH_LIMIT);
}

/** Rebuilds the searchable text of the given products in every language (FTS5 rows or tsvectors). */
export async function indexProducts(db: Db, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  if (isSqlite(db)) {
    // FTS5 rows are keyed by rowid = product id * 32 + the language's index: FTS5 finds rowids given by
    // value directly (a rowid range or a product_id filter would scan the whole index).
    const slot = sql.raw(
      `case locale ${LOCALES.map((locale, index) => `when '${locale}' then ${index}`).join(' ')} else 31 end`,
    );
    for (const productId of productIds) {
      const rowids = LOCALES.map((_, index) => productId * 32 + index);
      await sql`delete from product_search where rowid in (${sql.join(rowids)})`.execute(db);
    }
    await sql`insert into product_search (rowid, name, description, product_id, locale)
      select product_id * 32 + ${slot}, name, description, product_id, locale from product_translation
      where product_id in (${sql.join(productIds)})`.execute(db);
    return;
  }
  const config = sql.raw(
    `case locale ${Object.entries(PG_CONFIG)
      .map(([locale, name]) => `when '${locale}' then '${name}'`)
      .join(' ')} else 'simple' end::regconfig`,
  );
  await sql`update product_translation
    set search = setweight(to_tsvector(${config}, name), 'A') || setweight(to_tsvector(${config}, description), 'B')
    where product_id in (${sql.join(productIds)})`.execute(db);
}

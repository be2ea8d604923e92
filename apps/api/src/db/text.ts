import type SQLite from 'better-sqlite3';
import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './schema.ts';
import { isSqlite } from './transaction.ts';

/**
 * SQLite's `lower()` folds ASCII letters only ("ÖL" stays "Öl"), PostgreSQL's every letter. The built-in
 * is left alone: the index `product_sku_lower_idx` is built with it, and the sqlite3 shell or another
 * process would use the built-in on the same file. This function lowers like JavaScript's
 * `toLowerCase()`, which is how the API lowercases what is searched for.
 */
export const SQLITE_UNICODE_LOWER = 'unicode_lower';

/** Registers the API's own SQL functions on a freshly opened SQLite connection. */
export function registerSqliteTextFunctions(sqlite: SQLite.Database): void {
  sqlite.function(SQLITE_UNICODE_LOWER, { deterministic: true }, (value: unknown) =>
    value === null || value === undefined ? null : String(value).toLowerCase(),
  );
}

/** `lower(text)` of every letter, not ASCII only, on both databases (for comparing without case). */
export function lowerText(db: Kysely<Database>, text: Expression<string | null>): RawBuilder<string> {
  return sql<string>`${sql.raw(isSqlite(db) ? SQLITE_UNICODE_LOWER : 'lower')}(${text})`;
}

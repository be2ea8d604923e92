import { type Kysely, type SelectQueryBuilder, SqliteAdapter, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A database transaction. A function that must run inside one (it locks rows, or its writes only make
 * sense together with the caller's) takes a `Trx`, so the compiler refuses a plain connection.
 */
export type Trx = Transaction<Database>;

/** Whether the connection is the embedded SQLite database (else PostgreSQL). */
export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * One object per database, the same for a connection and every transaction opened on it (their query
 * executor shares the dialect's adapter): the key of a cache that transactions may read too.
 */
export function databaseKey(db: Kysely<Database>): object {
  return db.getExecutor().adapter;
}

/**
 * Locks the rows a select reads until the transaction ends. PostgreSQL takes row locks (`for update`,
 * with `skipLocked` rows another worker holds are left out); SQLite has no row locks and needs none:
 * it runs one write transaction at a time.
 */
export function lockForUpdate<DB, TB extends keyof DB, O>(
  trx: Trx,
  query: SelectQueryBuilder<DB, TB, O>,
  options: { skipLocked?: boolean } = {},
): SelectQueryBuilder<DB, TB, O> {
  if (isSqlite(trx)) return query;
  const locked = query.forUpdate();
  return options.skipLocked ? locked.skipLocked() : locked;
}

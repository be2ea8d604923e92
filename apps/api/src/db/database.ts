import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql, type Driver } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { ServiceUnavailable } from '../lib/domain-error.ts';
import type { Database } from './schema.ts';
import { withStatementCache } from './statement-cache.ts';
import { registerSqliteTextFunctions } from './text.ts';

export type Db = Kysely<Database>;
export type Dialect = Config['database']['dialect'];

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Closes the pool or file handle. */
  destroy(): Promise<void>;
}

const INT8_OID = 20;

/**
 * Money columns are bigint (a million units of a dear product pass 2^31 cents); pg hands int8 over as
 * text, SQLite as a number. Every amount the shop stores is below 2^53, so both give numbers.
 */
function typeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
  return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
}

/**
 * SQLite transactions begin IMMEDIATE: the write lock is taken (waiting up to the busy timeout) when the
 * transaction starts. Kysely's plain `begin` is deferred, and a deferred transaction that has read and
 * then writes fails at once with SQLITE_BUSY when another process (a restarted API's worker, a CLI) has
 * written since its read; there is nothing to wait for, its snapshot is stale.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** How long a query waits for one of the pool's connections before the request is answered 503. */
const POOL_WAIT_MS = 5000;

/**
 * No PostgreSQL connection came free within the pool's wait: the database is saturated. Answered 503
 * (try again shortly), not as an unexplained 500.
 */
export class DatabaseBusy extends ServiceUnavailable {
  constructor() {
    super('error.serviceUnavailable');
  }
}

/** pg-pool's own words for a connection not given within `connectionTimeoutMillis`. */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/** Opens the database that `DATABASE_URL` names: an embedded SQLite file (WAL) or a PostgreSQL pool. */
export function openDatabase(
  database: Config['database'],
  /** The PostgreSQL pool's size and wait (tests make them small). */
  pool: { max?: number; waitMs?: number } = {},
): DatabaseHandle {
  if (database.dialect === 'sqlite') {
    if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
    const sqlite = new SQLite(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    registerSqliteTextFunctions(sqlite);
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const connections = new pg.Pool({
    connectionString: database.url,
    max: pool.max ?? 10,
    connectionTimeoutMillis: pool.waitMs ?? POOL_WAIT_MS,
    types: { getTypeParser: typeParser },
  });
  // A pool error on an idle client must not crash the process; the next query reports it.
  connections.on('error', () => undefined);
  const dialectPool = {
    connect: () =>
      connections.connect().catch((error: unknown) => {
        throw error instanceof Error && error.message === POOL_TIMEOUT ? new DatabaseBusy() : error;
      }),
    end: () => connections.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: dialectPool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

/** One round trip to the database. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

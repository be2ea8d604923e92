// Frozen together with the migrations that use it: never change what existing helpers produce.
import { type CreateTableBuilder, type Kysely, SqliteAdapter } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on Kysely<any> (Kysely's own advice)
export type MigrationDb = Kysely<any>;

export function isSqlite(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-increment integer primary key `id` on either database. */
export function withId<T extends string>(
  db: MigrationDb,
  table: CreateTableBuilder<T>,
): CreateTableBuilder<T> {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

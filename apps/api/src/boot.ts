import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureListingFacets } from './modules/catalog/index.ts';
import { ensureSamplePages } from './modules/cms/pages.ts';
import { ensureSearchIndex } from './modules/catalog/search-index.ts';
import { syncReferenceData } from './modules/geo/service.ts';

/**
 * Opens the configured database and brings it up to date: migrations, reference data, the shop
 * pages every shop needs (sample texts until the merchant writes their own), and the derived
 * catalogue tables (facets, the search index) where they are missing or outdated.
 */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase(config.database);
  try {
    await oneAtATime(config.database, async () => {
      await migrateToLatest(database.db);
      await syncReferenceData(database.db);
      await ensureSamplePages(database.db);
      await ensureListingFacets(database.db);
      await ensureSearchIndex(database.db);
    });
    return database;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/** The key of the advisory lock the preparation holds on PostgreSQL ("tend" in ASCII). */
const BOOT_LOCK = 0x74656e64;

/**
 * Runs `work` while no other process prepares the same database: replicas (or an API and its worker)
 * starting together prepare it one after the other, and the later ones find nothing left to do. On
 * PostgreSQL an advisory lock on a connection of its own (the work's queries use the pool); on SQLite a
 * lock beside the database file, refreshed while held, taken over once its holder has died.
 */
async function oneAtATime(database: Config['database'], work: () => Promise<void>): Promise<void> {
  if (database.dialect === 'sqlite') {
    if (database.file === ':memory:') return work();
    const release = await lockfile.lock(database.file, {
      lockfilePath: `${database.file}.prepare-lock`,
      stale: 30_000,
      retries: { retries: 600, minTimeout: 100, maxTimeout: 500 },
    });
    try {
      return await work();
    } finally {
      await release();
    }
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [BOOT_LOCK]);
    await work();
  } finally {
    // Ending the session lets go of the lock too, also when the unlock cannot be sent.
    await client.end();
  }
}

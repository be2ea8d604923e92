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
    await migrateToLatest(database.db);
    await syncReferenceData(database.db);
    await ensureSamplePages(database.db);
    await ensureListingFacets(database.db);
    await ensureSearchIndex(database.db);
    return database;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { refreshListingFacets } from './modules/catalog/listing.ts';
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
    await fillMissingFacets(database);
    await ensureSearchIndex(database.db);
    return database;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/** A catalogue loaded before listing facets existed gets them counted once, at the first start. */
async function fillMissingFacets({ db }: DatabaseHandle): Promise<void> {
  const [facet, product] = await Promise.all([
    db.selectFrom('listing_facet').select('scope_id').limit(1).executeTakeFirst(),
    db.selectFrom('product').select('id').limit(1).executeTakeFirst(),
  ]);
  if (!facet && product) await refreshListingFacets(db);
}

import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { syncReferenceData } from './modules/geo/service.ts';

/** Opens the configured database and brings it up to date: migrations, then reference data. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await syncReferenceData(database.db);
    return database;
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

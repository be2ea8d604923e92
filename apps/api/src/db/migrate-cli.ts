import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfigOrExit();
const handle = openDatabase(config.database);
try {
  const results = (await migrateToLatest(handle.db)) ?? [];
  for (const result of results) console.log(`${result.status.padEnd(8)} ${result.migrationName}`);
  console.log(results.length === 0 ? 'Database is up to date.' : `Applied ${results.length} migration(s).`);
} finally {
  await handle.destroy();
}

import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet['results']> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results;
}

import { Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../db/database.ts';
import { migrations } from '../db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';

/**
 * An empty database of its own for a migration test, and a migrator over the shop's migrations to bring
 * it to the state before the migration under test, then through it; dropped after the file's tests.
 */
export function useMigrationDatabase(): { readonly db: Db; readonly migrator: Migrator } {
  const state: { testDatabase?: TestDatabase; database?: DatabaseHandle; migrator?: Migrator } = {};
  beforeAll(async () => {
    state.testDatabase = await createTestDatabase();
    state.database = openDatabase(state.testDatabase.database);
    const { db } = state.database;
    state.migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  });
  afterAll(async () => {
    await state.database?.destroy();
    await state.testDatabase?.drop();
  });
  return {
    get db() {
      if (!state.database) throw new Error('the migration database opens in beforeAll');
      return state.database.db;
    },
    get migrator() {
      if (!state.migrator) throw new Error('the migrator is made in beforeAll');
      return state.migrator;
    },
  };
}

/**
 * A top category and a manufacturer as the first migrations made them (their columns have not changed
 * since): what products in a migration test belong to.
 */
export async function aCategoryAndMaker(db: Db, key: string, at: string) {
  const category = await db
    .insertInto('category')
    .values({
      key,
      parent_id: null,
      depth: 0,
      position: 0,
      image_url: null,
      image_width: null,
      image_height: null,
      active: 1,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const maker = await db
    .insertInto('manufacturer')
    .values({ key: `${key}-maker`, name: `Maker of ${key}`, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { categoryId: category.id, manufacturerId: maker.id };
}

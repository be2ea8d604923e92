import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { prepareDatabase } from '../boot.ts';
import { loadConfig, type Config } from '../config.ts';
import { fileStorages } from '../lib/file-storages.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedCatalogue } from '../../../../demo/catalogue.ts';
import { createTestDatabase } from './databases.ts';

/** Pictures are deterministic, so every test run shares one rendered set. */
export const TEST_MEDIA_DIR = path.join(os.tmpdir(), 'tendero-test-media');

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * A config for tests: the given database, quiet logs, review invitations mailed on delivery, and any
 * overrides.
 */
export function testConfig(database: Config['database'], env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CATALOG_CACHE_SECONDS: '0',
      REVIEW_INVITATION_DAYS: '0',
      ...env,
    }),
    database,
  };
}

/**
 * Gives the test file an app on its own fresh database (SQLite or PostgreSQL, by TEST_DATABASE),
 * migrated and with reference data (and the demo catalogue with `seed`); closed and dropped after the file.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): {
  readonly app: TestApp;
  readonly config: Config;
} {
  const state: { app?: TestApp; config?: Config; drop?: () => Promise<void> } = {};
  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    state.drop = testDatabase.drop;
    state.config = testConfig(testDatabase.database, {
      MEDIA_DIR: TEST_MEDIA_DIR,
      // Return photos are personal data: each test file keeps its own, never in the repository.
      RETURN_PHOTO_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-return-photos-')),
      ...env,
    });
    const database = await prepareDatabase(state.config);
    if (options.seed) {
      const storages = fileStorages(state.config);
      await seedCatalogue(database.db, {
        mediaDir: state.config.mediaDir,
        ...(storages.store === 's3' ? { mediaStorage: storages.media } : {}),
      });
      storages.close();
    }
    state.app = await buildApp({ config: state.config, database, logger: false });
    state.app.addHook('onClose', () => database.destroy());
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.drop?.();
  });
  return {
    get app() {
      if (!state.app) throw new Error('useTestApp: the app is only there inside tests');
      return state.app;
    },
    get config() {
      if (!state.config) throw new Error('useTestApp: the config is only there inside tests');
      return state.config;
    },
  };
}

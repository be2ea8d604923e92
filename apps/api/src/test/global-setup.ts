import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../boot.ts';
import { seedCatalogue } from '../../../../demo/catalogue.ts';
import { TEST_MEDIA_DIR, testConfig } from './app.ts';

/** Renders the demo pictures once per run, so test files that seed only write rows. */
export default async function renderDemoMedia(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tendero-media-'));
  const config = testConfig(
    { dialect: 'sqlite', file: path.join(dir, 'media.db') },
    { MEDIA_DIR: TEST_MEDIA_DIR },
  );
  const database = await prepareDatabase(config);
  try {
    await seedCatalogue(database.db, { mediaDir: config.mediaDir });
  } finally {
    await database.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

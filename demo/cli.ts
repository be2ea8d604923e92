/**
 * `npm run seed` loads the demo catalogue into the database of DATABASE_URL.
 *   --products N   build a catalogue of N products (at least the 308 of the plan), for benchmarks
 *   --if-empty     when the catalogue is already there, only add the demo carriers if there are none
 *                  (what `npm start` runs)
 *   --reset        empty the catalogue first
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { prepareDatabase } from '../apps/api/src/boot.ts';
import { loadConfigOrExit } from '../apps/api/src/config.ts';
import { fileStorages } from '../apps/api/src/lib/file-storages.ts';
import { seedCarriers } from './carriers.ts';
import { catalogueIsEmpty, seedCatalogue } from './catalogue.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
  },
});
const products = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(products) || products < 0 || products > 2_000_000) {
  console.error(`--products must be a whole number up to 2000000, got '${values.products}'`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await prepareDatabase(config);
const { db } = database;
const storages = fileStorages(config);
try {
  if (!(await catalogueIsEmpty(db))) {
    if (values['if-empty']) {
      // A demo shop loaded before carriers existed gets them now, so its cart can price shipping.
      if ((await seedCarriers(db)) > 0) console.log('Loaded the demo carriers.');
      console.log('The catalogue is already loaded.');
      process.exit(0);
    }
    if (!values.reset) {
      console.error('The catalogue is already loaded; run with --reset to replace it.');
      process.exit(1);
    }
    console.log('Emptying the catalogue…');
    for (const table of [
      'search_synonym',
      'search_word',
      'listing_facet',
      'stock_alert',
      'article_reaction',
      'article_translation',
      'article',
      'marketing_entity_translation',
      'marketing_entity',
      // Carts keep their owners; their lines and codes name products and promotions that go.
      'cart_code',
      'cart_line',
      'promotion_usage',
      'promotion_manufacturer',
      'promotion_category',
      'promotion_product',
      'promotion_translation',
      'promotion',
      'catalog_path',
      'product_category',
      'product_image',
      'product_translation',
      'price_history',
      'product',
      'manufacturer_translation',
      'manufacturer',
      'category_translation',
      'category',
    ] as const) {
      await db.deleteFrom(table).execute();
    }
    if (database.dialect === 'sqlite') {
      await sql`insert into product_search (product_search) values ('delete-all')`.execute(db);
    }
  }
  const started = Date.now();
  const width = 30;
  const result = await seedCatalogue(db, {
    mediaDir: config.mediaDir,
    ...(storages.store === 's3' ? { mediaStorage: storages.media } : {}),
    products,
    onProgress: (done, total) => {
      if (total < 2000) return;
      const filled = Math.round((done / total) * width);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(
        `\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} products, ${seconds} s`,
      );
    },
  });
  // PostgreSQL: statistics for the planner, and the visibility map a bulk load leaves unset, without
  // which an index-only scan still reads every row's page (figures:
  // bench/README.md#why-the-catalogue-is-written-as-it-is).
  if (database.dialect === 'sqlite') await sql`pragma optimize`.execute(db);
  else await sql`vacuum analyze`.execute(db);
  console.log(
    `\nLoaded the demo catalogue: ${result.products} products in 16 languages (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} finally {
  storages.close();
  await database.destroy();
}

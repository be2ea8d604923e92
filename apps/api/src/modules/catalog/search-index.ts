/**
 * The search index: per product and language the stems of its name (and of its name with its
 * description), in an FTS5 table on SQLite and tsvectors on PostgreSQL, and the vocabulary of those
 * stems (search_word) that search words are matched against. See search.ts for how it is read, and
 * search-repository.ts for the statements of both.
 */
import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import {
  addToIndex,
  addVocabulary,
  allProductIds,
  analyzeSearchIndex,
  clearSearchIndex,
  deleteSynonyms,
  insertSynonyms,
  markSearchIndexBuilt,
  productTexts,
  removeFromIndex,
  searchIndexVersion,
  SLOT,
  type IndexedText,
} from './search-repository.ts';
import { WordCache } from './search-text.ts';

/** Bump when search-text.ts changes what words become: the next start rebuilds the index. */
export const SEARCH_INDEX_VERSION = 1;

// The index's rowid layout, where it was always exported from.
export { SLOT, SLOTS } from './search-repository.ts';

/** Products indexed per statement batch and, in a rebuild, per transaction. */
const BATCH = 1000;

/** Index rows (product and language) written per statement. */
const ROWS_PER_STATEMENT = 500;

/**
 * Rebuilds the searchable words of the given products in every language. `fresh`: the products have no
 * rows in the index yet (a rebuild), so there is nothing to delete first.
 */
export async function indexProducts(
  db: Db,
  productIds: readonly number[],
  options: { cache?: WordCache; fresh?: boolean } = {},
): Promise<void> {
  if (productIds.length === 0) return;
  const cache = options.cache ?? new WordCache();
  const texts = await productTexts(db, productIds);
  // Rows of one language are written together, so a search in it reads fewer pages.
  texts.sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : a.product_id - b.product_id));
  const rows = texts.flatMap((text): IndexedText[] =>
    text.locale in SLOT
      ? [
          {
            productId: text.product_id,
            locale: text.locale as Locale,
            name: cache.of(text.locale as Locale, text.name),
            body: cache.of(text.locale as Locale, text.description),
          },
        ]
      : [],
  );
  if (!options.fresh) await removeFromIndex(db, productIds);
  for (let index = 0; index < rows.length; index += ROWS_PER_STATEMENT) {
    await addToIndex(db, rows.slice(index, index + ROWS_PER_STATEMENT));
  }

  // The shortest way of writing a stem is the one suggestions show ("rucksack", not "rucksäcke").
  const words = cache.takeNewWords();
  for (let index = 0; index < words.length; index += BATCH) {
    await addVocabulary(db, words.slice(index, index + BATCH));
  }
}

/** Builds the whole index anew, a batch of products per transaction. */
export async function rebuildSearchIndex(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  await db.transaction().execute((trx) => clearSearchIndex(trx));
  const ids = await allProductIds(db);
  const cache = new WordCache();
  for (let index = 0; index < ids.length; index += BATCH) {
    await db
      .transaction()
      .execute((trx) => indexProducts(trx, ids.slice(index, index + BATCH), { cache, fresh: true }));
    onProgress?.(Math.min(index + BATCH, ids.length), ids.length);
  }
  await db.transaction().execute((trx) => markSearchIndexBuilt(trx, SEARCH_INDEX_VERSION));
  await analyzeSearchIndex(db);
  // Searches kept from the old index would not find what the new one does.
  catalogueChanged(db);
}

/**
 * At start: an index built with other text rules (or none, in a catalogue loaded before the index
 * existed) is rebuilt once. Returns whether it was.
 */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  if ((await searchIndexVersion(db)) === SEARCH_INDEX_VERSION) return false;
  await rebuildSearchIndex(db);
  return true;
}

/** Replaces the synonym groups of a language ("Lampe, Leuchte": a search for one finds the others). */
export async function replaceSynonyms(db: Db, locale: Locale, groups: readonly string[]): Promise<void> {
  await deleteSynonyms(db, locale);
  if (groups.length > 0) await insertSynonyms(db, locale, groups);
  catalogueChanged(db);
}

/**
 * The search index: per product and language the stems of its name (and of its name with its
 * description), in an FTS5 table on SQLite and tsvectors on PostgreSQL, and the vocabulary of those
 * stems (search_word) that search words are matched against. See search.ts for how it is read.
 */
import { sql } from 'kysely';
import { LOCALES, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { isSqlite } from '../../db/transaction.ts';
import { WordCache } from './search-text.ts';

/** Bump when search-text.ts changes what words become: the next start rebuilds the index. */
export const SEARCH_INDEX_VERSION = 1;

/** FTS5 rowids: product id * SLOTS + the language's slot, so one product's rows sit together. */
export const SLOT: Record<string, number> = Object.fromEntries(
  LOCALES.map((locale, index) => [locale, index]),
);
export const SLOTS = 32;

/** Products indexed per statement batch and, in a rebuild, per transaction. */
const BATCH = 1000;

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
  const texts = await db
    .selectFrom('product_translation')
    .select(['product_id', 'locale', 'name', 'description'])
    .where('product_id', 'in', productIds)
    .execute();
  // Rows of one language are written together, so a search in it reads fewer pages.
  texts.sort((a, b) => (a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : a.product_id - b.product_id));
  const rows = texts.flatMap((text) =>
    text.locale in SLOT
      ? [
          {
            productId: text.product_id,
            locale: text.locale,
            name: cache.of(text.locale as Locale, text.name),
            body: cache.of(text.locale as Locale, text.description),
          },
        ]
      : [],
  );

  if (isSqlite(db)) {
    if (!options.fresh) {
      const rowids = productIds.flatMap((id) => LOCALES.map((locale) => id * SLOTS + (SLOT[locale] ?? 0)));
      for (let index = 0; index < rowids.length; index += 500) {
        await sql`delete from product_search where rowid in (${sql.join(rowids.slice(index, index + 500))})`.execute(
          db,
        );
      }
    }
    for (let index = 0; index < rows.length; index += 500) {
      const values = rows
        .slice(index, index + 500)
        .map(
          (row) =>
            sql`(${row.productId * SLOTS + (SLOT[row.locale] ?? 0)}, ${row.name.joined}, ${row.body.joined})`,
        );
      await sql`insert into product_search (rowid, name, body) values ${sql.join(values)}`.execute(db);
    }
  } else {
    if (!options.fresh) {
      await sql`delete from product_search where product_id in (${sql.join(productIds)})`.execute(db);
    }
    for (let index = 0; index < rows.length; index += 500) {
      const values = rows
        .slice(index, index + 500)
        .map(
          (row) =>
            sql`(${row.productId}, ${row.locale}, array_to_tsvector(${row.name.stems}::text[]), array_to_tsvector(${[...new Set([...row.name.stems, ...row.body.stems])]}::text[]))`,
        );
      await sql`insert into product_search (product_id, locale, name_terms, all_terms) values ${sql.join(values)}`.execute(
        db,
      );
    }
  }

  // The shortest way of writing a stem is the one suggestions show ("rucksack", not "rucksäcke").
  const words = cache.takeNewWords();
  for (let index = 0; index < words.length; index += BATCH) {
    await db
      .insertInto('search_word')
      .values(words.slice(index, index + BATCH))
      .onConflict((conflict) => conflict.columns(['locale', 'word']).doNothing())
      .execute();
  }
}

/** Builds the whole index anew, a batch of products per transaction. */
export async function rebuildSearchIndex(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isSqlite(trx))
      await sql`insert into product_search (product_search) values ('delete-all')`.execute(trx);
    else await sql`delete from product_search`.execute(trx);
    await trx.deleteFrom('search_word').execute();
  });
  const ids = (await db.selectFrom('product').select('id').orderBy('id').execute()).map((row) => row.id);
  const cache = new WordCache();
  for (let index = 0; index < ids.length; index += BATCH) {
    await db
      .transaction()
      .execute((trx) => indexProducts(trx, ids.slice(index, index + BATCH), { cache, fresh: true }));
    onProgress?.(Math.min(index + BATCH, ids.length), ids.length);
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_index_state').execute();
    await trx.insertInto('search_index_state').values({ version: SEARCH_INDEX_VERSION }).execute();
  });
  // Fresh statistics, or PostgreSQL plans searches for an empty table.
  await sql`analyze ${sql.raw(isSqlite(db) ? 'search_word' : 'product_search, search_word')}`.execute(db);
}

/**
 * At start: an index built with other text rules (or none, in a catalogue loaded before the index
 * existed) is rebuilt once. Returns whether it was.
 */
export async function ensureSearchIndex(db: Db): Promise<boolean> {
  const state = await db.selectFrom('search_index_state').select('version').executeTakeFirst();
  if (state?.version === SEARCH_INDEX_VERSION) return false;
  await rebuildSearchIndex(db);
  return true;
}

/** Replaces the synonym groups of a language ("Lampe, Leuchte": a search for one finds the others). */
export async function replaceSynonyms(db: Db, locale: Locale, groups: readonly string[]): Promise<void> {
  await db.deleteFrom('search_synonym').where('locale', '=', locale).execute();
  if (groups.length > 0) {
    await db
      .insertInto('search_synonym')
      .values(groups.map((words) => ({ locale, words })))
      .execute();
  }
}

/**
 * Every query of product search: the index search-index.ts writes, and the index, vocabulary and
 * synonyms search.ts and search-suggestions.ts read. The index table (product_search) differs by
 * database, an FTS5 table on SQLite and tsvectors on PostgreSQL; only this file knows how.
 */
import { sql, type SqlBool } from 'kysely';
import { LOCALES, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { isSqlite, type Trx } from '../../db/transaction.ts';
import type { TextStems, VocabularyWord } from './search-text.ts';

/** FTS5 rowids: product id * SLOTS + the language's slot, so one product's rows sit together. */
export const SLOT: Record<string, number> = Object.fromEntries(
  LOCALES.map((locale, index) => [locale, index]),
);
export const SLOTS = 32;

/** FTS5 rowids a delete names at most. */
const ROWIDS_PER_DELETE = 500;

/* ---------------------------------------------------------------- reading the index */

/** The synonym groups of a language, each as written ("Lampe, Leuchte"). */
export function synonymGroups(db: Db, locale: Locale) {
  return db.selectFrom('search_synonym').select('words').where('locale', '=', locale).execute();
}

/**
 * What a look-up in the vocabulary asks for: a stem exactly, a stem holding a text, a written form
 * holding a text. Stems and words are letters and digits only, so they need no escaping in a pattern.
 */
export type VocabularyTerm = { word: string } | { wordHolding: string } | { formHolding: string };

/** The vocabulary words of `locale` that meet any of `terms` (at least one). */
export function vocabularyMatching(db: Db, locale: Locale, terms: readonly VocabularyTerm[]) {
  return db
    .selectFrom('search_word')
    .select(['word', 'form'])
    .where('locale', '=', locale)
    .where((eb) =>
      eb.or(
        terms.map((term) =>
          'word' in term
            ? eb('word', '=', term.word)
            : 'wordHolding' in term
              ? eb('word', 'like', `%${term.wordHolding}%`)
              : eb('form', 'like', `%${term.formHolding}%`),
        ),
      ),
    )
    .execute();
}

/** The vocabulary words of `locale` whose stem has `shortest` to `longest` letters. */
export function vocabularyByLength(db: Db, locale: Locale, shortest: number, longest: number) {
  return db
    .selectFrom('search_word')
    .select(['word', 'form'])
    .where('locale', '=', locale)
    .where(sql<number>`length(word)`, '>=', shortest)
    .where(sql<number>`length(word)`, '<=', longest)
    .execute();
}

/** The active product whose SKU in lower case is `sku` (lower case). */
export function activeProductBySku(db: Db, sku: string) {
  return db
    .selectFrom('product')
    .select('id')
    .where(sql<string>`lower(sku)`, '=', sku)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/**
 * One word of a search as the index is asked for it: indexed words to find in a product's name, or
 * anywhere (name or description). Any of them will do.
 */
export interface IndexQueryWord {
  name: readonly string[];
  anywhere: readonly string[];
}

/**
 * Ids of the products indexed in `locale` that match every word, newest first, at most `limit`.
 * Indexed words are letters and digits only, so quoting them as the query syntax asks is enough.
 */
export async function indexedProductIds(
  db: Db,
  locale: Locale,
  words: readonly IndexQueryWord[],
  limit: number,
): Promise<number[]> {
  if (isSqlite(db)) {
    const any = (list: readonly string[]) => `(${list.map((word) => `"${word}"`).join(' OR ')})`;
    const match = words
      .map(({ name, anywhere }) => {
        const inName = name.length > 0 ? `{name} : ${any(name)}` : '';
        const inAny = anywhere.length > 0 ? any(anywhere) : '';
        return `(${[inName, inAny].filter(Boolean).join(' OR ')})`;
      })
      .join(' AND ');
    const rows = await sql<{ rowid: number }>`select rowid from product_search
      where product_search match ${match} and rowid % ${SLOTS} = ${SLOT[locale] ?? 0}
      order by rowid desc limit ${limit}`.execute(db);
    return rows.rows.map((row) => Math.floor(row.rowid / SLOTS));
  }
  const tsquery = (list: readonly string[]) => list.map((word) => `'${word}'`).join(' | ');
  const conditions = words.map(({ name, anywhere }) => {
    const parts = [];
    if (name.length > 0) parts.push(sql<SqlBool>`name_terms @@ ${tsquery(name)}::tsquery`);
    if (anywhere.length > 0) parts.push(sql<SqlBool>`all_terms @@ ${tsquery(anywhere)}::tsquery`);
    return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
  });
  const rows = await sql<{ product_id: number }>`select product_id from product_search
    where locale = ${locale} and ${sql.join(conditions, sql` and `)}
    order by product_id desc limit ${limit}`.execute(db);
  return rows.rows.map((row) => row.product_id);
}

/* ---------------------------------------------------------------- writing the index */

/** The names and descriptions of the given products, in every language they are written in. */
export function productTexts(db: Db, productIds: readonly number[]) {
  return db
    .selectFrom('product_translation')
    .select(['product_id', 'locale', 'name', 'description'])
    .where('product_id', 'in', productIds)
    .execute();
}

/** The stems of one product's name and description in one language, as the index stores them. */
export interface IndexedText {
  productId: number;
  locale: Locale;
  name: TextStems;
  body: TextStems;
}

/** Takes the given products out of the index, in every language. */
export async function removeFromIndex(db: Db, productIds: readonly number[]): Promise<void> {
  if (isSqlite(db)) {
    const rowids = productIds.flatMap((id) => LOCALES.map((locale) => id * SLOTS + (SLOT[locale] ?? 0)));
    for (let index = 0; index < rowids.length; index += ROWIDS_PER_DELETE) {
      const batch = rowids.slice(index, index + ROWIDS_PER_DELETE);
      await sql`delete from product_search where rowid in (${sql.join(batch)})`.execute(db);
    }
  } else {
    await sql`delete from product_search where product_id in (${sql.join(productIds)})`.execute(db);
  }
}

/** Adds texts to the index, in one statement (the caller bounds how many). */
export async function addToIndex(db: Db, texts: readonly IndexedText[]): Promise<void> {
  if (isSqlite(db)) {
    const values = texts.map(
      (text) =>
        sql`(${text.productId * SLOTS + (SLOT[text.locale] ?? 0)}, ${text.name.joined}, ${text.body.joined})`,
    );
    await sql`insert into product_search (rowid, name, body) values ${sql.join(values)}`.execute(db);
  } else {
    const values = texts.map(
      (text) =>
        sql`(${text.productId}, ${text.locale}, array_to_tsvector(${text.name.stems}::text[]), array_to_tsvector(${[...new Set([...text.name.stems, ...text.body.stems])]}::text[]))`,
    );
    await sql`insert into product_search (product_id, locale, name_terms, all_terms) values ${sql.join(values)}`.execute(
      db,
    );
  }
}

/** Adds words to the vocabulary; a stem it has already keeps the form it has. */
export async function addVocabulary(db: Db, words: readonly VocabularyWord[]): Promise<void> {
  await db
    .insertInto('search_word')
    .values(words)
    .onConflict((conflict) => conflict.columns(['locale', 'word']).doNothing())
    .execute();
}

/** Empties the index and its vocabulary together. */
export async function clearSearchIndex(trx: Trx): Promise<void> {
  if (isSqlite(trx))
    await sql`insert into product_search (product_search) values ('delete-all')`.execute(trx);
  else await sql`delete from product_search`.execute(trx);
  await trx.deleteFrom('search_word').execute();
}

/** Every product's id, active or not, in order. */
export async function allProductIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('product').select('id').orderBy('id').execute()).map((row) => row.id);
}

/** The version of the text rules the index was built with, if it was built. */
export async function searchIndexVersion(db: Db): Promise<number | undefined> {
  return (await db.selectFrom('search_index_state').select('version').executeTakeFirst())?.version;
}

/** Records that the index was built with the text rules of `version`. */
export async function markSearchIndexBuilt(trx: Trx, version: number): Promise<void> {
  await trx.deleteFrom('search_index_state').execute();
  await trx.insertInto('search_index_state').values({ version }).execute();
}

/** Fresh statistics of the index, or PostgreSQL plans searches for an empty table. */
export async function analyzeSearchIndex(db: Db): Promise<void> {
  await sql`analyze ${sql.raw(isSqlite(db) ? 'search_word' : 'product_search, search_word')}`.execute(db);
}

/* ---------------------------------------------------------------- synonyms */

/** Deletes the synonym groups of a language. */
export async function deleteSynonyms(db: Db, locale: Locale): Promise<void> {
  await db.deleteFrom('search_synonym').where('locale', '=', locale).execute();
}

/** Adds synonym groups to a language, each as written ("Lampe, Leuchte"); at least one. */
export async function insertSynonyms(db: Db, locale: Locale, groups: readonly string[]): Promise<void> {
  await db
    .insertInto('search_synonym')
    .values(groups.map((words) => ({ locale, words })))
    .execute();
}

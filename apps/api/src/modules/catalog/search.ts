/**
 * Product search in the request language, alike on SQLite (FTS5) and PostgreSQL (tsvector), over the
 * index of search-index.ts (the stems search-text.ts makes of names and descriptions). A search word becomes the indexed words it stands for, found in the vocabulary
 * (search_word): the word itself, words it begins (pan -> pannier) and, in names, words it is part of
 * (Pfanne -> Bratpfanne), plus its synonyms. Matches are gathered best first, in tiers:
 *
 *   6 the SKU, exactly (any case)
 *   5 every word a whole word of the name      2 every word in the name or a whole word of the description
 *   4 every word begins a word of the name     1 every word in the name or begins a word of the description
 *   3 every word is in the name, also inside a compound
 *
 * Within a tier the listing puts the better sellers first.
 */
import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import {
  activeProductBySku,
  indexedProductIds,
  synonymGroups,
  vocabularyMatching,
  type IndexQueryWord,
  type VocabularyTerm,
} from './search-repository.ts';
import { searchWords, type SearchWord } from './search-text.ts';

/** Search lists at most this many best matches: enough to browse, bounded work per search. */
export const SEARCH_MATCH_LIMIT = 1000;

/** A search reads at most this many words; more add work and rarely narrow what a shopper wants. */
const QUERY_WORDS_MAX = 8;

/** Indexed words one search word may stand for (the closest first); bounds the index look-ups. */
const EXPANSION_MAX = 64;

/** The relevance of an exact SKU match, above every tier of words. */
export const SKU_TIER = 6;

function unique(values: Iterable<string>): string[] {
  return [...new Set(values)];
}

/* ---------------------------------------------------------------- the words of a search */

/** One word of a search: as typed (lower case), its stem, and the stems of its synonyms. */
export interface QueryWord {
  form: string;
  stem: string;
  synonyms: string[];
}

/**
 * An indexed word a search word stands for: rank 0 the same word, 1 a word it begins (or another form
 * of it), 2 a part of a compound. Words reached through a synonym count in names only: descriptions
 * use words like "light" in too many senses.
 */
interface Expansion {
  word: string;
  rank: 0 | 1 | 2;
  synonym: boolean;
}

/** The words of a search in `locale`, with their synonyms; repeated words count once. */
export async function queryWords(db: Db, locale: Locale, query: string): Promise<QueryWord[]> {
  const words: SearchWord[] = [];
  for (const word of searchWords(locale, query)) {
    if (!words.some((seen) => seen.stem === word.stem)) words.push(word);
  }
  const typed = words.slice(0, QUERY_WORDS_MAX);
  if (typed.length === 0) return [];
  const groups = (await synonymGroups(db, locale))
    .map((row) =>
      unique(row.words.split(',').flatMap((entry) => searchWords(locale, entry).map((word) => word.stem))),
    )
    .filter((group) => group.length > 1);
  return typed.map(({ stem, form }) => ({
    form,
    stem,
    synonyms: unique(groups.filter((group) => group.includes(stem)).flat()).filter((other) => other !== stem),
  }));
}

function minRank(a: Expansion['rank'] | null, b: Expansion['rank'] | null): Expansion['rank'] | null {
  return a === null ? b : b === null ? a : a < b ? a : b;
}

function rankOf(stem: string, word: string): Expansion['rank'] | null {
  if (word === stem) return 0;
  // Short words (a size, "xl") stand for themselves only: as a beginning or part they match too much.
  if (stem.length < 3) return null;
  if (word.startsWith(stem)) return 1;
  // A stemmer may leave one form longer than another ("sarten" and "sart" are both "sartén").
  if (word.length >= 4 && stem.startsWith(word) && stem.length - word.length <= 2) return 1;
  if (word.includes(stem)) return 2;
  return null;
}

/** The words of a search that stand for no indexed word of `locale` at all. */
export async function unknownWords(db: Db, locale: Locale, words: readonly QueryWord[]): Promise<boolean[]> {
  return (await expand(db, locale, words)).map((list) => list.length === 0);
}

/** For each search word, the indexed words of `locale` it stands for, closest first. */
async function expand(db: Db, locale: Locale, words: readonly QueryWord[]): Promise<Expansion[][]> {
  const stems = unique(words.flatMap((word) => [word.stem, ...word.synonyms]));
  if (stems.length === 0) return words.map(() => []);
  const typed = unique(words.map((word) => word.form).filter((form) => form.length >= 3));
  const terms = stems.flatMap((stem): VocabularyTerm[] => {
    if (stem.length < 3) return [{ word: stem }];
    // A stemmer may leave one form longer than another: the stem's beginnings are words too (rankOf).
    const shorter = [1, 2]
      .map((cut) => stem.slice(0, -cut))
      .filter((prefix) => prefix.length >= 4)
      .map((prefix) => ({ word: prefix }));
    return [{ wordHolding: stem }, ...shorter];
  });
  const vocabulary = await vocabularyMatching(db, locale, [
    ...terms,
    ...typed.map((form) => ({ formHolding: form })),
  ]);
  return words.map((word) => {
    const best = new Map<string, Expansion>();
    for (const { word: candidate, form } of vocabulary) {
      // A stemmer may cut a compound other than its last word ("stekpanna" -> "stekpan", "panna" ->
      // "pann"), so the word as typed is looked for in the words as written too.
      const own = minRank(
        rankOf(word.stem, candidate),
        word.form.length >= 3 ? rankOf(word.form, form) : null,
      );
      const viaSynonym = word.synonyms.map((synonym) => rankOf(synonym, candidate)).reduce(minRank, null);
      if (own !== null && (viaSynonym === null || own <= viaSynonym)) {
        best.set(candidate, { word: candidate, rank: own, synonym: false });
      } else if (viaSynonym !== null) {
        best.set(candidate, { word: candidate, rank: viaSynonym, synonym: own === null });
      }
    }
    return [...best.values()]
      .sort((a, b) => a.rank - b.rank || a.word.length - b.word.length || (a.word < b.word ? -1 : 1))
      .slice(0, EXPANSION_MAX);
  });
}

/* ---------------------------------------------------------------- gathering matches */

interface Tier {
  score: number;
  /** Highest rank of a word counted in the name. */
  name: Expansion['rank'];
  /** Highest rank of a word counted anywhere (name or description); null: the name only. */
  anywhere: 0 | 1 | null;
}

const TIERS: readonly Tier[] = [
  { score: 5, name: 0, anywhere: null },
  { score: 4, name: 1, anywhere: null },
  { score: 3, name: 2, anywhere: null },
  { score: 2, name: 2, anywhere: 0 },
  { score: 1, name: 2, anywhere: 1 },
];

type TierWords = IndexQueryWord[];

function tierWords(expansions: readonly Expansion[][], tier: Tier): TierWords | null {
  const words = expansions.map((list) => ({
    name: list.filter((entry) => entry.rank <= tier.name).map((entry) => entry.word),
    anywhere:
      tier.anywhere === null
        ? []
        : list
            .filter((entry) => !entry.synonym && entry.rank <= (tier.anywhere ?? 0))
            .map((entry) => entry.word),
  }));
  return words.every((word) => word.name.length + word.anywhere.length > 0) ? words : null;
}

/** The active product whose SKU is the search, in any case ("td-10006" finds TD-10006). */
async function skuMatch(db: Db, query: string): Promise<number | null> {
  const sku = query.trim().toLowerCase();
  if (sku.length === 0 || sku.length > 64) return null;
  return (await activeProductBySku(db, sku))?.id ?? null;
}

/**
 * The products a search finds in `locale`, at most `limit` (SEARCH_MATCH_LIMIT), each with the tier it
 * was found in (6 best). Every product of a better tier comes before any of a worse one; within a tier
 * the newest are gathered first.
 */
export async function searchMatches(
  db: Db,
  locale: Locale,
  query: string,
  limit = SEARCH_MATCH_LIMIT,
): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  const sku = await skuMatch(db, query);
  if (sku !== null) found.set(sku, SKU_TIER);
  const words = await queryWords(db, locale, query);
  if (words.length === 0) return found;
  const expansions = await expand(db, locale, words);
  let previous = '';
  for (const tier of TIERS) {
    if (found.size >= limit) break;
    const tierWordList = tierWords(expansions, tier);
    if (!tierWordList) continue;
    // A tier that adds no word to the one before finds nothing new.
    const signature = JSON.stringify(tierWordList);
    if (signature === previous) continue;
    previous = signature;
    // Every product of the tiers before is already here, so `limit` more rows hold every new one needed.
    for (const id of await indexedProductIds(db, locale, tierWordList, limit)) {
      if (found.size >= limit) break;
      if (!found.has(id)) found.set(id, tier.score);
    }
  }
  return found;
}

/** What a search that found nothing may have meant: catalogue words spelt like its words, fitting categories. */
import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { synonymGroups, vocabularyByLength } from './search-repository.ts';
import { queryWords, searchMatches, unknownWords, type QueryWord } from './search.ts';
import { foldText, searchWords, WORD_MAX_LENGTH } from './search-text.ts';

/** Optimal string alignment distance (edits, with swapped neighbours as one), given up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (rows[i - 1]?.[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (rows[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/**
 * The words of the synonym groups of `locale`, which a search finds though no product is named so
 * ("Lampe" in "Lampe, Leuchte" where products are called "Leuchte"), in lower case like the vocabulary.
 */
async function synonymWords(db: Db, locale: Locale): Promise<{ word: string; form: string }[]> {
  return (await synonymGroups(db, locale)).flatMap((group) =>
    group.words.split(',').flatMap((entry) => {
      const form = entry.trim().toLocaleLowerCase(locale);
      const words = searchWords(locale, form);
      // A group's entry of several words ("Tee Kanne") is no spelling of one typed word.
      return words.length === 1 && words[0] ? [{ word: words[0].stem, form }] : [];
    }),
  );
}

/**
 * Catalogue words of `locale` written like `word` (a typing mistake away: one edit for short words,
 * two for longer ones), closest first, as written in the catalogue.
 */
async function nearWords(db: Db, locale: Locale, word: QueryWord): Promise<string[]> {
  const typed = foldText(word.form);
  const stem = word.stem;
  if (typed.length < 3) return [];
  const max = typed.length <= 5 ? 1 : 2;
  const shortest = Math.max(1, stem.length - max);
  const longest = Math.min(WORD_MAX_LENGTH, typed.length + max);
  const [indexed, synonyms] = await Promise.all([
    vocabularyByLength(db, locale, shortest, longest),
    synonymWords(db, locale),
  ]);
  const candidates = [
    ...indexed,
    ...synonyms.filter((entry) => entry.word.length >= shortest && entry.word.length <= longest),
  ];
  return candidates
    .map((candidate) => ({
      form: candidate.form,
      distance: Math.min(
        editDistance(stem, candidate.word, max),
        editDistance(typed, foldText(candidate.form), max),
      ),
    }))
    .filter((candidate) => candidate.distance <= max && foldText(candidate.form) !== typed)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(b.form[0] === word.form[0]) - Number(a.form[0] === word.form[0]) ||
        a.form.length - b.form.length ||
        (a.form < b.form ? -1 : 1),
    )
    .map((candidate) => candidate.form)
    .filter((form, index, all) => all.indexOf(form) === index)
    .slice(0, 3);
}

/**
 * Searches to try instead of one that found nothing: each word the catalogue does not know replaced
 * by its nearest catalogue words, kept only when the new search finds something.
 */
export async function spellingAlternatives(db: Db, locale: Locale, query: string): Promise<string[]> {
  const words = await queryWords(db, locale, query);
  const unknown = await unknownWords(db, locale, words);
  if (!unknown.some(Boolean)) return [];
  const near = await Promise.all(
    words.map((word, index) => (unknown[index] ? nearWords(db, locale, word) : Promise.resolve([word.form]))),
  );
  if (near.some((list) => list.length === 0)) return [];
  // The first unknown word's three nearest, with the nearest of any other unknown word.
  const first = unknown.indexOf(true);
  const alternatives = (near[first] ?? []).map((choice) =>
    near.map((list, index) => (index === first ? choice : (list[0] ?? ''))).join(' '),
  );
  const kept: string[] = [];
  for (const alternative of alternatives) {
    if ((await searchMatches(db, locale, alternative, 1)).size > 0) kept.push(alternative);
  }
  return kept;
}

/** Whether a category named `name` fits the words of a search (a word of the name begins, holds or is held by one). */
export function nameFits(locale: Locale, name: string, words: readonly QueryWord[]): boolean {
  const nameStems = searchWords(locale, name).map((word) => word.stem);
  return words.some((word) =>
    [word.stem, ...word.synonyms].some((stem) =>
      nameStems.some(
        (part) =>
          part === stem ||
          (stem.length >= 3 && part.includes(stem)) ||
          (part.length >= 4 && stem.includes(part)),
      ),
    ),
  );
}

/**
 * How search sees text: the same for the index and for what a shopper types, on both databases.
 * Words are lower-cased, stripped of accents (Greek tonos too) and reduced to their stem in the
 * language of the text, so "Τηγάνια", "τηγανι" and "τηγάνι" meet, as do "Pfannen" and "Pfanne".
 */
import { stemmer as danish } from '@orama/stemmers/danish';
import { stemmer as dutch } from '@orama/stemmers/dutch';
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as finnish } from '@orama/stemmers/finnish';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as greek } from '@orama/stemmers/greek';
import { stemmer as hungarian } from '@orama/stemmers/hungarian';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as romanian } from '@orama/stemmers/romanian';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { stemmer as swedish } from '@orama/stemmers/swedish';
import type { Locale } from '@tendero/contract';

/** Letters that carry no combining mark to strip but that shoppers often type without it. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  ς: 'σ',
};
const FOLDED_LETTER = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/** Lower case without accents: "Küche" -> "kuche", "Τηγάνι" -> "τηγανι", "stołowa" -> "stolowa". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(FOLDED_LETTER, (letter) => FOLDED_LETTERS[letter] ?? letter);
}

/**
 * Case endings of Czech, Slovak and Polish nouns and adjectives (accents folded), longest first. The
 * Snowball stemmers of @orama/stemmers leave these languages out; stripping the ending is the "light
 * stemming" of Dolamic and Savoy, enough to let "lampa", "lampy" and "lampou" or "patelnia" and
 * "patelnie" meet.
 */
const SLAVIC_ENDINGS = [
  'atech',
  'iami',
  'iach',
  'etem',
  'atum',
  'ami',
  'emi',
  'imi',
  'ymi',
  'ach',
  'ech',
  'ich',
  'och',
  'ych',
  'eho',
  'iho',
  'emu',
  'imu',
  'ymu',
  'ego',
  'ovi',
  'owi',
  'iom',
  'ata',
  'aty',
  'ou',
  'om',
  'em',
  'am',
  'im',
  'ym',
  'um',
  'ov',
  'ow',
  'ej',
  'ia',
  'ie',
  'iu',
  'ii',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
];

function slavicStem(word: string): string {
  for (const ending of SLAVIC_ENDINGS) {
    if (word.length - ending.length >= 3 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  // A word without an ending may have the "mobile e" its other forms lose: pánev/pánve, hrnec/hrnce,
  // lampek/lampka.
  return word.length >= 5 && /e[kcv]$/.test(word) ? word.slice(0, -2) + word.slice(-1) : word;
}

const STEMMERS: Record<Locale, (word: string) => string> = {
  de: german,
  en: english,
  es: spanish,
  fr: french,
  it: italian,
  pt: portuguese,
  nl: dutch,
  sk: slavicStem,
  fi: finnish,
  el: greek,
  sv: swedish,
  pl: slavicStem,
  cs: slavicStem,
  da: danish,
  ro: romanian,
  hu: hungarian,
};

/** Words are at most this long in the index; longer runs of letters are not words a shopper types. */
export const WORD_MAX_LENGTH = 60;

/** One word of a text: its stem (what is matched) and the word as written, lower case (what is shown). */
export interface SearchWord {
  stem: string;
  form: string;
}

/** The stem of one folded word in `locale`; words with digits ("e27", "28") are kept whole. */
export function stemWord(locale: Locale, folded: string): string {
  if (folded.length < 3 || /\p{N}/u.test(folded)) return folded;
  const stem = foldText(STEMMERS[locale](folded));
  // A stemmer may cut a short word to almost nothing; two letters match too much to be useful.
  return stem.length >= 2 ? stem : folded;
}

/** Splits a text into its words: runs of letters and digits. */
export function splitWords(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length <= WORD_MAX_LENGTH);
}

/** The words of a text in `locale`, stemmed. */
export function searchWords(locale: Locale, text: string): SearchWord[] {
  return splitWords(text.toLowerCase()).map((form) => ({ form, stem: stemWord(locale, foldText(form)) }));
}

/** Texts a word cache remembers before it starts over (bounds its memory on a large catalogue). */
const CACHED_TEXTS_MAX = 20_000;

/** The distinct stems of one text, and the same joined by spaces. */
export interface TextStems {
  stems: readonly string[];
  joined: string;
}

/** A stem with one way it is written, for the vocabulary. */
export interface VocabularyWord {
  locale: Locale;
  word: string;
  form: string;
}

/**
 * The stems of texts for indexing many of them: catalogue texts repeat (variants of one product share
 * a description) and so do their words, so both are remembered. It also collects the vocabulary: each
 * stem the first time it is met, with the shortest way it was written until it is taken.
 */
export class WordCache {
  private readonly stems = new Map<string, string>();
  private readonly texts = new Map<string, TextStems>();
  private readonly seen = new Set<string>();
  private pending = new Map<string, VocabularyWord>();

  of(locale: Locale, text: string): TextStems {
    const key = `${locale}\u0000${text}`;
    const known = this.texts.get(key);
    if (known) return known;
    const stems = new Set<string>();
    for (const form of splitWords(text.toLowerCase())) {
      const wordKey = `${locale}\u0000${form}`;
      let stem = this.stems.get(wordKey);
      if (stem === undefined) {
        stem = stemWord(locale, foldText(form));
        this.stems.set(wordKey, stem);
      }
      stems.add(stem);
      const stemKey = `${locale}\u0000${stem}`;
      const waiting = this.pending.get(stemKey);
      if (waiting ? form.length < waiting.form.length : !this.seen.has(stemKey)) {
        this.pending.set(stemKey, { locale, word: stem, form });
      }
      this.seen.add(stemKey);
    }
    if (this.texts.size >= CACHED_TEXTS_MAX) this.texts.clear();
    if (this.stems.size >= CACHED_TEXTS_MAX * 10) this.stems.clear();
    const entry = { stems: [...stems], joined: [...stems].join(' ') };
    this.texts.set(key, entry);
    return entry;
  }

  /** The stems met for the first time since the last call, each with its shortest written form. */
  takeNewWords(): VocabularyWord[] {
    const words = [...this.pending.values()];
    this.pending = new Map();
    return words;
  }
}

import type { Locale } from './locales.ts';

const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};
const GREEK_PAIRS: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/αυ/g, 'av'],
  [/ευ/g, 'ev'],
  [/αι/g, 'ai'],
  [/ει/g, 'ei'],
  [/οι/g, 'oi'],
  [/μπ/g, 'b'],
  [/ντ/g, 'nt'],
  [/γκ/g, 'gk'],
];
const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  đ: 'd',
  ß: 'ss',
};

/** A URL segment in ASCII: Greek transliterated, German umlauts as ae/oe/ue, other accents dropped. */
export function slugify(text: string, locale: Locale): string {
  let value = text.toLowerCase();
  if (locale === 'de') value = value.replace(/[äöüß]/g, (letter) => GERMAN[letter] ?? letter);
  if (locale === 'el') {
    value = value.normalize('NFD').replace(/\p{M}/gu, '');
    for (const [pair, latin] of GREEK_PAIRS) value = value.replace(pair, latin);
    value = value.replace(/[α-ω]/g, (letter) => GREEK[letter] ?? letter);
  }
  return value
    .replace(/[łøæœðþıđß]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

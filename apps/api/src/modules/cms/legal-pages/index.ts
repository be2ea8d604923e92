import type { Locale } from '@tendero/contract';
import { cs } from './cs.ts';
import { da } from './da.ts';
import { de } from './de.ts';
import { el } from './el.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fi } from './fi.ts';
import { fr } from './fr.ts';
import { hu } from './hu.ts';
import { it } from './it.ts';
import { nl } from './nl.ts';
import { pl } from './pl.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { sk } from './sk.ts';
import { sv } from './sv.ts';
import type { LocalePages } from './types.ts';

/** The sample texts of the shop pages in all 16 languages: the merchant replaces them. */
export const SAMPLE_PAGES: Readonly<Record<Locale, LocalePages>> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
  nl,
  sk,
  fi,
  el,
  sv,
  pl,
  cs,
  da,
  ro,
  hu,
};

import type { Locale } from '@tendero/contract';

/**
 * Search synonyms of the demo shop: words shoppers type for what the catalogue names otherwise (the
 * catalogue says "Tischleuchte" and "Pöytävalaisin", shoppers type "Lampe" and "lamppu"). Each entry
 * is one group; a search for any word of a group also finds product names with the others. Languages
 * whose catalogue names every lamp with the shoppers' word (es, it, pl, hu) need none.
 */
export const SEARCH_SYNONYMS: Record<Locale, readonly string[]> = {
  de: ['Lampe, Leuchte'],
  en: ['lamp, light'],
  es: [],
  fr: ['lampe, luminaire, suspension'],
  it: [],
  pt: ['candeeiro, lâmpada, luminária'],
  nl: ['lamp, verlichting'],
  sk: ['lampa, svietidlo'],
  fi: ['lamppu, valaisin'],
  el: ['λάμπα, φωτιστικό'],
  sv: ['lampa, belysning'],
  pl: [],
  cs: ['lampa, svítidlo'],
  da: ['lampe, pendel'],
  ro: ['lampă, pendul'],
  hu: [],
};

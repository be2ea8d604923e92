import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@tendero/contract';
import { copiedFromEnglish, placeholderNames, textEntries, voiceSlips } from '@tendero/contract/text-checks';
import { fill, serverTexts, type ServerNamespace } from './server-texts.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../messages');
const NAMESPACES: readonly ServerNamespace[] = [
  'mail',
  'orders',
  'documents',
  'refunds',
  'shipping',
  'returns',
  'points',
];
/** Whole texts that are the same in English and the language (add a word only when it is one). */
const SHARED = new Set<string>(['Total', 'Name']);

function file(locale: string, namespace: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(dir, locale, `${namespace}.json`), 'utf8'));
}

const load = (locale: string, namespace: string) => new Map(textEntries(file(locale, namespace)));

describe('server messages folder', () => {
  it('holds the 16 languages, each with the namespaces the code reads and no others', () => {
    expect(fs.readdirSync(dir).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(fs.readdirSync(path.join(dir, locale)).sort(), locale).toEqual(
        NAMESPACES.map((namespace) => `${namespace}.json`).sort(),
      );
    }
  });

  it.each(LOCALES)('serverTexts reads the %s files', (locale) => {
    for (const namespace of NAMESPACES) {
      expect(serverTexts(locale, namespace)).toEqual(file(locale, namespace));
    }
  });

  it('fills placeholders as the mails use them', () => {
    expect(fill(serverTexts('en', 'mail').signature, { shop: 'Tendero' })).toBe('Your Tendero team');
    expect(fill('{minutes} min, {minutes} min', { minutes: 60 })).toBe('60 min, 60 min');
  });
});

describe.each(NAMESPACES)('server messages: %s', (namespace) => {
  const english = load('en', namespace);

  it.each(LOCALES)('%s has every key, and only those, none empty', (locale) => {
    const messages = load(locale, namespace);
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of messages) expect(text.trim(), `${locale} ${key}`).not.toBe('');
  });

  it.each(LOCALES)('%s has the English placeholders in every text, each written {name}', (locale) => {
    for (const [key, text] of load(locale, namespace)) {
      expect(placeholderNames(text), `${locale} ${key}`).toEqual(placeholderNames(english.get(key) ?? ''));
      // `fill` knows only `{name}`: any other brace would reach the customer as it is.
      expect(text.replace(/\{\w+\}/g, ''), `${locale} ${key}`).not.toMatch(/[{}]/);
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is written in its own language', (locale) => {
    expect(copiedFromEnglish(english, load(locale, namespace), SHARED)).toEqual([]);
  });
});

describe.each(LOCALES)('server messages in %s, one voice with the storefront', (locale: Locale) => {
  const texts = NAMESPACES.flatMap((namespace) =>
    [...load(locale, namespace)].map(([key, text]) => [`${namespace}.${key}`, text] as const),
  );

  it('address the customer in the form the whole shop uses in this language', () => {
    // The model withdrawal form is the customer's own words to the seller, in the official wording
    // (Dutch "deel … u hierbij mede"): it addresses the seller, not the customer. The acknowledgement
    // of a withdrawal quotes it.
    const toCustomer = texts.filter(
      ([key]) => !key.startsWith('orders.withdrawalForm.') && key !== 'returns.acknowledgement.declaration',
    );
    expect(voiceSlips(locale, toCustomer).address).toEqual([]);
  });

  it('write amounts as the price formatter writes them, never as "EUR"', () => {
    expect(voiceSlips(locale, texts).money).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  LOCALES,
  PARCEL_EXCEPTIONS,
  PARCEL_STATUSES,
  REFUND_KINDS,
  REFUND_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
  REVIEW_STATUSES,
  type Locale,
} from '@tendero/contract';
import { copiedFromEnglish, voiceSlips } from '@tendero/contract/text-checks';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages');
const NAMESPACES = ['common', 'track', 'return', 'review', 'admin'] as const;
/** Words that are the same in English and the language (names, loanwords shops use). */
const SHARED = new Set([
  'Tendero',
  // The names of subdivisions that many languages share.
  'Region',
  'District',
  'Province',
  'Menu',
  'Home',
  'Magazine',
  'Details',
  'Filter',
  'Filters',
  'Shop',
  'Bestseller',
  'E-mail',
  'Description',
  'Name',
  'Password',
  'Postcode',
  'Logo',
]);

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    flatten(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function load(locale: string, namespace: string): Map<string, string> {
  return new Map(flatten(JSON.parse(fs.readFileSync(path.join(dir, locale, `${namespace}.json`), 'utf8'))));
}

describe.each(NAMESPACES)('storefront messages: %s', (namespace) => {
  const english = load('en', namespace);

  it.each(LOCALES)('%s has every key, and only those', (locale) => {
    const messages = load(locale, namespace);
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of messages) expect(text.trim(), `${locale} ${key}`).not.toBe('');
  });

  it.each(LOCALES)('%s messages are valid ICU with the English placeholders', (locale) => {
    for (const [key, text] of load(locale, namespace)) {
      const format = new IntlMessageFormat(text, locale);
      const placeholders = (source: string) => [...new Set(source.match(/\{(\w+)[,}]/g) ?? [])].sort();
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      // Rich-text tags (<link>…</link>) must be the English ones, or the link silently disappears.
      const tags = (source: string) => (source.match(/<\/?\w+>/g) ?? []).sort();
      expect(tags(text), `${locale} ${key}`).toEqual(tags(english.get(key) ?? ''));
      expect(() =>
        format.format({
          count: 2,
          name: 'X',
          price: '1',
          percent: '1',
          year: 2026,
          sku: 'X',
          brand: 'X',
          query: 'X',
          date: 'X',
          value: 1,
          amount: '1',
          minimum: 1,
          maximum: 2,
          number: 1,
          a: 1,
          b: 2,
          email: 'x@example.com',
          language: 'Deutsch',
          example: '28013',
          available: 2,
          inCart: 1,
          code: 'X',
          reference: 'X',
          quantity: 2,
          days: 30,
          carrier: 'X',
          reason: 'X',
          host: 'cdn.example',
          stars: 4,
          average: '4,3',
          page: 1,
          pages: 3,
          product: 'X',
          points: 500,
          months: 24,
          step: 100,
          revision: 4,
          done: 1,
          total: 2,
          phase: 'X',
          column: 'price',
          row: 3,
          expected: 58,
          actual: 57,
          created: 1,
          updated: 2,
          deactivated: 0,
          unchanged: 5,
          path: 'kitchen/teapot',
          kilobytes: 12,
          start: 'X',
          end: 'X',
          uses: 12,
          limit: 50,
          zone: 'Europe/Berlin',
          link: (chunks: string[]) => chunks.join(''),
          from: (chunks: string[]) => chunks.join(''),
          to: (chunks: string[]) => chunks.join(''),
        }),
      ).not.toThrow();
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s is written in its own language', (locale) => {
    expect(copiedFromEnglish(english, load(locale, namespace), SHARED)).toEqual([]);
  });
});

describe.each(LOCALES)('storefront messages in %s, one voice', (locale) => {
  const texts = NAMESPACES.flatMap((namespace) =>
    [...load(locale, namespace)].map(([key, text]) => [`${namespace}.${key}`, text] as const),
  );

  it('address the customer in the form the whole shop uses in this language', () => {
    expect(voiceSlips(locale, texts).address).toEqual([]);
  });

  it('write amounts as the price formatter writes them, never as "EUR"', () => {
    expect(voiceSlips(locale, texts).money).toEqual([]);
  });
});

/**
 * How a refund that has been made is called where a customer sees it: the order's status, the refund
 * box of the order page, the return card beside it and the return's page. The start of the word, as some
 * languages agree it with the noun (Spanish "reembolsado" for the refund, "reembolsada" for the return).
 */
const REFUNDED: Readonly<Record<Locale, string>> = {
  en: 'Refunded',
  de: 'Erstattet',
  cs: 'Peníze vráceny',
  da: 'Refunderet',
  el: 'Επιστράφηκαν τα χρήματα',
  es: 'Reembolsad',
  fi: 'Hyvitetty',
  fr: 'Rembours',
  hu: 'Visszatérítve',
  it: 'Rimborsat',
  nl: 'Terugbetaald',
  pl: 'Zwrócono pieniądze',
  pt: 'Reembolsad',
  ro: 'Rambursat',
  sk: 'Peniaze vrátené',
  sv: 'Återbetald',
};

describe.each(LOCALES)('storefront messages in %s, one word for one thing', (locale) => {
  const common = load(locale, 'common');

  it('a refund made is called the same on the order page, its refund box, the return card and page', () => {
    const said = [
      ['common.orders.status.refunded', common.get('orders.status.refunded')],
      ['common.refunds.status.succeeded', common.get('refunds.status.succeeded')],
      ['common.returns.status.refunded', common.get('returns.status.refunded')],
      ['return.status.refunded', load(locale, 'return').get('status.refunded')],
    ];
    expect(said.filter(([, text]) => !text?.startsWith(REFUNDED[locale]))).toEqual([]);
  });

  it('the shipping given back is called as the order page calls shipping, on the refund box and the return card', () => {
    const shipping = common.get('orders.detail.shipping');
    expect(shipping).toBeTruthy();
    expect([common.get('refunds.shipping'), common.get('returns.shipping')]).toEqual([shipping, shipping]);
  });
});

describe('words for every state the API answers', () => {
  const common = load('en', 'common');
  const track = load('en', 'track');

  it.each(PARCEL_STATUSES)('a parcel %s is named on the tracking page and on the order page', (status) => {
    expect(track.get(`status.${status}`)).toBeTruthy();
    expect(common.get(`orders.parcels.status.${status}`)).toBeTruthy();
  });

  it.each(PARCEL_EXCEPTIONS)('a parcel exception %s is named on both pages', (exception) => {
    expect(track.get(`exception.${exception}`)).toBeTruthy();
    expect(common.get(`orders.parcels.exception.${exception}`)).toBeTruthy();
  });

  it.each(REFUND_KINDS)('a refund of kind %s is named', (kind) => {
    expect(common.get(`refunds.kind.${kind}`)).toBeTruthy();
  });

  it.each(REFUND_STATUSES)('a refund %s is named', (status) => {
    expect(common.get(`refunds.status.${status}`)).toBeTruthy();
  });

  it.each(REVIEW_STATUSES)('a review %s is named in the account and in the back office', (status) => {
    expect(load('en', 'review').get(`mine.status.${status}`)).toBeTruthy();
    expect(load('en', 'admin').get(`reviews.status.${status}`)).toBeTruthy();
  });

  it.each(RETURN_STATUSES)('a return %s is named on the return pages and in the account', (status) => {
    expect(load('en', 'return').get(`status.${status}`)).toBeTruthy();
    expect(common.get(`returns.status.${status}`)).toBeTruthy();
  });

  it.each(RETURN_REASONS)('the return reason %s is named in the flow and in the account', (reason) => {
    expect(load('en', 'return').get(`reason.${reason}`)).toBeTruthy();
    expect(common.get(`returns.reason.${reason}`)).toBeTruthy();
  });

  it.each(PARCEL_STATUSES)('a return parcel %s is named on the return status page', (status) => {
    expect(load('en', 'return').get(`parcel.${status}`)).toBeTruthy();
  });

  it('the return forms have a message for everything the browser checks', () => {
    const source = (file: string) => fs.readFileSync(path.join(dir, '..', 'src', file), 'utf8');
    const checks = [
      source('lib/returns.ts'),
      source('lib/tracking.ts'),
      source('components/return/withdrawal-form.tsx'),
    ].join('\n');
    const keys = [...checks.matchAll(/'(?:return\.|track\.)?(check\.\w+)'/g)].map((match) => match[1] ?? '');
    expect(keys.length).toBeGreaterThanOrEqual(12);
    for (const key of keys) expect(load('en', 'return').get(key), key).toBeTruthy();
  });

  it.each(RETURN_STATUSES)('a return %s is named in the back office', (status) => {
    expect(load('en', 'admin').get(`returnStatus.${status}`)).toBeTruthy();
  });

  it.each(RETURN_REASONS)('a return reason %s is named in the back office', (reason) => {
    expect(load('en', 'admin').get(`returnReason.${reason}`)).toBeTruthy();
  });

  it('the tracking form has a message for everything the browser checks', () => {
    const checks = fs.readFileSync(path.join(dir, '..', 'src', 'lib', 'tracking.ts'), 'utf8');
    const keys = [...checks.matchAll(/'track\.(check\.\w+)'/g)].map((match) => match[1] ?? '');
    expect(keys.length).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(track.get(key), key).toBeTruthy();
  });
});

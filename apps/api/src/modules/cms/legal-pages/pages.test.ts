import { describe, expect, it } from 'vitest';
import {
  LEGAL_PAGE_KEYS,
  LOCALES,
  parsePageBody,
  type LegalPageKey,
  type Locale,
  type PageBlock,
  WITHDRAWAL_BUTTON,
} from '@tendero/contract';
import { formOfAddressSlips, moneySlips } from '@tendero/contract/text-checks';
import { SAMPLE_PAGES } from './index.ts';
import { PAGE_PLACEHOLDERS } from './types.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The heading of the model withdrawal form (Directive 2011/83/EU, Annex I(B)) in each language. */
const MODEL_FORM: Record<Locale, string> = {
  de: 'Muster-Widerrufsformular',
  en: 'Model withdrawal form',
  es: 'Modelo de formulario de desistimiento',
  fr: 'Modèle de formulaire de rétractation',
  it: 'Modulo di recesso tipo',
  pt: 'Modelo de formulário de livre resolução',
  nl: 'Modelformulier voor herroeping',
  sk: 'Vzorový formulár na odstúpenie od zmluvy',
  fi: 'Peruuttamislomakkeen malli',
  el: 'Υπόδειγμα εντύπου υπαναχώρησης',
  sv: 'Standardformulär för utövande av ångerrätt',
  pl: 'Wzór formularza odstąpienia od umowy',
  cs: 'Vzorový formulář pro odstoupení od smlouvy',
  da: 'Standardfortrydelsesformular',
  ro: 'Model de formular de retragere',
  hu: 'Elállási nyilatkozatminta',
};

/** What each page must name, from the configuration. */
const REQUIRED: Record<LegalPageKey, readonly string[]> = {
  imprint: [
    'shopName',
    'shopAddress',
    'shopEmail',
    'shopPhone',
    'shopVatId',
    'shopRegister',
    'shopRepresentative',
  ],
  terms: ['shopName', 'shopAddress', 'shopCountry', 'returnDays'],
  privacy: ['shopName', 'shopAddress', 'shopEmail'],
  withdrawal: ['shopName', 'shopAddress', 'shopEmail', 'shopPhone', 'returnDays'],
  shipping: [],
  contact: ['shopName', 'shopAddress', 'shopEmail', 'shopPhone', 'returnUrl'],
};

function blockText(block: PageBlock): string {
  if (block.kind === 'list') return block.items.join('\n');
  if (block.kind === 'paragraph') return block.lines.join('\n');
  return block.text;
}

function blocks(body: string): string[] {
  return body.split('\n\n');
}

describe.each(LOCALES)('shop pages in %s', (locale) => {
  const pages = SAMPLE_PAGES[locale];

  it('has the six pages with a title, a URL-safe slug each and a body', () => {
    expect(Object.keys(pages).sort()).toEqual([...LEGAL_PAGE_KEYS].sort());
    const slugs = LEGAL_PAGE_KEYS.map((key) => pages[key].slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(6);
    for (const key of LEGAL_PAGE_KEYS) {
      expect(pages[key].title, key).toBe(pages[key].title.trim());
      expect(pages[key].title.length, key).toBeGreaterThan(3);
      expect(pages[key].body, key).toBe(pages[key].body.trim());
    }
  });

  it('writes each page in the page format: sample notice first, then sections in order', () => {
    for (const key of LEGAL_PAGE_KEYS) {
      const parsed = parsePageBody(pages[key].body);
      expect(parsed[0]?.kind, key).toBe('notice');
      expect(
        parsed.filter((block) => block.kind === 'notice'),
        key,
      ).toHaveLength(1);
      expect(parsed[1], key).toMatchObject({ kind: 'heading', level: 2 });
      // Every section has content: no heading directly after another of the same or a higher level.
      parsed.forEach((block, index) => {
        const next = parsed[index + 1];
        if (block.kind === 'heading') {
          expect(next, `${key}: "${block.text}" is followed by its text`).toBeDefined();
          if (next?.kind === 'heading') expect(next.level, key).toBeGreaterThan(block.level);
        }
      });
    }
  });

  it('uses only the known placeholders and names the seller where the page must', () => {
    for (const key of LEGAL_PAGE_KEYS) {
      const used = [...pages[key].body.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const name of used) expect(PAGE_PLACEHOLDERS, `${key}: {${name}}`).toContain(name);
      for (const name of REQUIRED[key]) expect(used, `${key} names {${name}}`).toContain(name);
    }
  });

  it('gives the withdrawal information with 14 days and the model withdrawal form', () => {
    const body = pages.withdrawal.body;
    expect(body).toMatch(/14|vierzehn|quatorze/);
    const parsed = parsePageBody(body);
    const heading = parsed.findIndex(
      (block) => block.kind === 'heading' && block.text === MODEL_FORM[locale],
    );
    expect(heading, MODEL_FORM[locale]).toBeGreaterThan(0);
    const [instruction, form, footnote] = parsed.slice(heading + 1);
    expect(instruction?.kind).toBe('paragraph');
    // Addressee, declaration, dates, name, address, signature, date.
    expect(form?.kind === 'list' && form.items).toHaveLength(7);
    expect(form?.kind === 'list' && form.items[0]).toContain('{shopName}');
    expect(footnote?.kind === 'paragraph' && footnote.lines.join(' ')).toMatch(/^\(\*\) /);
  });

  it('names the withdrawal button by its official label and the shop’s return days', () => {
    const { withdraw } = WITHDRAWAL_BUTTON[locale];
    for (const key of ['withdrawal', 'terms'] as const) {
      expect(pages[key].body, key).toContain(withdraw);
      expect(pages[key].body, key).toContain('{returnDays}');
    }
    // The statutory period stays beside the shop's own: 14 days is the legal minimum.
    expect(pages.terms.body).toMatch(/14/);
  });

  it('speaks to the customer in the shop’s one form of address, and writes no amounts its own way', () => {
    const slips = LEGAL_PAGE_KEYS.flatMap((key) => {
      const parsed = parsePageBody(`${pages[key].title}\n\n${pages[key].body}`);
      const form = parsed.findIndex((block) => block.kind === 'heading' && block.text === MODEL_FORM[locale]);
      return parsed.flatMap((block, index) => {
        // The model form is the Directive's official wording (Annex I(B)), formal in every language:
        // its instruction addresses the customer so (Spanish "si desea", Dutch "als u"), its lines are
        // the customer's own words to the seller ("deel … u hierbij mede").
        if (key === 'withdrawal' && (index === form + 1 || index === form + 2)) return [];
        const text = blockText(block);
        return [...formOfAddressSlips(locale, text), ...moneySlips(locale, text)].map(
          (slip) => `${key}: ${slip}`,
        );
      });
    });
    expect(slips).toEqual([]);
  });

  it.skipIf(locale === 'en')('is written in its own language, not copied from English', () => {
    for (const key of LEGAL_PAGE_KEYS) {
      // "Contact" is also the French, Dutch and Romanian word.
      if (pages[key].title !== 'Contact') expect(pages[key].title, key).not.toBe(SAMPLE_PAGES.en[key].title);
      const english = new Set(blocks(SAMPLE_PAGES.en[key].body));
      const copied = blocks(pages[key].body).filter(
        (part) => english.has(part) && /[a-z]{4,}/i.test(part.replace(/\{\w+\}/g, '')),
      );
      expect(copied, key).toEqual([]);
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS, LOCALES, moneyFormat } from '@tendero/contract';
import { formOfAddressSlips, moneySlips } from '@tendero/contract/text-checks';
import {
  ARTICLE_KEYS,
  CATEGORY_KEYS,
  COLOUR_KEYS,
  LINE_KEYS,
  MANUFACTURERS,
  MARKETING_ENTITIES,
  MATERIAL_KEYS,
  PRODUCT_TYPES,
  PROMOTIONS,
  type PromotionKey,
  type PromotionPlan,
} from '../plan.ts';
import type { LocaleContent } from './types.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const present = LOCALES.filter((locale) => fs.existsSync(path.join(dir, `${locale}.ts`)));

async function load(locale: string): Promise<LocaleContent> {
  const module = (await import(`./${locale}.ts`)) as Record<string, LocaleContent>;
  const content = module[locale];
  if (!content) throw new Error(`${locale}.ts must export const ${locale}: LocaleContent`);
  return content;
}

/** Every text of the content with its path, e.g. ['articles.yogaAtHomeForBeginners.body', '…']. */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => texts(inner, at ? `${at}.${key}` : key));
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe.each(present)('demo content in %s', (locale) => {
  it('has every key, filled in', async () => {
    const content = await load(locale);
    expect(Object.keys(content.categories).sort()).toEqual([...CATEGORY_KEYS].sort());
    expect(Object.keys(content.productTypes).sort()).toEqual(PRODUCT_TYPES.map((type) => type.key).sort());
    expect(Object.keys(content.colours).sort()).toEqual([...COLOUR_KEYS].sort());
    expect(Object.keys(content.materials).sort()).toEqual([...MATERIAL_KEYS].sort());
    expect(Object.keys(content.lines).sort()).toEqual([...LINE_KEYS].sort());
    expect(Object.keys(content.manufacturers).sort()).toEqual(MANUFACTURERS.map((brand) => brand.key).sort());
    expect(Object.keys(content.articles).sort()).toEqual([...ARTICLE_KEYS].sort());
    expect(Object.keys(content.promotions).sort()).toEqual(
      PROMOTIONS.map((promotion) => promotion.key).sort(),
    );
    expect(Object.keys(content.marketing).sort()).toEqual(
      MARKETING_ENTITIES.map((entity) => entity.key).sort(),
    );
    const walk = (value: unknown, at: string): void => {
      if (typeof value === 'string') {
        const mayBeEmpty = /^marketing\.usp\w+\.cta$/.test(at);
        if (!mayBeEmpty) expect(value.trim(), at).not.toBe('');
        expect(value, at).toBe(value.trim());
      } else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
      }
    };
    walk(content, '');
  });

  it('has URL-safe slugs, unique where they share a path', async () => {
    const content = await load(locale);
    expect(content.brandsSegment).toMatch(SLUG);
    const slugs = [
      ...Object.values(content.categories).map((category) => category.slug),
      ...Object.values(content.articles).map((article) => article.slug),
      ...Object.values(content.promotions).map((promotion) => promotion.slug),
    ];
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    const siblings = new Map<string, string[]>();
    for (const key of CATEGORY_KEYS) {
      const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
      siblings.set(parent, [...(siblings.get(parent) ?? []), content.categories[key].slug]);
    }
    siblings.set('', [...(siblings.get('') ?? []), content.brandsSegment]);
    for (const group of siblings.values()) expect(new Set(group).size).toBe(group.length);
    const articleSlugs = Object.values(content.articles).map((article) => article.slug);
    expect(new Set(articleSlugs).size).toBe(articleSlugs.length);
  });

  it('writes articles of 3-4 paragraphs and 120-320 words', async () => {
    const content = await load(locale);
    for (const [key, article] of Object.entries(content.articles)) {
      const paragraphs = article.body.split(/\n\n/).filter((paragraph) => paragraph.trim() !== '');
      expect(paragraphs.length, key).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, key).toBeLessThanOrEqual(5);
      expect(words(article.body), key).toBeGreaterThanOrEqual(locale === 'fi' || locale === 'hu' ? 90 : 120);
      expect(words(article.body), key).toBeLessThanOrEqual(320);
    }
  });

  it('addresses the customer in the form the whole shop uses in this language', async () => {
    const slips = texts(await load(locale)).flatMap(([at, text]) =>
      formOfAddressSlips(locale, text).map((slip) => `${at}: ${slip}`),
    );
    expect(slips).toEqual([]);
  });

  it('writes amounts as the price formatter writes them, and names the discount the promotion gives', async () => {
    const content = await load(locale);
    const slips = texts(content).flatMap(([at, text]) =>
      moneySlips(locale, text).map((slip) => `${at}: ${slip}`),
    );
    expect(slips).toEqual([]);
    const discount = PROMOTIONS.find((promotion) => promotion.key === 'kitchenDays')?.value ?? 0;
    // Whole euros, as marketing copy writes them: "10 €", not "10,00 €".
    const written = moneyFormat(locale, 'EUR', 0).format(discount / 10 ** CURRENCY_DECIMALS);
    expect(content.promotions.kitchenDays.description).toContain(written);
    expect(content.marketing.bannerKitchen.body).toContain(written);
  });

  it('promises the return days the shop is configured with, never a number of its own', async () => {
    const { uspReturns } = (await load(locale)).marketing;
    // The API fills {returnDays} from RETURN_DAYS, as on the shop pages.
    expect(uspReturns.title).toContain('{returnDays}');
    expect(`${uspReturns.title} ${uspReturns.body}`.replace('{returnDays}', '')).not.toMatch(/\d/);
  });

  it('names each promotion’s code and the amounts it gives and asks for, as the shop writes them', async () => {
    const content = await load(locale);
    const euros = (cents: number) => moneyFormat(locale, 'EUR', 0).format(cents / 10 ** CURRENCY_DECIMALS);
    const plans: readonly PromotionPlan[] = PROMOTIONS;
    for (const promotion of plans) {
      const { description } = content.promotions[promotion.key as PromotionKey];
      if (promotion.code) expect(description, promotion.key).toContain(promotion.code);
      if (promotion.minimumAmount)
        expect(description, promotion.key).toContain(euros(promotion.minimumAmount));
      if (promotion.kind === 'reductionAmount')
        expect(description, promotion.key).toContain(euros(promotion.value));
    }
  });

  it.skipIf(locale === 'en' || !present.includes('en'))(
    'is written in its own language, not copied from English',
    async () => {
      const [content, english] = await Promise.all([load(locale), load('en')]);
      const pairs: [string, string][] = [
        ...CATEGORY_KEYS.map((key): [string, string] => [
          content.categories[key].description,
          english.categories[key].description,
        ]),
        ...PRODUCT_TYPES.map((type): [string, string] => [
          content.productTypes[type.key]?.description ?? '',
          english.productTypes[type.key]?.description ?? '',
        ]),
        ...ARTICLE_KEYS.map((key): [string, string] => [
          content.articles[key].body,
          english.articles[key].body,
        ]),
      ];
      const copied = pairs.filter(([text, englishText]) => text === englishText);
      expect(copied).toEqual([]);
    },
  );
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Locale, SearchResult } from '@tendero/contract';
import { CONTENT } from '../../../../../demo/content/index.ts';
import { useTestApp, type TestApp } from '../../test/app.ts';
import { aProduct } from '../../test/fixtures.ts';
import { isSqlite } from '../../db/transaction.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { ensureSearchIndex } from './search-index.ts';

async function search(app: TestApp, locale: Locale, q: string, query = ''): Promise<SearchResult> {
  const response = await app.inject({
    url: `/v1/catalog/search?q=${encodeURIComponent(q)}${query}`,
    headers: { 'x-locale': locale },
  });
  expect(response.statusCode, `${locale} ${q}`).toBe(200);
  return response.json() as SearchResult;
}

/** Every product name a search lists, page after page. */
async function searchNames(app: TestApp, locale: Locale, q: string, query = ''): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const page: SearchResult = await search(
      app,
      locale,
      q,
      `${query}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    names.push(...page.items.map((item) => item.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

function typeName(locale: Locale, key: string): string {
  const name = CONTENT[locale].productTypes[key]?.name;
  if (!name) throw new Error(`no ${key} in ${locale}`);
  return name;
}

/** The demo catalogue has six frying pans (one brand, two lines, three sizes). */
const FRYING_PANS = 6;
/** And 19 lamps: table lamps (9), pendant lights (4) and desk lamps (6). */
const LAMPS = 19;

describe('search', () => {
  const ctx = useTestApp({}, { seed: true });

  it('finds frying pans by another form of the word, without accents, in any case, in every language', async () => {
    const queries: Record<Locale, string> = {
      de: 'BRATPFANNEN',
      en: 'frying pans',
      es: 'sartenes',
      fr: 'poeles',
      it: 'padelle',
      pt: 'frigideiras',
      nl: 'koekenpannen',
      sk: 'panvice',
      fi: 'paistinpannut',
      el: 'τηγανια',
      sv: 'stekpannor',
      pl: 'patelnie',
      cs: 'pánve',
      da: 'stegepander',
      ro: 'tigai',
      hu: 'serpenyok',
    };
    for (const [locale, q] of Object.entries(queries) as [Locale, string][]) {
      const names = (await search(ctx.app, locale, q)).items.map((item) => item.name);
      const pan = typeName(locale, 'fryingPan');
      expect(names.slice(0, FRYING_PANS), `${locale} ${q}`).toEqual(
        Array.from({ length: FRYING_PANS }, () => expect.stringContaining(pan)),
      );
    }
  });

  it('matches Greek with and without tonos, in capitals too', async () => {
    const expected = (await search(ctx.app, 'el', 'Τηγάνι')).items.map((item) => item.id);
    expect(expected.length).toBeGreaterThanOrEqual(FRYING_PANS);
    for (const q of ['τηγανι', 'ΤΗΓΑΝΙ', 'τηγάνια']) {
      expect(
        (await search(ctx.app, 'el', q)).items.map((item) => item.id),
        q,
      ).toEqual(expected);
    }
  });

  it('finds the parts of compound words', async () => {
    const cases: [Locale, string, string, number][] = [
      ['de', 'Pfanne', 'Bratpfanne', FRYING_PANS],
      ['de', 'rucksack', 'Tagesrucksack', 1],
      ['fi', 'reppu', 'Päiväreppu', 1],
      ['sv', 'panna', 'Stekpanna', FRYING_PANS],
      ['nl', 'pan', 'Koekenpan', FRYING_PANS],
      ['da', 'pande', 'Stegepande', FRYING_PANS],
      ['hu', 'lámpa', 'Függőlámpa', 1],
    ];
    for (const [locale, q, part, count] of cases) {
      const names = await searchNames(ctx.app, locale, q);
      expect(names.filter((name) => name.includes(part)).length, `${locale} ${q}`).toBeGreaterThanOrEqual(
        count,
      );
    }
  });

  it('finds the lamps by the word shoppers use (synonyms), in German and Finnish', async () => {
    const german = await searchNames(ctx.app, 'de', 'Lampe');
    expect(german).toHaveLength(LAMPS);
    expect(german.every((name) => /leuchte/i.test(name))).toBe(true);
    const finnish = await searchNames(ctx.app, 'fi', 'lamppu');
    expect(finnish).toHaveLength(LAMPS);
    expect(finnish.every((name) => /valaisin/i.test(name))).toBe(true);
    expect(await searchNames(ctx.app, 'fi', 'lamppuja')).toEqual(finnish);
  });

  it('ranks whole words in names first, then words the search begins, then descriptions', async () => {
    const names = await searchNames(ctx.app, 'en', 'pan');
    const pans = names.filter((name) => name.includes('Frying Pan'));
    const panniers = names.filter((name) => name.includes('Pannier'));
    expect(pans).toHaveLength(FRYING_PANS);
    expect(panniers.length).toBeGreaterThan(0);
    expect(names.slice(0, pans.length)).toEqual(pans);
    expect(names.slice(pans.length, pans.length + panniers.length)).toEqual(panniers);
    // The rest say "pan…" only in their descriptions.
    expect(names.slice(pans.length + panniers.length).some((name) => /\bpan/i.test(name))).toBe(false);
  });

  it('finds a product by its SKU, in any case, first', async () => {
    for (const q of ['TD-10006', 'td-10006', ' Td-10006 ']) {
      const result = await search(ctx.app, 'en', q);
      expect(result.items[0]?.sku, q).toBe('TD-10006');
      expect(result.total, q).toBe(1);
    }
    const german = await search(ctx.app, 'de', 'td-10006');
    expect(german.items[0]?.sku).toBe('TD-10006');
    expect((await search(ctx.app, 'en', 'TD-99999')).items).toEqual([]);
  });

  it('counts every match, and what the filters leave', async () => {
    const all = await search(ctx.app, 'en', 'classic', '&limit=5');
    expect(all.total).toBe((await searchNames(ctx.app, 'en', 'classic')).length);
    const brand = all.facets.manufacturers.find((entry) => entry.count > 2);
    if (!brand) throw new Error('no brand with classic products');
    const filter = `&manufacturers=${brand.id}&priceMax=5000`;
    const filtered = await search(ctx.app, 'en', 'classic', `${filter}&limit=2`);
    expect(filtered.total).toBe((await searchNames(ctx.app, 'en', 'classic', filter)).length);
    expect(filtered.total).toBeLessThan(all.total);
  });

  it('suggests spellings from the catalogue and categories when nothing is found', async () => {
    const typo = await search(ctx.app, 'en', 'backpak');
    expect(typo.items).toEqual([]);
    expect(typo.total).toBe(0);
    expect(typo.suggestions.queries).toContain('backpack');
    expect((await search(ctx.app, 'en', typo.suggestions.queries[0] ?? '')).total).toBeGreaterThan(0);

    const german = await search(ctx.app, 'de', 'Ruksack');
    expect(german.suggestions.queries[0]).toBe('rucksack');

    // Both words are known, no product has both: the categories of each are offered.
    const mixed = await search(ctx.app, 'de', 'Pfanne Yoga');
    expect(mixed.total).toBe(0);
    expect(mixed.suggestions.categories.map((category) => category.path)).toEqual(
      expect.arrayContaining(['kueche/kochgeschirr/pfannen', 'sport/yoga']),
    );
    expect(mixed.suggestions.queries).toEqual([]);

    // "Lampe" names no product (they are "Leuchten"), but the synonym group has it: not "dämpfen".
    const lamp = await search(ctx.app, 'de', 'Lampee');
    expect(lamp.total).toBe(0);
    expect(lamp.suggestions.queries[0]).toBe('lampe');
    expect((await search(ctx.app, 'de', 'lampe')).total).toBe(LAMPS);
    // A word a letter short: the product's word is offered.
    await aProduct(ctx.app, {
      name: 'Hand coffee grinder',
      texts: { de: { name: 'Kaffeemühle aus Buche' } },
    });
    const grinder = await search(ctx.app, 'de', 'Kafeemühle');
    expect(grinder.suggestions.queries[0]).toBe('kaffeemühle');

    const greek = await search(ctx.app, 'el', 'τιγανι');
    expect(greek.suggestions.queries).toContain('τηγάνι');

    const nothing = await search(ctx.app, 'en', 'zzzqqqxx');
    expect(nothing.suggestions).toEqual({ categories: [], queries: [] });
    const found = await search(ctx.app, 'en', 'backpack');
    expect(found.suggestions).toEqual({ categories: [], queries: [] });
  });

  it('builds the index at start when it is missing or was built with other rules', async () => {
    const db = ctx.app.database.db;
    expect(await ensureSearchIndex(db)).toBe(false);
    if (isSqlite(db))
      await sql`insert into product_search (product_search) values ('delete-all')`.execute(db);
    else await sql`delete from product_search`.execute(db);
    await db.updateTable('search_index_state').set({ version: 0 }).execute();
    // As another process would do it, with nothing to tell this one's catalogue cache but the TTL.
    catalogueChanged(db);
    expect((await search(ctx.app, 'de', 'Pfanne')).total).toBe(0);
    expect(await ensureSearchIndex(db)).toBe(true);
    expect((await search(ctx.app, 'de', 'Pfanne')).total).toBeGreaterThanOrEqual(FRYING_PANS);
  });
});

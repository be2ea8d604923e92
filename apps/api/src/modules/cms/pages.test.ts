import { describe, expect, it } from 'vitest';
import { LEGAL_PAGE_KEYS, LOCALES, type ContentPage, type ContentPageList } from '@tendero/contract';
import { SAMPLE_PAGES } from './legal-pages/index.ts';
import { useTestApp } from '../../test/app.ts';
import { ensureSamplePages, pageSlugOf } from './pages.ts';

const get = async <T>(app: ReturnType<typeof useTestApp>['app'], url: string, locale = 'en') => {
  const response = await app.inject({ url, headers: { 'x-locale': locale } });
  return { status: response.statusCode, body: response.json() as T };
};

describe('shop pages', () => {
  const ctx = useTestApp();

  it('lists the six pages for the footer, in every language with its own slugs', async () => {
    const de = await get<ContentPageList>(ctx.app, '/v1/cms/pages', 'de');
    expect(de.status).toBe(200);
    expect(de.body.items.map((page) => page.key)).toEqual([...LEGAL_PAGE_KEYS]);
    const withdrawal = de.body.items.find((page) => page.key === 'withdrawal');
    expect(withdrawal).toMatchObject({ title: 'Widerrufsbelehrung', slug: 'widerrufsbelehrung' });
    expect(withdrawal?.alternates).toHaveLength(16);
    expect(withdrawal?.alternates).toContainEqual({ locale: 'en', slug: 'right-of-withdrawal' });
    const el = await get<ContentPageList>(ctx.app, '/v1/cms/pages', 'el');
    expect(el.body.items.find((page) => page.key === 'privacy')?.title).toBe('Πολιτική απορρήτου');
  });

  it("serves a page by its slug with the shop's details filled in and the model withdrawal form", async () => {
    const page = await get<ContentPage>(ctx.app, '/v1/cms/pages/widerrufsbelehrung', 'de');
    expect(page.status).toBe(200);
    expect(page.body.key).toBe('withdrawal');
    expect(page.body.body).toContain('## Muster-Widerrufsformular');
    expect(page.body.body).toContain('Hiermit widerrufe(n) ich/wir (*)');
    expect(page.body.body).toContain('Tendero Demo GmbH, Beispielstraße 12, 10115 Berlin, Deutschland');
    expect(page.body.body).toContain('shop@tendero.localhost');
    expect(page.body.body).not.toMatch(/\{shop\w*\}/);
    // Without SHOP_VAT_ID the imprint leaves the VAT id out instead of showing an empty line.
    const imprint = await get<ContentPage>(ctx.app, '/v1/cms/pages/impressum', 'de');
    expect(imprint.body.body).not.toContain('Umsatzsteuer-Identifikationsnummer');
    expect(imprint.body.body).toContain('## Registereintrag\nAmtsgericht Charlottenburg, HRB 999999 B');
    expect(page.body.body.startsWith('! ')).toBe(true);
    const greek = await get<ContentPage>(ctx.app, '/v1/cms/pages/dikaioma-ypanachorisis', 'el');
    expect(greek.body.body).toContain('Υπόδειγμα εντύπου υπαναχώρησης');
    expect(greek.body.body).toContain('Γερμανία');
  });

  it('answers 404 for an unknown slug or a slug of another language', async () => {
    const unknown = await get<{ message: string }>(ctx.app, '/v1/cms/pages/no-such-page', 'de');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('error.page.notFound');
    expect((await get(ctx.app, '/v1/cms/pages/widerrufsbelehrung', 'fr')).status).toBe(404);
    expect((await get(ctx.app, `/v1/cms/pages/${'x'.repeat(300)}`)).status).toBe(400);
  });

  it('names the seller from the configuration, the country in the request language', async () => {
    const shop = await get<Record<string, string>>(ctx.app, '/v1/shop', 'el');
    expect(shop.status).toBe(200);
    expect(shop.body).toEqual({
      name: 'Tendero Demo GmbH',
      address: 'Beispielstraße 12, 10115 Berlin',
      country: 'DE',
      countryName: 'Γερμανία',
      email: 'shop@tendero.localhost',
      phone: '+49 30 23125 000',
      vatId: null,
      register: 'Amtsgericht Charlottenburg, HRB 999999 B',
      representative: 'Erika Mustermann',
      timeZone: 'Europe/Berlin',
      returnDays: 30,
      points: {
        pointsPerEuro: 1,
        pointsPerVoucherEuro: 100,
        minimumConversion: 500,
        conversionStep: 100,
        expireMonths: 24,
        pendingDays: 14,
        voucherMonths: 12,
      },
    });
  });

  it('lists every page in the misc sitemap with its path in all 16 languages', async () => {
    const misc = await get<{ entries: { paths: { locale: string; path: string }[] }[] }>(
      ctx.app,
      '/v1/catalog/sitemap/misc',
    );
    const pages = misc.body.entries.filter((entry) =>
      entry.paths.some((path) => path.path.startsWith('pages/')),
    );
    expect(pages).toHaveLength(6);
    for (const entry of pages) expect(entry.paths).toHaveLength(16);
    expect(pages.flatMap((entry) => entry.paths)).toContainEqual({
      locale: 'el',
      path: 'pages/dikaioma-ypanachorisis',
    });
  });

  it('keeps the merchant’s texts and only adds pages that are missing', async () => {
    const { db } = ctx.app.database;
    expect(await ensureSamplePages(db)).toBe(0);
    const imprint = await db
      .selectFrom('page')
      .select('id')
      .where('key', '=', 'imprint')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('page_translation')
      .set({ body: '## Anbieter\nMeine Firma, {shopEmail}' })
      .where('page_id', '=', imprint.id)
      .where('locale', '=', 'de')
      .execute();
    await db.deleteFrom('page').where('key', '=', 'contact').execute();
    expect(await ensureSamplePages(db)).toBe(1);
    const edited = await get<ContentPage>(ctx.app, '/v1/cms/pages/impressum', 'de');
    expect(edited.body.body).toBe('## Anbieter\nMeine Firma, shop@tendero.localhost');
    expect((await get(ctx.app, '/v1/cms/pages/kontakt', 'de')).status).toBe(200);
  });

  it('falls back to English where a translation is missing', async () => {
    const { db } = ctx.app.database;
    const privacy = await db
      .selectFrom('page')
      .select('id')
      .where('key', '=', 'privacy')
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('page_translation')
      .where('page_id', '=', privacy.id)
      .where('locale', '=', 'hu')
      .execute();
    const list = await get<ContentPageList>(ctx.app, '/v1/cms/pages', 'hu');
    expect(list.body.items.find((page) => page.key === 'privacy')).toMatchObject({
      title: 'Privacy policy',
      slug: 'privacy-policy',
    });
    const page = await get<ContentPage>(ctx.app, '/v1/cms/pages/privacy-policy', 'hu');
    expect(page.status).toBe(200);
    expect(page.body.title).toBe('Privacy policy');
  });

  it('gives the slug a page is served under in each language, for links in mails', async () => {
    const { db } = ctx.app.database;
    for (const locale of LOCALES) {
      const slug = await pageSlugOf(db, locale, 'terms');
      expect(slug, locale).toBe(SAMPLE_PAGES[locale].terms.slug);
      const page = await get<ContentPage>(ctx.app, `/v1/cms/pages/${slug}`, locale);
      expect(page.status, locale).toBe(200);
      expect(page.body.key, locale).toBe('terms');
    }
    const terms = await db
      .selectFrom('page')
      .select('id')
      .where('key', '=', 'terms')
      .executeTakeFirstOrThrow();
    // The merchant's own slug, and English where the language has no translation: as the storefront serves it.
    await db
      .updateTable('page_translation')
      .set({ slug: 'geschaeftsbedingungen' })
      .where('page_id', '=', terms.id)
      .where('locale', '=', 'de')
      .execute();
    await db
      .deleteFrom('page_translation')
      .where('page_id', '=', terms.id)
      .where('locale', '=', 'hu')
      .execute();
    expect(await pageSlugOf(db, 'de', 'terms')).toBe('geschaeftsbedingungen');
    expect((await get(ctx.app, '/v1/cms/pages/geschaeftsbedingungen', 'de')).status).toBe(200);
    expect(await pageSlugOf(db, 'hu', 'terms')).toBe('terms-and-conditions');
    expect((await get(ctx.app, '/v1/cms/pages/terms-and-conditions', 'hu')).status).toBe(200);
    // Without the page (start-up creates it again), the sample slug.
    await db.deleteFrom('page').where('key', '=', 'terms').execute();
    expect(await pageSlugOf(db, 'de', 'terms')).toBe('agb');
    expect(await ensureSamplePages(db)).toBe(1);
    expect((await get(ctx.app, '/v1/cms/pages/agb', 'de')).status).toBe(200);
  });
});

describe('shop pages of another seller', () => {
  const ctx = useTestApp({
    SHOP_NAME: 'Beispiel Handels AG',
    SHOP_ADDRESS: 'Ringstraße 1, 1010 Wien',
    SHOP_COUNTRY: 'AT',
    SHOP_EMAIL: 'hilfe@beispiel.at',
    SHOP_PHONE: '+43 1 234567',
    SHOP_VAT_ID: 'ATU 13585627',
  });

  it('fills in the configured seller on every page', async () => {
    const imprint = await get<ContentPage>(ctx.app, '/v1/cms/pages/impressum', 'de');
    expect(imprint.body.body).toContain('Beispiel Handels AG\nRingstraße 1, 1010 Wien, Österreich');
    expect(imprint.body.body).toContain('Telefon: +43 1 234567');
    expect(imprint.body.body).toContain('## Umsatzsteuer-Identifikationsnummer\nATU13585627');
    const terms = await get<ContentPage>(ctx.app, '/v1/cms/pages/terms-and-conditions', 'en');
    expect(terms.body.body).toContain('The law of Austria applies');
    expect(terms.body.body).not.toContain('Tendero Demo GmbH');
  });
});

describe('shop pages with a longer return period', () => {
  const ctx = useTestApp({ RETURN_DAYS: '60' });

  it('say the configured days on the withdrawal and terms pages and link the return page on the contact page', async () => {
    const withdrawal = await get<ContentPage>(ctx.app, '/v1/cms/pages/widerrufsbelehrung', 'de');
    expect(withdrawal.body.body).toContain('freiwillig 60 Tage ab der Zustellung des letzten Pakets');
    expect(withdrawal.body.body).toContain('„Vertrag widerrufen“');
    // The statutory text stays as the law words it.
    expect(withdrawal.body.body).toContain('binnen vierzehn Tagen');
    const terms = await get<ContentPage>(ctx.app, '/v1/cms/pages/terms-and-conditions', 'en');
    expect(terms.body.body).toContain('We voluntarily grant you 60 days');
    const contact = await get<ContentPage>(ctx.app, '/v1/cms/pages/kontakt', 'de');
    expect(contact.body.body).toMatch(/Starten Sie Ihre Rücksendung unter https?:\/\/[^\s]+\/de\/return:/);
    for (const page of [withdrawal, terms, contact]) expect(page.body.body).not.toMatch(/\{\w+\}/);
  });
});

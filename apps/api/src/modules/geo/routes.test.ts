import { describe, expect, it } from 'vitest';
import { LOCALES } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';

describe('geo routes', () => {
  const ctx = useTestApp({ SHOP_DOMAINS: 'de=tendero.de,el=tendero.gr' });

  it('names a country in every one of the 16 languages, with its facts', async () => {
    const names = new Set<string>();
    for (const locale of LOCALES) {
      const response = await ctx.app.inject({ url: '/v1/geo/countries/DE', headers: { 'x-locale': locale } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        iso: 'DE',
        currency: 'EUR',
        vatRateBp: 1900,
        stateRequired: false,
        eu: true,
      });
      names.add(body.name);
    }
    expect(names).toContain('Deutschland');
    expect(names).toContain('Γερμανία');
    expect(names).toContain('Niemcy');
    expect(names.size).toBeGreaterThanOrEqual(14);
  });

  it('accepts a lower-case code and answers 404 for an unknown one, 400 for a malformed one', async () => {
    expect((await ctx.app.inject({ url: '/v1/geo/countries/fi' })).json()).toMatchObject({
      iso: 'FI',
      vatRateBp: 2550,
    });
    const unknown = await ctx.app.inject({ url: '/v1/geo/countries/ZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'error.country.notFound',
    });
    for (const bad of ['DEU', 'D', '12']) {
      const malformed = await ctx.app.inject({ url: `/v1/geo/countries/${bad}` });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details[0]).toMatchObject({
        path: 'params.countryIso',
        message: 'validation.country.iso',
      });
    }
  });

  it('lists every EU/EEA country plus CH, GB and US, sorted in the request language', async () => {
    const response = await ctx.app.inject({ url: '/v1/geo/countries', headers: { 'x-locale': 'de' } });
    const isos: string[] = response.json().items.map((country: { iso: string }) => country.iso);
    expect(isos).toHaveLength(33);
    for (const iso of [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
      'IS',
      'LI',
      'NO',
      'CH',
      'GB',
      'US',
    ]) {
      expect(isos).toContain(iso);
    }
    const names: string[] = response.json().items.map((country: { name: string }) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(names[0]).toBe('Belgien');
  });

  it('lists real states where addresses need them, and none elsewhere', async () => {
    const expected = { ES: 52, IT: 107, PT: 20, US: 51, GR: 14 };
    for (const [iso, count] of Object.entries(expected)) {
      const response = await ctx.app.inject({ url: `/v1/geo/countries/${iso}/states` });
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toHaveLength(count);
      const country = (await ctx.app.inject({ url: `/v1/geo/countries/${iso}` })).json();
      expect(country.stateRequired).toBe(true);
      expect(country.stateKind).toMatch(/^(state|province|district|region)$/);
    }
    const us = (await ctx.app.inject({ url: '/v1/geo/countries/US/states' })).json();
    expect(us.items).toContainEqual(expect.objectContaining({ code: 'CA', name: 'California' }));
    expect((await ctx.app.inject({ url: '/v1/geo/countries/DE/states' })).json().items).toEqual([]);
    expect((await ctx.app.inject({ url: '/v1/geo/countries/ZZ/states' })).statusCode).toBe(404);
  });

  it('gives the country of the shop domain, else of the locale', async () => {
    const byDomain = await ctx.app.inject({ url: '/v1/geo', headers: { host: 'tendero.gr' } });
    expect(byDomain.json()).toEqual({ country: 'GR', locale: 'el', host: 'tendero.gr', source: 'domain' });
    const byLocale = await ctx.app.inject({ url: '/v1/geo', headers: { 'x-locale': 'pl' } });
    expect(byLocale.json()).toEqual({ country: 'PL', locale: 'pl', host: null, source: 'locale' });
    const byDefault = await ctx.app.inject({ url: '/v1/geo', headers: { 'x-locale': 'default' } });
    expect(byDefault.json()).toMatchObject({ country: 'IE', locale: 'en' });
  });

  it('lists the 16 shop domains: configured hosts, else the local path prefix', async () => {
    const items = (await ctx.app.inject({ url: '/v1/geo/domains' })).json().items;
    expect(items).toHaveLength(16);
    expect(items).toContainEqual({
      locale: 'de',
      localeName: 'Deutsch',
      country: 'DE',
      host: 'tendero.de',
      url: 'https://tendero.de/',
    });
    expect(items).toContainEqual(
      expect.objectContaining({ locale: 'fr', country: 'FR', url: 'http://localhost:3000/fr' }),
    );
  });

  it('stores a country request, with an empty reason as null', async () => {
    const country = (await ctx.app.inject({ url: '/v1/geo/countries/NO' })).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/geo/country-requests',
      headers: { 'x-locale': 'fi' },
      payload: { countryId: country.id, reason: '   ' },
    });
    expect(response.statusCode).toBe(201);
    const stored = await ctx.app.database.db
      .selectFrom('country_request')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ country_id: country.id, reason: null, locale: 'fi' });
  });

  it('refuses a bad country request with the field and key', async () => {
    const cases: [unknown, string, string][] = [
      [{ countryId: 1, reason: 'x'.repeat(501) }, 'reason', 'validation.string.max'],
      [{ countryId: 0 }, 'countryId', 'validation.number.min'],
      [{ countryId: 'one' }, 'countryId', 'validation.number.type'],
      [{}, 'countryId', 'validation.number.required'],
      [{ countryId: 1, extra: true }, '', 'validation.object.unknown'],
      [{ countryId: 999_999 }, 'countryId', 'validation.country.unknown'],
    ];
    for (const [payload, path, key] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/geo/country-requests',
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details[0]).toMatchObject({ path, message: key });
    }
  });
});

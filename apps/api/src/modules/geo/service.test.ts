import { describe, expect, it } from 'vitest';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@tendero/contract';
import { testConfig, useTestApp } from '../../test/app.ts';
import {
  countryByIso,
  geoOfRequest,
  listCountries,
  requestCountry,
  shopDomains,
  statesOfCountry,
  syncReferenceData,
} from './service.ts';

describe('geo rules', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;

  it('names a country in the language asked for, and refuses an unknown one', async () => {
    expect(await countryByIso(db(), 'el', 'DE')).toMatchObject({ iso: 'DE', name: 'Γερμανία', eu: true });
    expect((await countryByIso(db(), 'hu', 'CH')).name).toBe('Svájc');
    await expect(countryByIso(db(), 'en', 'ZZ')).rejects.toMatchObject({
      statusCode: 404,
      key: 'error.country.notFound',
    });
  });

  it('lists the countries in the alphabetical order of each language', async () => {
    for (const locale of ['de', 'sv', 'cs', 'el'] as const) {
      const names = (await listCountries(db(), locale)).map((country) => country.name);
      expect(names).toHaveLength(33);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    }
  });

  it('has states exactly where an address needs one, sorted by name', async () => {
    for (const country of await listCountries(db(), 'en')) {
      const states = await statesOfCountry(db(), 'en', country.iso);
      expect(states.length > 0, country.iso).toBe(country.stateRequired);
      expect(country.stateKind !== null, country.iso).toBe(country.stateRequired);
      const names = states.map((state) => state.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    }
    await expect(statesOfCountry(db(), 'en', 'ZZ')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('stores a country request in the language it came in, and refuses an unknown country', async () => {
    const norway = await countryByIso(db(), 'fi', 'NO');
    const id = await requestCountry(db(), 'fi', { countryId: norway.id, reason: null });
    const stored = await db()
      .selectFrom('country_request')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ country_id: norway.id, reason: null, locale: 'fi' });
    await expect(requestCountry(db(), 'fi', { countryId: 999_999, reason: 'Please' })).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'countryId', message: 'validation.country.unknown' }],
    });
  });

  it('keeps the ids of countries and states when the reference data is loaded again', async () => {
    const before = await listCountries(db(), 'en');
    const states = await statesOfCountry(db(), 'en', 'IT');
    await syncReferenceData(db());
    expect(await listCountries(db(), 'en')).toEqual(before);
    expect(await statesOfCountry(db(), 'en', 'IT')).toEqual(states);
  });

  it('gives every language its shop domain: the configured host, else a path on the first public origin', () => {
    const config = testConfig(ctx.config.database, {
      SHOP_DOMAINS: 'de=tendero.de,el=tendero.gr',
      PUBLIC_ORIGINS: 'https://shop.example.com,http://localhost:3000',
    });
    const domains = shopDomains(config);
    expect(domains.map((domain) => domain.locale)).toEqual([...LOCALES]);
    expect(domains.find((domain) => domain.locale === 'el')).toEqual({
      locale: 'el',
      localeName: LOCALE_NATIVE_NAMES.el,
      country: 'GR',
      host: 'tendero.gr',
      url: 'https://tendero.gr/',
    });
    expect(domains.find((domain) => domain.locale === 'pl')).toMatchObject({
      host: 'shop.example.com',
      url: 'https://shop.example.com/pl',
    });
  });

  it('takes the country of a request from its shop domain (in any case), else from its language', () => {
    const config = testConfig(ctx.config.database, { SHOP_DOMAINS: 'de=tendero.de,el=tendero.gr' });
    expect(geoOfRequest(config, 'Tendero.GR', 'en')).toEqual({
      country: 'GR',
      locale: 'el',
      host: 'tendero.gr',
      source: 'domain',
    });
    expect(geoOfRequest(config, 'other.example', 'pl')).toEqual({
      country: 'PL',
      locale: 'pl',
      host: null,
      source: 'locale',
    });
    expect(geoOfRequest(config, undefined, 'sv')).toMatchObject({ country: 'SE', source: 'locale' });
  });
});

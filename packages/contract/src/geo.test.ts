import { describe, expect, it } from 'vitest';
import { Country, CountryParams, CountryRequestInput, Created, Geo, ShopDomain, StateList } from './geo.ts';
import { chars, failure, success } from './test-support.ts';

describe('CountryRequestInput', () => {
  it.each([
    [{ countryId: 1 }, { countryId: 1, reason: null }],
    [
      { countryId: 7, reason: null },
      { countryId: 7, reason: null },
    ],
    [
      { countryId: 7, reason: '' },
      { countryId: 7, reason: null },
    ],
    [
      { countryId: 7, reason: '   ' },
      { countryId: 7, reason: null },
    ],
    [
      { countryId: 7, reason: ' Family there ' },
      { countryId: 7, reason: 'Family there' },
    ],
    [
      { countryId: 7, reason: chars(500) },
      { countryId: 7, reason: chars(500) },
    ],
  ])('accepts %j', (input, output) => {
    expect(success(CountryRequestInput, input)).toEqual(output);
  });

  it.each([
    [{ countryId: 1, reason: chars(501) }, 'reason', 'validation.string.max', { maximum: 500 }],
    [{ countryId: 0 }, 'countryId', 'validation.number.min', { minimum: 1 }],
    [{ countryId: 1.5 }, 'countryId', 'validation.number.integer', { expected: 'int', format: 'safeint' }],
    [{ countryId: '1' }, 'countryId', 'validation.number.type', { expected: 'number' }],
    [{}, 'countryId', 'validation.number.required', { expected: 'number' }],
  ])('rejects %j at %s with %s', (input, path, message, params) => {
    expect(failure(CountryRequestInput, input)).toEqual([{ path, message, params }]);
  });

  it('rejects unknown fields', () => {
    expect(failure(CountryRequestInput, { countryId: 1, email: 'a@b.co' })).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['email'] } },
    ]);
  });
});

describe('CountryParams', () => {
  it('upper-cases the country iso', () => {
    expect(success(CountryParams, { countryIso: 'fi' })).toEqual({ countryIso: 'FI' });
  });

  it('rejects a three-letter iso', () => {
    expect(failure(CountryParams, { countryIso: 'FIN' })).toEqual([
      { path: 'countryIso', message: 'validation.country.iso', params: { format: 'regex' } },
    ]);
  });
});

describe('response shapes', () => {
  it('Country', () => {
    const country = {
      id: 1,
      iso: 'FI',
      name: 'Suomi',
      currency: 'EUR',
      vatRateBp: 2550,
      vatReducedRateBp: 1350,
      postcodePattern: '^\\d{5}$',
      postcodeExample: '00100',
      stateRequired: false,
      stateKind: null,
      eu: true,
    };
    expect(success(Country, country)).toEqual(country);
    expect(success(Country, { ...country, postcodePattern: null, postcodeExample: null })).toBeTruthy();
    // Rates are whole basis points: a percent with a fraction is refused.
    expect(failure(Country, { ...country, vatRateBp: 25.5 })[0]?.path).toBe('vatRateBp');
  });

  it('StateList', () => {
    const list = { country: 'ES', items: [{ id: 1, code: 'M', name: 'Madrid' }] };
    expect(success(StateList, list)).toEqual(list);
  });

  it('Geo only takes a supported locale and a known source', () => {
    const geo = { country: 'DE', locale: 'de', host: null, source: 'locale' };
    expect(success(Geo, geo)).toEqual(geo);
    expect(failure(Geo, { ...geo, locale: 'se', source: 'ip' })).toEqual([
      {
        path: 'locale',
        message: 'validation.locale.unsupported',
        params: { options: expect.arrayContaining(['sv']) },
      },
      { path: 'source', message: 'validation.enum.invalid', params: { options: ['domain', 'locale'] } },
    ]);
  });

  it('ShopDomain', () => {
    const domain = {
      locale: 'sv',
      localeName: 'Svenska',
      country: 'SE',
      host: 'tendero.se',
      url: 'https://tendero.se',
    };
    expect(success(ShopDomain, domain)).toEqual(domain);
  });

  it('Created', () => {
    expect(success(Created, { id: 3 })).toEqual({ id: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import { COUNTRY_FACTS, type CountryFact } from './country-data.ts';
import { STATES_BY_COUNTRY, type StateFact } from './state-data.ts';

const EU_MEMBERS: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];
const NON_EU: readonly string[] = ['CH', 'GB', 'IS', 'LI', 'NO', 'US'];

const EXPECTED_STATE_COUNTS: Readonly<Record<string, number>> = { ES: 52, IT: 107, PT: 20, US: 51, GR: 14 };

function fact(iso: string): CountryFact {
  const found = COUNTRY_FACTS.find((c) => c.iso === iso);
  if (!found) throw new Error(`no facts for ${iso}`);
  return found;
}

function postcodeRegex(iso: string): RegExp {
  const pattern = fact(iso).postcodePattern;
  if (pattern === null) throw new Error(`${iso} has no postcode pattern`);
  return new RegExp(pattern, 'i');
}

function states(iso: string): readonly StateFact[] {
  const list = STATES_BY_COUNTRY[iso];
  if (!list) throw new Error(`no states for ${iso}`);
  return list;
}

describe('COUNTRY_FACTS', () => {
  it('has 33 unique upper-case ISO codes, sorted, covering the EU, the EEA, CH, GB and US', () => {
    const isos = COUNTRY_FACTS.map((c) => c.iso);
    expect(isos).toHaveLength(33);
    expect(new Set(isos).size).toBe(33);
    for (const iso of isos) expect(iso).toMatch(/^[A-Z]{2}$/);
    expect(isos).toEqual([...isos].sort());
    expect([...isos].sort()).toEqual([...EU_MEMBERS, ...NON_EU].sort());
    expect(isos).not.toContain('CA');
  });

  it('flags exactly the 27 EU members as EU', () => {
    const eu = COUNTRY_FACTS.filter((c) => c.eu).map((c) => c.iso);
    expect(eu).toEqual(EU_MEMBERS);
  });

  it('uses the right currencies', () => {
    for (const c of COUNTRY_FACTS) expect(c.currency).toMatch(/^[A-Z]{3}$/);
    const nonEuro: Record<string, string> = {
      CH: 'CHF',
      CZ: 'CZK',
      DK: 'DKK',
      GB: 'GBP',
      HU: 'HUF',
      IS: 'ISK',
      LI: 'CHF',
      NO: 'NOK',
      PL: 'PLN',
      RO: 'RON',
      SE: 'SEK',
      US: 'USD',
    };
    for (const c of COUNTRY_FACTS) expect(c.currency, c.iso).toBe(nonEuro[c.iso] ?? 'EUR');
    expect(fact('BG').currency).toBe('EUR');
    expect(fact('HR').currency).toBe('EUR');
  });

  it('has plausible VAT rates, and the recently changed ones', () => {
    for (const c of COUNTRY_FACTS) {
      expect(Number.isInteger(c.vatRateBp), c.iso).toBe(true);
      expect(c.vatRateBp, c.iso).toBeGreaterThanOrEqual(0);
      expect(c.vatRateBp, c.iso).toBeLessThanOrEqual(3000);
    }
    expect(fact('DE').vatRateBp).toBe(1900);
    expect(fact('FI').vatRateBp).toBe(2550);
    expect(fact('EE').vatRateBp).toBe(2400);
    expect(fact('SK').vatRateBp).toBe(2300);
    expect(fact('RO').vatRateBp).toBe(2100);
  });

  it('has a reduced rate at or below the standard rate, with the 2026 figures', () => {
    for (const c of COUNTRY_FACTS) {
      expect(Number.isInteger(c.vatReducedRateBp), c.iso).toBe(true);
      expect(c.vatReducedRateBp, c.iso).toBeLessThanOrEqual(c.vatRateBp);
    }
    expect(fact('DE').vatReducedRateBp).toBe(700);
    expect(fact('FI').vatReducedRateBp).toBe(1350);
    expect(fact('RO').vatReducedRateBp).toBe(1100);
    expect(fact('FR').vatReducedRateBp).toBe(550);
    expect(fact('US').vatReducedRateBp).toBe(0);
    expect(fact('HU').vatRateBp).toBe(2700);
    expect(fact('CH').vatRateBp).toBe(810);
    expect(fact('US').vatRateBp).toBe(0);
  });

  it('gives every country with a pattern an example that matches it', () => {
    for (const c of COUNTRY_FACTS) {
      expect(c.postcodePattern === null, c.iso).toBe(c.postcodeExample === null);
      if (c.postcodePattern === null || c.postcodeExample === null) continue;
      expect(c.postcodePattern.startsWith('^'), c.iso).toBe(true);
      expect(c.postcodePattern.endsWith('$'), c.iso).toBe(true);
      expect(new RegExp(c.postcodePattern, 'i').test(c.postcodeExample), c.iso).toBe(true);
    }
  });

  it('rejects obvious garbage postcodes', () => {
    for (const c of COUNTRY_FACTS) {
      if (c.postcodePattern === null) continue;
      const re = new RegExp(c.postcodePattern, 'i');
      for (const garbage of ['', 'ABCDEFGHIJKLMNOPQ', '12', ' ', '1234567890']) {
        expect(re.test(garbage), `${c.iso} ${JSON.stringify(garbage)}`).toBe(false);
      }
    }
  });

  it.each([
    ['DE', ['10115', '80331', '01067']],
    ['FR', ['75001', '13001', '97400']],
    ['NL', ['1012 AB', '1012AB', '1012 ab']],
    ['PL', ['00-950', '31-042']],
    [
      'GB',
      ['SW1A 1AA', 'SW1A1AA', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'sw1a 1aa'],
    ],
    ['IE', ['D02 X285', 'D02X285', 'D6W 1234', 'A65 F4E2']],
    ['PT', ['1000-001', '4000-322']],
    ['SE', ['114 55', '11455']],
    ['CZ', ['110 00', '11000']],
    ['SK', ['811 01', '81101']],
    ['GR', ['105 57', '10557', '546 24']],
    ['US', ['10001', '10001-1234', '90210']],
    ['ES', ['28013', '08001', '52001']],
    ['IT', ['00185', '20121']],
    ['AT', ['1010']],
    ['CH', ['8001', '3000']],
    ['LI', ['9490', '9485', '9498']],
    ['MT', ['VLT 1117', 'VLT1117']],
    ['LV', ['LV-1050', '1050']],
    ['LT', ['LT-01103', '01103']],
    ['LU', ['L-2449', '2449']],
    ['IS', ['101']],
    ['RO', ['010011']],
  ] as const)('accepts known %s postcodes', (iso, codes) => {
    const re = postcodeRegex(iso);
    for (const code of codes) expect(re.test(code), `${iso} ${code}`).toBe(true);
  });

  it.each([
    ['DE', ['1011', '101155', '1O115']],
    ['NL', ['0123 AB', '1012 A', '1012 ABC']],
    ['PL', ['00950', '0-0950']],
    ['GB', ['SW1A', '1AA SW1', 'SW1A 1A']],
    ['IE', ['D02 X28', 'B02 X285', 'T12 AB34']],
    ['PT', ['1000', '1000001']],
    ['ES', ['00123', '53001', '2801']],
    ['US', ['1000', '10001-12', '10001 1234']],
    ['LI', ['8001', '9484', '9499']],
  ] as const)('rejects malformed %s postcodes', (iso, codes) => {
    const re = postcodeRegex(iso);
    for (const code of codes) expect(re.test(code), `${iso} ${code}`).toBe(false);
  });
});

describe('STATES_BY_COUNTRY', () => {
  it('requires a state exactly for ES, IT, PT, US and GR', () => {
    const required = COUNTRY_FACTS.filter((c) => c.stateRequired).map((c) => c.iso);
    expect([...required].sort()).toEqual(['ES', 'GR', 'IT', 'PT', 'US']);
    expect(Object.keys(STATES_BY_COUNTRY).sort()).toEqual(['ES', 'GR', 'IT', 'PT', 'US']);
  });

  it("names each country's subdivision by its own word, so Spain asks for a province", () => {
    const kinds = Object.fromEntries(
      COUNTRY_FACTS.filter((c) => c.stateRequired).map((c) => [c.iso, c.stateKind]),
    );
    expect(kinds).toEqual({ ES: 'province', GR: 'region', IT: 'province', PT: 'district', US: 'state' });
    expect(COUNTRY_FACTS.filter((c) => !c.stateRequired && c.stateKind)).toEqual([]);
  });

  it.each(Object.entries(EXPECTED_STATE_COUNTS))(
    'lists %s with %i entries and unique codes',
    (iso, count) => {
      const list = states(iso);
      expect(list).toHaveLength(count);
      expect(new Set(list.map((s) => s.code)).size).toBe(count);
      expect(new Set(list.map((s) => s.name)).size).toBe(count);
      for (const s of list) {
        expect(s.code, `${iso} ${s.name}`).toMatch(/^[A-Z0-9]{1,3}$/);
        expect(s.name.trim(), `${iso} ${s.code}`).toBe(s.name);
        expect(s.name.length, `${iso} ${s.code}`).toBeGreaterThan(1);
      }
    },
  );

  it('uses the expected code formats and spot values', () => {
    const byCode = (iso: string, code: string): string | undefined =>
      states(iso).find((s) => s.code === code)?.name;

    for (const s of states('IT')) expect(s.code).toMatch(/^[A-Z]{2}$/);
    for (const s of states('US')) expect(s.code).toMatch(/^[A-Z]{2}$/);
    for (const s of states('PT')) expect(s.code).toMatch(/^\d{2}$/);
    for (const s of states('ES')) expect(s.code).toMatch(/^[A-Z]{1,2}$/);

    expect(byCode('US', 'CA')).toBe('California');
    expect(byCode('US', 'DC')).toBe('District of Columbia');
    expect(byCode('ES', 'M')).toBe('Madrid');
    expect(byCode('ES', 'CE')).toBe('Ceuta');
    expect(byCode('ES', 'ML')).toBe('Melilla');
    expect(byCode('ES', 'PM')).toBe('Illes Balears');
    expect(byCode('IT', 'MI')).toBe('Milano');
    expect(byCode('IT', 'RM')).toBe('Roma');
    expect(byCode('IT', 'SU')).toBe('Sud Sardegna');
    expect(byCode('PT', '11')).toBe('Lisboa');
    expect(byCode('PT', '20')).toBe('Açores');
    expect(byCode('PT', '30')).toBe('Madeira');
    expect(byCode('GR', 'I')).toBe('Αττική');
    expect(byCode('GR', '69')).toBe('Άγιον Όρος');
    expect(states('PT').map((s) => s.code)).toEqual([
      ...Array.from({ length: 18 }, (_, i) => String(i + 1).padStart(2, '0')),
      '20',
      '30',
    ]);
    expect(states('GR').map((s) => s.code)).toEqual([...'ABCDEFGHIJKLM', '69']);
  });

  it('writes Greek region names in Greek script', () => {
    for (const s of states('GR')) expect(s.name, s.code).toMatch(/^[\p{Script=Greek} ]+$/u);
  });

  it.each([
    ['ES', 'es'],
    ['IT', 'it'],
    ['US', 'en'],
  ] as const)('sorts %s by name', (iso, locale) => {
    const names = states(iso).map((s) => s.name);
    const collator = new Intl.Collator(locale);
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
  });
});

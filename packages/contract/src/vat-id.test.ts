import { describe, expect, it } from 'vitest';
import { checkVatId, VAT_ID_COUNTRIES, VIES_PREFIXES } from './vat-id.ts';

/**
 * Published numbers: the examples of python-stdnum's test suite (most of them real companies, e.g.
 * IT00950501007 Banca d'Italia, IE6388047V Google Ireland, LU26375245 Amazon EU), one or more per
 * prefix and per kind of number (companies, persons, old and new formats).
 */
const VALID: [input: string, normalised: string][] = [
  ['ATU13585627', 'ATU13585627'],
  ['AT U13585627', 'ATU13585627'],
  ['BE0403019261', 'BE0403019261'],
  ['BE 428759497', 'BE0428759497'],
  ['BE0417497106', 'BE0417497106'],
  ['BG 175 074 752', 'BG175074752'],
  ['BG7523169263', 'BG7523169263'],
  ['BG7111042925', 'BG7111042925'],
  ['CY-10259033P', 'CY10259033P'],
  ['CZ 25123891', 'CZ25123891'],
  ['CZ7103192745', 'CZ7103192745'],
  ['CZ640903926', 'CZ640903926'],
  ['DE 136,695 976', 'DE136695976'],
  ['DK 13585628', 'DK13585628'],
  ['EE 100 931 558', 'EE100931558'],
  ['EE100594102', 'EE100594102'],
  ['EL 094259216', 'EL094259216'],
  ['GR 23456780', 'EL023456780'],
  ['ES B-58378431', 'ESB58378431'],
  ['ESA28015865', 'ESA28015865'],
  ['ES54362315K', 'ES54362315K'],
  ['ES X-5253868-R', 'ESX5253868R'],
  ['ES M-1234567-L', 'ESM1234567L'],
  ['FI 20774740', 'FI20774740'],
  ['Fr 40 303 265 045', 'FR40303265045'],
  ['FR84323140392', 'FR84323140392'],
  ['FRK7399859412', 'FRK7399859412'],
  ['FR4Z123456782', 'FR4Z123456782'],
  ['HR 33392005961', 'HR33392005961'],
  ['HU-12892312', 'HU12892312'],
  ['IE 6433435F', 'IE6433435F'],
  ['IE 6433435OA', 'IE6433435OA'],
  ['IE8D79739I', 'IE8D79739I'],
  ['IE6388047V', 'IE6388047V'],
  ['IT 00743110157', 'IT00743110157'],
  ['IT00950501007', 'IT00950501007'],
  ['LT119511515', 'LT119511515'],
  ['LT 100001919017', 'LT100001919017'],
  ['LU 150 274 42', 'LU15027442'],
  ['LU26375245', 'LU26375245'],
  ['LV 4000 3521 600', 'LV40003521600'],
  ['LV161175-19997', 'LV16117519997'],
  ['MT 1167-9112', 'MT11679112'],
  ['NL004495445B01', 'NL004495445B01'],
  ['NL4495445B01', 'NL004495445B01'],
  ['NL002455799B11', 'NL002455799B11'],
  ['PL 8567346215', 'PL8567346215'],
  ['PT 501 964 843', 'PT501964843'],
  ['RO 185 472 90', 'RO18547290'],
  ['RO1630615123457', 'RO1630615123457'],
  ['SE 123456789701', 'SE123456789701'],
  ['SI 5022 3054', 'SI50223054'],
  ['SK 202 274 96 19', 'SK2022749619'],
  ['GB 980 7806 84', 'GB980780684'],
  ['GB340804329', 'GB340804329'],
  ['GBGD001', 'GBGD001'],
  ['GBHA500', 'GBHA500'],
  ['XI 980 7806 84', 'XI980780684'],
  ['CHE-107.787.577 IVA', 'CHE107787577IVA'],
  ['che107787577mwst', 'CHE107787577MWST'],
  ['NO 995 525 828 MVA', 'NO995525828MVA'],
  ['IS 12345', 'IS12345'],
];

/** Wrong lengths, characters or parts for the country. */
const WRONG_FORMAT = [
  'DE12345678',
  'DE036695976',
  'ATX13585626',
  'ATU1358562',
  'BE2403019261',
  'BG17507475',
  'CY12259033P',
  'CZ1234567',
  'CZ95123891',
  'DK03585628',
  'EE10093155',
  'EL1234567',
  'ESI58378431',
  'FI2077474',
  'FRIO303265045',
  'HR3339200596',
  'HU1289231',
  'IE1234567890',
  'IT00743111157',
  'LT119511525',
  'LU1502744',
  'LV1611751999',
  'LV32137519997A',
  'MT01679112',
  'NL004495445B00',
  'NL004495445A01',
  'PL856734621',
  'PT001964843',
  'RO0185472',
  'SE123456789702',
  'SI05022305',
  'SK0022749619',
  'GB12345678',
  'GBGD500',
  'GBHA499',
  'CHE107787577',
  'CHE107787577VAT',
  'NO995525828',
  'IS1234',
];

/** The right shape with a wrong check digit: python-stdnum's invalid examples, one per country. */
const WRONG_CHECKSUM = [
  'ATU13585626',
  'BE431150351',
  'BG175074754',
  'CY10259033Z',
  'CZ25123890',
  'DE136695978',
  'DK13585627',
  'EE100594103',
  'EL123456781',
  'ESB64717839',
  'FI20774741',
  'FR84323140391',
  'HR33392005962',
  'HU12892313',
  'IE6433435E',
  'IT00743110158',
  'LT100001919018',
  'LU15027443',
  'LV40003521601',
  'MT11679113',
  'NL123456789B90',
  'PL8567346216',
  'PT501964842',
  'RO18547291',
  'SE123456789101',
  'SI50223053',
  'SK2022749618',
  'GB802311781',
  'XI802311781',
  'CHE107787578IVA',
  'NO995525829MVA',
];

describe('checkVatId', () => {
  it.each(VALID)('accepts %j as %s', (input, normalised) => {
    expect(checkVatId(input)).toMatchObject({ valid: true, vatId: normalised });
  });

  it('covers every EU member, Northern Ireland, the United Kingdom, Switzerland, Norway and Iceland', () => {
    const eu = 'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK';
    expect(Object.keys(VAT_ID_COUNTRIES).sort()).toEqual(
      [...eu.split(' '), 'XI', 'GB', 'CHE', 'NO', 'IS'].sort(),
    );
    expect([...VIES_PREFIXES].sort()).toEqual([...eu.split(' '), 'XI'].sort());
    const tested = new Set(
      VALID.map(([, normalised]) => normalised.slice(0, normalised.startsWith('CHE') ? 3 : 2)),
    );
    expect([...tested].sort()).toEqual(Object.keys(VAT_ID_COUNTRIES).sort());
  });

  it('splits a VAT id the way VIES asks for it', () => {
    expect(checkVatId('EL 094259216')).toEqual({
      valid: true,
      vatId: 'EL094259216',
      prefix: 'EL',
      number: '094259216',
      country: 'GR',
    });
    expect(checkVatId('XI980780684')).toMatchObject({ prefix: 'XI', number: '980780684', country: 'GB' });
  });

  it.each(['XX123', 'US123456789', '123456789', 'CH107787577MWST', '', '--'])(
    'refuses %j: no country it knows',
    (input) => {
      expect(checkVatId(input)).toEqual({ valid: false, problem: 'country' });
    },
  );

  it.each(WRONG_FORMAT)('refuses %j: not the format of its country', (input) => {
    expect(checkVatId(input)).toMatchObject({ valid: false, problem: 'format' });
  });

  it.each(WRONG_CHECKSUM)('refuses %j: wrong check digit', (input) => {
    expect(checkVatId(input)).toMatchObject({ valid: false, problem: 'checksum' });
  });

  it('refuses a birth number dated in the future', () => {
    // 2041-01-14: the right check digit, but nobody was born then yet.
    expect(checkVatId('CZ4101140010')).toMatchObject({ valid: false, problem: 'format' });
  });

  describe('without a prefix, reads the number as one of the given country', () => {
    it.each([
      ['136695976', 'DE', 'DE136695976'],
      ['094259216', 'GR', 'EL094259216'],
      ['U13585627', 'AT', 'ATU13585627'],
      ['40303265045', 'FR', 'FR40303265045'],
      ['107.787.577 MWST', 'CH', 'CHE107787577MWST'],
      ['995525828MVA', 'NO', 'NO995525828MVA'],
      ['GD001', 'GB', 'GBGD001'],
      // A French key that looks like a prefix: read as Portuguese it is wrong, as French right.
      ['PT303265045', 'FR', 'FRPT303265045'],
    ])('%j in %s is %s', (input, country, normalised) => {
      expect(checkVatId(input, country)).toMatchObject({ valid: true, vatId: normalised });
    });

    it('keeps a prefix that names another country', () => {
      expect(checkVatId('ATU13585627', 'DE')).toMatchObject({ valid: true, vatId: 'ATU13585627' });
    });

    it('reports the problem of the number as the country reads it', () => {
      expect(checkVatId('136695978', 'DE')).toEqual({ valid: false, problem: 'checksum', prefix: 'DE' });
      expect(checkVatId('12345', 'US')).toEqual({ valid: false, problem: 'country' });
    });
  });
});

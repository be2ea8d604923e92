/**
 * VAT identification numbers: normalisation, the format of each country and its official check digit.
 * Covers the 27 EU members, Northern Ireland (XI, checked by VIES like a member), the United Kingdom,
 * Switzerland, Norway and Iceland. The algorithms follow each tax administration's published rule, as
 * collected by python-stdnum (the reference implementation of the field).
 */

/** Translation keys of a refused VAT id. */
export const VAT_ID_ERRORS = {
  /** No known country prefix, or a country whose VAT ids we cannot check. */
  country: 'validation.vatId.country',
  /** Wrong length, characters or parts for its country. */
  format: 'validation.vatId.format',
  /** The check digit does not match. */
  checksum: 'validation.vatId.checksum',
  /** VIES answered that the number is not a valid VAT id. */
  vies: 'validation.vatId.vies',
} as const;

type Problem = 'format' | 'checksum';
/** A country's rule: the number part normalised, or what is wrong with it. */
type Rule = (number: string) => { number: string } | { problem: Problem };

const ok = (number: string) => ({ number });
const bad = (problem: Problem) => ({ problem });
const checked = (number: string, valid: boolean) => (valid ? ok(number) : bad('checksum'));

const digitsAt = (value: string) => [...value].map(Number);
const isDigits = (value: string, length?: number) =>
  /^\d+$/.test(value) && (length === undefined || value.length === length);

/** Σ weight × digit over the first `weights.length` digits. */
function weighted(value: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(value[index]), 0);
}

/** Non-negative remainder, for sums that may go below zero. */
const mod = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

/** Luhn: the whole string, check digit included, sums to a multiple of 10. */
function luhn(value: string): boolean {
  const sum = digitsAt(value)
    .reverse()
    .reduce((acc, digit, index) => {
      if (index % 2 === 0) return acc + digit;
      const doubled = digit * 2;
      return acc + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return sum % 10 === 0;
}

/** ISO 7064 Mod 11,10 over the whole string, check digit included. */
function iso7064Mod11x10(value: string): boolean {
  let check = 5;
  for (const digit of digitsAt(value)) check = ((((check || 10) * 2) % 11) + digit) % 10;
  return check === 1;
}

/** ISO 7064 Mod 97-10 over letters (A=10 … Z=35) and digits, without overflowing. */
function mod97(value: string): number {
  let rest = 0;
  for (const char of value) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** A real calendar day that is not in the future: nobody was born tomorrow. */
function isBirthDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && date.getTime() <= Date.now();
}

/** Czech and Slovak birth number (rodné číslo): a birth date, and from 1954 a mod-11 check digit. */
function birthNumber(number: string): Problem | null {
  if (!isDigits(number) || (number.length !== 9 && number.length !== 10)) return 'format';
  let year = 1900 + Number(number.slice(0, 2));
  // Women add 50 to the month; 20 more when a day's serials ran out (since 2004).
  const month = (Number(number.slice(2, 4)) % 50) % 20;
  const day = Number(number.slice(4, 6));
  if (number.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return 'format';
  } else if (year < 1954) year += 100;
  if (!isBirthDate(year, month, day)) return 'format';
  if (number.length === 10) {
    let check = Number(number.slice(0, 9)) % 11;
    if (year < 1985) check %= 10;
    if (String(check) !== number[9]) return 'checksum';
  }
  return null;
}

/** Bulgarian personal number (ЕГН): birth date with the century in the month, weighted mod 11. */
function bulgarianEgn(number: string): boolean {
  let year = 1900 + Number(number.slice(0, 2));
  let month = Number(number.slice(2, 4));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!isBirthDate(year, month, Number(number.slice(4, 6)))) return false;
  return (weighted(number, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === Number(number[9]);
}

/** Spanish DNI letter of an 8-digit (or 7-digit, for K/L/M) number. */
const dniLetter = (value: string) => 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(value) % 23];

const spain: Rule = (number) => {
  if (!/^[0-9A-Z]\d{7}[0-9A-Z]$/.test(number)) return bad('format');
  const [first = '', last = ''] = [number[0], number[8]];
  const middle = number.slice(1, 8);
  // K, L and M (Spaniards without DNI, minors, foreigners without NIE) use the DNI letter.
  if ('KLM'.includes(first)) return checked(number, last === dniLetter(middle));
  if (/\d/.test(first)) return checked(number, last === dniLetter(number.slice(0, 8)));
  // NIE: X, Y, Z stand for 0, 1, 2 in front of the DNI number.
  if ('XYZ'.includes(first)) return checked(number, last === dniLetter(`${'XYZ'.indexOf(first)}${middle}`));
  if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return bad('format');
  // Companies (CIF): Luhn-like digit, written as a digit or as a letter depending on the entity.
  const sum = digitsAt(middle).reduce((acc, digit, index) => {
    if (index % 2 === 1) return acc + digit;
    const doubled = digit * 2;
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  const check = (10 - (sum % 10)) % 10;
  return checked(number, last === String(check) || last === 'JABCDEFGHI'[check]);
};

const FRENCH_KEY_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const france: Rule = (number) => {
  if (!/^[0-9A-HJ-NP-Z]{2}\d{9}$/.test(number)) return bad('format');
  const siren = number.slice(2);
  // Monaco's numbers (000…) are valid VAT ids without being a French SIREN.
  if (!siren.startsWith('000') && !luhn(siren)) return bad('checksum');
  if (isDigits(number)) return checked(number, Number(number.slice(0, 2)) === Number(`${siren}12`) % 97);
  // New-style keys with letters.
  const first = FRENCH_KEY_ALPHABET.indexOf(number[0] ?? '');
  const second = FRENCH_KEY_ALPHABET.indexOf(number[1] ?? '');
  const check = /\d/.test(number[0] ?? '') ? first * 24 + second - 10 : first * 34 + second - 100;
  return checked(number, (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11);
};

const IRISH_ALPHABET = 'WABCDEFGHIJKLMNOPQRSTUV';

function irishCheck(base: string, extra: string): string {
  const seven = base.padStart(7, '0');
  const sum = weighted(seven, [8, 7, 6, 5, 4, 3, 2]) + 9 * Math.max(0, IRISH_ALPHABET.indexOf(extra));
  return IRISH_ALPHABET[sum % 23] ?? '';
}

const ireland: Rule = (number) => {
  if (number.length !== 8 && number.length !== 9) return bad('format');
  if (!/^\d.\d{5}$/.test(number.slice(0, 7))) return bad('format');
  if (![...number.slice(7)].every((char) => IRISH_ALPHABET.includes(char))) return bad('format');
  if (isDigits(number.slice(0, 7))) {
    // Since 2013: seven digits, the check letter, and an optional second letter that counts too.
    return checked(number, number[7] === irishCheck(number.slice(0, 7), number.slice(8)));
  }
  // Before: digit, letter (or + or *), five digits, check letter.
  if (!/[A-Z+*]/.test(number[1] ?? '')) return bad('format');
  return checked(number, number[7] === irishCheck(`${number.slice(2, 7)}${number[0] ?? ''}`, ''));
};

const united: Rule = (number) => {
  // Government departments (GD, under 500) and health authorities (HA, 500 and up).
  const authority = /^(GD|HA)(?:8888)?(\d{3})(\d{2})?$/.exec(number);
  if (authority) {
    const [, kind, code = '', check] = authority;
    const long = number.length === 11;
    if (number.length !== 5 && !long) return bad('format');
    if (kind === 'GD' ? Number(code) >= 500 : Number(code) < 500) return bad('format');
    return checked(number, !long || Number(code) % 97 === Number(check));
  }
  // Standard numbers (9 digits) and branch traders (12, the last 3 name the branch).
  if (!/^\d{9}(\d{3})?$/.test(number)) return bad('format');
  const sum = weighted(number, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  // Numbers from 100 on may use the newer "mod 9755" scheme (42 or 55) besides mod 97.
  const valid = Number(number.slice(0, 3)) >= 100 ? [0, 42, 55].includes(sum) : sum === 0;
  return checked(number, valid);
};

/** Each prefix's rule on the number after the prefix. */
const RULES: Record<string, Rule> = {
  AT: (number) => {
    if (!/^U\d{8}$/.test(number)) return bad('format');
    const sum = digitsAt(number.slice(1, 8)).reduce((acc, digit, index) => {
      const product = index % 2 === 1 ? digit * 2 : digit;
      return acc + Math.floor(product / 10) + (product % 10);
    }, 0);
    return checked(number, (10 - ((sum + 4) % 10)) % 10 === Number(number[8]));
  },
  BE: (input) => {
    // Old numbers had 9 digits: a leading 0 makes them today's 10.
    const number = input.length === 9 ? `0${input}` : input;
    if (!/^[01]\d{9}$/.test(number)) return bad('format');
    return checked(number, 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8)));
  },
  BG: (number) => {
    if (!/^\d{9,10}$/.test(number)) return bad('format');
    if (number.length === 9) {
      let check = weighted(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
      if (check === 10) check = weighted(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
      return checked(number, check % 10 === Number(number[8]));
    }
    // Ten digits: a person (ЕГН), a foreigner (ЛНЧ) or another registered person.
    const foreigner = weighted(number, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10 === Number(number[9]);
    const other = mod(11 - weighted(number, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11) === Number(number[9]);
    return checked(number, bulgarianEgn(number) || foreigner || other);
  },
  CY: (number) => {
    if (!/^\d{8}[A-Z]$/.test(number) || number.startsWith('12')) return bad('format');
    const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
    const sum = digitsAt(number.slice(0, 8)).reduce(
      (acc, digit, index) => acc + (index % 2 === 0 ? (odd[digit] ?? 0) : digit),
      0,
    );
    return checked(number, number[8] === String.fromCharCode(65 + (sum % 26)));
  },
  CZ: (number) => {
    if (!/^\d{8,10}$/.test(number)) return bad('format');
    if (number.length === 8) {
      // Legal entities; 9… is not issued to them.
      if (number.startsWith('9')) return bad('format');
      const check = mod(11 - weighted(number, [8, 7, 6, 5, 4, 3, 2]), 11);
      return checked(number, (check === 0 ? 1 : check % 10) === Number(number[7]));
    }
    if (number.length === 9 && number.startsWith('6')) {
      // Individuals without a birth number: digits 2-8 weighted, a lookup of the remainder.
      const rest = weighted(number.slice(1), [8, 7, 6, 5, 4, 3, 2]) % 11;
      return checked(number, 9 - ((11 - rest) % 10) === Number(number[8]));
    }
    const problem = birthNumber(number);
    return problem ? bad(problem) : ok(number);
  },
  DE: (number) => {
    if (!/^[1-9]\d{8}$/.test(number)) return bad('format');
    return checked(number, iso7064Mod11x10(number));
  },
  DK: (number) => {
    if (!/^[1-9]\d{7}$/.test(number)) return bad('format');
    return checked(number, weighted(number, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0);
  },
  EE: (number) => {
    if (!isDigits(number, 9)) return bad('format');
    return checked(number, weighted(number, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0);
  },
  EL: (input) => {
    // Old numbers had 8 digits.
    const number = input.length === 8 ? `0${input}` : input;
    if (!isDigits(number, 9)) return bad('format');
    const sum = digitsAt(number.slice(0, 8)).reduce((acc, digit) => acc * 2 + digit, 0);
    return checked(number, ((sum * 2) % 11) % 10 === Number(number[8]));
  },
  ES: spain,
  FI: (number) => {
    if (!isDigits(number, 8)) return bad('format');
    return checked(number, weighted(number, [7, 9, 10, 5, 8, 4, 2, 1]) % 11 === 0);
  },
  FR: france,
  HR: (number) => {
    if (!isDigits(number, 11)) return bad('format');
    return checked(number, iso7064Mod11x10(number));
  },
  HU: (number) => {
    if (!isDigits(number, 8)) return bad('format');
    return checked(number, weighted(number, [9, 7, 3, 1, 9, 7, 3, 1]) % 10 === 0);
  },
  IE: ireland,
  IT: (number) => {
    if (!isDigits(number, 11) || Number(number.slice(0, 7)) === 0) return bad('format');
    // Digits 8-10 name the province office: 001-100, or 120, 121, 888, 999.
    const office = Number(number.slice(7, 10));
    if (!((office >= 1 && office <= 100) || [120, 121, 888, 999].includes(office))) return bad('format');
    return checked(number, luhn(number));
  },
  LT: (number) => {
    // Legal entities: 9 digits with 1 in the 8th place; temporary and natural persons: 12, 1 in the 11th.
    const legal = /^\d{7}1\d$/.test(number);
    if (!legal && !/^\d{10}1\d$/.test(number)) return bad('format');
    const front = number.slice(0, -1);
    let check = digitsAt(front).reduce((sum, digit, index) => sum + (1 + (index % 9)) * digit, 0) % 11;
    if (check === 10) {
      check = digitsAt(front).reduce((sum, digit, index) => sum + (1 + ((index + 2) % 9)) * digit, 0);
    }
    return checked(number, (check % 11) % 10 === Number(number.at(-1)));
  },
  LU: (number) => {
    if (!isDigits(number, 8)) return bad('format');
    return checked(number, Number(number.slice(0, 6)) % 89 === Number(number.slice(6)));
  },
  LV: (number) => {
    if (!isDigits(number, 11)) return bad('format');
    // Legal entities start above 3.
    if (Number(number[0]) > 3) {
      return checked(number, weighted(number, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1]) % 11 === 3);
    }
    // Personal codes issued since July 2017 start with 32 and carry no birth date or published check.
    if (number.startsWith('32')) return ok(number);
    const century = 1800 + Number(number[6]) * 100;
    const [day, month, year] = [0, 2, 4].map((start) => Number(number.slice(start, start + 2)));
    if (!isBirthDate(century + (year ?? 0), month ?? 0, day ?? 0)) return bad('format');
    const check = (1 + weighted(number, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11;
    return checked(number, check % 10 === Number(number[10]));
  },
  MT: (number) => {
    if (!/^[1-9]\d{7}$/.test(number)) return bad('format');
    return checked(number, weighted(number, [3, 4, 6, 7, 8, 9, 10, 1]) % 37 === 0);
  },
  NL: (input) => {
    // The number before B may be written without its leading zeros.
    const parts = /^(\d{1,9})B(\d{2})$/.exec(input);
    if (!parts) return bad('format');
    const [, digits = '', suffix = ''] = parts;
    const number = `${digits.padStart(9, '0')}B${suffix}`;
    if (Number(digits) === 0 || Number(suffix) === 0) return bad('format');
    // Companies: the "elfproef" of the RSIN; sole traders since 2020: ISO 7064 mod 97 over NL….
    const elfproef = mod(weighted(number, [9, 8, 7, 6, 5, 4, 3, 2, -1]), 11) === 0;
    return checked(number, elfproef || mod97(`NL${number}`) === 1);
  },
  PL: (number) => {
    if (!isDigits(number, 10)) return bad('format');
    return checked(number, weighted(number, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(number[9]));
  },
  PT: (number) => {
    if (!/^[1-9]\d{8}$/.test(number)) return bad('format');
    const check = (mod(11 - weighted(number, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 11) % 10;
    return checked(number, check === Number(number[8]));
  },
  RO: (number) => {
    if (isDigits(number, 13)) {
      // A person's CNP: sex and century, birth date, county, serial, check digit.
      const centuries: Record<string, number> = { 1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000 };
      const century = centuries[number[0] ?? ''] ?? 1900;
      if (number.startsWith('0')) return bad('format');
      const [year, month, day] = [1, 3, 5].map((start) => Number(number.slice(start, start + 2)));
      if (!isBirthDate(century + (year ?? 0), month ?? 0, day ?? 0)) return bad('format');
      const check = weighted(number, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
      return checked(number, (check === 10 ? 1 : check) === Number(number[12]));
    }
    // A company's CUI: 2 to 10 digits, weighted from the right.
    if (!/^[1-9]\d{1,9}$/.test(number)) return bad('format');
    const front = number.slice(0, -1).padStart(9, '0');
    const check = ((10 * weighted(front, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10;
    return checked(number, check === Number(number.at(-1)));
  },
  SE: (number) => {
    // The organisation number and 01.
    if (!/^\d{10}01$/.test(number)) return bad('format');
    return checked(number, luhn(number.slice(0, 10)));
  },
  SI: (number) => {
    if (!/^[1-9]\d{7}$/.test(number)) return bad('format');
    const check = 11 - (weighted(number, [8, 7, 6, 5, 4, 3, 2]) % 11);
    return checked(number, check !== 11 && (check === 10 ? 0 : check) === Number(number[7]));
  },
  SK: (number) => {
    if (!isDigits(number, 10)) return bad('format');
    // A person's birth number is a valid VAT id too.
    if (birthNumber(number) === null) return ok(number);
    if (number.startsWith('0') || !'234789'.includes(number[2] ?? '')) return bad('format');
    return checked(number, Number(number) % 11 === 0);
  },
  GB: united,
  XI: united,
  CHE: (number) => {
    // The company's UID and the language of the tax: MWST, TVA, IVA or TPV.
    const parts = /^(\d{9})(MWST|TVA|IVA|TPV)$/.exec(number);
    if (!parts) return bad('format');
    const uid = parts[1] ?? '';
    const check = mod(11 - weighted(uid, [5, 4, 3, 2, 7, 6, 5, 4]), 11);
    return checked(number, check !== 10 && check === Number(uid[8]));
  },
  NO: (number) => {
    // The organisation number and MVA.
    const parts = /^(\d{9})MVA$/.exec(number);
    if (!parts) return bad('format');
    return checked(number, weighted(parts[1] ?? '', [3, 2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0);
  },
  // Iceland's VSK numbers have no check digit.
  IS: (number) => (/^\d{5,6}$/.test(number) ? ok(number) : bad('format')),
};

/** The country (ISO 3166-1) of each VAT prefix. */
export const VAT_ID_COUNTRIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.keys(RULES).map((prefix) => [prefix, prefix])),
  EL: 'GR',
  XI: 'GB',
  CHE: 'CH',
};

/** The prefixes VIES answers for: the EU members and Northern Ireland. */
export const VIES_PREFIXES: readonly string[] = Object.keys(RULES).filter(
  (prefix) => !['GB', 'CHE', 'NO', 'IS'].includes(prefix),
);

/** The prefix a country's VAT ids carry when written without one (Greece is EL, Switzerland CHE). */
const PREFIX_OF_COUNTRY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(VAT_ID_COUNTRIES)
      .filter(([prefix]) => prefix !== 'XI')
      .map(([prefix, country]) => [country, prefix]),
  ),
};

/** How a prefix may be written: Greek numbers are sometimes given with GR. */
const PREFIX_ALIASES: Readonly<Record<string, string>> = { GR: 'EL' };

export interface VatId {
  /** The normalised VAT id: prefix and number, upper case, no separators (`EL094259216`). */
  vatId: string;
  /** The prefix as VIES knows it (`EL`, `XI`, `CHE`). */
  prefix: string;
  /** The number after the prefix, as VIES asks for it. */
  number: string;
  /** ISO 3166-1 country of the VAT id (`GR` for `EL`, `GB` for `XI`). */
  country: string;
}

export type VatIdProblem = keyof Omit<typeof VAT_ID_ERRORS, 'vies'>;
export interface VatIdRefused {
  valid: false;
  problem: VatIdProblem;
  /** The prefix the number was read with, when one was recognised. */
  prefix?: string;
}
export type VatIdResult = ({ valid: true } & VatId) | VatIdRefused;

/** The message key of a refused VAT id, with the country it was read as when known. */
export function vatIdRefusal(result: VatIdRefused): { message: string; params?: { country: string } } {
  const country = result.prefix === undefined ? undefined : VAT_ID_COUNTRIES[result.prefix];
  return {
    message: VAT_ID_ERRORS[result.problem],
    ...(country === undefined ? {} : { params: { country } }),
  };
}

/** Upper case without spaces, dots, dashes, slashes or commas. */
export function compactVatId(input: string): string {
  return input.toUpperCase().replace(/[\s.\-/,]/g, '');
}

function prefixOf(compact: string): { prefix: string; rest: string } | undefined {
  if (compact.startsWith('CHE')) return { prefix: 'CHE', rest: compact.slice(3) };
  const head = compact.slice(0, 2);
  const prefix = PREFIX_ALIASES[head] ?? head;
  return RULES[prefix] ? { prefix, rest: compact.slice(2) } : undefined;
}

function checkAs(prefix: string, rest: string): VatIdResult {
  const rule = RULES[prefix];
  if (!rule) return { valid: false, problem: 'country' };
  const outcome = rule(rest);
  if ('problem' in outcome) return { valid: false, problem: outcome.problem, prefix };
  return {
    valid: true,
    vatId: `${prefix}${outcome.number}`,
    prefix,
    number: outcome.number,
    country: VAT_ID_COUNTRIES[prefix] ?? prefix,
  };
}

/**
 * Checks a VAT id as a customer may type it (any case, spaces, dots, dashes). Without a country prefix
 * it is read as a VAT id of `country` (the address's country), when that is given.
 */
export function checkVatId(input: string, country?: string): VatIdResult {
  const compact = compactVatId(input);
  const readings: [string, string][] = [];
  const own = prefixOf(compact);
  if (own) readings.push([own.prefix, own.rest]);
  const fallback = country === undefined ? undefined : PREFIX_OF_COUNTRY[country.toUpperCase()];
  if (fallback && own?.prefix !== fallback) readings.push([fallback, compact]);
  const results = readings.map(([prefix, rest]) => checkAs(prefix, rest));
  return results.find((result) => result.valid) ?? results[0] ?? { valid: false, problem: 'country' };
}

/**
 * Reference facts about the countries Tendero ships to: the 27 EU members, the other EEA members
 * (IS, LI, NO), plus CH, GB and US. Country names are not stored here; they come from
 * Intl.DisplayNames in the shopper's language.
 *
 * VAT rates are the standard rates in force in late 2025 / 2026.
 * Postcode patterns are anchored regex sources meant to be used case-insensitively
 * (`new RegExp(pattern, 'i')`), after trimming the input.
 */
import type { StateKind } from '@tendero/contract';

export interface CountryFact {
  /** ISO 3166-1 alpha-2, upper case. */
  iso: string;
  /** ISO 4217 code of the country's own currency. */
  currency: string;
  /** Standard VAT / sales-tax rate in basis points, 1900 for 19 % (US: 0, no federal VAT). */
  vatRateBp: number;
  /**
   * The reduced rate a product of the `reduced` VAT class carries (the one most everyday reduced goods
   * take: food, books, plants); the standard rate where a country has none (DK) and 0 without VAT (US).
   */
  vatReducedRateBp: number;
  /** Anchored regex source a well-formed postcode must match (case-insensitive); null if no postcodes. */
  postcodePattern: string | null;
  /** A valid example postcode matching the pattern; null if no postcodes. */
  postcodeExample: string | null;
  /** Whether an address in this country must name a state / province. */
  stateRequired: boolean;
  /** What the country calls that subdivision, for the address form's label; null without one. */
  stateKind?: StateKind;
  /** EU member. */
  eu: boolean;
}

export const COUNTRY_FACTS: readonly CountryFact[] = [
  {
    iso: 'AT',
    currency: 'EUR',
    vatRateBp: 2000,
    vatReducedRateBp: 1000,
    postcodePattern: '^\\d{4}$',
    postcodeExample: '1010',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'BE',
    currency: 'EUR',
    vatRateBp: 2100,
    vatReducedRateBp: 600,
    postcodePattern: '^\\d{4}$',
    postcodeExample: '1000',
    stateRequired: false,
    eu: true,
  },
  {
    // Bulgaria adopted the euro on 2026-01-01.
    iso: 'BG',
    currency: 'EUR',
    vatRateBp: 2000,
    vatReducedRateBp: 900,
    postcodePattern: '^\\d{4}$',
    postcodeExample: '1000',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'CH',
    currency: 'CHF',
    vatRateBp: 810,
    vatReducedRateBp: 260,
    postcodePattern: '^\\d{4}$',
    postcodeExample: '8001',
    stateRequired: false,
    eu: false,
  },
  {
    iso: 'CY',
    currency: 'EUR',
    vatRateBp: 1900,
    vatReducedRateBp: 500,
    postcodePattern: '^\\d{4}$',
    postcodeExample: '1010',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'CZ',
    currency: 'CZK',
    vatRateBp: 2100,
    vatReducedRateBp: 1200,
    postcodePattern: '^\\d{3} ?\\d{2}$',
    postcodeExample: '110 00',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'DE',
    currency: 'EUR',
    vatRateBp: 1900,
    vatReducedRateBp: 700,
    postcodePattern: '^\\d{5}$',
    postcodeExample: '10115',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'DK',
    currency: 'DKK',
    vatRateBp: 2500,
    vatReducedRateBp: 2500,
    postcodePattern: '^(?:DK-)?\\d{4}$',
    postcodeExample: '1050',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'EE',
    currency: 'EUR',
    vatRateBp: 2400,
    vatReducedRateBp: 900,
    postcodePattern: '^\\d{5}$',
    postcodeExample: '10111',
    stateRequired: false,
    eu: true,
  },
  {
    // The first two digits are the province number, 01..52.
    iso: 'ES',
    currency: 'EUR',
    vatRateBp: 2100,
    vatReducedRateBp: 1000,
    postcodePattern: '^(?:0[1-9]|[1-4]\\d|5[0-2])\\d{3}$',
    postcodeExample: '28013',
    stateRequired: true,
    stateKind: 'province',
    eu: true,
  },
  {
    iso: 'FI',
    currency: 'EUR',
    vatRateBp: 2550,
    vatReducedRateBp: 1350,
    postcodePattern: '^\\d{5}$',
    postcodeExample: '00100',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'FR',
    currency: 'EUR',
    vatRateBp: 2000,
    vatReducedRateBp: 550,
    postcodePattern: '^\\d{5}$',
    postcodeExample: '75001',
    stateRequired: false,
    eu: true,
  },
  {
    // Outward code (area + district) and inward code (sector + unit); GIR 0AA is the one legacy exception.
    iso: 'GB',
    currency: 'GBP',
    vatRateBp: 2000,
    vatReducedRateBp: 500,
    postcodePattern: '^(?:GIR ?0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2})$',
    postcodeExample: 'SW1A 1AA',
    stateRequired: false,
    eu: false,
  },
  {
    iso: 'GR',
    currency: 'EUR',
    vatRateBp: 2400,
    vatReducedRateBp: 1300,
    postcodePattern: '^\\d{3} ?\\d{2}$',
    postcodeExample: '105 57',
    stateRequired: true,
    stateKind: 'region',
    eu: true,
  },
  {
    iso: 'HR',
    currency: 'EUR',
    vatRateBp: 2500,
    vatReducedRateBp: 1300,
    postcodePattern: '^(?:HR-)?\\d{5}$',
    postcodeExample: '10000',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'HU',
    currency: 'HUF',
    vatRateBp: 2700,
    vatReducedRateBp: 500,
    postcodePattern: '^\\d{4}$',
    postcodeExample: '1051',
    stateRequired: false,
    eu: true,
  },
  {
    // Eircode: routing key (letter + 2 digits, or D6W) and a 4-character unique identifier.
    iso: 'IE',
    currency: 'EUR',
    vatRateBp: 2300,
    vatReducedRateBp: 1350,
    postcodePattern: '^[ACDEFHKNPRTVWXY]\\d[\\dW] ?[\\dACDEFHKNPRTVWXY]{4}$',
    postcodeExample: 'D02 X285',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'IS',
    currency: 'ISK',
    vatRateBp: 2400,
    vatReducedRateBp: 1100,
    postcodePattern: '^\\d{3}$',
    postcodeExample: '101',
    stateRequired: false,
    eu: false,
  },
  {
    iso: 'IT',
    currency: 'EUR',
    vatRateBp: 2200,
    vatReducedRateBp: 1000,
    postcodePattern: '^\\d{5}$',
    postcodeExample: '00185',
    stateRequired: true,
    stateKind: 'province',
    eu: true,
  },
  {
    // Liechtenstein uses Swiss-style postcodes in the range 9485..9498.
    iso: 'LI',
    currency: 'CHF',
    vatRateBp: 810,
    vatReducedRateBp: 260,
    postcodePattern: '^94(?:8[5-9]|9[0-8])$',
    postcodeExample: '9490',
    stateRequired: false,
    eu: false,
  },
  {
    iso: 'LT',
    currency: 'EUR',
    vatRateBp: 2100,
    vatReducedRateBp: 900,
    postcodePattern: '^(?:LT-)?\\d{5}$',
    postcodeExample: 'LT-01103',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'LU',
    currency: 'EUR',
    vatRateBp: 1700,
    vatReducedRateBp: 800,
    postcodePattern: '^(?:L-)?\\d{4}$',
    postcodeExample: '2449',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'LV',
    currency: 'EUR',
    vatRateBp: 2100,
    vatReducedRateBp: 1200,
    postcodePattern: '^(?:LV-)?\\d{4}$',
    postcodeExample: 'LV-1050',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'MT',
    currency: 'EUR',
    vatRateBp: 1800,
    vatReducedRateBp: 700,
    postcodePattern: '^[A-Z]{3} ?\\d{4}$',
    postcodeExample: 'VLT 1117',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'NL',
    currency: 'EUR',
    vatRateBp: 2100,
    vatReducedRateBp: 900,
    postcodePattern: '^[1-9]\\d{3} ?[A-Z]{2}$',
    postcodeExample: '1012 AB',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'NO',
    currency: 'NOK',
    vatRateBp: 2500,
    vatReducedRateBp: 1500,
    postcodePattern: '^\\d{4}$',
    postcodeExample: '0150',
    stateRequired: false,
    eu: false,
  },
  {
    iso: 'PL',
    currency: 'PLN',
    vatRateBp: 2300,
    vatReducedRateBp: 800,
    postcodePattern: '^\\d{2}-\\d{3}$',
    postcodeExample: '00-950',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'PT',
    currency: 'EUR',
    vatRateBp: 2300,
    vatReducedRateBp: 600,
    postcodePattern: '^[1-9]\\d{3}-\\d{3}$',
    postcodeExample: '1000-001',
    stateRequired: true,
    stateKind: 'district',
    eu: true,
  },
  {
    iso: 'RO',
    currency: 'RON',
    vatRateBp: 2100,
    vatReducedRateBp: 1100,
    postcodePattern: '^\\d{6}$',
    postcodeExample: '010011',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'SE',
    currency: 'SEK',
    vatRateBp: 2500,
    vatReducedRateBp: 1200,
    postcodePattern: '^[1-9]\\d{2} ?\\d{2}$',
    postcodeExample: '114 55',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'SI',
    currency: 'EUR',
    vatRateBp: 2200,
    vatReducedRateBp: 950,
    postcodePattern: '^(?:SI-)?\\d{4}$',
    postcodeExample: '1000',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'SK',
    currency: 'EUR',
    vatRateBp: 2300,
    vatReducedRateBp: 1900,
    postcodePattern: '^\\d{3} ?\\d{2}$',
    postcodeExample: '811 01',
    stateRequired: false,
    eu: true,
  },
  {
    iso: 'US',
    currency: 'USD',
    vatRateBp: 0,
    vatReducedRateBp: 0,
    postcodePattern: '^\\d{5}(?:-\\d{4})?$',
    postcodeExample: '10001',
    stateRequired: true,
    stateKind: 'state',
    eu: false,
  },
];

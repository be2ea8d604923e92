import { z } from 'zod';
import { CountryIso, optionalFreeText } from './common.ts';
import { LocaleCode } from './locales.ts';
import { RateBp } from './money.ts';

export const CountryParams = z.object({ countryIso: CountryIso });

/** What a country calls the subdivision an address names: the address form labels the field so. */
export const STATE_KINDS = ['state', 'province', 'district', 'region'] as const;
export const StateKind = z.enum(STATE_KINDS);
export type StateKind = z.infer<typeof StateKind>;
export const isStateKind = (value: unknown): value is StateKind =>
  (STATE_KINDS as readonly unknown[]).includes(value);

export const Country = z
  .object({
    id: z.number().int(),
    iso: z.string(),
    name: z.string(),
    currency: z.string(),
    /** Standard VAT rate in basis points, e.g. 2550 for 25.5 %. */
    vatRateBp: RateBp,
    /** The rate of products in the reduced VAT class. */
    vatReducedRateBp: RateBp,
    postcodePattern: z.string().nullable(),
    postcodeExample: z.string().nullable(),
    stateRequired: z.boolean(),
    stateKind: StateKind.nullable(),
    eu: z.boolean(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof Country>;

export const CountryList = z.object({ items: z.array(Country) });

export const State = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type State = z.infer<typeof State>;

export const StateList = z.object({ country: z.string(), items: z.array(State) });

export const Geo = z.object({
  country: z.string(),
  locale: LocaleCode,
  /** The shop domain the request came through, when it is one of the configured domains. */
  host: z.string().nullable(),
  source: z.enum(['domain', 'locale']),
});
export type Geo = z.infer<typeof Geo>;

export const ShopDomain = z.object({
  locale: LocaleCode,
  localeName: z.string(),
  country: z.string(),
  host: z.string(),
  url: z.string(),
});
export const ShopDomainList = z.object({ items: z.array(ShopDomain) });
export type ShopDomain = z.infer<typeof ShopDomain>;

/** Country request: a visitor asks the shop to deliver to a country. */
export const CountryRequestInput = z
  .object({
    countryId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    reason: optionalFreeText(500),
  })
  .strict();
export type CountryRequestInput = z.infer<typeof CountryRequestInput>;

export const Created = z.object({ id: z.number().int() });

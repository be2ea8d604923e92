import {
  LOCALES,
  LOCALE_COUNTRY,
  LOCALE_NATIVE_NAMES,
  type Country,
  type CountryRequestInput,
  type Geo,
  type Locale,
  type ShopDomain,
  type State,
  isStateKind,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { databaseKey } from '../../db/transaction.ts';
import { InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { COUNTRY_FACTS, type CountryFact } from './country-data.ts';

export type { CountryFact };
import * as repository from './repository.ts';
import { STATES_BY_COUNTRY } from './state-data.ts';

/**
 * The countries in each language, kept per database: they are this code's own reference data, which
 * only syncReferenceData writes (at every start), and addresses, carts and orders name them on every
 * answer.
 */
const countryLists = new WeakMap<object, Map<Locale, Promise<Country[]>>>();

/** Stores the reference countries with their names in all 16 languages (from ICU) and their states. */
export async function syncReferenceData(db: Db): Promise<void> {
  countryLists.delete(databaseKey(db));
  const namers = LOCALES.map(
    (locale) => [locale, new Intl.DisplayNames([locale], { type: 'region' })] as const,
  );
  await db.transaction().execute((trx) =>
    repository.upsertCountries(
      trx,
      COUNTRY_FACTS.map((fact) => ({
        iso: fact.iso,
        currency: fact.currency,
        vatRateBp: fact.vatRateBp,
        vatReducedRateBp: fact.vatReducedRateBp,
        postcodePattern: fact.postcodePattern,
        postcodeExample: fact.postcodeExample,
        stateRequired: fact.stateRequired,
        stateKind: fact.stateKind ?? null,
        eu: fact.eu,
        names: Object.fromEntries(namers.map(([locale, namer]) => [locale, namer.of(fact.iso) ?? fact.iso])),
        states: STATES_BY_COUNTRY[fact.iso] ?? [],
      })),
    ),
  );
}

function toCountry(row: repository.CountryRow): Country {
  return {
    id: row.id,
    iso: row.iso,
    name: row.name,
    currency: row.currency,
    vatRateBp: row.vat_rate_bp,
    vatReducedRateBp: row.vat_reduced_rate_bp,
    postcodePattern: row.postcode_pattern,
    postcodeExample: row.postcode_example,
    stateRequired: row.state_required === 1,
    stateKind: isStateKind(row.state_kind) ? row.state_kind : null,
    eu: row.eu === 1,
  };
}

/** The countries, named in `locale` and sorted by name in it. Callers must not change the list. */
export function listCountries(db: Db, locale: Locale): Promise<Country[]> {
  const key = databaseKey(db);
  let lists = countryLists.get(key);
  if (!lists) countryLists.set(key, (lists = new Map()));
  let list = lists.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = repository
      .listCountries(db, locale)
      .then((rows) => rows.map(toCountry).sort((a, b) => collator.compare(a.name, b.name)));
    lists.set(locale, list);
    // A failed read is not kept: the next call tries again.
    const failed = list;
    failed.catch(() => {
      if (lists.get(locale) === failed) lists.delete(locale);
    });
  }
  return list;
}

const FACTS_BY_ISO = new Map(COUNTRY_FACTS.map((fact) => [fact.iso, fact]));

/**
 * A country's reference facts (VAT rates, EU membership, currency) without reading the database: they
 * are this code's own data, which syncReferenceData stores at every start. Null for a country the shop
 * does not know.
 */
export function countryFacts(iso: string): CountryFact | null {
  return FACTS_BY_ISO.get(iso.toUpperCase()) ?? null;
}

export async function countryByIso(db: Db, locale: Locale, iso: string): Promise<Country> {
  const row = await repository.countryByIso(db, locale, iso);
  if (!row) throw new NotFound('error.country.notFound');
  return toCountry(row);
}

export async function statesOfCountry(db: Db, locale: Locale, iso: string): Promise<State[]> {
  const country = await countryByIso(db, locale, iso);
  const collator = new Intl.Collator(locale);
  const states = await repository.statesOfCountry(db, country.id);
  return states.sort((a, b) => collator.compare(a.name, b.name));
}

export async function requestCountry(db: Db, locale: Locale, input: CountryRequestInput): Promise<number> {
  if (!(await repository.countryExists(db, input.countryId))) {
    throw new InvalidInput('countryId', 'validation.country.unknown');
  }
  return repository.insertCountryRequest(db, { ...input, locale });
}

/**
 * The shop domain of every language: the configured country domain (`SHOP_DOMAINS`), or else the
 * language's path prefix on the first public origin, which is how a local shop serves it.
 */
export function shopDomains(config: Config): ShopDomain[] {
  const fallbackOrigin = new URL(config.publicOrigins[0] ?? `http://localhost:${config.webPort}`);
  return LOCALES.map((locale) => {
    const host = config.shopDomains[locale];
    return {
      locale,
      localeName: LOCALE_NATIVE_NAMES[locale],
      country: LOCALE_COUNTRY[locale],
      host: host ?? fallbackOrigin.host,
      url: host ? `https://${host}/` : `${fallbackOrigin.origin}/${locale}`,
    };
  });
}

/** The country and language of a request: from its shop domain when it came through one, else its locale. */
export function geoOfRequest(config: Config, host: string | undefined, locale: Locale): Geo {
  const normalisedHost = host?.toLowerCase();
  const domainLocale = (Object.entries(config.shopDomains) as [Locale, string][]).find(
    ([, domain]) => domain === normalisedHost,
  )?.[0];
  if (domainLocale && normalisedHost) {
    return {
      country: LOCALE_COUNTRY[domainLocale],
      locale: domainLocale,
      host: normalisedHost,
      source: 'domain',
    };
  }
  return { country: LOCALE_COUNTRY[locale], locale, host: null, source: 'locale' };
}

import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';

export interface CountryRow {
  id: number;
  iso: string;
  name: string;
  currency: string;
  vat_rate_bp: number;
  vat_reduced_rate_bp: number;
  postcode_pattern: string | null;
  postcode_example: string | null;
  state_required: number;
  state_kind: string | null;
  eu: number;
}

/** Countries with their name in `locale`, falling back to English. */
function countriesQuery(db: Db, locale: Locale) {
  const text = translation('country_translation', 'country_id', locale);
  return db
    .selectFrom('country as c')
    .$call(text.join('c.id'))
    .select([
      'c.id',
      'c.iso',
      'c.currency',
      'c.vat_rate_bp',
      'c.vat_reduced_rate_bp',
      'c.postcode_pattern',
      'c.postcode_example',
      'c.state_required',
      'c.state_kind',
      'c.eu',
      text.text('name', 'c.iso').as('name'),
    ]);
}

export function listCountries(db: Db, locale: Locale): Promise<CountryRow[]> {
  return countriesQuery(db, locale).execute();
}

export function countryByIso(db: Db, locale: Locale, iso: string): Promise<CountryRow | undefined> {
  return countriesQuery(db, locale).where('c.iso', '=', iso).executeTakeFirst();
}

export function countryExists(db: Db, id: number): Promise<boolean> {
  return db
    .selectFrom('country')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function statesOfCountry(db: Db, countryId: number) {
  return db.selectFrom('state').select(['id', 'code', 'name']).where('country_id', '=', countryId).execute();
}

export async function insertCountryRequest(
  db: Db,
  request: { countryId: number; reason: string | null; locale: Locale },
): Promise<number> {
  const row = await db
    .insertInto('country_request')
    .values({
      country_id: request.countryId,
      reason: request.reason,
      locale: request.locale,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface CountryReference {
  iso: string;
  currency: string;
  vatRateBp: number;
  vatReducedRateBp: number;
  postcodePattern: string | null;
  postcodeExample: string | null;
  stateRequired: boolean;
  stateKind: string | null;
  eu: boolean;
  names: Record<string, string>;
  states: readonly { code: string; name: string }[];
}

/** Inserts or updates the reference countries, their names and states; safe to run at every start. */
export async function upsertCountries(db: Db, countries: readonly CountryReference[]): Promise<void> {
  await db
    .insertInto('country')
    .values(
      countries.map((country) => ({
        iso: country.iso,
        currency: country.currency,
        vat_rate_bp: country.vatRateBp,
        vat_reduced_rate_bp: country.vatReducedRateBp,
        postcode_pattern: country.postcodePattern,
        postcode_example: country.postcodeExample,
        state_required: country.stateRequired ? 1 : 0,
        state_kind: country.stateKind,
        eu: country.eu ? 1 : 0,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('iso').doUpdateSet((eb) => ({
        currency: eb.ref('excluded.currency'),
        vat_rate_bp: eb.ref('excluded.vat_rate_bp'),
        vat_reduced_rate_bp: eb.ref('excluded.vat_reduced_rate_bp'),
        postcode_pattern: eb.ref('excluded.postcode_pattern'),
        postcode_example: eb.ref('excluded.postcode_example'),
        state_required: eb.ref('excluded.state_required'),
        state_kind: eb.ref('excluded.state_kind'),
        eu: eb.ref('excluded.eu'),
      })),
    )
    .execute();

  const ids = new Map(
    (await db.selectFrom('country').select(['id', 'iso']).execute()).map((row) => [row.iso, row.id]),
  );
  const idOf = (iso: string) => {
    const id = ids.get(iso);
    if (id === undefined) throw new Error(`country ${iso} was not stored`);
    return id;
  };

  const names = countries.flatMap((country) =>
    Object.entries(country.names).map(([locale, name]) => ({ country_id: idOf(country.iso), locale, name })),
  );
  await db
    .insertInto('country_translation')
    .values(names)
    .onConflict((conflict) =>
      conflict.columns(['country_id', 'locale']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
    )
    .execute();

  const states = countries.flatMap((country) =>
    country.states.map((state) => ({ country_id: idOf(country.iso), code: state.code, name: state.name })),
  );
  if (states.length > 0) {
    await db
      .insertInto('state')
      .values(states)
      .onConflict((conflict) =>
        conflict.columns(['country_id', 'code']).doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
      )
      .execute();
  }
}

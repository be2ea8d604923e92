import type { Insertable } from 'kysely';
import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { translation } from '../../db/translation.ts';
import type { CarrierTables } from './tables.ts';

/**
 * The weight bands that can carry `weightGrams` to `countryIso`, of every active method whose weight
 * limits allow it (or of `methodId` alone), lightest band first per method, named in `locale`.
 */
export function bandsDelivering(
  db: Db,
  locale: Locale,
  countryIso: string,
  weightGrams: number,
  methodId: number | null,
) {
  const text = translation('carrier_method_translation', 'method_id', locale);
  return db
    .selectFrom('carrier_zone_country as c')
    .innerJoin('carrier_method as m', 'm.id', 'c.method_id')
    .innerJoin('carrier_zone as z', 'z.id', 'c.zone_id')
    .innerJoin('carrier_rate as r', 'r.zone_id', 'c.zone_id')
    .$call(text.join('m.id'))
    .select([
      'm.id',
      'm.position',
      text.text('name').as('name'),
      text.text('description').as('description'),
      'z.free_above',
      'z.delivery_days_min',
      'z.delivery_days_max',
      'r.max_weight_grams',
      'r.price',
    ])
    .where('c.country_iso', '=', countryIso)
    .$if(methodId !== null, (query) => query.where('c.method_id', '=', methodId ?? 0))
    .where('m.active', '=', 1)
    .where('m.min_weight_grams', '<=', weightGrams)
    .where((eb) => eb.or([eb('m.max_weight_grams', 'is', null), eb('m.max_weight_grams', '>=', weightGrams)]))
    .where('r.max_weight_grams', '>=', weightGrams)
    .orderBy('m.id')
    .orderBy('r.max_weight_grams')
    .execute();
}
export type DeliveringBand = Awaited<ReturnType<typeof bandsDelivering>>[number];

export async function hasCarrierMethods(db: Db): Promise<boolean> {
  const row = await db.selectFrom('carrier_method').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertMethod(trx: Trx, row: Insertable<CarrierTables['carrier_method']>) {
  const inserted = await trx
    .insertInto('carrier_method')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertMethodTranslations(
  trx: Trx,
  rows: Insertable<CarrierTables['carrier_method_translation']>[],
) {
  await trx.insertInto('carrier_method_translation').values(rows).execute();
}

export async function insertZone(trx: Trx, row: Insertable<CarrierTables['carrier_zone']>) {
  const inserted = await trx.insertInto('carrier_zone').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertZoneCountries(
  trx: Trx,
  rows: Insertable<CarrierTables['carrier_zone_country']>[],
) {
  await trx.insertInto('carrier_zone_country').values(rows).execute();
}

export async function insertRates(trx: Trx, rows: Insertable<CarrierTables['carrier_rate']>[]) {
  await trx.insertInto('carrier_rate').values(rows).execute();
}

/** Whether a method is offered; false when there is no such method. */
export async function setMethodActive(db: Db, id: number, active: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('carrier_method')
    .set({ active: active ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { CarrierTables } from './tables.ts';

/** Every carrier method, active or not, with what the shipping options are worked out from. */
export async function carrierTables(db: Db) {
  const [methods, texts, zones, countries, rates] = await Promise.all([
    db
      .selectFrom('carrier_method')
      .select(['id', 'position', 'active', 'min_weight_grams', 'max_weight_grams'])
      .execute(),
    db
      .selectFrom('carrier_method_translation')
      .select(['method_id', 'locale', 'name', 'description'])
      .execute(),
    db
      .selectFrom('carrier_zone')
      .select(['id', 'method_id', 'free_above', 'delivery_days_min', 'delivery_days_max'])
      .execute(),
    db.selectFrom('carrier_zone_country').select(['country_iso', 'zone_id']).execute(),
    db
      .selectFrom('carrier_rate')
      .select(['zone_id', 'max_weight_grams', 'price'])
      .orderBy('zone_id')
      .orderBy('max_weight_grams')
      .execute(),
  ]);
  return { methods, texts, zones, countries, rates };
}
export type CarrierTableRows = Awaited<ReturnType<typeof carrierTables>>;

/** The names of these methods in these languages. */
export function methodNames(db: Db, methodIds: readonly number[], locales: readonly string[]) {
  if (methodIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('carrier_method_translation')
    .select(['method_id', 'locale', 'name'])
    .where('method_id', 'in', [...new Set(methodIds)])
    .where('locale', 'in', [...new Set(locales)])
    .execute();
}

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

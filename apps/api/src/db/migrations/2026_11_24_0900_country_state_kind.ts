import type { MigrationDb } from './util.ts';

/** What a country calls the subdivision its addresses name (province, state, district, region). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('country').addColumn('state_kind', 'varchar(16)').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('country').dropColumn('state_kind').execute();
}

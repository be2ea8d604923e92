import { sql } from 'kysely';
import type { MigrationDb } from './util.ts';

/**
 * Percentage promotions keep their percentage in basis points (20 % = 2000), like every other rate
 * (docs/selling-rules.md#amounts-minor-units-and-basis-points); they were whole percents. Amount promotions
 * (cents) and VAT rates (already basis points) stay as they are.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db
    .updateTable('promotion')
    .set({ value: sql`value * 100` })
    .where('kind', '=', 'reductionPercent')
    .execute();
}

/** Back to whole percents; a rate with a fraction of a percent loses it (12.5 % becomes 12 %). */
export async function down(db: MigrationDb): Promise<void> {
  await db
    .updateTable('promotion')
    .set({ value: sql`value / 100` })
    .where('kind', '=', 'reductionPercent')
    .execute();
}

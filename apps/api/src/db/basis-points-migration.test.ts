import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../test/migrations.ts';

/** Percentage promotions stored as whole percents become basis points, and `down` brings them back. */
describe('migration 2026_11_24_1400_basis_points', () => {
  const ctx = useMigrationDatabase();

  const values = async () =>
    Object.fromEntries(
      (await ctx.db.selectFrom('promotion').select(['key', 'value']).orderBy('key').execute()).map((row) => [
        row.key,
        row.value,
      ]),
    );

  it('multiplies the percent of reductionPercent promotions by 100 and leaves the others alone', async () => {
    expect((await ctx.migrator.migrateTo('2026_11_24_1200_pages')).error).toBeUndefined();
    const dates = { starts_at: '2026-01-01T00:00:00.000Z', ends_at: '2027-01-01T00:00:00.000Z' };
    await ctx.db
      .insertInto('promotion')
      .values([
        { key: 'winter', kind: 'reductionPercent', value: 20, ...dates, updated_at: dates.starts_at },
        { key: 'kitchen', kind: 'reductionAmount', value: 1000, ...dates, updated_at: dates.starts_at },
        { key: 'shipping', kind: 'freeShippingOnly', value: 0, ...dates, updated_at: dates.starts_at },
      ])
      .execute();

    expect((await ctx.migrator.migrateTo('2026_11_24_1400_basis_points')).error).toBeUndefined();
    expect(await values()).toEqual({ kitchen: 1000, shipping: 0, winter: 2000 });

    expect((await ctx.migrator.migrateDown()).error).toBeUndefined();
    expect(await values()).toEqual({ kitchen: 1000, shipping: 0, winter: 20 });
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useMigrationDatabase } from '../test/migrations.ts';

/** Carts of before the checkout selection keep everything and have nothing chosen; down takes it away again. */
describe('migration 2026_11_25_0900_checkout_selection', () => {
  const ctx = useMigrationDatabase();

  it('adds the three choices as empty columns to existing carts, and drops them on the way down', async () => {
    expect((await ctx.migrator.migrateTo('2026_11_24_1530_price_history')).error).toBeUndefined();
    const { db } = ctx;
    const at = '2026-11-25T08:00:00.000Z';
    await sql`insert into cart (token, country, created_at, updated_at) values ('visitor', 'AT', ${at}, ${at})`.execute(
      db,
    );
    expect((await ctx.migrator.migrateToLatest()).error).toBeUndefined();
    const cart = await db
      .selectFrom('cart')
      .select([
        'token',
        'country',
        'revision',
        'address_delivery_id',
        'address_invoice_id',
        'carrier_method_id',
      ])
      .executeTakeFirstOrThrow();
    expect(cart).toEqual({
      token: 'visitor',
      country: 'AT',
      revision: 1,
      address_delivery_id: null,
      address_invoice_id: null,
      carrier_method_id: null,
    });

    expect((await ctx.migrator.migrateTo('2026_11_24_1530_price_history')).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'cart')?.columns;
    expect(columns?.map((column) => column.name)).not.toContain('address_delivery_id');
    expect(columns?.map((column) => column.name)).toContain('country');
    expect((await ctx.migrator.migrateToLatest()).error).toBeUndefined();
  });
});

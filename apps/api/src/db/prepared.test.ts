import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';
import type { Db, DatabaseHandle } from './database.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { idList, inIdList, prepared, type IdList } from './prepared.ts';

const NOW = '2026-11-25T10:00:00.000Z';

const insertCart = prepared((db: Db, token: string, now: string) =>
  db
    .insertInto('cart')
    .values({ token, customer_id: null, created_at: now, updated_at: now })
    .returning(['id', 'token', 'revision', 'status']),
);

const bumpRevision = prepared((db: Db, token: string, by: number) =>
  db
    .updateTable('cart')
    .set((eb) => ({ revision: eb('revision', '+', by) }))
    .where('status', '=', 'open')
    .where('token', '=', token)
    .returning(['token', 'revision']),
);

const cartsOfIds = prepared((db: Db, ids: IdList, status: 'open' | 'ordered') =>
  db
    .selectFrom('cart')
    .select('token')
    .where(inIdList(db, sql.ref('id'), ids))
    .where('status', '=', status)
    .orderBy('token'),
);

describe('a prepared query', () => {
  let testDatabase: TestDatabase;
  let handle: DatabaseHandle;
  const db = () => handle.db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    handle = openDatabase(testDatabase.database);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.destroy();
    await testDatabase.drop();
  });

  it('runs with each call’s values in their places and the query’s own constants kept', async () => {
    const [first] = await insertCart(db(), 'token-a', NOW);
    const [second] = await insertCart(db(), 'token-b', NOW);
    expect(first).toMatchObject({ token: 'token-a', revision: 1, status: 'open' });
    expect(second).toMatchObject({ token: 'token-b', revision: 1, status: 'open' });
    expect(await bumpRevision(db(), 'token-b', 5)).toEqual([{ token: 'token-b', revision: 6 }]);
    expect(await bumpRevision(db(), 'token-a', 2)).toEqual([{ token: 'token-a', revision: 3 }]);
    expect(await bumpRevision(db(), 'no such token', 1)).toEqual([]);
    // A closed cart is left alone: the constant 'open' stayed in the compiled query.
    await db().updateTable('cart').set({ status: 'ordered' }).where('token', '=', 'token-a').execute();
    expect(await bumpRevision(db(), 'token-a', 1)).toEqual([]);
  });

  it('runs inside a transaction on the transaction’s connection', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await insertCart(trx, 'token-rolled-back', NOW);
          expect(await bumpRevision(trx, 'token-rolled-back', 1)).toEqual([
            { token: 'token-rolled-back', revision: 2 },
          ]);
          throw new Error('roll back');
        }),
    ).rejects.toThrow('roll back');
    const left = await db()
      .selectFrom('cart')
      .select('id')
      .where('token', '=', 'token-rolled-back')
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a query that does not use one of its values as a value', async () => {
    const unused = prepared((db: Db, token: string) => {
      void token;
      return db.selectFrom('cart').select('id').where('token', '=', 'fixed');
    });
    await expect(unused(db(), 'x')).rejects.toThrow(/value 0 is not used/);
  });

  it('takes a list of ids of any length as one value', async () => {
    const [a, b, c] = (
      await Promise.all(['list-a', 'list-b', 'list-c'].map((token) => insertCart(db(), token, NOW)))
    ).map(([cart]) => cart?.id ?? 0);
    if (!a || !b || !c) throw new Error('no carts');
    const tokens = async (list: number[]) =>
      (await cartsOfIds(db(), idList(db(), list), 'open')).map((row) => row.token);
    expect(await tokens([a, b, c])).toEqual(['list-a', 'list-b', 'list-c']);
    expect(await tokens([b])).toEqual(['list-b']);
    expect(await tokens([c, a, 999_999])).toEqual(['list-a', 'list-c']);
    expect(await tokens([])).toEqual([]);
  });
});

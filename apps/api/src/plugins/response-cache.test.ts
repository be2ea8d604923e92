import { describe, expect, it } from 'vitest';
import { takeStock } from '../modules/catalog/index.ts';
import { useTestApp } from '../test/app.ts';

describe('catalogue response cache', () => {
  const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '30' }, { seed: true });

  it('answers a repeated catalogue read from memory, per language and URL', async () => {
    const first = await ctx.app.inject({ url: '/v1/categories/menu', headers: { 'x-locale': 'de' } });
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const second = await ctx.app.inject({ url: '/v1/categories/menu', headers: { 'x-locale': 'de' } });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    const french = await ctx.app.inject({ url: '/v1/categories/menu', headers: { 'x-locale': 'fr' } });
    expect(french.headers['x-cache']).toBe('miss');
    expect(french.body).not.toBe(first.body);
  });

  it('computes a missing entry once when many ask for it at the same time', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ url: '/v1/products/offers?limit=7', headers: { 'x-locale': 'pl' } }),
      ),
    );
    expect(responses.map((response) => response.headers['x-cache']).sort()).toEqual([
      ...Array(9).fill('hit'),
      'miss',
    ]);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  });

  it('lets waiters compute for themselves when the first request fails', async () => {
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => ctx.app.inject({ url: '/v1/catalog/missing-page-for-waiters' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404]);
  });

  it('never caches errors or writes, and refuses bad input before the cache', async () => {
    const missing = await ctx.app.inject({ url: '/v1/catalog/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/v1/catalog/no-such-page' })).headers['x-cache']).toBeUndefined();
    const badLocale = await ctx.app.inject({ url: '/v1/categories/menu', headers: { 'x-locale': 'xx' } });
    expect(badLocale.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/v1/geo' })).headers['x-cache']).toBeUndefined();
  });

  it('shows a change at once after invalidation', async () => {
    const before = (await ctx.app.inject({ url: '/v1/products/recommended?limit=1' })).json().items[0];
    // Every unit sold: it drops out of the recommendations.
    const { db } = ctx.app.database;
    const { stock } = await db
      .selectFrom('product')
      .select('stock')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(await db.transaction().execute((trx) => takeStock(trx, before.id, stock))).toBe(true);
    expect((await ctx.app.inject({ url: '/v1/products/recommended?limit=1' })).json().items[0].id).toBe(
      before.id,
    );
    ctx.app.invalidateResponseCache();
    expect((await ctx.app.inject({ url: '/v1/products/recommended?limit=1' })).json().items[0].id).not.toBe(
      before.id,
    );
  });
});

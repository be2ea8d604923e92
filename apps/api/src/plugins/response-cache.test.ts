import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { takeStock } from '../modules/catalog/index.ts';
import { useTestApp } from '../test/app.ts';
import { aCategory, aProduct } from '../test/fixtures.ts';
import { responseCachePlugin } from './response-cache.ts';

describe('catalogue response cache', () => {
  const ctx = useTestApp({ CATALOG_CACHE_SECONDS: '30' });

  // A menu named in German and French, best sellers in stock and reduced products to answer with.
  beforeAll(async () => {
    const kitchen = await aCategory(ctx.app, { name: 'Kitchen', texts: { de: 'Küche', fr: 'Cuisine' } });
    await aCategory(ctx.app, { name: 'Garden', texts: { de: 'Garten', fr: 'Jardin' }, position: 1 });
    for (let index = 0; index < 3; index++) {
      await aProduct(ctx.app, { categoryId: kitchen.id, basePrice: 2990, salesRank: index + 1 });
    }
  });

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

describe('response cache bounds', () => {
  it('keeps at most maxBytes of answers (UTF-8 bytes), dropping the least recently used first', async () => {
    const app = Fastify();
    await app.register(responseCachePlugin, { ttlSeconds: 60, maxBytes: 10_000 });
    // 1,000 characters of Greek are 2,000 bytes: four answers fit, the fifth pushes the oldest out.
    app.get('/page/:n', { config: { responseCache: true } }, async (request) => ({
      n: (request.params as { n: string }).n,
      text: 'α'.repeat(1_000),
    }));
    app.addHook('onRequest', async (request) => {
      request.locale = 'el';
    });
    const cached = async (n: number) => (await app.inject({ url: `/page/${n}` })).headers['x-cache'];
    for (let n = 1; n <= 5; n++) expect(await cached(n)).toBe('miss');
    expect(await cached(5)).toBe('hit');
    expect(await cached(2)).toBe('hit');
    // 1 was the least recently used; 2 was just read, so 3 goes next.
    expect(await cached(1)).toBe('miss');
    expect(await cached(3)).toBe('miss');
    expect(await cached(2)).toBe('hit');
    const hit = await app.inject({ url: '/page/2' });
    expect(hit.json()).toEqual({ n: '2', text: 'α'.repeat(1_000) });
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    await app.close();
  });
});

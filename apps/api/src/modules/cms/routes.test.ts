import { describe, expect, it } from 'vitest';
import type { Article } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';

type ArticlePage = { items: Article[]; nextCursor: string | null };

describe('articles and reactions', () => {
  const ctx = useTestApp({}, { seed: true });

  it('lists the 12 articles newest first, page by page, in the request language', async () => {
    const seen: Article[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/v1/cms/articles?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const body: ArticlePage = (await ctx.app.inject({ url, headers: { 'x-locale': 'pl' } })).json();
      seen.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(12);
    expect(new Set(seen.map((article) => article.id)).size).toBe(12);
    const dates = seen.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(seen[0]?.alternates).toHaveLength(16);
    expect(seen[0]?.image.width).toBe(1200);
  });

  it('refuses a bad cursor or limit', async () => {
    const badCursor = await ctx.app.inject({ url: '/v1/cms/articles?cursor=abc' });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().details[0]).toMatchObject({
      path: 'query.cursor',
      message: 'validation.cursor.invalid',
    });
    // A well-formed cursor holding the wrong types: ["a","b"].
    const wrongTypes = await ctx.app.inject({
      url: `/v1/cms/articles?cursor=${Buffer.from('["a","b"]').toString('base64url')}`,
    });
    expect(wrongTypes.statusCode).toBe(400);
    const badLimit = await ctx.app.inject({ url: '/v1/cms/articles?limit=1000' });
    expect(badLimit.json().details[0]).toMatchObject({
      path: 'query.limit',
      message: 'validation.number.max',
    });
  });

  it('finds one article by its slug in the request language', async () => {
    const [first] = (
      (
        await ctx.app.inject({ url: '/v1/cms/articles?limit=1', headers: { 'x-locale': 'fr' } })
      ).json() as ArticlePage
    ).items;
    if (!first) throw new Error('no article');
    const bySlug = await ctx.app.inject({
      url: `/v1/cms/articles?slug=${first.slug}`,
      headers: { 'x-locale': 'fr' },
    });
    expect(bySlug.json().items[0].id).toBe(first.id);
    expect((await ctx.app.inject({ url: `/v1/cms/articles?slug=no-such-article` })).statusCode).toBe(404);
  });

  it('counts one reaction of each kind per visitor', async () => {
    const [article] = ((await ctx.app.inject({ url: '/v1/cms/articles?limit=1' })).json() as ArticlePage)
      .items;
    if (!article) throw new Error('no article');
    const react = (kind: string, ip = '10.0.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: `/v1/cms/articles/${article.id}/reactions`,
        payload: { kind },
        remoteAddress: ip,
      });
    const first = await react('love');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ added: true, reactions: { like: 0, love: 1, insightful: 0 } });
    expect((await react('love')).json()).toEqual({
      added: false,
      reactions: { like: 0, love: 1, insightful: 0 },
    });
    expect((await react('like')).json().reactions).toEqual({ like: 1, love: 1, insightful: 0 });
    expect((await react('love', '10.0.0.2')).json().reactions.love).toBe(2);
    const listed = (await ctx.app.inject({ url: `/v1/cms/articles?slug=${article.slug}` })).json();
    expect(listed.items[0].reactions).toEqual({ like: 1, love: 2, insightful: 0 });
    const bad = await react('angry');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'kind', message: 'validation.enum.invalid' });
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/cms/articles/99999/reactions',
          payload: { kind: 'like' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

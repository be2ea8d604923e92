import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

describe('marketing entities and promotions', () => {
  const ctx = useTestApp({}, { seed: true });

  it('gives the home page heroes, banners and selling points in the request language', async () => {
    const hero = (
      await ctx.app.inject({ url: '/v1/marketing/entities/types/hero', headers: { 'x-locale': 'it' } })
    ).json();
    expect(hero.items).toHaveLength(2);
    expect(hero.items[0]).toMatchObject({
      type: 'hero',
      link: { kind: 'promotion' },
      image: { width: 1600, height: 640 },
    });
    expect(hero.items[0].title).not.toBe('');
    const usp = (await ctx.app.inject({ url: '/v1/marketing/entities/types/usp' })).json();
    expect(usp.items).toHaveLength(4);
    expect((await ctx.app.inject({ url: '/v1/marketing/entities/types/popup' })).statusCode).toBe(404);
  });

  it('leads each banner to a page that exists in that language', async () => {
    for (const locale of ['en', 'el']) {
      const banners = (
        await ctx.app.inject({ url: '/v1/marketing/entities/types/banner', headers: { 'x-locale': locale } })
      ).json();
      for (const banner of banners.items) {
        const url =
          banner.link.kind === 'category'
            ? `/v1/catalog/${banner.link.path}`
            : `/v1/promotions/${banner.link.path}`;
        expect((await ctx.app.inject({ url, headers: { 'x-locale': locale } })).statusCode, url).toBe(200);
      }
    }
  });

  it('shows a promotion page with its products by its slug in the request language', async () => {
    const hero = (
      await ctx.app.inject({ url: '/v1/marketing/entities/types/hero', headers: { 'x-locale': 'de' } })
    ).json();
    const slug = hero.items[0].link.path;
    const promotion = await ctx.app.inject({ url: `/v1/promotions/${slug}`, headers: { 'x-locale': 'de' } });
    expect(promotion.statusCode).toBe(200);
    const body = promotion.json();
    expect(body).toMatchObject({ kind: 'reductionPercent', percentBp: 2000, active: true });
    expect(body.alternates).toHaveLength(16);
    expect(body.listing.items.length).toBeGreaterThan(5);
    expect(
      body.listing.items.every(
        (card: { price: { baseAmount?: number; amount: number } }) =>
          (card.price.baseAmount ?? 0) > card.price.amount,
      ),
    ).toBe(true);
    expect(
      (await ctx.app.inject({ url: `/v1/promotions/${slug}`, headers: { 'x-locale': 'fi' } })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/v1/promotions/none-such' })).statusCode).toBe(404);
  });
});

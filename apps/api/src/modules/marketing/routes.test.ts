import { describe, expect, it } from 'vitest';
import { LOCALES, type MarketingEntity } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';

describe('marketing entities', () => {
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
});

describe('the selling point on returns', () => {
  const ctx = useTestApp({ RETURN_DAYS: '45' }, { seed: true });

  it('promises, in every language, the return days of RETURN_DAYS', async () => {
    expect(ctx.config.shop.returnDays).toBe(45);
    for (const locale of LOCALES) {
      const usp = (
        await ctx.app.inject({ url: '/v1/marketing/entities/types/usp', headers: { 'x-locale': locale } })
      ).json<{ items: MarketingEntity[] }>();
      const returns = usp.items.find((item) => item.key === 'uspReturns');
      expect(returns?.title, locale).toMatch(/\b45\b/);
      for (const item of usp.items) expect(`${item.title} ${item.body}`, locale).not.toMatch(/[{}]/);
    }
  });
});

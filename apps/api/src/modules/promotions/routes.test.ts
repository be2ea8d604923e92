import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';

describe('promotions', () => {
  const ctx = useTestApp({}, { seed: true });

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

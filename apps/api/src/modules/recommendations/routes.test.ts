import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCategory, aManufacturer, aProduct } from '../../test/fixtures.ts';

describe('product rails', () => {
  const ctx = useTestApp();

  // Two neighbouring categories under one parent and two makers; every fifth product is sold out (the
  // best seller first), and 14 of the 24 are reduced.
  beforeAll(async () => {
    const parent = await aCategory(ctx.app, { name: 'Kitchen' });
    const pans = await aCategory(ctx.app, { name: 'Pans', parentId: parent.id });
    const knives = await aCategory(ctx.app, { name: 'Knives', parentId: parent.id });
    const ferrum = await aManufacturer(ctx.app);
    const acme = await aManufacturer(ctx.app);
    for (let index = 0; index < 24; index++) {
      await aProduct(ctx.app, {
        categoryId: index % 2 === 0 ? pans.id : knives.id,
        manufacturerId: index % 3 === 0 ? ferrum.id : acme.id,
        price: 1990 + index * 100,
        basePrice: index < 14 ? 2990 + index * 100 : null,
        stock: index % 5 === 0 ? 0 : 10,
        salesRank: index + 1,
      });
    }
  });
  const items = async (url: string, locale = 'en') => {
    const response = await ctx.app.inject({ url, headers: { 'x-locale': locale } });
    expect(response.statusCode, url).toBe(200);
    return (response.json() as { items: ProductCard[] }).items;
  };

  it('recommends best sellers that are in stock', async () => {
    const recommended = await items('/v1/products/recommended?limit=8');
    expect(recommended).toHaveLength(8);
    expect(recommended.every((card) => card.stock !== 'out_of_stock')).toBe(true);
  });

  it('offers only products whose base price is above the price', async () => {
    const offers = await items('/v1/products/offers?limit=48');
    expect(offers.length).toBeGreaterThan(10);
    expect(offers.every((card) => (card.price.baseAmount ?? 0) > card.price.amount)).toBe(true);
  });

  it('relates products by category, by manufacturer, and suggests neighbours bought together', async () => {
    const [product] = await items('/v1/products/recommended?limit=1');
    if (!product) throw new Error('no product');
    const detail = (await ctx.app.inject({ url: `/v1/catalog/${product.path}` })).json();
    const sameCategory = await items(`/v1/products/${product.id}/related/category`);
    expect(sameCategory.length).toBeGreaterThan(0);
    expect(sameCategory.map((card) => card.id)).not.toContain(product.id);
    for (const card of sameCategory) {
      const other = (await ctx.app.inject({ url: `/v1/catalog/${card.path}` })).json();
      expect(other.product.category.id).toBe(detail.product.category.id);
    }
    const sameBrand = await items(`/v1/products/${product.id}/related/manufacturer`);
    expect(
      sameBrand.every((card) => card.manufacturer.id === product.manufacturer.id && card.id !== product.id),
    ).toBe(true);
    const together = await items(`/v1/products/${product.id}/together`);
    expect(together.length).toBeGreaterThan(0);
    expect(together.map((card) => card.id)).not.toContain(product.id);
  });

  it('answers 404 for an unknown product and 400 for a bad id or limit', async () => {
    expect((await ctx.app.inject({ url: '/v1/products/999999/related/category' })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: '/v1/products/abc/together' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({
      path: 'params.productId',
      message: 'validation.number.type',
    });
    expect((await ctx.app.inject({ url: '/v1/products/recommended?limit=0' })).statusCode).toBe(400);
  });
});

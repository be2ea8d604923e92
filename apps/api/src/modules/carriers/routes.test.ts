import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createCarrierMethod } from './service.ts';

describe('GET /v1/shipping/options', () => {
  const ctx = useTestApp();
  let parcel = 0;

  beforeAll(async () => {
    parcel = await createCarrierMethod(ctx.app.database.db, {
      key: 'parcel',
      maxWeightGrams: 31_500,
      texts: {
        en: { name: 'Parcel', description: 'To the door.' },
        de: { name: 'Paket', description: 'Bis an die Haustür.' },
      },
      zones: [
        {
          key: 'eu',
          countries: ['DE', 'AT'],
          freeAbove: 4900,
          deliveryDays: { min: 2, max: 3 },
          rates: [
            { maxWeightGrams: 2_000, price: 490 },
            { maxWeightGrams: 31_500, price: 1590 },
          ],
        },
      ],
    });
  });

  const get = (query: string, locale = 'en') =>
    ctx.app.inject({ url: `/v1/shipping/options?${query}`, headers: { 'x-locale': locale } });

  it('prices a shipment for the country, in the language of the request', async () => {
    const response = await get('country=DE&weight=1200&amount=4990', 'de');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: parcel,
          name: 'Paket',
          description: 'Bis an die Haustür.',
          price: { amount: 0, currency: 'EUR' },
          regularPrice: { amount: 490, currency: 'EUR' },
          freeAbove: { amount: 4900, currency: 'EUR' },
          deliveryDays: { min: 2, max: 3 },
        },
      ],
    });
    const paid = await get('country=at&weight=2500&amount=1000');
    expect(paid.json().items[0]).toMatchObject({ name: 'Parcel', price: { amount: 1590 } });
    // Weight and amount default to nothing: the lightest band, not free.
    expect((await get('country=DE')).json().items[0]).toMatchObject({ price: { amount: 490 } });
  });

  it('answers an empty list for a country nobody delivers to, or one the shop does not know', async () => {
    for (const country of ['US', 'ZZ']) {
      const response = await get(`country=${country}&weight=100&amount=100`);
      expect(response.statusCode, country).toBe(200);
      expect(response.json(), country).toEqual({ items: [] });
    }
    expect((await get('country=DE&weight=40000')).json()).toEqual({ items: [] });
  });

  it.each([
    ['country=DEU', 'query.country', 'validation.country.iso'],
    ['country=1A', 'query.country', 'validation.country.iso'],
    ['weight=100', 'query.country', 'validation.string.required'],
    ['country=DE&weight=-1', 'query.weight', 'validation.number.min'],
    ['country=DE&weight=1.5', 'query.weight', 'validation.number.integer'],
    ['country=DE&weight=1000001', 'query.weight', 'validation.number.max'],
    ['country=DE&weight=1e309', 'query.weight', 'validation.number.type'],
    ['country=DE&amount=abc', 'query.amount', 'validation.number.type'],
    ['country=DE&amount=99999999999999999999', 'query.amount', 'validation.number.max'],
    ['country=DE&currency=EUR', 'query', 'validation.object.unknown'],
  ])('refuses %s with %s %s', async (query, path, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path, message });
  });
});

import { describe, expect, it } from 'vitest';
import { LOCALES } from '@tendero/contract';
import { voiceSlips } from '@tendero/contract/text-checks';
import { useTestApp } from '../apps/api/src/test/app.ts';
import { COUNTRY_FACTS } from '../apps/api/src/modules/geo/country-data.ts';
import { cheapestShipping, shippingOptions } from '../apps/api/src/modules/carriers/index.ts';
import { DEMO_CARRIERS, PARCEL_MAX_GRAMS, seedCarriers } from './carriers.ts';

const EU = COUNTRY_FACTS.filter((fact) => fact.eu).map((fact) => fact.iso);

describe('demo carriers', () => {
  const ctx = useTestApp({}, { seed: true });
  const db = () => ctx.app.database.db;

  it('deliver every demo product to every EU country, free with the standard service from 49 €', async () => {
    const products = await db().selectFrom('product').select(['weight_grams', 'price']).execute();
    const weights = [...new Set(products.map((product) => product.weight_grams))];
    expect(Math.max(...weights)).toBeLessThanOrEqual(PARCEL_MAX_GRAMS);
    for (const countryIso of EU) {
      for (const weightGrams of weights) {
        const cheapest = await cheapestShipping(db(), 'en', { countryIso, weightGrams, itemsAmount: 4900 });
        expect(cheapest, `${countryIso} ${weightGrams} g`).toMatchObject({
          name: 'Standard delivery (Postaro)',
          price: { amount: 0 },
        });
      }
    }
  });

  it('cost more and take longer outside the EU, with no free shipping there', async () => {
    const query = { weightGrams: 1200, itemsAmount: 10_000 };
    const germany = await shippingOptions(db(), 'de', { countryIso: 'DE', ...query });
    expect(germany.map((option) => [option.name, option.price.amount, option.deliveryDays])).toEqual([
      ['Standardversand (Postaro)', 0, { min: 2, max: 3 }],
      ['Expressversand (Falco)', 1290, { min: 1, max: 2 }],
    ]);
    for (const countryIso of ['CH', 'GB', 'US']) {
      const options = await shippingOptions(db(), 'en', { countryIso, ...query });
      expect(options, countryIso).toHaveLength(2);
      const standard = options.find((option) => option.name.startsWith('Standard'));
      expect(standard?.freeAbove, countryIso).toBeNull();
      expect(standard?.price.amount, countryIso).toBeGreaterThan(germany[0]?.regularPrice.amount ?? 0);
      expect(standard?.deliveryDays.max, countryIso).toBeGreaterThan(3);
    }
  });

  it('send heavy orders by freight within Europe, and not at all overseas', async () => {
    const heavy = { weightGrams: 45_000, itemsAmount: 50_000 };
    expect(
      (await shippingOptions(db(), 'en', { countryIso: 'FR', ...heavy })).map((option) => option.name),
    ).toEqual(['Bulky goods delivery (Atlas Cargo)']);
    expect(await cheapestShipping(db(), 'en', { countryIso: 'GB', ...heavy })).toMatchObject({
      price: { amount: 11_900 },
    });
    expect(await shippingOptions(db(), 'en', { countryIso: 'US', ...heavy })).toEqual([]);
  });

  it('answer the storefront in the language of the request', async () => {
    const response = await ctx.app.inject({
      url: '/v1/shipping/options?country=GR&weight=1200&amount=3000',
      headers: { 'x-locale': 'el' },
    });
    expect(response.json().items[0]).toMatchObject({
      name: 'Τυπική αποστολή (Postaro)',
      price: { amount: 790, currency: 'EUR' },
      freeAbove: { amount: 4900, currency: 'EUR' },
    });
  });

  it('are added once: a shop that has carriers keeps its own', async () => {
    expect(await seedCarriers(db())).toBe(0);
    const methods = await db().selectFrom('carrier_method').select('key').execute();
    expect(methods.map((method) => method.key).sort()).toEqual(['express', 'freight', 'standard']);
  });
});

describe('demo carrier texts', () => {
  it.each(LOCALES)('are written in %s, in the voice of the shop', (locale) => {
    const texts = DEMO_CARRIERS.flatMap((method) => {
      const text = method.texts[locale];
      expect(text, `${method.key} ${locale}`).toBeDefined();
      if (locale !== 'en') expect(text?.name, method.key).not.toBe(method.texts.en.name);
      return text
        ? [
            [`${method.key}.name`, text.name] as const,
            [`${method.key}.description`, text.description] as const,
          ]
        : [];
    });
    expect(voiceSlips(locale, texts)).toEqual({ address: [], money: [] });
  });
});

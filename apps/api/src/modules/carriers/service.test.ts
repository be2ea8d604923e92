import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import {
  cheapestShipping,
  createCarrierMethod,
  setCarrierMethodActive,
  shippingOption,
  shippingOptions,
  type CarrierOption,
} from './service.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const prices = (options: CarrierOption[]) => options.map((option) => [option.name, option.price.amount]);

describe('shipping options', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const ids = { parcel: 0, express: 0, freight: 0, retired: 0 };

  beforeAll(async () => {
    ids.parcel = await createCarrierMethod(db(), {
      key: 'parcel',
      position: 0,
      maxWeightGrams: 31_500,
      texts: {
        en: { name: 'Parcel', description: 'To the door.' },
        de: { name: 'Paket', description: 'Bis an die Haustür.' },
      },
      zones: [
        {
          key: 'near',
          countries: ['DE', 'AT'],
          freeAbove: 4900,
          deliveryDays: { min: 2, max: 3 },
          rates: [
            // Given out of order: the lightest band that fits is found by weight, not by row order.
            { maxWeightGrams: 31_500, price: 1590 },
            { maxWeightGrams: 2_000, price: 490 },
            { maxWeightGrams: 5_000, price: 590 },
          ],
        },
        {
          key: 'far',
          countries: ['GR'],
          freeAbove: null,
          deliveryDays: { min: 3, max: 6 },
          rates: [
            { maxWeightGrams: 2_000, price: 790 },
            { maxWeightGrams: 31_500, price: 2790 },
          ],
        },
      ],
    });
    ids.express = await createCarrierMethod(db(), {
      key: 'express',
      position: 1,
      maxWeightGrams: 20_000,
      texts: { en: { name: 'Express', description: 'Fast.' } },
      zones: [
        {
          key: 'near',
          countries: ['DE'],
          freeAbove: null,
          deliveryDays: { min: 1, max: 1 },
          rates: [
            { maxWeightGrams: 5_000, price: 1290 },
            // A band above the method's limit never applies.
            { maxWeightGrams: 30_000, price: 2490 },
          ],
        },
      ],
    });
    ids.freight = await createCarrierMethod(db(), {
      key: 'freight',
      position: 2,
      minWeightGrams: 31_501,
      texts: { en: { name: 'Freight', description: 'On a pallet.' } },
      zones: [
        {
          key: 'near',
          countries: ['DE', 'AT'],
          freeAbove: null,
          deliveryDays: { min: 5, max: 8 },
          rates: [{ maxWeightGrams: 100_000, price: 4990 }],
        },
      ],
    });
    ids.retired = await createCarrierMethod(db(), {
      key: 'retired',
      active: false,
      texts: { en: { name: 'Retired', description: 'No more.' } },
      zones: [
        {
          key: 'all',
          countries: ['DE'],
          freeAbove: null,
          deliveryDays: { min: 1, max: 1 },
          rates: [{ maxWeightGrams: 1_000_000, price: 1 }],
        },
      ],
    });
    for (const [key, position] of [
      ['tie-late', 5],
      ['tie-early', 3],
    ] as const) {
      await createCarrierMethod(db(), {
        key,
        position,
        texts: { en: { name: key, description: '' } },
        zones: [
          {
            key: 'fr',
            countries: ['FR'],
            freeAbove: null,
            deliveryDays: { min: 2, max: 4 },
            rates: [{ maxWeightGrams: 10_000, price: 500 }],
          },
        ],
      });
    }
  });

  it('offers every method delivering to the country, cheapest first, in the language asked for', async () => {
    const options = await shippingOptions(db(), 'de', {
      countryIso: 'DE',
      weightGrams: 1200,
      itemsAmount: 1000,
    });
    expect(options).toEqual([
      {
        id: ids.parcel,
        name: 'Paket',
        description: 'Bis an die Haustür.',
        price: eur(490),
        regularPrice: eur(490),
        freeAbove: eur(4900),
        deliveryDays: { min: 2, max: 3 },
      },
      {
        id: ids.express,
        // No German text: the English one.
        name: 'Express',
        description: 'Fast.',
        price: eur(1290),
        regularPrice: eur(1290),
        freeAbove: null,
        deliveryDays: { min: 1, max: 1 },
      },
    ]);
    expect(
      await cheapestShipping(db(), 'de', { countryIso: 'DE', weightGrams: 1200, itemsAmount: 1000 }),
    ).toEqual(options[0]);
  });

  it('prices a shipment by the lightest weight band that holds it, a band holding its own weight', async () => {
    const parcelPrice = async (weightGrams: number) =>
      (await shippingOption(db(), 'en', ids.parcel, { countryIso: 'AT', weightGrams, itemsAmount: 0 }))?.price
        .amount;
    expect(await parcelPrice(0)).toBe(490);
    expect(await parcelPrice(2_000)).toBe(490);
    expect(await parcelPrice(2_001)).toBe(590);
    expect(await parcelPrice(5_001)).toBe(1590);
    expect(await parcelPrice(31_500)).toBe(1590);
    // Destinations have their own prices and days.
    expect(
      await shippingOption(db(), 'en', ids.parcel, { countryIso: 'GR', weightGrams: 2_001, itemsAmount: 0 }),
    ).toMatchObject({ price: eur(2790), deliveryDays: { min: 3, max: 6 } });
  });

  it('ships free from the threshold of the destination, and never where it has none', async () => {
    const at = (itemsAmount: number) =>
      shippingOptions(db(), 'en', { countryIso: 'DE', weightGrams: 1200, itemsAmount });
    expect(prices(await at(4899))).toEqual([
      ['Parcel', 490],
      ['Express', 1290],
    ]);
    const free = await at(4900);
    expect(free[0]).toMatchObject({
      id: ids.parcel,
      price: eur(0),
      regularPrice: eur(490),
      freeAbove: eur(4900),
    });
    expect(free[1]).toMatchObject({ id: ids.express, price: eur(1290) });
    expect(
      await cheapestShipping(db(), 'en', { countryIso: 'GR', weightGrams: 1200, itemsAmount: 1_000_000 }),
    ).toMatchObject({ price: eur(790), freeAbove: null });
  });

  it('leaves out methods whose weight limits the shipment passes, and takes bulky ones only when heavy', async () => {
    const names = async (weightGrams: number) =>
      (await shippingOptions(db(), 'en', { countryIso: 'DE', weightGrams, itemsAmount: 0 })).map(
        (o) => o.name,
      );
    expect(await names(20_000)).toEqual(['Parcel', 'Express']);
    // Express has a 30 kg band, but the method itself stops at 20 kg.
    expect(await names(20_001)).toEqual(['Parcel']);
    expect(await names(31_500)).toEqual(['Parcel']);
    expect(await names(31_501)).toEqual(['Freight']);
    // Without a limit of its own, a method stops at its heaviest band.
    expect(await names(100_000)).toEqual(['Freight']);
    expect(await names(100_001)).toEqual([]);
    expect(await names(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(await names(-5)).toEqual(['Parcel', 'Express']);
  });

  it('answers nothing for a country nobody serves or the shop does not know, and reads the code in any case', async () => {
    for (const countryIso of ['US', 'ZZ', '']) {
      expect(await shippingOptions(db(), 'en', { countryIso, weightGrams: 1000, itemsAmount: 0 })).toEqual(
        [],
      );
      expect(
        await cheapestShipping(db(), 'en', { countryIso, weightGrams: 1000, itemsAmount: 0 }),
      ).toBeNull();
    }
    expect(
      prices(await shippingOptions(db(), 'en', { countryIso: 'at', weightGrams: 1000, itemsAmount: 0 })),
    ).toEqual([['Parcel', 490]]);
  });

  it('orders methods of the same price by their position', async () => {
    const options = await shippingOptions(db(), 'en', { countryIso: 'FR', weightGrams: 100, itemsAmount: 0 });
    expect(options.map((option) => option.name)).toEqual(['tie-early', 'tie-late']);
  });

  it('gives one method by id only where and while it delivers the shipment', async () => {
    const query = { countryIso: 'DE', weightGrams: 1200, itemsAmount: 0 };
    expect(await shippingOption(db(), 'en', ids.express, query)).toMatchObject({
      id: ids.express,
      price: eur(1290),
    });
    expect(await shippingOption(db(), 'en', ids.express, { ...query, countryIso: 'AT' })).toBeNull();
    expect(await shippingOption(db(), 'en', ids.express, { ...query, weightGrams: 25_000 })).toBeNull();
    expect(await shippingOption(db(), 'en', ids.retired, query)).toBeNull();
    expect(await shippingOption(db(), 'en', 999_999, query)).toBeNull();
  });

  it('stops and resumes offering a method', async () => {
    const query = { countryIso: 'AT', weightGrams: 1200, itemsAmount: 0 };
    await setCarrierMethodActive(db(), ids.parcel, false);
    expect(await shippingOptions(db(), 'en', query)).toEqual([]);
    await setCarrierMethodActive(db(), ids.parcel, true);
    expect(await cheapestShipping(db(), 'en', query)).toMatchObject({ id: ids.parcel });
    await expect(setCarrierMethodActive(db(), 999_999, true)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('offers a method as soon as it is added, though the carriers are kept in memory', async () => {
    const query = { countryIso: 'PL', weightGrams: 500, itemsAmount: 0 };
    expect(await shippingOptions(db(), 'en', query)).toEqual([]);
    const id = await createCarrierMethod(db(), {
      key: 'poland',
      texts: { en: { name: 'Poland', description: '' } },
      zones: [
        {
          key: 'pl',
          countries: ['PL'],
          freeAbove: null,
          deliveryDays: { min: 1, max: 2 },
          rates: [{ maxWeightGrams: 1000, price: 399 }],
        },
      ],
    });
    expect(await cheapestShipping(db(), 'en', query)).toMatchObject({ id, price: eur(399) });
  });

  it('refuses a zone it could not price, and stores nothing of its method', async () => {
    await expect(
      createCarrierMethod(db(), {
        key: 'broken',
        texts: { en: { name: 'Broken', description: '' } },
        zones: [
          { key: 'x', countries: ['IT'], freeAbove: null, deliveryDays: { min: 1, max: 2 }, rates: [] },
        ],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'zones.x.rates', message: 'validation.array.min' }],
    });
    // A country the shop does not know breaks the whole method, not half of it.
    await expect(
      createCarrierMethod(db(), {
        key: 'unknown-country',
        texts: { en: { name: 'Nowhere', description: '' } },
        zones: [
          {
            key: 'x',
            countries: ['IT', 'ZZ'],
            freeAbove: null,
            deliveryDays: { min: 1, max: 2 },
            rates: [{ maxWeightGrams: 1000, price: 100 }],
          },
        ],
      }),
    ).rejects.toThrow();
    expect(await shippingOptions(db(), 'en', { countryIso: 'IT', weightGrams: 0, itemsAmount: 0 })).toEqual(
      [],
    );
  });
});

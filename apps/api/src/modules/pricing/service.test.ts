import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aProduct } from '../../test/fixtures.ts';
import { currentPrices, lowestPriorPrice, recordPriceChanges, type PricePoint } from './service.ts';

const DAY = 86_400_000;
const REDUCED_AT = Date.UTC(2026, 10, 1, 9);
/** The moment `days` days before the reduction began (negative: after it). */
const daysBefore = (days: number) => new Date(REDUCED_AT - days * DAY).toISOString();
const regular = (price: number, days: number): PricePoint => ({
  price,
  basePrice: null,
  validFrom: daysBefore(days),
});
const reduced = (price: number, basePrice: number, days = 0): PricePoint => ({
  price,
  basePrice,
  validFrom: daysBefore(days),
});

describe('the lowest price of the 30 days before a reduction', () => {
  it('is none for a price that is not reduced, or no history at all', () => {
    expect(lowestPriorPrice([])).toBeNull();
    expect(lowestPriorPrice([regular(4990, 90)])).toBeNull();
    // A reduction that has ended.
    expect(lowestPriorPrice([regular(4990, 90), reduced(3990, 4990, 10), regular(4990, 2)])).toBeNull();
  });

  it('is the price before the reduction when it did not change in the 30 days before', () => {
    expect(lowestPriorPrice([regular(4990, 200), reduced(3990, 4990)])).toBe(4990);
  });

  it('is the base price when the product was reduced from its first day', () => {
    expect(lowestPriorPrice([reduced(3990, 4990)])).toBe(4990);
  });

  it('counts a lower price that was in effect for a while inside the window', () => {
    const history = [regular(4990, 200), regular(4490, 20), regular(4990, 12), reduced(3990, 4990)];
    expect(lowestPriorPrice(history)).toBe(4490);
  });

  it('counts the price in effect when the window began, and nothing replaced before it', () => {
    // 4490 until 31 days before, 4790 from then: 4790 was in effect at the window's start.
    expect(lowestPriorPrice([regular(4490, 60), regular(4790, 31), reduced(3990, 4990)])).toBe(4790);
    // A price that started exactly 30 days before is in effect at the window's start...
    expect(lowestPriorPrice([regular(4490, 60), regular(4790, 30), reduced(3990, 4990)])).toBe(4790);
    // ...and one a millisecond later leaves the earlier one in effect at that moment.
    const justInside = {
      price: 4790,
      basePrice: null,
      validFrom: new Date(REDUCED_AT - 30 * DAY + 1).toISOString(),
    };
    expect(lowestPriorPrice([regular(4490, 60), justInside, reduced(3990, 4990)])).toBe(4490);
  });

  it('counts an earlier reduction inside the window but not one that ended before it', () => {
    const insideWindow = [
      regular(4990, 200),
      reduced(3490, 4990, 25),
      regular(4990, 18),
      reduced(3990, 4990),
    ];
    expect(lowestPriorPrice(insideWindow)).toBe(3490);
    const beforeWindow = [
      regular(4990, 200),
      reduced(2990, 4990, 60),
      regular(4990, 45),
      reduced(3990, 4990),
    ];
    expect(lowestPriorPrice(beforeWindow)).toBe(4990);
  });

  it('keeps the window of the first reduced price when the reduction is deepened later', () => {
    const history = [regular(4490, 200), regular(4990, 25), reduced(3990, 4990), reduced(2990, 4990, -10)];
    // The window ends when 3990 began, not when 2990 did: 4490 was in effect at its start.
    expect(lowestPriorPrice(history)).toBe(4490);
  });

  it('ignores a price replaced at the very moment it took effect, and reads the history in time order', () => {
    const sameMoment = [regular(4990, 200), regular(1990, 0), reduced(3990, 4990, 0)];
    expect(lowestPriorPrice(sameMoment)).toBe(4990);
    const shuffled = [reduced(3990, 4990), regular(4490, 20), regular(4990, 200), regular(4990, 12)];
    expect(lowestPriorPrice(shuffled)).toBe(4490);
  });

  it('looks only at the time the product has been sold when it arrived inside the window', () => {
    expect(lowestPriorPrice([regular(5490, 20), regular(5290, 10), reduced(3990, 5490)])).toBe(5290);
  });

  it('treats a base price not above the price as no reduction', () => {
    expect(lowestPriorPrice([regular(4990, 200), reduced(4990, 4990)])).toBeNull();
  });
});

describe('the price history', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const arrived = { createdAt: '2025-01-01T00:00:00.000Z', price: 4990 };

  it('records changes and works out each product’s lowest prior price from what is stored', async () => {
    const pan = await aProduct(db(), arrived);
    const pot = await aProduct(db(), arrived);
    const lamp = await aProduct(db(), { ...arrived, createdAt: daysBefore(10), price: 8990 });
    const untouched = await aProduct(db(), arrived);
    await db()
      .transaction()
      .execute((trx) =>
        recordPriceChanges(trx, [
          { productId: pan.id, price: 4490, basePrice: null, at: daysBefore(20) },
          { productId: pan.id, price: 4990, basePrice: null, at: daysBefore(12) },
          { productId: pan.id, price: 3990, basePrice: 4990, at: daysBefore(0) },
          { productId: pan.id, price: 2990, basePrice: 4990, at: daysBefore(-5) },
          { productId: pot.id, price: 5490, basePrice: null, at: daysBefore(100) },
          // A time in another offset is stored as UTC, so it sorts among the others.
          { productId: lamp.id, price: 7990, basePrice: 8990, at: '2026-11-01T10:00:00+01:00' },
        ]),
      );
    const prices = await currentPrices(db(), [pan.id, pot.id, lamp.id, untouched.id, 999_999]);
    expect([...prices]).toEqual([
      [pan.id, { price: 2990, basePrice: 4990, lowestPriorPrice: 4490 }],
      [pot.id, { price: 5490, basePrice: null, lowestPriorPrice: null }],
      [lamp.id, { price: 7990, basePrice: 8990, lowestPriorPrice: 8990 }],
      // Its first price, recorded when it was added.
      [untouched.id, { price: 4990, basePrice: null, lowestPriorPrice: null }],
    ]);
    const stored = await db()
      .selectFrom('price_history')
      .select(['price', 'base_price', 'valid_from'])
      .where('product_id', '=', lamp.id)
      .orderBy('valid_from')
      .execute();
    expect(stored).toEqual([
      { price: 8990, base_price: null, valid_from: daysBefore(10) },
      { price: 7990, base_price: 8990, valid_from: '2026-11-01T09:00:00.000Z' },
    ]);
  });

  it('writes a long history in batches, and reads many products at once', async () => {
    // One after another: adding a product recounts the listing facets, which runs one at a time.
    const products = [
      await aProduct(db(), arrived),
      await aProduct(db(), arrived),
      await aProduct(db(), arrived),
    ];
    const changes = products.flatMap((product) =>
      Array.from({ length: 1200 }, (_, index) => ({
        productId: product.id,
        price: 5000 + index,
        basePrice: index === 1199 ? 9000 : null,
        at: new Date(REDUCED_AT - (1199 - index) * 3_600_000).toISOString(),
      })),
    );
    await db()
      .transaction()
      .execute((trx) => recordPriceChanges(trx, changes));
    const count = await db()
      .selectFrom('price_history')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .where(
        'product_id',
        'in',
        products.map((product) => product.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(count.rows)).toBe(3 * 1201);
    // Hourly prices from 5000 up: the lowest inside the 30 days (720 hours) before the last one.
    const prices = await currentPrices(
      db(),
      products.map((product) => product.id),
    );
    expect([...prices.values()].map((price) => price.lowestPriorPrice)).toEqual([
      5000 + 1199 - 720,
      5000 + 1199 - 720,
      5000 + 1199 - 720,
    ]);
  });

  it('refuses amounts that are not whole cents, a base price not above the price, and a bad time', async () => {
    const product = await aProduct(db());
    const record = (change: { price: number; basePrice: number | null; at?: string }) =>
      db()
        .transaction()
        .execute((trx) => recordPriceChanges(trx, [{ productId: product.id, at: daysBefore(0), ...change }]));
    await expect(record({ price: 19.9, basePrice: null })).rejects.toThrow(RangeError);
    await expect(record({ price: -1, basePrice: null })).rejects.toThrow(RangeError);
    await expect(record({ price: 1990, basePrice: 1990 })).rejects.toThrow(RangeError);
    await expect(record({ price: 1990, basePrice: null, at: 'yesterday' })).rejects.toThrow(RangeError);
    const rows = await db()
      .selectFrom('price_history')
      .select('price')
      .where('product_id', '=', product.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { money, stockState, summary } from './cards.ts';

describe('product cards', () => {
  it('keeps a short description whole', () => {
    expect(summary('A pan. It fries.')).toBe('A pan. It fries.');
  });

  it('cuts a long description after its last whole sentence within 160 characters', () => {
    const first =
      'Pre-seasoned cast iron holds heat and releases it evenly, so steaks get a deep crust and potatoes turn crisp.';
    const text = `${first} It works on gas, induction, in the oven and even over a campfire, and lasts for generations with care.`;
    expect(summary(text)).toBe(first);
  });

  it('cuts at a word with an ellipsis when the first sentence is too long', () => {
    const text = `${'word '.repeat(60)}end.`;
    const result = summary(text);
    expect(result.endsWith('…')).toBe(true);
    expect(result.length).toBeLessThanOrEqual(161);
    expect(result).not.toContain('wor…');
  });

  it('says how much is in stock in three states', () => {
    expect([0, 1, 5, 6].map(stockState)).toEqual(['out_of_stock', 'low_stock', 'low_stock', 'in_stock']);
  });

  it('shows a base price only when it is above the price, always with the lowest prior price', () => {
    expect(money(1990, 2490, 2290)).toEqual({
      amount: 1990,
      baseAmount: 2490,
      lowestPriorPrice: 2290,
      currency: 'EUR',
    });
    // Without a recorded lowest prior price, the base price is the lowest the shop knows of.
    expect(money(1990, 2490, null)).toEqual({
      amount: 1990,
      baseAmount: 2490,
      lowestPriorPrice: 2490,
      currency: 'EUR',
    });
    expect(money(1990, 1990, 1990)).toEqual({ amount: 1990, currency: 'EUR' });
    expect(money(1990, null, null)).toEqual({ amount: 1990, currency: 'EUR' });
  });
});

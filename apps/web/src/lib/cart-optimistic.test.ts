import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@tendero/contract';
import { withAdded, withoutGift, withoutLine, withQuantity } from './cart-optimistic';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

function line(
  productId: number,
  unit: number,
  quantity: number,
  overrides: Partial<CartLine> = {},
): CartLine {
  const discount = overrides.discount?.amount ?? 0;
  return {
    productId,
    sku: `SKU-${productId}`,
    name: `Product ${productId}`,
    path: `p/${productId}`,
    image: null,
    quantity,
    unitPrice: eur(unit),
    addedPrice: null,
    discount: eur(discount),
    total: eur(unit * quantity - discount),
    vatRate: 1900,
    stock: 'in_stock',
    maxQuantity: 50,
    gift: false,
    applyPromotions: true,
    warnings: [],
    ...overrides,
  };
}

function cartOf(lines: CartLine[], shipping = 490): Cart {
  const items = lines.reduce((sum, entry) => sum + entry.unitPrice.amount * entry.quantity, 0);
  const discount = lines.reduce((sum, entry) => sum + entry.discount.amount, 0);
  return {
    id: 1,
    revision: 3,
    step: 0,
    lines,
    itemCount: lines.reduce((sum, entry) => sum + entry.quantity, 0),
    rules: [],
    promotions: [],
    gift: null,
    shipping: null,
    totals: {
      items: eur(items),
      discount: eur(discount),
      shipping: eur(shipping),
      paymentFee: eur(0),
      total: eur(items - discount + shipping),
      vat: [],
      vatExemption: null,
    },
    warnings: [],
    addresses: { delivery: null, invoice: null },
  };
}

describe('the cart as it shows at once after a change', () => {
  const pan = line(1, 3990, 2, { discount: eur(800) });
  const cup = line(2, 1250, 1);
  const cart = cartOf([pan, cup]);

  it('sets a quantity: the line total, the items, the discount in proportion and the total move', () => {
    const next = withQuantity(cart, 1, 3);
    expect(next.lines[0]).toMatchObject({ quantity: 3, discount: eur(1200), total: eur(3 * 3990 - 1200) });
    expect(next.lines[1]).toBe(cup);
    expect(next.itemCount).toBe(4);
    expect(next.totals.items).toEqual(eur(3 * 3990 + 1250));
    expect(next.totals.discount).toEqual(eur(1200));
    expect(next.totals.total).toEqual(eur(3 * 3990 + 1250 - 1200 + 490));
    // The shipping is left as it was until the API says otherwise.
    expect(next.totals.shipping).toEqual(eur(490));
  });

  it('removes a line, and leaves a cart without it unchanged', () => {
    const next = withoutLine(cart, 1);
    expect(next.lines.map((entry) => entry.productId)).toEqual([2]);
    expect(next.itemCount).toBe(1);
    expect(next.totals.total).toEqual(eur(1250 + 490));
    expect(withQuantity(next, 1, 5)).toBe(next);
  });

  it('adds to a line, or counts a product whose line the answer brings', () => {
    expect(withAdded(cart, 2, 2).lines[1]?.quantity).toBe(3);
    const counted = withAdded(cart, 99, 2);
    expect(counted.itemCount).toBe(5);
    expect(counted.lines).toBe(cart.lines);
  });

  it('leaves a gift line alone when its product is also bought, and takes it away with no gift chosen', () => {
    const gift = line(2, 1290, 1, { gift: true, discount: eur(1290) });
    const withGift = cartOf([pan, cup, gift]);
    expect(withQuantity(withGift, 2, 4).lines.map((entry) => entry.quantity)).toEqual([2, 4, 1]);
    expect(withoutLine(withGift, 2).lines.map((entry) => entry.gift)).toEqual([false, true]);
    const without = withoutGift({ ...withGift, gift: { productId: 2, promotionSlug: 'gift' } });
    expect(without.gift).toBeNull();
    expect(without.lines).toHaveLength(2);
    expect(without.totals.total).toEqual(withGift.totals.total);
  });

  it('counts a line that is no longer sold as nothing', () => {
    const gone = line(3, 2000, 1, { warnings: ['notSold'], total: eur(0) });
    const next = withQuantity(cartOf([gone]), 3, 2);
    expect(next.lines[0]?.total).toEqual(eur(0));
    expect(next.totals.items.amount).toBe(2000);
  });
});

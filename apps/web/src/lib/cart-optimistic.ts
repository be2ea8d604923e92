import type { Cart, CartLine } from '@tendero/contract';

/**
 * What the cart looks like at once after a change, until the API's answer replaces it (the answer is
 * worked out afresh with today's promotions, shipping and VAT; these are only the sums a shopper sees
 * move). A line's discount is scaled with its quantity; shipping and VAT wait for the answer.
 */

const money = (amount: number, like: { currency: string }) => ({ amount, currency: like.currency });

/** The line with `quantity` units: its discount in proportion, its total = units × price − discount. */
function lineWithQuantity(line: CartLine, quantity: number): CartLine {
  const discount = line.quantity > 0 ? Math.round((line.discount.amount * quantity) / line.quantity) : 0;
  const sold = !line.warnings.includes('notSold');
  return {
    ...line,
    quantity,
    discount: money(discount, line.discount),
    total: money(sold ? Math.max(line.unitPrice.amount * quantity - discount, 0) : 0, line.total),
  };
}

/** The cart's sums moved by the difference between the old lines and the new ones. */
function withLines(cart: Cart, lines: CartLine[]): Cart {
  const sum = (list: CartLine[], pick: (line: CartLine) => number) =>
    list.reduce((total, line) => total + pick(line), 0);
  const items = (list: CartLine[]) =>
    sum(list, (line) => (line.warnings.includes('notSold') ? 0 : line.unitPrice.amount * line.quantity));
  const discounts = (list: CartLine[]) => sum(list, (line) => line.discount.amount);
  const itemsChange = items(lines) - items(cart.lines);
  const discountChange = discounts(lines) - discounts(cart.lines);
  const { totals } = cart;
  return {
    ...cart,
    lines,
    itemCount: sum(lines, (line) => line.quantity),
    totals: {
      ...totals,
      items: money(totals.items.amount + itemsChange, totals.items),
      discount: money(totals.discount.amount + discountChange, totals.discount),
      total: money(Math.max(totals.total.amount + itemsChange - discountChange, 0), totals.total),
    },
  };
}

/** The cart with the line of `productId` at `quantity` units (nothing changes if it has no such line). */
export function withQuantity(cart: Cart, productId: number, quantity: number): Cart {
  if (!cart.lines.some((line) => line.productId === productId && !line.gift)) return cart;
  return withLines(
    cart,
    cart.lines.map((line) =>
      line.productId === productId && !line.gift ? lineWithQuantity(line, quantity) : line,
    ),
  );
}

/** The cart without the line of `productId` (a gift line stays: it goes by choosing no gift). */
export function withoutLine(cart: Cart, productId: number): Cart {
  return withLines(
    cart,
    cart.lines.filter((line) => line.productId !== productId || line.gift),
  );
}

/**
 * The cart with `quantity` more units of `productId`: its line grows if there is one; a product not
 * in the cart yet only counts in the number of items (its line comes with the answer).
 */
export function withAdded(cart: Cart, productId: number, quantity: number): Cart {
  const line = cart.lines.find((entry) => entry.productId === productId && !entry.gift);
  if (line) return withQuantity(cart, productId, line.quantity + quantity);
  return { ...cart, itemCount: cart.itemCount + quantity };
}

/** The cart without the gift line, once the shopper does without the gift. */
export function withoutGift(cart: Cart): Cart {
  return withLines(
    { ...cart, gift: null },
    cart.lines.filter((line) => !line.gift),
  );
}

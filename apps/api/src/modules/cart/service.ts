/**
 * The cart (docs/api.md#the-cart): lines, codes, a gift and the step, kept for a signed-in
 * customer or an anonymous visitor's cookie; its answer is always worked out afresh from today's
 * prices, stock and promotions. Nothing is reserved: stock is checked when a line is added.
 */
import { randomUUID } from 'node:crypto';
import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  multiply,
  money,
  type Cart,
  type CartGifts,
  type CartLineInput,
  type CartUpdateInput,
  type GiftOffer,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { cartProductFacts, cartProducts, productCards, type SellableProduct } from '../catalog/index.ts';
import { cartPromotionRules, promotionIdByCode } from '../promotions/index.ts';
import { cartView, type CartContext, type CartRow, type ChangedCart } from './work-out.ts';
import * as repository from './repository.ts';

export type { CartContext } from './work-out.ts';

export class NotEnoughStock extends DomainError {
  constructor(
    readonly available: number,
    readonly inCart: number,
  ) {
    super(409, 'error.cart.notEnoughStock', [
      { path: 'quantity', message: 'error.cart.notEnoughStock', params: { available, inCart } },
    ]);
  }
}

export class CartFull extends DomainError {
  constructor() {
    super(409, 'error.cart.full', [
      { path: 'productId', message: 'error.cart.full', params: { maximum: CART_LINES_MAX } },
    ]);
  }
}

export class GiftNotAvailable extends DomainError {
  constructor() {
    super(409, 'error.cart.giftNotAvailable');
  }
}

/** Whose cart the request's is; null for a visitor without a cart cookie. */
function ownerOf(context: CartContext): repository.CartOwner | null {
  if (context.customerId !== null) return { customerId: context.customerId };
  return context.token ? { token: context.token } : null;
}

/** The owner's open cart, if there is one. */
export async function findCart(db: Db, context: CartContext): Promise<CartRow | undefined> {
  const owner = ownerOf(context);
  return owner ? repository.openCart(db, owner) : undefined;
}

/**
 * The owner's open cart locked for a change and one revision on, created when there is none (with a
 * new cookie value; a new cart starts at its first revision).
 */
async function cartForChange(
  trx: Trx,
  context: CartContext,
  now: string,
): Promise<{ cart: CartRow; token?: string }> {
  const owner = ownerOf(context);
  const found = owner ? await repository.claimOpenCart(trx, owner, now) : undefined;
  if (found) return { cart: found };
  // 122 random bits. randomUUID draws from a buffered pool; randomBytes asked the kernel every time
  // (figures: bench/README.md#npm-run-benchcart-the-cart).
  const token = context.customerId === null ? randomUUID() : null;
  const cart = await repository.insertCart(trx, { token, customerId: context.customerId, now });
  return token === null ? { cart } : { cart, token };
}

/** What a change decided: what to write to the cart row, and the cart as it left it if it read it anyway. */
export interface CartDecision {
  /** Written to the cart row besides its revision. */
  row?: repository.CartChanges;
  /** The lines and facts after the change, so the answer need not read them again. */
  changed?: ChangedCart;
}

/**
 * Runs a change in one transaction and answers the cart; a customer's first cart created twice at
 * once is retried once. The cart row is one revision on, with what `decide` gives back written to it.
 */
export async function changeCartRow(
  db: Db,
  context: CartContext,
  decide: (trx: Trx, cart: CartRow, now: string) => Promise<CartDecision>,
): Promise<{ cart: Cart; token?: string }> {
  const now = (context.now ?? new Date()).toISOString();
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const { cart, token } = await cartForChange(trx, context, now);
      const { row: changes = {}, changed } = await decide(trx, cart, now);
      const writes = Object.values(changes).some((value) => value !== undefined);
      const row = writes ? await repository.writeCart(trx, cart.id, changes) : cart;
      return { row, token, changed };
    });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    if (!repository.isUniqueViolation(error) || context.customerId === null) throw error;
    result = await attempt();
  }
  const cart = await cartView(db, context, result.row, result.changed ? { changed: result.changed } : {});
  return result.token === undefined ? { cart } : { cart, token: result.token };
}

/** Runs a change of the cart's lines or codes (`change`) and writes `rowChanges` to the row. */
function changeCart(
  db: Db,
  context: CartContext,
  change: (trx: Trx, cart: CartRow, now: string) => Promise<void>,
  /** What to write to the cart row itself, with its new revision. */
  rowChanges: repository.CartChanges = {},
): Promise<{ cart: Cart; token?: string }> {
  return changeCartRow(db, context, async (trx, cart, now) => {
    await change(trx, cart, now);
    return { row: rowChanges };
  });
}

/** A product that may be put into a cart now, or 404. */
function sellable(products: ReadonlyMap<number, SellableProduct>, productId: number): SellableProduct {
  const product = products.get(productId);
  if (!product || !product.active) throw new NotFound('error.product.notFound');
  return product;
}

function checkQuantity(product: SellableProduct, quantity: number, inCart: number): void {
  if (quantity > CART_QUANTITY_MAX) {
    throw new InvalidInput('quantity', 'validation.number.max', { maximum: CART_QUANTITY_MAX });
  }
  if (quantity > product.stock) throw new NotEnoughStock(Math.max(product.stock, 0), inCart);
}

/** `GET /v1/cart`: the owner's cart (empty when there is none), the estimate for `country` if given. */
export async function readCart(db: Db, context: CartContext, country?: string): Promise<Cart> {
  return cartView(db, context, await findCart(db, context), country === undefined ? {} : { country });
}

/**
 * `PATCH /v1/cart`: adds units to a line (a new line if the product is not in the cart yet). It reads the
 * cart's lines and the facts of their products in its transaction, and the answer is worked out from
 * them as the change left them.
 */
export function addLine(db: Db, context: CartContext, input: CartLineInput) {
  return changeCartRow(db, context, async (trx, cart, now) => {
    const lines = await repository.cartLines(trx, cart.id);
    const ids = lines.map((line) => line.product_id);
    if (cart.gift_product_id !== null) ids.push(cart.gift_product_id);
    const facts = await cartProductFacts(trx, [...ids, input.productId]);
    const product = sellable(facts, input.productId);
    const line = lines.find((each) => each.product_id === input.productId);
    const quantity = (line?.quantity ?? 0) + input.quantity;
    checkQuantity(product, quantity, line?.quantity ?? 0);
    if (line) {
      const applyPromotions = input.applyPromotions ?? line.apply_promotions === 1;
      const flag = applyPromotions ? 1 : 0;
      await repository.setLineQuantity(trx, cart.id, input.productId, quantity, flag);
      const changed = { ...line, quantity, apply_promotions: flag };
      return { changed: { lines: lines.map((each) => (each === line ? changed : each)), facts } };
    }
    if (lines.length >= CART_LINES_MAX) throw new CartFull();
    const row = {
      product_id: input.productId,
      quantity,
      apply_promotions: (input.applyPromotions ?? true) ? 1 : 0,
      added_price: product.price,
      added_at: now,
    };
    await repository.insertLine(
      trx,
      cart.id,
      row.product_id,
      quantity,
      row.apply_promotions,
      row.added_price,
      now,
    );
    return { changed: { lines: repository.inLineOrder([...lines, row]), facts } };
  });
}

/** `PUT /v1/cart`: sets a line's quantity. */
export function setLine(db: Db, context: CartContext, input: CartLineInput) {
  return changeCart(db, context, async (trx, cart) => {
    const line = await repository.cartLine(trx, cart.id, input.productId);
    if (!line) throw new NotFound('error.cart.lineNotFound');
    const product = sellable(await cartProductFacts(trx, [input.productId]), input.productId);
    checkQuantity(product, input.quantity, line.quantity);
    const applyPromotions = input.applyPromotions ?? line.apply_promotions === 1;
    await repository.setLineQuantity(trx, cart.id, input.productId, input.quantity, applyPromotions ? 1 : 0);
  });
}

/** `DELETE /v1/cart`: removes a line; removing one that is not there changes nothing (a double click). */
export function removeLine(db: Db, context: CartContext, productId: number) {
  return changeCart(db, context, async (trx, cart) => {
    await repository.deleteLine(trx, cart.id, productId);
  });
}

/** `POST /v1/cart`: the cart as a whole: its lines, gift, step and estimate country, as far as given. */
export function updateCart(db: Db, context: CartContext, input: CartUpdateInput) {
  return changeCart(
    db,
    context,
    async (trx, cart, now) => {
      if (input.lines !== undefined) {
        const seen = new Set<number>();
        input.lines.forEach((line, index) => {
          if (seen.has(line.productId))
            throw new InvalidInput(`lines.${index}.productId`, 'validation.array.duplicate');
          seen.add(line.productId);
        });
        const products = await cartProductFacts(trx, [...seen]);
        const lines = input.lines.map((line) => {
          const product = sellable(products, line.productId);
          checkQuantity(product, line.quantity, 0);
          return {
            productId: line.productId,
            quantity: line.quantity,
            applyPromotions: line.applyPromotions ?? true,
            addedPrice: product.price,
          };
        });
        await repository.deleteLines(trx, cart.id);
        await repository.insertLines(trx, cart.id, lines, now);
      }
      if (input.giftProductId !== undefined && input.giftProductId !== null) {
        const offers = await giftOffersOf(trx, context, cart.id);
        const chosen = offers.some(
          (offer) => offer.missing === 0 && offer.rule.productIds.has(input.giftProductId ?? 0),
        );
        if (!chosen) throw new GiftNotAvailable();
      }
    },
    {
      ...(input.giftProductId === undefined ? {} : { gift_product_id: input.giftProductId }),
      ...(input.step === undefined ? {} : { step: input.step }),
      ...(input.country === undefined ? {} : { country: input.country }),
    },
  );
}

/** `PATCH /v1/cart/rule`: enters a code. Unknown: 404; known but not applying: kept, with the reason. */
export async function addCode(db: Db, context: CartContext, code: string) {
  const promotionId = await promotionIdByCode(db, code, context.customerId);
  if (promotionId === null) throw new NotFound('error.cart.codeUnknown');
  return changeCart(db, context, async (trx, cart, now) => {
    await repository.insertCode(trx, cart.id, promotionId, now);
  });
}

/** `DELETE /v1/cart/rule`: takes a code off the cart. */
export async function removeCode(db: Db, context: CartContext, code: string) {
  const promotionId = await promotionIdByCode(db, code, context.customerId);
  if (promotionId === null) throw new NotFound('error.cart.codeUnknown');
  return changeCart(db, context, async (trx, cart) => {
    await repository.deleteCode(trx, cart.id, promotionId);
  });
}

/** How far the cart is from each running gift promotion. */
async function giftOffersOf(db: Db, context: CartContext, cartId: number | null) {
  const now = (context.now ?? new Date()).toISOString();
  const [rules, lines] = await Promise.all([
    cartPromotionRules(db, context.locale, { now, customerId: context.customerId, codedIds: [] }),
    cartId === null ? Promise.resolve([]) : repository.cartLines(db, cartId),
  ]);
  const gifts = rules.filter((rule) => rule.target === 'gift' && rule.blocked === null);
  if (gifts.length === 0) return [];
  const products = await cartProducts(
    db,
    context.locale,
    lines.map((line) => line.product_id),
  );
  // Gift thresholds are measured on what the shopper pays for, before discounts.
  const qualifying = lines.reduce((sum, line) => {
    const product = products.get(line.product_id);
    return product?.active ? sum + multiply(product.card.price.amount, line.quantity) : sum;
  }, 0);
  return gifts.map((rule) => ({ rule, missing: Math.max(rule.minimumAmount - qualifying, 0) }));
}

/** Gifts within this much of the threshold are shown as "add X more". */
const GIFT_UPCOMING_SHARE = 0.5;

/** `GET /v1/cart/gifts`: the gifts the cart may choose now, and those it is close to. */
export async function cartGifts(db: Db, context: CartContext): Promise<CartGifts> {
  const cart = await findCart(db, context);
  const offers = await giftOffersOf(db, context, cart?.id ?? null);
  const result: CartGifts = { available: [], upcoming: [] };
  for (const { rule, missing } of offers) {
    const close = missing <= Math.ceil(rule.minimumAmount * GIFT_UPCOMING_SHARE);
    if (missing > 0 && !close) continue;
    const cards = await productCards(db, context.locale, [...rule.productIds]);
    const offer: GiftOffer = {
      promotion: { slug: rule.slug, name: rule.name },
      threshold: money(rule.minimumAmount),
      missing: money(missing),
      products: cards.filter((card) => card.stock !== 'out_of_stock'),
    };
    (missing === 0 ? result.available : result.upcoming).push(offer);
  }
  return result;
}

/**
 * At sign-in or registration: the visitor's cart (cookie `token`) goes into the customer's open cart.
 * Quantities are added, capped by stock and the maximum; codes are kept where they can still apply;
 * the visitor's cart is closed.
 */
export async function mergeVisitorCart(
  trx: Trx,
  customerId: number,
  token: string | undefined,
): Promise<void> {
  if (!token) return;
  const visitor = await repository.lockOpenCart(trx, { token });
  if (!visitor || visitor.customer_id !== null) return;
  const now = new Date().toISOString();
  const existing = await repository.lockOpenCart(trx, { customerId });
  if (!existing) {
    // The visitor's cart simply becomes the customer's.
    await repository.touchCart(trx, visitor.id, now, { token: null, customer_id: customerId });
    return;
  }
  const [theirs, ours, codes] = await Promise.all([
    repository.cartLines(trx, visitor.id),
    repository.cartLines(trx, existing.id),
    repository.cartCodes(trx, visitor.id),
  ]);
  const products = await cartProducts(
    trx,
    'en',
    theirs.map((line) => line.product_id),
  );
  const current = new Map(ours.map((line) => [line.product_id, line]));
  let lineCount = ours.length;
  for (const line of theirs) {
    const product = products.get(line.product_id);
    if (!product?.active) continue;
    const mine = current.get(line.product_id);
    const before = mine?.quantity;
    const wanted = (before ?? 0) + line.quantity;
    const quantity = Math.min(wanted, CART_QUANTITY_MAX, Math.max(product.stock, before ?? 0));
    if (mine && before !== undefined) {
      if (quantity > before) {
        await repository.setLineQuantity(trx, existing.id, line.product_id, quantity, mine.apply_promotions);
      }
    } else if (quantity > 0 && lineCount < CART_LINES_MAX) {
      await repository.insertLines(
        trx,
        existing.id,
        [
          {
            productId: line.product_id,
            quantity,
            applyPromotions: line.apply_promotions === 1,
            addedPrice: line.added_price,
          },
        ],
        now,
      );
      lineCount++;
    }
  }
  // Codes come along where they can still apply to this customer (not ended, not used up).
  const rules = await cartPromotionRules(trx, 'en', {
    now,
    customerId,
    codedIds: codes.map((code) => code.promotion_id),
  });
  const valid = new Set(
    rules.filter((rule) => rule.code !== null && rule.blocked === null).map((rule) => rule.id),
  );
  for (const code of codes) {
    if (valid.has(code.promotion_id)) await repository.insertCode(trx, existing.id, code.promotion_id, now);
  }
  await repository.touchCart(
    trx,
    existing.id,
    now,
    visitor.gift_product_id === null ? {} : { gift_product_id: visitor.gift_product_id },
  );
  await repository.touchCart(trx, visitor.id, now, { status: 'merged', token: null });
}

/**
 * For the checkout: a payment for this cart placed no order (paid for another revision, or
 * sold out meanwhile) and was refunded; the revision moves on, so paying again starts a new payment.
 */
export async function bumpCartRevision(trx: Trx, cartId: number, now: string): Promise<void> {
  await repository.touchCart(trx, cartId, now);
}

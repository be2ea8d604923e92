/**
 * The cart (SPEC.md §3/§7, DESIGN.md §9): lines, codes, a gift and the step, kept for a signed-in
 * customer or an anonymous visitor's cookie; its answer is always worked out afresh from today's
 * prices, stock and promotions. Nothing is reserved: stock is checked when a line is added.
 */
import { randomUUID } from 'node:crypto';
import {
  CART_LINES_MAX,
  CART_QUANTITY_MAX,
  CART_STEP,
  CURRENCY,
  multiply,
  netOfGross,
  type Cart,
  type CartGifts,
  type CartLineInput,
  type CartLineWarning,
  type CartRule,
  type CartStep,
  type CartUpdateInput,
  type CartValidation,
  type CartWarning,
  type GiftOffer,
  type Locale,
  type Money,
  type ProductPrice,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { me } from '../account/service.ts';
import { cheapestShipping } from '../carriers/index.ts';
import {
  cartProducts,
  productCards,
  sellableProducts,
  type CartProduct,
  type SellableProduct,
} from '../catalog/index.ts';
import { countryFacts, type CountryFact } from '../geo/service.ts';
import { cartPromotionRules, promotionIdByCode, type CartPromotionRule } from '../promotions/index.ts';
import { applyPromotions, cartTotals, type PricedLine } from './cart-totals.ts';
import * as repository from './repository.ts';

/** Who a request's cart belongs to, and where it is read. */
export interface CartContext {
  locale: Locale;
  /** The signed-in customer, or null for an anonymous visitor. */
  customerId: number | null;
  /** The visitor's cart cookie, if any. */
  token: string | undefined;
  /** The country of the request's shop domain: the shipping estimate's until another is chosen. */
  defaultCountry: string;
  /** The seller's country (SHOP_COUNTRY): whose VAT is taken out of prices where none is charged. */
  shopCountry: string;
  now?: Date;
}

export class NotEnoughStock extends DomainError {
  constructor(available: number, inCart: number) {
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

const money = (amount: number): Money => ({ amount, currency: CURRENCY });

type CartRow = repository.CartRow;

/** Whose cart the request's is; null for a visitor without a cart cookie. */
function ownerOf(context: CartContext): repository.CartOwner | null {
  if (context.customerId !== null) return { customerId: context.customerId };
  return context.token ? { token: context.token } : null;
}

/** The owner's open cart, if there is one. */
async function findCart(db: Db, context: CartContext): Promise<CartRow | undefined> {
  const owner = ownerOf(context);
  return owner ? repository.openCart(db, owner) : undefined;
}

/** The owner's open cart locked for a change, created when there is none (with a new cookie value). */
async function cartForChange(
  trx: Trx,
  context: CartContext,
  now: string,
): Promise<{ cart: CartRow; token?: string }> {
  const owner = ownerOf(context);
  const found = owner ? await repository.lockOpenCart(trx, owner) : undefined;
  if (found) return { cart: found };
  // 122 random bits. randomUUID draws from a buffered pool; randomBytes asked the kernel every time,
  // 4 % of the API's time under bench:cart.
  const token = context.customerId === null ? randomUUID() : null;
  const cart = await repository.insertCart(trx, { token, customerId: context.customerId, now });
  return token === null ? { cart } : { cart, token };
}

/** Runs a change in one transaction; a customer's first cart created twice at once is retried once. */
async function changeCart(
  db: Db,
  context: CartContext,
  change: (trx: Trx, cart: CartRow, now: string) => Promise<void>,
  /** What to write to the cart row itself, with its new revision. */
  rowChanges: repository.CartChanges = {},
): Promise<{ cart: Cart; token?: string }> {
  const now = (context.now ?? new Date()).toISOString();
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const { cart, token } = await cartForChange(trx, context, now);
      await change(trx, cart, now);
      return { row: await repository.touchCart(trx, cart.id, now, rowChanges), token };
    });
  let result: { row: CartRow; token: string | undefined };
  try {
    result = await attempt();
  } catch (error) {
    if (!repository.isUniqueViolation(error) || context.customerId === null) throw error;
    result = await attempt();
  }
  const cart = await cartView(db, context, result.row, undefined);
  return result.token === undefined ? { cart } : { cart, token: result.token };
}

/** A product that may be put into a cart now, or 404. */
function sellable(products: Map<number, SellableProduct>, productId: number): SellableProduct {
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
  return cartView(db, context, await findCart(db, context), country);
}

/** `PATCH /v1/cart`: adds units to a line (a new line if the product is not in the cart yet). */
export function addLine(db: Db, context: CartContext, input: CartLineInput) {
  return changeCart(db, context, async (trx, cart, now) => {
    const product = sellable(await sellableProducts(trx, [input.productId]), input.productId);
    const { lines, quantity: inCart } = await repository.lineCountAndQuantity(trx, cart.id, input.productId);
    const quantity = (inCart ?? 0) + input.quantity;
    checkQuantity(product, quantity, inCart ?? 0);
    if (inCart !== null) {
      await repository.updateLine(trx, cart.id, input.productId, {
        quantity,
        ...(input.applyPromotions === undefined ? {} : { applyPromotions: input.applyPromotions }),
      });
      return;
    }
    if (lines >= CART_LINES_MAX) throw new CartFull();
    await repository.insertLines(
      trx,
      cart.id,
      [
        {
          productId: input.productId,
          quantity,
          applyPromotions: input.applyPromotions ?? true,
          addedPrice: product.price,
        },
      ],
      now,
    );
  });
}

/** `PUT /v1/cart`: sets a line's quantity. */
export function setLine(db: Db, context: CartContext, input: CartLineInput) {
  return changeCart(db, context, async (trx, cart) => {
    const line = await repository.cartLine(trx, cart.id, input.productId);
    if (!line) throw new NotFound('error.cart.lineNotFound');
    const product = sellable(await sellableProducts(trx, [input.productId]), input.productId);
    checkQuantity(product, input.quantity, line.quantity);
    await repository.updateLine(trx, cart.id, input.productId, {
      quantity: input.quantity,
      ...(input.applyPromotions === undefined ? {} : { applyPromotions: input.applyPromotions }),
    });
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
        const products = await sellableProducts(trx, [...seen]);
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
  const promotionId = await promotionIdByCode(db, code);
  if (promotionId === null) throw new NotFound('error.cart.codeUnknown');
  return changeCart(db, context, async (trx, cart, now) => {
    await repository.insertCode(trx, cart.id, promotionId, now);
  });
}

/** `DELETE /v1/cart/rule`: takes a code off the cart. */
export async function removeCode(db: Db, context: CartContext, code: string) {
  const promotionId = await promotionIdByCode(db, code);
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

/** `GET /v1/cart/validate`: what stands in the way of going on from `step`. */
export async function validateCart(db: Db, context: CartContext, step: CartStep): Promise<CartValidation> {
  const cart = await readCart(db, context);
  const problems: CartValidation['problems'] = [];
  const bought = cart.lines.filter((line) => !line.gift);
  if (bought.length === 0) problems.push({ key: 'cart.problem.empty' });
  for (const line of cart.lines) {
    if (line.warnings.includes('notSold'))
      problems.push({ key: 'cart.problem.notSold', productId: line.productId });
    else if (line.warnings.includes('outOfStock'))
      problems.push({ key: 'cart.problem.outOfStock', productId: line.productId });
    else if (line.warnings.includes('notEnoughStock'))
      problems.push({ key: 'cart.problem.notEnoughStock', productId: line.productId });
  }
  for (const rule of cart.rules) {
    if (!rule.applicable) problems.push({ key: `cart.problem.code.${rule.reason ?? 'notApplicable'}` });
  }
  if (step >= CART_STEP.cart && cart.shipping && !cart.shipping.available) {
    problems.push({ key: 'cart.problem.notDelivered' });
  }
  return { valid: problems.length === 0, problems };
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
  const current = new Map(ours.map((line) => [line.product_id, line.quantity]));
  let lineCount = ours.length;
  for (const line of theirs) {
    const product = products.get(line.product_id);
    if (!product?.active) continue;
    const before = current.get(line.product_id);
    const wanted = (before ?? 0) + line.quantity;
    const quantity = Math.min(wanted, CART_QUANTITY_MAX, Math.max(product.stock, before ?? 0));
    if (before !== undefined) {
      if (quantity > before) await repository.updateLine(trx, existing.id, line.product_id, { quantity });
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

/** Whether no VAT is charged to this destination and customer, and why. */
async function vatExemption(
  db: Db,
  context: CartContext,
  country: CountryFact,
): Promise<'export' | 'reverseCharge' | null> {
  if (!country.eu) return 'export';
  if (context.customerId === null) return null;
  const b2b = (await me(db, context.customerId)).b2b;
  const vatId = b2b?.status === 'active' && b2b.vatIdCheck?.status === 'valid' ? b2b.vatId : null;
  if (!vatId) return null;
  // VAT ids start with the country's code (Greece writes EL).
  const prefix = vatId.slice(0, 2).toUpperCase();
  const vatCountry = prefix === 'EL' ? 'GR' : prefix;
  return vatCountry !== context.shopCountry ? 'reverseCharge' : null;
}

function rateOf(country: CountryFact, product: CartProduct): number {
  return product.vatClass === 'reduced' ? country.vatReducedRateBp : country.vatRateBp;
}

const EMPTY_TOTALS = {
  items: money(0),
  discount: money(0),
  shipping: money(0),
  paymentFee: money(0),
  total: money(0),
  vat: [],
  vatExemption: null,
};

/** The cart's answer, worked out from today's prices, stock, promotions and the destination. */
async function cartView(
  db: Db,
  context: CartContext,
  cart: CartRow | undefined,
  countryOverride: string | undefined,
): Promise<Cart> {
  const countryIso = countryOverride ?? cart?.country ?? context.defaultCountry;
  if (!cart) {
    return {
      id: null,
      revision: 0,
      step: CART_STEP.cart,
      lines: [],
      itemCount: 0,
      rules: [],
      promotions: [],
      gift: null,
      shipping: null,
      totals: EMPTY_TOTALS,
      warnings: [],
    };
  }
  const now = (context.now ?? new Date()).toISOString();
  const [rows, codes] = await Promise.all([
    repository.cartLines(db, cart.id),
    repository.cartCodes(db, cart.id),
  ]);
  const requested = countryFacts(countryIso);
  const shop = countryFacts(context.shopCountry);
  // A country the shop does not know gets no shipping; its VAT is estimated as the domain's.
  const destination = requested ?? countryFacts(context.defaultCountry);
  const codedIds = codes.map((code) => code.promotion_id);
  const giftId = cart.gift_product_id;
  const [products, rules, exemption] = await Promise.all([
    cartProducts(
      db,
      context.locale,
      giftId === null ? rows.map((row) => row.product_id) : [...rows.map((row) => row.product_id), giftId],
    ),
    cartPromotionRules(db, context.locale, { now, customerId: context.customerId, codedIds }),
    destination ? vatExemption(db, context, destination) : Promise.resolve(null),
  ]);

  // Prices as the customer pays them: gross, or without the seller's VAT where none is charged.
  const pay = (product: CartProduct, amount: number) =>
    exemption && shop ? netOfGross(amount, rateOf(shop, product)) : amount;
  const rateFor = (product: CartProduct) => (exemption || !destination ? 0 : rateOf(destination, product));
  const priceOf = (product: CartProduct): ProductPrice => {
    const { amount, baseAmount, lowestPriorPrice, currency } = product.card.price;
    return {
      amount: pay(product, amount),
      currency,
      ...(baseAmount === undefined ? {} : { baseAmount: pay(product, baseAmount) }),
      ...(lowestPriorPrice === undefined ? {} : { lowestPriorPrice: pay(product, lowestPriorPrice) }),
    };
  };

  const warnings: CartWarning[] = [];
  type Entry = { product: CartProduct; row?: (typeof rows)[number]; priced: PricedLine };
  const entries: Entry[] = rows.flatMap((row) => {
    const product = products.get(row.product_id);
    if (!product) return [];
    return [
      {
        product,
        row,
        priced: {
          productId: row.product_id,
          quantity: row.quantity,
          unitPrice: pay(product, product.card.price.amount),
          vatRate: rateFor(product),
          gift: false,
          applyPromotions: row.apply_promotions === 1,
          sold: product.active,
          manufacturerId: product.manufacturerId,
          categoryIds: product.categoryIds,
        },
      },
    ];
  });

  // The chosen gift joins as a line when a running gift promotion offers it and the cart qualifies.
  const giftRule =
    giftId === null ? undefined : rules.find((rule) => rule.target === 'gift' && rule.productIds.has(giftId));
  const giftProduct = giftId === null ? undefined : products.get(giftId);
  const usableRules = rules.filter((rule) => rule.target !== 'gift' || rule === giftRule);
  if (giftId !== null && giftRule && giftProduct?.active && giftProduct.stock > 0) {
    entries.push({
      product: giftProduct,
      priced: {
        productId: giftId,
        quantity: 1,
        unitPrice: pay(giftProduct, giftProduct.card.price.amount),
        vatRate: rateFor(giftProduct),
        gift: true,
        applyPromotions: true,
        sold: true,
        manufacturerId: giftProduct.manufacturerId,
        categoryIds: giftProduct.categoryIds,
      },
    });
  }
  let priced = entries.map((entry) => entry.priced);
  let discounted = applyPromotions(priced, usableRules);
  const giftOutcome = discounted.outcomes.find((outcome) => outcome.rule === giftRule);
  if (giftId !== null && !giftOutcome?.applicable) {
    // Not (or no longer) earned: the gift waits outside the cart until it is.
    const index = entries.findIndex((entry) => entry.priced.gift);
    if (index >= 0) entries.splice(index, 1);
    if (cart.gift_product_id !== null)
      warnings.push({ key: 'cart.warning.giftNotEarned', productId: giftId });
    priced = entries.map((entry) => entry.priced);
    discounted = applyPromotions(
      priced,
      usableRules.filter((rule) => rule !== giftRule),
    );
  }

  // Shipping: the cheapest method to the destination, for the weight and what the items cost.
  const weightGrams = entries.reduce(
    (sum, entry) =>
      entry.priced.sold ? sum + multiply(entry.product.weightGrams, entry.priced.quantity) : sum,
    0,
  );
  const sold = entries.some((entry) => entry.priced.sold);
  const option =
    requested && sold
      ? await cheapestShipping(db, context.locale, {
          countryIso: requested.iso,
          weightGrams,
          itemsAmount: discounted.itemsAfterDiscount,
        })
      : null;
  const shippingCharge =
    option && shop ? (exemption ? netOfGross(option.price.amount, shop.vatRateBp) : option.price.amount) : 0;
  const freeByPromotion = discounted.freeShipping;
  const shippingAmount = freeByPromotion ? 0 : shippingCharge;
  const totals = cartTotals(priced, discounted.lineDiscounts, {
    shipping: shippingAmount,
    paymentFee: 0,
    serviceVatRate: exemption || !destination ? 0 : destination.vatRateBp,
  });

  const lines = entries.map((entry, index) => {
    const { product, row } = entry;
    const lineWarnings: CartLineWarning[] = [];
    if (!product.active) lineWarnings.push('notSold');
    else if (product.stock <= 0) lineWarnings.push('outOfStock');
    else if (entry.priced.quantity > product.stock) lineWarnings.push('notEnoughStock');
    const changed = row !== undefined && row.added_price !== product.card.price.amount;
    if (changed) lineWarnings.push('priceChanged');
    for (const key of lineWarnings) warnings.push({ key: `cart.warning.${key}`, productId: product.card.id });
    return {
      productId: product.card.id,
      sku: product.card.sku,
      name: product.card.name,
      path: product.card.path,
      image: product.card.image,
      quantity: entry.priced.quantity,
      unitPrice: priceOf(product),
      addedPrice: changed && row ? money(pay(product, row.added_price)) : null,
      discount: money(discounted.lineDiscounts[index] ?? 0),
      total: money(totals.lineTotals[index] ?? 0),
      vatRate: entry.priced.vatRate,
      stock: product.card.stock,
      maxQuantity: Math.max(Math.min(product.stock, CART_QUANTITY_MAX), 0),
      gift: entry.priced.gift,
      applyPromotions: entry.priced.applyPromotions,
      warnings: lineWarnings,
    };
  });

  const outcomeOf = new Map(discounted.outcomes.map((outcome) => [outcome.rule.id, outcome]));
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  const codeRules: CartRule[] = codedIds.flatMap((id) => {
    const rule = ruleById.get(id);
    if (!rule || rule.code === null) return [];
    const outcome = outcomeOf.get(id);
    const minimumMissing = outcome?.reason === 'minimumNotReached';
    return [
      {
        code: rule.code,
        name: rule.name,
        slug: rule.slug,
        applicable: outcome?.applicable ?? false,
        reason: outcome ? outcome.reason : 'noMatchingProducts',
        minimum: rule.minimumAmount > 0 ? money(rule.minimumAmount) : null,
        missing: minimumMissing ? money(outcome.missing) : null,
        discount: money(outcome?.discount ?? 0),
        freeShipping: outcome?.freeShipping ?? false,
      },
    ];
  });
  const applied = discounted.outcomes.filter((outcome) => outcome.applicable);
  const ruleOf = (id: number): CartPromotionRule | undefined => ruleById.get(id);
  const freeAbove = option?.freeAbove ?? null;
  const gift = lines.find((line) => line.gift);

  return {
    id: cart.id,
    revision: cart.revision,
    step: toStep(cart.step),
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    rules: codeRules,
    promotions: applied.flatMap((outcome) => {
      const rule = ruleOf(outcome.rule.id);
      if (!rule) return [];
      return [
        {
          slug: rule.slug,
          name: rule.name,
          kind: rule.target === 'gift' ? ('gift' as const) : rule.kind,
          code: rule.code,
          discount: money(outcome.discount),
          freeShipping: outcome.freeShipping,
        },
      ];
    }),
    gift: gift && giftRule ? { productId: gift.productId, promotionSlug: giftRule.slug } : null,
    shipping: sold
      ? {
          country: countryIso,
          method: option ? { id: option.id, name: option.name } : null,
          estimate: true,
          available: option !== null,
          amount: money(shippingAmount),
          free: option !== null && shippingAmount === 0,
          freeAbove,
          missingForFree:
            freeAbove && !freeByPromotion
              ? money(Math.max(freeAbove.amount - discounted.itemsAfterDiscount, 0))
              : null,
          deliveryDays: option?.deliveryDays ?? null,
        }
      : null,
    totals: {
      items: money(totals.items),
      discount: money(totals.discount),
      shipping: money(totals.shipping),
      paymentFee: money(totals.paymentFee),
      total: money(totals.total),
      vat: totals.vat.map((group) => ({ rate: group.rate, net: money(group.net), vat: money(group.vat) })),
      vatExemption: exemption,
    },
    warnings,
  };
}

function toStep(step: number): CartStep {
  switch (step) {
    case CART_STEP.checkout:
    case CART_STEP.checkoutShipping:
    case CART_STEP.checkoutPayment:
      return step;
    default:
      return CART_STEP.cart;
  }
}

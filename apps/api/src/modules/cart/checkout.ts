/**
 * The checkout's choices on the cart (SPEC.md §3 steps: checkout=1 signed in, checkoutShipping=2
 * addresses and carrier, checkoutPayment=3): the customer's delivery and invoice addresses, the
 * carrier method, what stands in the way of each step, and the two calls the orders module places an
 * order with (`lockCartForOrder`, `closeCart`).
 */
import {
  CART_STEP,
  money,
  type Address,
  type Cart,
  type CartAddressInput,
  type CartCarrierInput,
  type CartCarriers,
  type CartStep,
  type CartValidation,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { AddressNotFound, getAddress } from '../account/index.ts';
import { AuthRequired } from '../auth/index.ts';
import { shippingOption, shippingOptions, type CarrierOption } from '../carriers/index.ts';
import { workOutCart, type CartContext, type WorkedCart } from './work-out.ts';
import * as repository from './repository.ts';
import { changeCartRow, findCart } from './service.ts';

/** An address id that is not one of the signed-in customer's (unknown, deleted, or another's). */
export class CheckoutAddressNotFound extends DomainError {
  constructor(path: 'addressDeliveryId' | 'addressInvoiceId') {
    super(404, 'error.address.notFound', [{ path, message: 'error.address.notFound' }]);
  }
}

/** No carrier method delivers this cart (its weight) to the delivery address's country. */
export class CountryNotServed extends DomainError {
  constructor(country: string) {
    super(409, 'error.cart.countryNotServed', [
      { path: 'addressDeliveryId', message: 'error.cart.countryNotServed', params: { country } },
    ]);
  }
}

/** Carriers are offered for the delivery address: it is chosen first. */
export class DeliveryAddressRequired extends DomainError {
  constructor() {
    super(409, 'error.cart.noDeliveryAddress');
  }
}

/** A carrier method that is not among those delivering this cart to its delivery address. */
export class CarrierNotAvailable extends DomainError {
  constructor() {
    super(409, 'error.cart.carrierNotAvailable', [
      { path: 'carrierMethodId', message: 'error.cart.carrierNotAvailable' },
    ]);
  }
}

/** The signed-in customer (the routes ask for a session first). */
function customerOf(context: CartContext): number {
  if (context.customerId === null) throw new AuthRequired();
  return context.customerId;
}

async function ownAddress(
  db: Db,
  locale: Locale,
  customerId: number,
  addressId: number,
  path: 'addressDeliveryId' | 'addressInvoiceId',
): Promise<Address> {
  try {
    return await getAddress(db, locale, customerId, addressId);
  } catch (error) {
    if (error instanceof AddressNotFound) throw new CheckoutAddressNotFound(path);
    throw error;
  }
}

/**
 * `POST /v1/cart/address`: the delivery and invoice addresses, two of the customer's own (or one for
 * both). Some carrier must deliver the cart to the delivery country; that country becomes the cart's
 * estimate country too. A carrier chosen before stays chosen while it delivers there.
 */
export async function chooseAddresses(db: Db, context: CartContext, input: CartAddressInput) {
  const customerId = customerOf(context);
  return changeCartRow(db, context, async (trx, cart) => {
    const [delivery, invoice] = await Promise.all([
      ownAddress(trx, context.locale, customerId, input.addressDeliveryId, 'addressDeliveryId'),
      ownAddress(trx, context.locale, customerId, input.addressInvoiceId, 'addressInvoiceId'),
    ]);
    const worked = await workOutCart(trx, context, cart, { addresses: { delivery, invoice } });
    if (!worked.delivered) throw new CountryNotServed(delivery.countryIso);
    return {
      row: { address_delivery_id: delivery.id, address_invoice_id: invoice.id, country: delivery.countryIso },
    };
  });
}

/**
 * `GET /v1/cart/carriers`: the methods that deliver the cart to its delivery address, cheapest first,
 * each priced for this cart as the Cart prices its shipping; 409 without a delivery address.
 */
export async function cartCarriers(db: Db, context: CartContext): Promise<CartCarriers> {
  customerOf(context);
  const worked = await workOutCart(db, context, await findCart(db, context));
  const delivery = worked.addresses.delivery;
  if (!delivery) throw new DeliveryAddressRequired();
  const options = await shippingOptions(db, context.locale, worked.shipment);
  return {
    country: delivery.countryIso,
    items: options.map((option) => {
      const price = worked.shippingPrice(option);
      return {
        id: option.id,
        name: option.name,
        description: option.description,
        price: money(price),
        free: price === 0,
        freeAbove: option.freeAbove,
        deliveryDays: option.deliveryDays,
        chosen: worked.carrier?.id === option.id,
      };
    }),
  };
}

/** `POST /v1/cart/carriers`: one of the methods `cartCarriers` offers now, else 409. */
export async function chooseCarrier(db: Db, context: CartContext, input: CartCarrierInput) {
  customerOf(context);
  return changeCartRow(db, context, async (trx, cart) => {
    const worked = await workOutCart(trx, context, cart);
    if (!worked.addresses.delivery) throw new DeliveryAddressRequired();
    const option = await shippingOption(trx, context.locale, input.carrierMethodId, worked.shipment);
    if (!option) throw new CarrierNotAvailable();
    return { row: { carrier_method_id: option.id } };
  });
}

type CartProblem = CartValidation['problems'][number];

/**
 * What stands in the way of going on from `step`, every step up to it: the cart's contents (step 0),
 * a customer (1), addresses that are still there and a delivery country served (2), a carrier that
 * still delivers the cart (3). A visitor is asked to sign in; what needs a customer is not checked
 * further for them.
 */
function problemsOf(worked: WorkedCart, signedIn: boolean, step: CartStep): CartProblem[] {
  const { cart, addresses } = worked;
  const problems: CartProblem[] = [];
  const bought = cart.lines.filter((line) => !line.gift);
  if (bought.length === 0) problems.push({ key: 'cart.problem.empty' });
  for (const line of cart.lines) {
    if (line.warnings.includes('notSold'))
      problems.push({ key: 'cart.problem.notSold', productId: line.productId });
    else if (line.warnings.includes('outOfStock'))
      problems.push({ key: 'cart.problem.outOfStock', productId: line.productId });
    else if (line.warnings.includes('notEnoughStock'))
      problems.push({
        key: 'cart.problem.notEnoughStock',
        productId: line.productId,
        available: line.maxQuantity,
      });
  }
  // A code that does not apply is no problem: it stays on the cart unapplied (`cart.rules` says why)
  // and applies by itself once the cart qualifies.
  const undeliverable = cart.shipping !== null && !cart.shipping.available;
  if (undeliverable) problems.push({ key: 'cart.problem.notDelivered' });
  if (step < CART_STEP.checkout) return problems;
  if (!signedIn) return [...problems, { key: 'cart.problem.signInRequired' }];
  if (step < CART_STEP.checkoutShipping) return problems;
  if (!addresses.delivery) problems.push({ key: 'cart.problem.noDeliveryAddress' });
  else if (!worked.delivered && !undeliverable) problems.push({ key: 'cart.problem.notDelivered' });
  if (!addresses.invoice) problems.push({ key: 'cart.problem.noInvoiceAddress' });
  if (step < CART_STEP.checkoutPayment) return problems;
  // A carrier is chosen for a delivery address that is served: without one, that is the problem.
  if (addresses.delivery && worked.delivered && !worked.carrier)
    problems.push({ key: 'cart.problem.noCarrier' });
  return problems;
}

/** `GET /v1/cart/validate`: what stands in the way of going on from `step`. */
export async function validateCart(db: Db, context: CartContext, step: CartStep): Promise<CartValidation> {
  const worked = await workOutCart(db, context, await findCart(db, context));
  const problems = problemsOf(worked, context.customerId !== null, step);
  return { valid: problems.length === 0, problems };
}

/** The cart row as an order is placed from it. */
export interface OrderableCart {
  id: number;
  /** What a payment is for: a payment for another revision is not for this cart as it is. */
  revision: number;
  customerId: number;
  /** The ids as chosen; `cart.addresses` has the addresses (null where one was deleted since). */
  addressDeliveryId: number | null;
  addressInvoiceId: number | null;
  carrierMethodId: number | null;
  giftProductId: number | null;
  /** The promotions of the codes entered, as entered (applying or not: see `cart.rules`). */
  codePromotionIds: number[];
  /** The promotions that give the cart something now, automatic and coded: their uses to record. */
  appliedPromotionIds: number[];
}

export interface CartForOrder {
  row: OrderableCart;
  /** The Cart answer worked out inside the transaction: prices, stock, promotions as they are now. */
  cart: Cart;
  /** The chosen carrier method priced for the shipment (null when none delivers: see `problems`). */
  carrier: CarrierOption | null;
  /** What stands in the way of paying (`GET /v1/cart/validate?step=3`); an order needs none. */
  problems: CartProblem[];
}

/**
 * For the orders module: locks the signed-in customer's open cart until `trx` ends (no change to it,
 * and no second order from it, in between) and works it out inside the same transaction, so the order
 * is placed from exactly what `cart` says. Undefined for a visitor or a customer without an open cart.
 * `context` is the customer's as a request gives it (`defaultCountry` only matters without a delivery
 * address, which `problems` then reports). Follow it with `closeCart` in the same transaction.
 */
export async function lockCartForOrder(trx: Trx, context: CartContext): Promise<CartForOrder | undefined> {
  if (context.customerId === null) return undefined;
  const row = await repository.lockOpenCart(trx, { customerId: context.customerId });
  if (!row) return undefined;
  const [worked, codes] = await Promise.all([
    workOutCart(trx, context, row),
    repository.cartCodes(trx, row.id),
  ]);
  return {
    row: {
      id: row.id,
      revision: row.revision,
      customerId: context.customerId,
      addressDeliveryId: row.address_delivery_id,
      addressInvoiceId: row.address_invoice_id,
      carrierMethodId: row.carrier_method_id,
      giftProductId: row.gift_product_id,
      codePromotionIds: codes.map((code) => code.promotion_id),
      appliedPromotionIds: worked.appliedPromotionIds,
    },
    cart: worked.cart,
    carrier: worked.carrier,
    problems: problemsOf(worked, true, CART_STEP.checkoutPayment),
  };
}

/**
 * For the orders module, in the transaction that placed the order: marks the cart `ordered` (one
 * revision on), so the customer's next add starts a new cart. False when it was no longer open.
 */
export function closeCart(trx: Trx, cartId: number, now: Date): Promise<boolean> {
  return repository.markCartOrdered(trx, cartId, now.toISOString());
}

import { CART_STEP, type Cart } from '@tendero/contract';
import type { Trx } from '../../db/transaction.ts';
import type { CarrierOption } from '../carriers/index.ts';
import { codePromotionIdsOf, lockOpenCart, workOutCart, type CartContext } from '../cart/index.ts';
import { holdPromotionLimits } from '../promotions/index.ts';
import { problemsOf, type CartProblem } from './validation.ts';

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
 * Locks the signed-in customer's open cart until `trx` ends (no change to it, and no second order
 * from it, in between), holds the usage limits of its promotions, and works it out inside the same
 * transaction, so the order is placed from
 * exactly what `cart` says. Undefined for a visitor or a customer without an open cart. `context` is
 * the customer's as a request gives it (`defaultCountry` only matters without a delivery address,
 * which `problems` then reports). Follow it with the cart's `markCartOrdered` in the same transaction.
 */
export async function lockCartForOrder(trx: Trx, context: CartContext): Promise<CartForOrder | undefined> {
  if (context.customerId === null) return undefined;
  const row = await lockOpenCart(trx, context.customerId);
  if (!row) return undefined;
  const codePromotionIds = await codePromotionIdsOf(trx, row.id);
  // Before the cart's promotions are worked out: their uses are counted with every order before this one.
  await holdPromotionLimits(trx, codePromotionIds, new Date());
  const worked = await workOutCart(trx, context, row);
  return {
    row: {
      id: row.id,
      revision: row.revision,
      customerId: context.customerId,
      addressDeliveryId: row.address_delivery_id,
      addressInvoiceId: row.address_invoice_id,
      carrierMethodId: row.carrier_method_id,
      giftProductId: row.gift_product_id,
      codePromotionIds,
      appliedPromotionIds: worked.appliedPromotionIds,
    },
    cart: worked.cart,
    carrier: worked.carrier,
    problems: problemsOf(worked, true, CART_STEP.checkoutPayment),
  };
}

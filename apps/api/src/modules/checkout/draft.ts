import type { Trx } from '../../db/transaction.ts';
import { me } from '../account/index.ts';
import type { CartContext } from '../cart/index.ts';
import { countryFacts } from '../geo/service.ts';
import type { OrderDraft } from '../orders/index.ts';
import type { CartForOrder } from './cart-for-order.ts';

/**
 * What an order of this cart would be, or null when the cart cannot be ordered as it stands (nothing
 * to buy, a line not sold or short of stock, no addresses or carrier). A code that does not apply is
 * no obstacle: it stays on the cart unapplied, and the order is placed without its discount.
 */
export async function orderDraftOf(
  trx: Trx,
  context: CartContext,
  locked: CartForOrder,
): Promise<Omit<OrderDraft, 'provider'> | null> {
  const { cart } = locked;
  if (context.customerId === null || cart.id === null || locked.problems.length > 0) return null;
  const { delivery, invoice } = cart.addresses;
  const shipping = cart.shipping;
  if (!delivery || !invoice || !shipping?.method || !shipping.deliveryDays) return null;
  if (shipping.estimate || !shipping.available) return null;
  if (!cart.lines.some((line) => !line.gift)) return null;
  if (cart.lines.some((line) => line.warnings.some((warning) => warning !== 'priceChanged'))) return null;
  // Shipping is taxed at the destination's standard rate, as the cart's totals work it out.
  const destination = countryFacts(delivery.countryIso);
  if (!destination) return null;
  const customer = await me(trx, context.customerId);
  return {
    customerId: context.customerId,
    cartId: cart.id,
    revision: cart.revision,
    locale: context.locale,
    email: customer.email,
    lines: cart.lines,
    promotions: cart.promotions,
    promotionIds: locked.row.appliedPromotionIds,
    totals: cart.totals,
    carrier: {
      id: shipping.method.id,
      name: shipping.method.name,
      deliveryDays: shipping.deliveryDays,
    },
    shippingVatRate: cart.totals.vatExemption ? 0 : destination.vatRateBp,
    delivery,
    invoice,
  };
}

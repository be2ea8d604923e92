/**
 * Paying a cart by card. The amount always comes from the server's cart; one provider intent per
 * cart, updated in place when the total changes, created with the idempotency key cart id + revision.
 */
import { CART_STEP, type PaymentAuth, type PaymentIntentAnswer } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { readCart, type CartContext } from '../cart/index.ts';
import { paymentOfCart, savePayment, type PaymentProvider, type ProviderIntent } from '../payments/index.ts';
import { isRefusal } from './card-placement.ts';
import { CartChanged, CartNotPayable, NothingToPay, PaymentIncomplete } from './errors.ts';
import { validateCart } from './validation.ts';

/** `GET /v1/cart/payment/auth`: whether the cart may be paid now, how, and which revision that is. */
export async function paymentAuth(
  db: Db,
  provider: PaymentProvider,
  context: CartContext,
): Promise<PaymentAuth> {
  const [validation, cart] = await Promise.all([
    validateCart(db, context, CART_STEP.checkoutPayment),
    readCart(db, context),
  ]);
  const zeroAmount = cart.totals.total.amount === 0;
  return {
    payable: validation.valid,
    problems: validation.problems,
    provider: zeroAmount ? null : provider.name,
    publishableKey: zeroAmount ? null : provider.publishableKey,
    amount: cart.totals.total,
    zeroAmount,
    revision: cart.revision,
  };
}

/**
 * `GET /v1/orders/stripe/payment-intent`: the cart's one intent, created or updated in place for the
 * cart's current revision (`revision`, when given, must be it: the shopper pays what they reviewed).
 */
export async function paymentIntent(
  db: Db,
  provider: PaymentProvider,
  context: CartContext,
  revision: number | undefined,
): Promise<PaymentIntentAnswer> {
  const customerId = context.customerId;
  if (customerId === null) throw new NotFound('error.cart.notFound');
  const [validation, cart] = await Promise.all([
    validateCart(db, context, CART_STEP.checkoutPayment),
    readCart(db, context),
  ]);
  if (!validation.valid || cart.id === null) throw new CartNotPayable(validation.problems);
  if (revision !== undefined && revision !== cart.revision) throw new CartChanged('payment', cart.revision);
  const { amount, currency } = cart.totals.total;
  if (amount === 0) throw new NothingToPay();

  const metadata = {
    cartId: String(cart.id),
    revision: String(cart.revision),
    customerId: String(customerId),
    locale: context.locale,
  };
  const key = `cart-${cart.id}-r${cart.revision}`;
  const existing = await paymentOfCart(db, cart.id);
  let intent: ProviderIntent | null = null;
  const reusable =
    existing?.intent_id &&
    existing.provider === provider.name &&
    existing.order_id === null &&
    !isRefusal(existing.failure_code);
  if (existing && reusable && existing.intent_id) {
    if (existing.status === 'succeeded') throw new PaymentIncomplete('alreadyPaid');
    intent = await provider.retrieveIntent(existing.intent_id);
    if (intent && intent.status === 'succeeded') throw new PaymentIncomplete('alreadyPaid');
    if (intent && (intent.amount !== amount || intent.metadata.revision !== metadata.revision)) {
      intent = await provider.updateIntent(intent.id, { amount, metadata }, `${key}-update`);
    }
  }
  intent ??= await provider.createIntent({ amount, currency, metadata, idempotencyKey: key });
  const now = new Date().toISOString();
  const cartId = cart.id;
  const paid = intent;
  await db.transaction().execute((trx) =>
    savePayment(trx, {
      cart_id: cartId,
      customer_id: customerId,
      cart_revision: cart.revision,
      provider: provider.name,
      intent_id: paid.id,
      amount,
      currency,
      status: paid.status === 'canceled' ? 'failed' : paid.status,
      failure_code: null,
      order_id: null,
      created_at: now,
      updated_at: now,
    }),
  );
  return {
    provider: provider.name,
    intentId: paid.id,
    clientSecret: paid.clientSecret,
    amount: cart.totals.total,
    revision: cart.revision,
    publishableKey: provider.publishableKey,
  };
}

/**
 * Card payment of a cart (DESIGN.md §9 "Payment"). The amount always comes from the server's cart;
 * one provider intent per cart, updated in place when the total changes, created with the idempotency
 * key cart id + revision. The order is placed exactly once per payment, keyed by the intent id, by
 * whichever comes first: the shopper's return (`confirmPayment`) or the provider's webhook
 * (`receiveWebhook`). Amount, currency and revision are checked against what was paid; a mismatch, or
 * stock sold out meanwhile, places no order and refunds the payment.
 */
import {
  CART_STEP,
  money,
  type CartProblem,
  type PaymentAuth,
  type PaymentFees,
  type PaymentIntentAnswer,
  type PlacedOrder,
} from '@tendero/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { DomainError, InvalidInput, NotFound } from '../../lib/domain-error.ts';
import {
  bumpCartRevision,
  closeCart,
  lockCartForOrder,
  readCart,
  validateCart,
  type CartContext,
} from '../cart/index.ts';
import { orderDraftOf, placeOrder, placedOrderOf, SoldOut } from '../orders/index.ts';
import type { PaymentProvider, ProviderIntent } from './provider.ts';
import * as repository from './repository.ts';

type Problem = z.infer<typeof CartProblem>;

export class CartNotPayable extends DomainError {
  constructor(problems: readonly Problem[]) {
    super(
      409,
      'error.payment.cartNotPayable',
      problems.map((problem) => ({
        path: problem.productId === undefined ? 'cart' : `product.${problem.productId}`,
        message: problem.key,
        ...(problem.available === undefined ? {} : { params: { available: problem.available } }),
      })),
    );
  }
}

export class CartChanged extends DomainError {
  constructor(revision: number) {
    super(409, 'error.payment.cartChanged', [
      { path: 'revision', message: 'error.payment.cartChanged', params: { revision } },
    ]);
  }
}

export class NothingToPay extends DomainError {
  constructor() {
    super(409, 'error.payment.nothingToPay');
  }
}

/** The card was declined: `code` is the provider's decline code, which the storefront words. */
export class PaymentDeclined extends DomainError {
  constructor(code: string) {
    super(402, 'error.payment.declined', [
      { path: 'payment', message: `error.payment.decline.${code}`, params: { code } },
    ]);
  }
}

export class PaymentIncomplete extends DomainError {
  constructor(status: string) {
    super(409, 'error.payment.incomplete', [{ path: 'payment', message: `error.payment.status.${status}` }]);
  }
}

/** Paid, but no order could be placed (the cart changed, or stock ran out): the money went back. */
export class PaymentRefunded extends DomainError {
  constructor(reason: string) {
    super(409, 'error.payment.refunded', [{ path: 'payment', message: `error.payment.refunded.${reason}` }]);
  }
}

export class WebhookRefused extends DomainError {
  constructor() {
    super(400, 'error.payment.webhookSignature');
  }
}

/** Why a payment placed no order; the money is refunded. */
type RefusalReason = 'mismatch' | 'stock';
const REFUSALS: readonly string[] = ['mismatch', 'stock'];
const STOCK_PROBLEMS: readonly string[] = ['cart.problem.outOfStock', 'cart.problem.notEnoughStock'];

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

/** `GET /v1/orders/stripe/fees`: consumer cards cost the shopper nothing (PSD2 Art. 62(4)). */
export async function paymentFees(): Promise<PaymentFees> {
  return { items: [{ method: 'card', fee: money(0) }] };
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
  if (revision !== undefined && revision !== cart.revision) throw new CartChanged(cart.revision);
  const { amount, currency } = cart.totals.total;
  if (amount === 0) throw new NothingToPay();

  const metadata = {
    cartId: String(cart.id),
    revision: String(cart.revision),
    customerId: String(customerId),
    locale: context.locale,
  };
  const key = `cart-${cart.id}-r${cart.revision}`;
  const existing = await repository.paymentOfCart(db, cart.id);
  let intent: ProviderIntent | null = null;
  const reusable =
    existing?.intent_id &&
    existing.provider === provider.name &&
    existing.order_id === null &&
    !REFUSALS.includes(existing.failure_code ?? '');
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
    repository.savePayment(trx, {
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

export interface PlacementSettings {
  /** The seller's country (whose VAT is taken out where none is charged). */
  shopCountry: string;
}

type Placement = { kind: 'placed'; order: PlacedOrder } | { kind: 'refused'; reason: RefusalReason };

/**
 * Places the order an intent paid for, once: the payment row is locked, and an order already placed
 * for it is answered again. A paid amount, currency or revision that is not the cart's, or stock gone,
 * places nothing and refunds the payment.
 */
async function placeForIntent(
  db: Db,
  provider: PaymentProvider,
  settings: PlacementSettings,
  intent: ProviderIntent,
): Promise<Placement | null> {
  const now = new Date().toISOString();
  let outcome: Placement | null | undefined;
  try {
    outcome = await db.transaction().execute(async (trx): Promise<Placement | null> => {
      const payment = await repository.lockPaymentByIntent(trx, intent.id);
      if (!payment) return null;
      if (payment.order_id !== null)
        return { kind: 'placed', order: await placedOrderOf(trx, payment.order_id) };
      if (REFUSALS.includes(payment.failure_code ?? ''))
        return { kind: 'refused', reason: payment.failure_code as RefusalReason };
      const context: CartContext = {
        locale: (intent.metadata.locale ?? 'en') as CartContext['locale'],
        customerId: payment.customer_id,
        token: undefined,
        defaultCountry: settings.shopCountry,
        shopCountry: settings.shopCountry,
      };
      const locked = await lockCartForOrder(trx, context);
      const cart = locked?.cart;
      const matches =
        locked !== undefined &&
        cart !== undefined &&
        cart.id === payment.cart_id &&
        String(cart.revision) === intent.metadata.revision &&
        cart.totals.total.amount === intent.amount &&
        cart.totals.total.currency.toLowerCase() === intent.currency.toLowerCase();
      const draft = matches && locked ? await orderDraftOf(trx, context, locked) : null;
      if (!draft) {
        const soldOut = locked?.problems.some((problem) => STOCK_PROBLEMS.includes(problem.key));
        return { kind: 'refused', reason: soldOut ? 'stock' : 'mismatch' };
      }
      const order = await placeOrder(trx, { ...draft, provider: provider.name }, now);
      await closeCart(trx, payment.cart_id, new Date(now));
      await repository.updatePayment(trx, payment.id, {
        order_id: order.id,
        status: 'succeeded',
        failure_code: null,
        updated_at: now,
      });
      return { kind: 'placed', order: { reference: order.reference, status: order.status } };
    });
  } catch (error) {
    if (!(error instanceof SoldOut)) throw error;
    outcome = { kind: 'refused', reason: 'stock' };
  }
  if (outcome?.kind === 'refused') await refundRefused(db, provider, intent, outcome.reason);
  return outcome ?? null;
}

/**
 * Records why a paid intent placed no order and gives the money back. The one who records the refusal
 * refunds (a racing webhook finds it recorded); the cart's revision moves on, so paying again makes a
 * new intent.
 */
async function refundRefused(
  db: Db,
  provider: PaymentProvider,
  intent: ProviderIntent,
  reason: RefusalReason,
): Promise<void> {
  const now = new Date().toISOString();
  const refundId = await db.transaction().execute(async (trx) => {
    const payment = await repository.lockPaymentByIntent(trx, intent.id);
    if (!payment || payment.order_id !== null || REFUSALS.includes(payment.failure_code ?? '')) return null;
    await repository.updatePayment(trx, payment.id, {
      status: 'succeeded',
      failure_code: reason,
      updated_at: now,
    });
    await bumpCartRevision(trx, payment.cart_id, now);
    return repository.insertRefund(trx, {
      payment_id: payment.id,
      amount: intent.amount,
      reason,
      provider_refund_id: null,
      status: 'pending',
      created_at: now,
    });
  });
  if (refundId === null) return;
  const refund = await provider.refund(intent.id, intent.amount, `refund-${intent.id}`);
  await repository.updateRefund(db, refundId, { provider_refund_id: refund.id, status: 'succeeded' });
}

/**
 * `GET /v1/orders/stripe/confirmation`: the shopper's return after paying (and after 3-D Secure).
 * Asks the provider how the intent stands and places the order when it is paid.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  settings: PlacementSettings,
  customerId: number,
  intentId: string,
): Promise<PlacedOrder> {
  const payment = await repository.paymentByIntent(db, intentId);
  // Another customer's payment is as unknown as a made-up one.
  if (!payment || payment.customer_id !== customerId) throw new NotFound('error.payment.notFound');
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) throw new NotFound('error.payment.notFound');
  if (intent.status === 'succeeded') {
    const outcome = await placeForIntent(db, provider, settings, intent);
    if (outcome?.kind === 'placed') return outcome.order;
    throw new PaymentRefunded(outcome?.reason ?? 'mismatch');
  }
  await recordAttempt(db, intent);
  if (intent.status === 'requires_payment_method' && intent.lastError)
    throw new PaymentDeclined(intent.lastError);
  throw new PaymentIncomplete(intent.status);
}

/** Keeps the payment row's status and decline code as the provider has them (never over a success). */
async function recordAttempt(db: Db, intent: ProviderIntent): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const payment = await repository.lockPaymentByIntent(trx, intent.id);
    if (!payment || payment.status === 'succeeded' || payment.order_id !== null) return;
    const declined = intent.status === 'requires_payment_method' && intent.lastError !== null;
    await repository.updatePayment(trx, payment.id, {
      status: declined ? 'failed' : intent.status === 'canceled' ? 'failed' : intent.status,
      failure_code: intent.lastError,
      updated_at: new Date().toISOString(),
    });
  });
}

/**
 * `POST /v1/payments/stripe/webhook`: signature checked; then the intent is asked for afresh, so a late,
 * repeated or out-of-order event acts on how the payment stands now.
 */
export async function receiveWebhook(
  db: Db,
  provider: PaymentProvider,
  settings: PlacementSettings,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true }> {
  if (!signature) throw new WebhookRefused();
  let event;
  try {
    event = provider.verifyWebhook(rawBody, signature);
  } catch {
    throw new WebhookRefused();
  }
  if (!event.intent) return { received: true };
  const intent = await provider.retrieveIntent(event.intent.id);
  if (!intent) return { received: true };
  if (intent.status === 'succeeded') await placeForIntent(db, provider, settings, intent);
  else await recordAttempt(db, intent);
  return { received: true };
}

/** The intent id of a query, checked for shape before it goes to the provider. */
export function intentIdOf(value: string): string {
  if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(value))
    throw new InvalidInput('query.payment_intent', 'validation.string.format');
  return value;
}

/** The provider the shop pays through: Stripe when configured, else the offline test provider. */
export type { PaymentProvider };
export type PaymentConfig = Pick<Config, 'stripe' | 'sessionSecret'>;

export class TestProviderOff extends NotFound {
  constructor() {
    super('error.payment.testProviderOff');
  }
}

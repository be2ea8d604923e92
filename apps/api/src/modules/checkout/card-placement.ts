/**
 * The order of a card payment is placed exactly once per payment, keyed by the intent id, by
 * whichever comes first: the shopper's return (`confirmPayment`) or the provider's webhook
 * (`receiveWebhook`). A paid amount, currency or revision that is not the cart's, or stock sold out
 * meanwhile, places no order and refunds the payment.
 */
import type { PlacedOrder } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { bumpCartRevision, type CartContext } from '../cart/index.ts';
import type { EventPayloads } from '../events/service.ts';
import { placedOrderOf, SoldOut } from '../orders/index.ts';
import {
  lockPaymentByIntent,
  paymentByIntent,
  testWebhookOf,
  updatePayment,
  verifiedWebhookEvent,
  type PaymentProvider,
  type ProviderIntent,
} from '../payments/index.ts';
import { markPaymentRefundSucceeded, recordPaymentRefund } from '../refunds/index.ts';
import { PaymentDeclined, PaymentIncomplete, PaymentRefunded } from './errors.ts';
import { placeOrderFromCart } from './place-order.ts';

export interface PlacementSettings {
  /** The seller's country (whose VAT is taken out where none is charged). */
  shopCountry: string;
}

/** Why a payment placed no order, as its row records it; the money is refunded. */
type RefusalReason = 'mismatch' | 'stock';
const REFUSALS: readonly string[] = ['mismatch', 'stock'];

/** Whether a payment's failure code says it was refused (and refunded): its intent is done with. */
export function isRefusal(failureCode: string | null): boolean {
  return REFUSALS.includes(failureCode ?? '');
}

type Placement = { kind: 'placed'; order: PlacedOrder } | { kind: 'refused'; reason: RefusalReason };

/**
 * Places the order an intent paid for, once: the payment row is locked, and an order already placed
 * for it is answered again. A refusal is recorded and refunded.
 */
async function placeForIntent(
  db: Db,
  provider: PaymentProvider,
  settings: PlacementSettings,
  intent: ProviderIntent,
): Promise<Placement | null> {
  const now = new Date();
  let outcome: Placement | null | undefined;
  try {
    outcome = await db.transaction().execute(async (trx): Promise<Placement | null> => {
      const payment = await lockPaymentByIntent(trx, intent.id);
      if (!payment) return null;
      if (payment.order_id !== null)
        return { kind: 'placed', order: await placedOrderOf(trx, payment.order_id) };
      if (isRefusal(payment.failure_code))
        return { kind: 'refused', reason: payment.failure_code as RefusalReason };
      const context: CartContext = {
        locale: (intent.metadata.locale ?? 'en') as CartContext['locale'],
        customerId: payment.customer_id,
        token: undefined,
        defaultCountry: settings.shopCountry,
        shopCountry: settings.shopCountry,
      };
      const placement = await placeOrderFromCart(
        trx,
        context,
        { kind: 'card', provider: provider.name, paymentId: payment.id, cartId: payment.cart_id, intent },
        now,
      );
      if (placement.kind === 'placed') return placement;
      // Paid for a cart that is no longer there: not the cart that was paid for.
      return { kind: 'refused', reason: placement.reason === 'noCart' ? 'mismatch' : placement.reason };
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
    const payment = await lockPaymentByIntent(trx, intent.id);
    if (!payment || payment.order_id !== null || isRefusal(payment.failure_code)) return null;
    await updatePayment(trx, payment.id, { status: 'succeeded', failure_code: reason, updated_at: now });
    await bumpCartRevision(trx, payment.cart_id, now);
    return recordPaymentRefund(trx, { paymentId: payment.id, amount: intent.amount, reason, at: now });
  });
  if (refundId === null) return;
  const refund = await provider.refund(intent.id, intent.amount, `refund-${intent.id}`);
  await markPaymentRefundSucceeded(db, refundId, refund.id);
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
  const payment = await paymentByIntent(db, intentId);
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
    const payment = await lockPaymentByIntent(trx, intent.id);
    if (!payment || payment.status === 'succeeded' || payment.order_id !== null) return;
    const declined = intent.status === 'requires_payment_method' && intent.lastError !== null;
    await updatePayment(trx, payment.id, {
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
  const event = verifiedWebhookEvent(provider, rawBody, signature);
  if (!event.intent) return { received: true };
  const intent = await provider.retrieveIntent(event.intent.id);
  if (!intent) return { received: true };
  if (intent.status === 'succeeded') await placeForIntent(db, provider, settings, intent);
  else await recordAttempt(db, intent);
  return { received: true };
}

/**
 * The test provider's webhook, delivered by the event worker as Stripe delivers its own: signed, late
 * and at least once, through the same checks as a webhook that came over HTTP.
 */
export async function deliverTestWebhook(
  db: Db,
  config: Config,
  event: EventPayloads['payment.testWebhook'],
): Promise<void> {
  const webhook = await testWebhookOf(db, config, event);
  if (!webhook) return;
  await receiveWebhook(
    db,
    webhook.provider,
    { shopCountry: config.shop.country },
    webhook.body,
    webhook.signature,
  );
}

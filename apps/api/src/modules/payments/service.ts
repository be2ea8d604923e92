/**
 * What the payments module answers itself: the fees per method, the shape of an intent id, and its
 * refusals. Paying a cart and placing its order is the checkout module's.
 */
import { money, type PaymentFees } from '@tendero/contract';
import { DomainError, InvalidInput, NotFound } from '../../lib/domain-error.ts';

/** A webhook without the provider's signature over its exact body. */
export class WebhookRefused extends DomainError {
  constructor() {
    super(400, 'error.payment.webhookSignature');
  }
}

/** `GET /v1/orders/stripe/fees`: consumer cards cost the shopper nothing (PSD2 Art. 62(4)). */
export async function paymentFees(): Promise<PaymentFees> {
  return { items: [{ method: 'card', fee: money(0) }] };
}

/** The intent id of a query, checked for shape before it goes to the provider. */
export function intentIdOf(value: string): string {
  if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(value))
    throw new InvalidInput('query.payment_intent', 'validation.string.format');
  return value;
}

export class TestProviderOff extends NotFound {
  constructor() {
    super('error.payment.testProviderOff');
  }
}

/**
 * A card payment provider, as the shop uses it (docs/operations.md#payments-stripe-and-the-test-provider):
 * Stripe when configured, the offline test provider otherwise. Both speak Stripe's language (PaymentIntents,
 * its webhook signatures), so everything above this interface is the same for both.
 */
import type { PaymentStatus } from './tables.ts';

/** A PaymentIntent as the provider holds it. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** Smallest currency unit (cents). */
  amount: number;
  /** Lower-case ISO 4217, as Stripe writes it. */
  currency: string;
  status: PaymentStatus | 'canceled';
  metadata: Record<string, string>;
  /** The decline code of the last failed attempt (card_declined, insufficient_funds, …). */
  lastError: string | null;
}

/** A webhook event about an intent, after its signature was checked. */
export interface ProviderEvent {
  id: string;
  type: string;
  intent: ProviderIntent | null;
}

export interface NewIntent {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The same key answers the same intent (cart id + revision). */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** What the browser needs to load the provider's payment form (null for the test provider). */
  readonly publishableKey: string | null;
  createIntent(intent: NewIntent): Promise<ProviderIntent>;
  /** Changes the amount of an intent not yet paid (updated in place when the cart's total changes). */
  updateIntent(
    id: string,
    change: { amount: number; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Gives back `amount` of a succeeded intent; the idempotency key keeps a retried refund single. */
  refund(intentId: string, amount: number, idempotencyKey: string): Promise<{ id: string }>;
  /** Checks the signature of a webhook's raw body; throws when it is not the provider's. */
  verifyWebhook(rawBody: string, signature: string): ProviderEvent;
}

/** Stripe's signature checks accept events this many seconds old: late webhooks are retried anew by Stripe. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

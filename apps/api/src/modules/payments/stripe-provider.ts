/**
 * Stripe through its official package (PaymentIntents, refunds, webhook signatures). `apiUrl` points
 * it at another host: the local fake of Stripe's endpoints that the tests use.
 */
import Stripe from 'stripe';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  type NewIntent,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
} from './provider.ts';
import { eventFromStripe, statusOf } from './test-provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API host, e.g. http://127.0.0.1:12111 for a local fake; empty: api.stripe.com. */
  apiUrl?: string;
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: intent.currency,
    status: statusOf(intent.status),
    metadata: { ...intent.metadata },
    lastError: error ? (error.decline_code ?? error.code ?? 'card_declined') : null,
  };
};

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));
  }

  async createIntent(intent: NewIntent): Promise<ProviderIntent> {
    const created = await this.stripe.paymentIntents.create(
      {
        amount: intent.amount,
        currency: intent.currency.toLowerCase(),
        metadata: intent.metadata,
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: intent.idempotencyKey },
    );
    return toIntent(created);
  }

  async updateIntent(
    id: string,
    change: { amount: number; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<ProviderIntent> {
    return toIntent(
      await this.stripe.paymentIntents.update(
        id,
        { amount: change.amount, metadata: change.metadata },
        { idempotencyKey },
      ),
    );
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async refund(intentId: string, amount: number, idempotencyKey: string): Promise<{ id: string }> {
    const refund = await this.stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey });
    return { id: refund.id };
  }

  verifyWebhook(rawBody: string, signature: string): ProviderEvent {
    return eventFromStripe(
      this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      ),
    );
  }
}

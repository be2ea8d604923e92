import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { StripeProvider } from './stripe-provider.ts';
import { TestProvider, testWebhookSecret } from './test-provider.ts';

const providers = new WeakMap<Db, PaymentProvider>();

/**
 * The shop's card provider: Stripe when STRIPE_SECRET_KEY is set (config insists on its publishable key
 * and webhook secret then), the offline test provider otherwise. One per database, shared by the
 * routes and the event worker.
 */
export function paymentProviderOf(db: Db, config: Pick<Config, 'stripe' | 'sessionSecret'>): PaymentProvider {
  let provider = providers.get(db);
  if (!provider) {
    const { secretKey, publishableKey, webhookSecret, apiUrl } = config.stripe;
    provider =
      secretKey && publishableKey && webhookSecret
        ? new StripeProvider({ secretKey, publishableKey, webhookSecret, apiUrl })
        : new TestProvider(db, testWebhookSecret(config.sessionSecret));
    providers.set(db, provider);
  }
  return provider;
}

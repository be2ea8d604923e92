import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { EventPayloads } from '../events/service.ts';
import type { PaymentProvider, ProviderEvent } from './provider.ts';
import { paymentProviderOf } from './providers.ts';
import { WebhookRefused } from './service.ts';
import { TestProvider } from './test-provider.ts';

/** The event of a webhook whose signature is the provider's over its exact body; else 400. */
export function verifiedWebhookEvent(
  provider: PaymentProvider,
  rawBody: string,
  signature: string | undefined,
): ProviderEvent {
  if (!signature) throw new WebhookRefused();
  try {
    return provider.verifyWebhook(rawBody, signature);
  } catch {
    throw new WebhookRefused();
  }
}

/**
 * The test provider's webhook of `event`, signed as Stripe signs its own, with the provider it is
 * for; null when Stripe was configured since the event was written (Stripe sends its own webhooks)
 * or the intent is gone.
 */
export async function testWebhookOf(
  db: Db,
  config: Config,
  event: EventPayloads['payment.testWebhook'],
): Promise<{ provider: PaymentProvider; body: string; signature: string } | null> {
  const provider = paymentProviderOf(db, config);
  if (!(provider instanceof TestProvider)) return null;
  const webhook = await provider.webhookOf(event);
  if (!webhook) return null;
  return { provider, body: webhook.body, signature: webhook.signature };
}

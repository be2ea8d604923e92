import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { EventPayloads } from '../events/service.ts';
import { paymentProviderOf } from './providers.ts';
import { receiveWebhook } from './service.ts';
import { TestProvider } from './test-provider.ts';

/**
 * The test provider's webhook, delivered by the event worker as Stripe delivers its own: signed, late
 * and at least once, through the same checks as a webhook that came over HTTP.
 */
export async function deliverTestWebhook(
  db: Db,
  config: Config,
  event: EventPayloads['payment.testWebhook'],
): Promise<void> {
  const provider = paymentProviderOf(db, config);
  // Stripe was configured since the event was written: Stripe sends its own webhooks.
  if (!(provider instanceof TestProvider)) return;
  const webhook = await provider.webhookOf(event);
  if (!webhook) return;
  await receiveWebhook(db, provider, { shopCountry: config.shop.country }, webhook.body, webhook.signature);
}

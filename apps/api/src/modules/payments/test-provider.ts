/**
 * The offline test provider (docs/operations.md#payments-stripe-and-the-test-provider): a card provider that
 * lives in the shop's own database and behaves like Stripe in test mode, so the whole checkout works without
 * an account or a network. Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 9995 lacks funds, 4000 0027 6000 3184 asks for 3-D Secure (a challenge page). It
 * sends its webhooks too: as events, signed as Stripe signs them, delivered by the event worker (so late, and
 * at least once).
 */
import { createHmac, randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, NotFound } from '../../lib/domain-error.ts';
import { enqueueEvent } from '../events/service.ts';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  type NewIntent,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
} from './provider.ts';
import * as repository from './test-provider-repository.ts';

/** The test cards the payment step lists, with what each does. */
export const TEST_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000002760003184': 'authentication_required',
} as const;

export interface TestCard {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** What the card form learns after confirming: done, a challenge to pass, or why the card failed. */
export type TestConfirmation =
  | { status: 'succeeded' }
  | { status: 'requires_action' }
  | { status: 'requires_payment_method'; declineCode: string };

export class TestIntentNotPayable extends DomainError {
  constructor() {
    super(409, 'error.payment.notPayable');
  }
}

const stripeWebhooks = Stripe.webhooks;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why a card is refused before any bank is asked, as Stripe words it; null when it may be charged. */
function cardProblem(card: TestCard, now: Date): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return 'incorrect_number';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'invalid_expiry';
  // A card is valid until the end of its expiry month.
  const end = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (end <= now.getTime()) return 'expired_card';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'incorrect_cvc';
  return null;
}

const toIntent = (row: repository.TestIntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.client_secret,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  metadata: JSON.parse(row.metadata) as Record<string, string>,
  lastError: row.last_error,
});

/** The event Stripe would send about an intent, as JSON, with its signature header. */
export function signedTestWebhook(
  secret: string,
  event: { id: string; type: string; intent: ProviderIntent },
  timestamp = Math.floor(Date.now() / 1000),
): { body: string; signature: string } {
  const { intent } = event;
  const body = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: timestamp,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
        client_secret: intent.clientSecret,
        metadata: intent.metadata,
        last_payment_error: intent.lastError === null ? null : { decline_code: intent.lastError },
      },
    },
  });
  return { body, signature: stripeWebhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}

/** Reads a Stripe-shaped `payment_intent.*` event into the provider-neutral shape. */
export function eventFromStripe(event: Stripe.Event): ProviderEvent {
  if (!event.type.startsWith('payment_intent.')) return { id: event.id, type: event.type, intent: null };
  const object = event.data.object as Stripe.PaymentIntent;
  const error = object.last_payment_error;
  return {
    id: event.id,
    type: event.type,
    intent: {
      id: object.id,
      clientSecret: object.client_secret ?? '',
      amount: object.amount,
      currency: object.currency,
      status: statusOf(object.status),
      metadata: { ...object.metadata },
      lastError: error ? (error.decline_code ?? error.code ?? 'card_declined') : null,
    },
  };
}

const STATUSES: readonly ProviderIntent['status'][] = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];

/** Stripe's intent states as the shop keeps them (awaiting confirmation counts as awaiting a card). */
export function statusOf(status: Stripe.PaymentIntent.Status): ProviderIntent['status'] {
  return STATUSES.find((known) => known === status) ?? 'requires_payment_method';
}

/** The test provider's webhook secret: made from the session secret, so nobody outside can sign. */
export function testWebhookSecret(sessionSecret: string): string {
  return `whsec_${createHmac('sha256', sessionSecret).update('tendero test provider webhooks').digest('base64url')}`;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

export function testProvider(db: Db, webhookSecret: string): TestProvider {
  return new TestProvider(db, webhookSecret);
}

export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Db,
    readonly webhookSecret: string,
  ) {}

  async createIntent(intent: NewIntent): Promise<ProviderIntent> {
    const now = new Date().toISOString();
    const id = `pi_test_${token(18)}`;
    const row = await this.db.transaction().execute((trx) =>
      repository.insertTestIntent(trx, {
        id,
        client_secret: `${id}_secret_${token(18)}`,
        idempotency_key: intent.idempotencyKey,
        amount: intent.amount,
        currency: intent.currency.toLowerCase(),
        status: 'requires_payment_method',
        metadata: JSON.stringify(intent.metadata),
        card_last4: null,
        last_error: null,
        amount_refunded: 0,
        created_at: now,
        updated_at: now,
      }),
    );
    return toIntent(row);
  }

  async updateIntent(
    id: string,
    change: { amount: number; metadata: Record<string, string> },
  ): Promise<ProviderIntent> {
    return this.db.transaction().execute(async (trx) => {
      const row = await repository.lockTestIntent(trx, id);
      if (!row) throw new NotFound('error.payment.notFound');
      // Stripe refuses to change an intent that is paid or being paid.
      if (row.status === 'succeeded' || row.status === 'processing' || row.status === 'canceled')
        throw new TestIntentNotPayable();
      const updated = await repository.updateTestIntent(trx, id, {
        amount: change.amount,
        metadata: JSON.stringify(change.metadata),
        status: 'requires_payment_method',
        updated_at: new Date().toISOString(),
      });
      return toIntent(updated);
    });
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const row = await repository.testIntent(this.db, id);
    return row ? toIntent(row) : null;
  }

  /** As Stripe: the same idempotency key answers the refund it made, so a retry never pays out twice. */
  async refund(intentId: string, amount: number, idempotencyKey: string): Promise<{ id: string }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await repository.lockTestIntent(trx, intentId);
      // Looked up under the intent's lock: a retry racing the first call waits for its answer.
      const made = await repository.testRefundByKey(trx, idempotencyKey);
      if (made) return { id: made.id };
      if (!row || row.status !== 'succeeded') throw new TestIntentNotPayable();
      if (row.amount_refunded + amount > row.amount) throw new TestIntentNotPayable();
      const now = new Date().toISOString();
      await repository.updateTestIntent(trx, intentId, {
        amount_refunded: row.amount_refunded + amount,
        updated_at: now,
      });
      const id = `re_test_${token(18)}`;
      await repository.insertTestRefund(trx, {
        id,
        intent_id: intentId,
        idempotency_key: idempotencyKey,
        amount,
        created_at: now,
      });
      return { id };
    });
  }

  verifyWebhook(rawBody: string, signature: string): ProviderEvent {
    return eventFromStripe(
      stripeWebhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS),
    );
  }

  /** The intent whose client secret the browser holds, or 404 (the secret is the browser's key to it). */
  private async intentOf(trx: Trx, intentId: string, clientSecret: string) {
    const row = await repository.lockTestIntent(trx, intentId);
    if (!row || row.client_secret !== clientSecret) throw new NotFound('error.payment.notFound');
    return row;
  }

  /** The card form's "pay": the card decides what happens, as Stripe's test cards do. */
  async confirmCard(
    intentId: string,
    clientSecret: string,
    card: TestCard,
    now = new Date(),
  ): Promise<TestConfirmation> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.intentOf(trx, intentId, clientSecret);
      if (row.status !== 'requires_payment_method') throw new TestIntentNotPayable();
      const number = card.number.replace(/[\s-]/g, '');
      const problem = cardProblem(card, now);
      const outcome = problem ?? (TEST_CARDS[number as keyof typeof TEST_CARDS] || 'card_declined');
      const at = now.toISOString();
      const last4 = number.slice(-4);
      if (outcome === 'succeeds') {
        await this.settle(trx, row.id, { status: 'succeeded', card_last4: last4, last_error: null }, at);
        return { status: 'succeeded' };
      }
      if (outcome === 'authentication_required') {
        await repository.updateTestIntent(trx, row.id, {
          status: 'requires_action',
          card_last4: last4,
          last_error: null,
          updated_at: at,
        });
        return { status: 'requires_action' };
      }
      await this.settle(trx, row.id, { status: 'requires_payment_method', last_error: outcome }, at);
      return { status: 'requires_payment_method', declineCode: outcome };
    });
  }

  /** The 3-D Secure challenge page's answer: authenticated, or failed (the card may be tried again). */
  async completeChallenge(
    intentId: string,
    clientSecret: string,
    approve: boolean,
  ): Promise<TestConfirmation> {
    return this.db.transaction().execute(async (trx) => {
      const row = await this.intentOf(trx, intentId, clientSecret);
      if (row.status !== 'requires_action') throw new TestIntentNotPayable();
      const at = new Date().toISOString();
      if (approve) {
        await this.settle(trx, row.id, { status: 'succeeded', last_error: null }, at);
        return { status: 'succeeded' };
      }
      await this.settle(
        trx,
        row.id,
        { status: 'requires_payment_method', last_error: 'authentication_failed' },
        at,
      );
      return { status: 'requires_payment_method', declineCode: 'authentication_failed' };
    });
  }

  /** Writes an attempt's outcome and queues the webhook Stripe would send about it. */
  private async settle(
    trx: Trx,
    intentId: string,
    change: {
      status: 'succeeded' | 'requires_payment_method';
      last_error: string | null;
      card_last4?: string;
    },
    at: string,
  ): Promise<void> {
    await repository.updateTestIntent(trx, intentId, { ...change, updated_at: at });
    await enqueueEvent(trx, 'payment.testWebhook', {
      intentId,
      eventId: `evt_test_${token(18)}`,
      type: change.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    });
  }

  /** The webhook of a queued event, as the worker delivers it. */
  async webhookOf(event: { intentId: string; eventId: string; type: string }) {
    const intent = await this.retrieveIntent(event.intentId);
    if (!intent) return null;
    return signedTestWebhook(this.webhookSecret, { id: event.eventId, type: event.type, intent });
  }
}

/**
 * A local fake of the Stripe endpoints the shop uses (PaymentIntents create/update/retrieve, refunds),
 * for tests: the official `stripe` package is pointed at it with STRIPE_API_URL. It keeps Stripe's
 * idempotency-key rule (same key, same answer) and lets a test play the browser's part (`confirm`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code: string } | null;
  amount_refunded: number;
}

export interface StripeFake {
  url: string;
  intents: Map<string, FakeIntent>;
  /** Every request as received: method, path, idempotency key. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** What Stripe.js does when the shopper pays: the intent succeeds or fails with a decline code. */
  confirm(intentId: string, outcome: 'succeeded' | { declineCode: string }): FakeIntent;
  close(): Promise<void>;
}

/** Stripe's form encoding (`metadata[cartId]=1`) read into a flat record of nested keys. */
function formOf(body: string): Map<string, string> {
  return new Map(new URLSearchParams(body));
}

function metadataOf(form: Map<string, string>, base: Record<string, string> = {}): Record<string, string> {
  const metadata = { ...base };
  for (const [key, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, FakeIntent>();
  const answered = new Map<string, { status: number; body: string }>();
  const requests: StripeFake['requests'] = [];

  const handle = (
    method: string,
    path: string,
    form: Map<string, string>,
  ): { status: number; body: unknown } => {
    const error = (status: number, message: string) => ({
      status,
      body: { error: { type: 'invalid_request_error', message } },
    });
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: FakeIntent = {
        id: id('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'eur',
        status: 'requires_payment_method',
        client_secret: '',
        metadata: metadataOf(form),
        last_payment_error: null,
        amount_refunded: 0,
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (intentPath?.[1]) {
      const intent = intents.get(intentPath[1]);
      if (!intent) return error(404, 'No such payment_intent');
      if (method === 'GET') return { status: 200, body: intent };
      if (intent.status === 'succeeded' || intent.status === 'processing')
        return error(
          400,
          'This PaymentIntent’s amount could not be updated because it has a status of succeeded.',
        );
      if (form.has('amount')) intent.amount = Number(form.get('amount'));
      intent.metadata = metadataOf(form, intent.metadata);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return error(400, 'Nothing to refund');
      const amount = Number(form.get('amount') ?? intent.amount - intent.amount_refunded);
      if (intent.amount_refunded + amount > intent.amount) return error(400, 'Refund exceeds the charge');
      intent.amount_refunded += amount;
      return { status: 200, body: { id: id('re'), object: 'refund', amount, status: 'succeeded' } };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  };

  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method, path, idempotencyKey });
      const known = idempotencyKey ? answered.get(idempotencyKey) : undefined;
      const result =
        known ??
        (() => {
          const { status, body: answer } = handle(method, path, formOf(body));
          return { status, body: JSON.stringify(answer) };
        })();
      if (idempotencyKey && !known && method === 'POST') answered.set(idempotencyKey, result);
      response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    confirm(intentId, outcome) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      if (outcome === 'succeeded') {
        intent.status = 'succeeded';
        intent.last_payment_error = null;
      } else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = { code: 'card_declined', decline_code: outcome.declineCode };
      }
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

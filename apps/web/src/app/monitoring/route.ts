import { tunnelTarget } from '@/lib/sentry-tunnel';

/** Envelopes are small; anything bigger is not an error report. */
const MAX_ENVELOPE_BYTES = 1024 * 1024;

/**
 * The Sentry tunnel (docs/storefront.md#error-reporting): forwards the browser's error reports for the shop's
 * own DSN.
 */
export async function POST(request: Request): Promise<Response> {
  const envelope = await request.text();
  if (envelope.length > MAX_ENVELOPE_BYTES) return new Response(null, { status: 413 });
  const target = tunnelTarget(envelope, process.env.SENTRY_DSN);
  if (!target) return new Response(null, { status: 400 });
  const forwarded = await fetch(target, {
    method: 'POST',
    body: envelope,
    headers: { 'content-type': 'application/x-sentry-envelope' },
  }).catch(() => null);
  return new Response(null, { status: forwarded?.ok ? 200 : 502 });
}

/**
 * The carrier webhook's signature (Stripe's scheme, as the contract describes it): the header
 * `t=<unix seconds>,v1=<hex>` where the hex is HMAC-SHA256 of `${t}.${rawBody}` with the shared secret.
 * More than one `v1` may be given (a secret being rotated); one must match, and the time must be within
 * the tolerance either way, so a captured request cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CARRIER_SIGNATURE_TOLERANCE_SECONDS } from '@tendero/contract';

const hmac = (secret: string, timestamp: number, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The signature header for a body sent at `timestamp` (unix seconds). */
export function carrierSignature(
  secret: string,
  rawBody: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/** Whether the header signs this exact body with `secret`, recently enough. */
export function isValidCarrierSignature(
  secret: string | undefined,
  rawBody: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!secret || !header || header.length > 1024) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - timestamp) > CARRIER_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  // Every candidate is compared, in constant time each: the answer's timing tells nothing of the secret.
  return signatures
    .map((signature) => timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    .some(Boolean);
}

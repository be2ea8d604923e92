import { AUTH_ERRORS } from '@tendero/contract';
import { InvalidInput, ServiceUnavailable } from '../../lib/domain-error.ts';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/**
 * Asks Cloudflare whether a Turnstile token is good. Without TURNSTILE_SECRET the shop offers only the
 * arithmetic challenge, so a Turnstile token is refused.
 */
export async function verifyTurnstile(
  secret: string | undefined,
  token: string,
  remoteIp: string,
): Promise<void> {
  if (!secret) throw new InvalidInput('verification', AUTH_ERRORS.turnstileUnavailable);
  let outcome: unknown;
  try {
    const response = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    outcome = await response.json();
  } catch {
    throw new ServiceUnavailable();
  }
  const success = typeof outcome === 'object' && outcome !== null && 'success' in outcome && outcome.success;
  if (success !== true) throw new InvalidInput('verification', AUTH_ERRORS.turnstileFailed);
}

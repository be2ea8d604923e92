import { TOKEN_LIFETIME_SECONDS } from '@tendero/contract/constants';
import type { TokenResponse } from '@tendero/contract';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresInMs: number;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Turns the token response (docs/api.md#shapes) into tokens and an expiry; the lifetime defaults to 3600 s.
 */
export function parseTokenResponse(body: TokenResponse, now: number = Date.now()): SessionTokens {
  const expiresInMs = (body.expires_in ?? TOKEN_LIFETIME_SECONDS) * 1000;
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    expiresInMs,
    expiresAt: now + expiresInMs,
  };
}

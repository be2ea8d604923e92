import { TOKEN_LIFETIME_SECONDS } from '@tendero/contract';
import { describe, expect, it } from 'vitest';
import { parseTokenResponse } from './tokens.ts';

describe('parseTokenResponse', () => {
  const now = 1_700_000_000_000;

  it('defaults the lifetime to 3600 s and the refresh token to null', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(parseTokenResponse({ access_token: 'acc' }, now)).toEqual({
      accessToken: 'acc',
      refreshToken: null,
      expiresInMs: 3_600_000,
      expiresAt: now + 3_600_000,
    });
  });

  it('uses an explicit expires_in and refresh token', () => {
    expect(parseTokenResponse({ access_token: 'acc', refresh_token: 'ref', expires_in: 900 }, now)).toEqual({
      accessToken: 'acc',
      refreshToken: 'ref',
      expiresInMs: 900_000,
      expiresAt: now + 900_000,
    });
  });

  it('counts from the current time by default', () => {
    const before = Date.now();
    const { expiresAt } = parseTokenResponse({ access_token: 'acc', expires_in: 10 });
    expect(expiresAt).toBeGreaterThanOrEqual(before + 10_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10_000);
  });
});

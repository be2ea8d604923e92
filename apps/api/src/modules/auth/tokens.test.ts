import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 's'.repeat(40);
const claims = { customerId: 7, sessionId: 11 };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('answers the claims of a valid token, again and again', async () => {
    const token = await signAccessToken(SECRET, claims, 60);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
  });

  it('refuses a token once it expired, though it was verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:00:00Z'));
    const token = await signAccessToken(SECRET, claims, 5);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2031-03-01T10:00:04Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    vi.setSystemTime(new Date('2031-03-01T10:00:05Z'));
    expect(await verifyAccessToken(SECRET, token)).toBeNull();
  });

  it('refuses a token verified under another secret, and a tampered one', async () => {
    const token = await signAccessToken(SECRET, claims, 60);
    expect(await verifyAccessToken(SECRET, token)).toEqual(claims);
    expect(await verifyAccessToken('o'.repeat(40), token)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '8', sid: 11 })).toString('base64url');
    expect(await verifyAccessToken(SECRET, `${header}.${forged}.${signature}`)).toBeNull();
  });
});

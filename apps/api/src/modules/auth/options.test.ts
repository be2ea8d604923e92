import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aSignedInCustomer } from '../../test/fixtures.ts';
import { Browser, register, uniqueEmail } from './test-support.ts';
import { SITEVERIFY_URL } from './turnstile.ts';

describe('auth with Turnstile and short access tokens', () => {
  const ctx = useTestApp({ TURNSTILE_SECRET: 'turnstile-test-secret', ACCESS_TOKEN_SECONDS: '1' });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const siteverify = (answer: () => Promise<Response>) => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    });
    return calls;
  };
  const turnstile = (browser: Browser) =>
    register(browser, { verification: { type: 'turnstile', token: 'tt-token' } });

  it('registers with a Turnstile token that Cloudflare accepts', async () => {
    const calls = siteverify(async () => Response.json({ success: true }));
    const browser = new Browser(ctx.app);
    const response = await turnstile(browser);
    expect(response.statusCode).toBe(201);
    expect(calls).toEqual([
      {
        url: SITEVERIFY_URL,
        body: { secret: 'turnstile-test-secret', response: 'tt-token', remoteip: browser.ip },
      },
    ]);
  });

  it('refuses a token Cloudflare rejects, and answers 503 when Cloudflare cannot be asked', async () => {
    siteverify(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }));
    const refused = await turnstile(new Browser(ctx.app));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'verification', message: 'auth.turnstile.failed' }]);

    siteverify(async () => {
      throw new TypeError('fetch failed');
    });
    const down = await turnstile(new Browser(ctx.app));
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('1');
    expect(down.json().message).toBe('error.serviceUnavailable');
  });

  it('still takes the arithmetic challenge', async () => {
    expect((await register(new Browser(ctx.app))).statusCode).toBe(201);
  });

  it('lets an access token expire after ACCESS_TOKEN_SECONDS; a refresh brings the session back', async () => {
    // Only the clock is faked: the token is 1 s old or 2 s old exactly when the test says so.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { browser } = await aSignedInCustomer(ctx.app);
      const token = browser.cookies.get('tendero_access')?.value ?? '';
      const me = () => ctx.app.inject({ url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
      expect((await me()).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2000);
      const expired = await me();
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('auth.required');
      expect((await browser.post('/v1/auth/refresh')).statusCode).toBe(204);
      expect((await browser.get('/v1/me')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('auth in production', () => {
  const ctx = useTestApp({
    NODE_ENV: 'production',
    SESSION_SECRET: 'p'.repeat(40),
    SHOP_VAT_ID: 'DE136695976',
  });

  it('marks session cookies Secure', async () => {
    const challenge = (await ctx.app.inject({ url: '/v1/auth/challenge' })).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: {
        firstName: 'Ana',
        lastName: 'Silva',
        email: uniqueEmail('secure'),
        password: 'secret12',
        passwordRepeat: 'secret12',
        verification: {
          type: 'challenge',
          a: challenge.a,
          b: challenge.b,
          answer: challenge.a + challenge.b,
          token: challenge.token,
        },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.map((cookie) => [cookie.name, cookie.secure, cookie.httpOnly])).toEqual([
      ['tendero_access', true, true],
      ['tendero_refresh', true, true],
      ['tendero_session', true, undefined],
    ]);
  });
});

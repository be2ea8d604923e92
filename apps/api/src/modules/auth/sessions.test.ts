import { describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '@tendero/contract';
import { SESSION_HINT_COOKIE } from '@tendero/contract/constants';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, aSignedInCustomer } from '../../test/fixtures.ts';
import { Browser, randomIp, uniqueEmail } from './test-support.ts';

describe('auth routes: sessions', () => {
  const ctx = useTestApp({ SHOP_DOMAINS: 'de=tendero.de,fr=shop.localhost:3000' });

  const login = (browser: Browser, email: string, password: string) =>
    browser.post('/v1/auth/login', { email, password });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('signs in with e-mail (any case) and password, setting both cookies', async () => {
    const customer = await aCustomer(ctx.app);
    const browser = new Browser(ctx.app);
    const response = await login(browser, ` ${customer.email.toUpperCase()} `, customer.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: customer.email, firstName: 'Ana' });
    expect([...browser.cookies.keys()].sort()).toEqual([
      SESSION_COOKIES.access,
      SESSION_COOKIES.refresh,
      SESSION_HINT_COOKIE,
    ]);
    expect((await browser.get('/v1/me')).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 auth.credentials.invalid', async () => {
    const customer = await aCustomer(ctx.app);
    const wrong = await login(new Browser(ctx.app), customer.email, 'not the password');
    const unknown = await login(new Browser(ctx.app), uniqueEmail('nobody'), 'not the password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'auth.credentials.invalid',
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('answers 429 to a brute force on one account, while others can still sign in', async () => {
    const customer = await aCustomer(ctx.app);
    const attacker = new Browser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await login(attacker, customer.email, `guess-${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const limited = await login(attacker, customer.email, customer.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('error.rateLimited');
    expect((await login(new Browser(ctx.app), customer.email, customer.password)).statusCode).toBe(200);
  });

  it('keeps counting a brute force whose client writes a new X-Forwarded-For each time', async () => {
    const customer = await aCustomer(ctx.app);
    const attacker = new Browser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await attacker.request({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: customer.email, password: `guess-${i}` },
        // A client that writes the header itself, as if it were a proxy: not one the API trusts.
        headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits sign-ins per address across e-mails, password grants counted with them', async () => {
    const attacker = new Browser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const email = uniqueEmail(`sprayed${i}`);
      const response =
        i % 2 === 0
          ? await login(attacker, email, 'Summer2026!')
          : await attacker.post('/v1/auth/token', { grant_type: 'password', email, password: 'Summer2026!' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual([429, 429]);
    // Refresh grants and other addresses are not held up.
    const refresh = await attacker.post('/v1/auth/token', {
      grant_type: 'refresh_token',
      refresh_token: 'x',
    });
    expect(refresh.statusCode).toBe(401);
    const customer = await aCustomer(ctx.app);
    expect((await login(new Browser(ctx.app), customer.email, customer.password)).statusCode).toBe(200);
  });

  it('rotates the refresh token: 204 with new cookies, the old access token keeps its session', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const before = new Map(browser.cookies);
    const response = await browser.post('/v1/auth/refresh');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const name of [SESSION_COOKIES.access, SESSION_COOKIES.refresh]) {
      expect(browser.cookies.get(name)?.value).toBeDefined();
      expect(browser.cookies.get(name)?.value).not.toBe(before.get(name)?.value);
    }
    expect((await browser.get('/v1/me')).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token comes back', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const stolen = new Browser(ctx.app);
    for (const [name, cookie] of browser.cookies) stolen.cookies.set(name, { ...cookie });

    expect((await browser.post('/v1/auth/refresh')).statusCode).toBe(204);
    const reuse = await stolen.post('/v1/auth/refresh');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('auth.refresh.invalid');
    expect(stolen.cookies.size).toBe(0);

    // The newest token of the family and its access token stop working too.
    const later = await browser.post('/v1/auth/refresh');
    expect(later.statusCode).toBe(401);
    expect(later.json().message).toBe('auth.refresh.invalid');
    const session = await ctx.app.database.db
      .selectFrom('auth_session')
      .select(['revoked_at', 'revoked_reason'])
      .orderBy('id', 'desc')
      .where('revoked_reason', '=', 'reuse')
      .executeTakeFirst();
    expect(session?.revoked_at).toEqual(expect.any(String));
  });

  it('stores refresh tokens only as their SHA-256', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const token = browser.cookies.get(SESSION_COOKIES.refresh)?.value ?? '';
    const { createHash } = await import('node:crypto');
    const rows = await ctx.app.database.db.selectFrom('refresh_token').select('token_hash').execute();
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
  });

  it('answers 401 to a refresh without a refresh cookie', async () => {
    const response = await new Browser(ctx.app).post('/v1/auth/refresh');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('auth.refresh.invalid');
  });

  it('signs out: 204, cookies cleared, the session and its tokens end', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const kept = new Browser(ctx.app);
    for (const [name, cookie] of browser.cookies) kept.cookies.set(name, { ...cookie });
    const response = await browser.post('/v1/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(browser.cookies.size).toBe(0);
    expect((await kept.get('/v1/me')).statusCode).toBe(401);
    expect((await kept.post('/v1/auth/refresh')).statusCode).toBe(401);
    expect((await new Browser(ctx.app).post('/v1/auth/logout')).statusCode).toBe(204);
  });

  it('a new sign-in in the same browser ends the session it replaces', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const old = new Browser(ctx.app);
    for (const [name, cookie] of browser.cookies) old.cookies.set(name, { ...cookie });
    expect((await login(browser, customer.email, customer.password)).statusCode).toBe(200);
    expect((await old.post('/v1/auth/refresh')).statusCode).toBe(401);
    expect((await browser.get('/v1/me')).statusCode).toBe(200);
  });

  it('gives Bearer tokens for the password grant, refreshes them, and revokes a reused one', async () => {
    const customer = await aCustomer(ctx.app);
    const ip = randomIp();
    const grant = (payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/v1/auth/token', remoteAddress: ip, payload });
    const first = await grant({ grant_type: 'password', email: customer.email, password: customer.password });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const tokens = first.json();
    expect(tokens).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
    });
    expect(first.cookies).toEqual([]);

    const me = await ctx.app.inject({ url: '/v1/me', headers: bearer(tokens.access_token) });
    expect(me.json().email).toBe(customer.email);
    // A Bearer client sends no cookies and no Origin: not a browser riding on a session.
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers: bearer(tokens.access_token),
      payload: { lastName: 'Costa' },
    });
    expect(patched.statusCode).toBe(200);

    const second = await grant({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(tokens.refresh_token);
    const reused = await grant({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('auth.refresh.invalid');
    const third = await grant({ grant_type: 'refresh_token', refresh_token: second.json().refresh_token });
    expect(third.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/v1/me', headers: bearer(second.json().access_token) })).statusCode,
    ).toBe(401);

    const wrong = await grant({ grant_type: 'password', email: customer.email, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('auth.credentials.invalid');
    const bad = await grant({ grant_type: 'client_credentials' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'grant_type', message: 'validation.union.invalid' });
  });

  it('ignores a forged or garbled Bearer token', async () => {
    for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoxfQ.']) {
      const response = await ctx.app.inject({ url: '/v1/me', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('auth.required');
    }
  });

  it('refuses cookie-carrying unsafe requests from other origins with 403 auth.origin.forbidden', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const cookie = browser.cookieHeader('/v1/me') ?? '';
    const patch = (headers: Record<string, string>, firstName: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/v1/me',
        headers: { cookie, ...headers },
        payload: { firstName },
      });
    const name = async () =>
      (await ctx.app.inject({ url: '/v1/me', headers: { cookie, origin: 'https://evil.example' } })).json()
        .firstName;

    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      {},
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await patch(headers, 'Mallory');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'auth.origin.forbidden',
      });
    }
    // Reads are not checked, and nothing was changed.
    expect(await name()).toBe('Ana');
    const shop: Record<string, string>[] = [
      { origin: 'http://localhost:3000' },
      { origin: 'http://127.0.0.1:3000' },
      { referer: 'http://localhost:3000/en/account' },
      { origin: 'https://tendero.de' },
      { origin: 'http://shop.localhost:3000' },
    ];
    for (const [index, headers] of shop.entries()) {
      expect((await patch(headers, `Ana ${index}`)).statusCode).toBe(200);
      expect(await name()).toBe(`Ana ${index}`);
    }
  });
});

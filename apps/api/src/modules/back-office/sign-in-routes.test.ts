import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, ADMIN_SESSION_COOKIE, ADMIN_SESSION_IDLE_SECONDS } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { Browser, register, SHOP_ORIGIN, uniqueEmail } from '../auth/test-support.ts';
import { inviteOperator } from './operator-accounts.ts';
import { ensureOperator, inviteToken, OPERATOR_PASSWORD, operatorCookie } from './test-support.ts';

describe('operators: sign-in, sessions and invites', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const sessionsOf = async (email: string) =>
    db()
      .selectFrom('operator_session as s')
      .innerJoin('operator as o', 'o.id', 's.operator_id')
      .select(['s.token_hash', 's.last_seen_at', 's.expires_at'])
      .where('o.email', '=', email)
      .execute();

  it('signs an operator in with an httpOnly, SameSite=Strict cookie for /v1/admin, then out', async () => {
    const email = uniqueEmail('operator');
    await ensureOperator(ctx.app, email);
    const browser = new Browser(ctx.app);
    const login = await browser.post('/v1/admin/auth/login', {
      email: email.toUpperCase(),
      password: OPERATOR_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ id: expect.any(Number), email, name: 'Olga Operator' });
    expect(login.headers['cache-control']).toBe('private, no-store');
    const cookie = login.cookies.find((candidate) => candidate.name === ADMIN_SESSION_COOKIE);
    expect(cookie).toMatchObject({ path: '/v1/admin', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBeUndefined();

    // Only the token's hash is stored, and the session ends after the idle time.
    const [session] = await sessionsOf(email);
    expect(session?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.token_hash).not.toContain(cookie?.value ?? '-');
    const idle = (Date.parse(session?.expires_at ?? '') - Date.parse(session?.last_seen_at ?? '')) / 1000;
    expect(idle).toBe(ADMIN_SESSION_IDLE_SECONDS);

    const me = await browser.get('/v1/admin/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(login.json());

    const logout = await browser.post('/v1/admin/auth/logout');
    expect(logout.statusCode).toBe(204);
    expect(await sessionsOf(email)).toEqual([]);
    expect(browser.cookies.has(ADMIN_SESSION_COOKIE)).toBe(false);
    // The old cookie is worth nothing after sign-out.
    const replay = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/auth/me',
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${cookie?.value}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(ADMIN_ERRORS.required);
  });

  it('sets the cookie Secure in production', async () => {
    // The production app is not started here; the cookie options follow config.env alone.
    const { setOperatorCookie } = await import('./sessions.ts');
    const set: unknown[] = [];
    setOperatorCookie(
      { setCookie: (...args: unknown[]) => set.push(args) } as never,
      { env: 'production' },
      'token',
    );
    expect(set).toEqual([
      [
        ADMIN_SESSION_COOKIE,
        'token',
        { httpOnly: true, sameSite: 'strict', secure: true, path: '/v1/admin' },
      ],
    ]);
  });

  it('answers a wrong password, an unknown e-mail and a password not set yet with the same 401', async () => {
    const email = uniqueEmail('operator');
    await ensureOperator(ctx.app, email);
    const invited = uniqueEmail('invited');
    await inviteOperator(db(), ctx.config, { email: invited });
    const answers = [];
    for (const credentials of [
      { email, password: 'wrong password 1' },
      { email: uniqueEmail('nobody'), password: OPERATOR_PASSWORD },
      { email: invited, password: OPERATOR_PASSWORD },
    ]) {
      const response = await new Browser(ctx.app).post('/v1/admin/auth/login', credentials);
      expect(response.cookies.find((cookie) => cookie.name === ADMIN_SESSION_COOKIE)).toBeUndefined();
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual(
      Array(3).fill([401, { statusCode: 401, error: 'Unauthorized', message: ADMIN_ERRORS.credentials }]),
    );
  });

  it('refuses bad input with validation keys', async () => {
    const response = await new Browser(ctx.app).post('/v1/admin/auth/login', {
      email: 'not-an-email',
      password: '',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().details.map((detail: { path: string }) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
    const short = await new Browser(ctx.app).post('/v1/admin/auth/password', {
      token: 'x'.repeat(43),
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([
      expect.objectContaining({ path: 'password', message: 'validation.string.min' }),
    ]);
  });

  it('rate-limits sign-in attempts at one address', async () => {
    const browser = new Browser(ctx.app);
    const email = uniqueEmail('operator');
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await browser.post('/v1/admin/auth/login', { email, password: 'guess' })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('rate-limits sign-in per address across e-mails: one password tried on many accounts', async () => {
    const browser = new Browser(ctx.app);
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const email = uniqueEmail(`operator${attempt}`);
      statuses.push(
        (await browser.post('/v1/admin/auth/login', { email, password: 'Summer2026!' })).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not held up.
    const email = uniqueEmail('operator');
    await ensureOperator(ctx.app, email);
    const other = await new Browser(ctx.app).post('/v1/admin/auth/login', {
      email,
      password: OPERATOR_PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });

  it('ends a session after the idle time, and a disabled operator is signed out', async () => {
    const email = uniqueEmail('operator');
    const cookie = await operatorCookie(ctx.app, email);
    const me = () => ctx.app.inject({ method: 'GET', url: '/v1/admin/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);

    await db()
      .updateTable('operator_session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(
        'token_hash',
        'in',
        (await sessionsOf(email)).map((session) => session.token_hash),
      )
      .execute();
    expect((await me()).statusCode).toBe(401);

    const again = await operatorCookie(ctx.app, email);
    const meAgain = () =>
      ctx.app.inject({ method: 'GET', url: '/v1/admin/auth/me', headers: { cookie: again } });
    expect((await meAgain()).statusCode).toBe(200);
    await db().updateTable('operator').set({ disabled: 1 }).where('email', '=', email).execute();
    expect((await meAgain()).statusCode).toBe(401);
  });

  it('slides the idle time along with requests', async () => {
    const email = uniqueEmail('operator');
    const cookie = await operatorCookie(ctx.app, email);
    const longAgo = new Date(Date.now() - 3600_000).toISOString();
    await db()
      .updateTable('operator_session')
      .set({ last_seen_at: longAgo, expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where(
        'token_hash',
        'in',
        (await sessionsOf(email)).map((session) => session.token_hash),
      )
      .execute();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/admin/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
    const [session] = await sessionsOf(email);
    const left = (Date.parse(session?.expires_at ?? '') - Date.now()) / 1000;
    expect(left).toBeGreaterThan(ADMIN_SESSION_IDLE_SECONDS - 60);
  });

  it('never counts a customer session on the admin API', async () => {
    const browser = new Browser(ctx.app);
    expect((await register(browser)).statusCode).toBe(201);
    expect((await browser.get('/v1/me')).statusCode).toBe(200);
    const response = await browser.get('/v1/admin/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ADMIN_ERRORS.required);
    // A customer's credentials do not sign in to the back office either.
    const login = await browser.post('/v1/admin/auth/login', {
      email: (await browser.get('/v1/me')).json().email,
      password: 'correct horse 1',
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses unsafe admin requests from another site, with or without a session', async () => {
    const email = uniqueEmail('operator');
    const cookie = await operatorCookie(ctx.app, email);
    for (const headers of [
      { cookie, origin: 'https://evil.example' },
      { cookie },
      { origin: 'https://evil.example' },
      {},
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/admin/auth/login',
        headers,
        payload: { email, password: OPERATOR_PASSWORD },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe('auth.origin.forbidden');
    }
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await sessionsOf(email)).length).toBe(1);
    const fromShop = await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/logout',
      headers: { cookie, origin: SHOP_ORIGIN },
    });
    expect(fromShop.statusCode).toBe(204);
  });

  it('sets the password with an invite once, signs in, and ends older sessions', async () => {
    const email = uniqueEmail('operator');
    const oldCookie = await operatorCookie(ctx.app, email);
    const invite = await inviteOperator(db(), ctx.config, { email });
    expect(invite.created).toBe(false);
    const browser = new Browser(ctx.app);
    const body = { token: inviteToken(invite.link), password: 'a brand new password' };
    const set = await browser.post('/v1/admin/auth/password', body);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email });
    expect((await browser.get('/v1/admin/auth/me')).statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/v1/admin/auth/me',
      headers: { cookie: oldCookie },
    });
    expect(old.statusCode).toBe(401);

    const again = await new Browser(ctx.app).post('/v1/admin/auth/password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: ADMIN_ERRORS.tokenInvalid,
      details: [{ path: 'token', message: ADMIN_ERRORS.tokenInvalid }],
    });
    const login = await new Browser(ctx.app).post('/v1/admin/auth/login', {
      email,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired invite, a replaced one and an unknown token', async () => {
    const email = uniqueEmail('operator');
    const first = await inviteOperator(db(), ctx.config, { email, name: 'Pia' });
    expect(first.created).toBe(true);
    expect(first.link).toMatch(/^http:\/\/localhost:3000\/admin\/password\?token=[\w-]{43}$/);
    const second = await inviteOperator(db(), ctx.config, { email });
    const set = (token: string) =>
      new Browser(ctx.app).post('/v1/admin/auth/password', { token, password: 'a long enough password' });

    expect((await set(inviteToken(first.link))).statusCode).toBe(400);
    expect((await set('z'.repeat(43))).statusCode).toBe(400);
    await db()
      .updateTable('operator_invite')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await set(inviteToken(second.link));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(ADMIN_ERRORS.tokenInvalid);
    const operator = await db()
      .selectFrom('operator')
      .select(['name', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(operator).toEqual({ name: 'Pia', password_hash: null });
  });

  it('stores the password as an argon2id hash', async () => {
    const email = uniqueEmail('operator');
    await ensureOperator(ctx.app, email);
    const row = await db()
      .selectFrom('operator')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

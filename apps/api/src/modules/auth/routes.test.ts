import { describe, expect, it } from 'vitest';
import { SESSION_COOKIES } from '@tendero/contract';
import { SESSION_HINT_COOKIE } from '@tendero/contract/constants';
import { useTestApp } from '../../test/app.ts';
import { aCustomer } from '../../test/fixtures.ts';
import { outbox } from '../mail/outbox.ts';
import { issueChallenge } from './challenge.ts';
import { Browser, register, uniqueEmail } from './test-support.ts';

describe('auth routes: registration', () => {
  const ctx = useTestApp();
  const customerRow = (email: string) =>
    ctx.app.database.db
      .selectFrom('customer')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();

  it('gives a signed arithmetic challenge that expires in 10 minutes', async () => {
    const response = await new Browser(ctx.app).get('/v1/auth/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      a: expect.any(Number),
      b: expect.any(Number),
      token: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(body.a).toBeGreaterThanOrEqual(1);
    expect(body.b).toBeLessThanOrEqual(20);
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('opens an account, signs the customer in with cookies and queues a welcome mail in their language', async () => {
    const browser = new Browser(ctx.app, { locale: 'de' });
    const response = await register(browser, { email: `  ${uniqueEmail('Ana').toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    const { email } = response.customer;
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email,
      firstName: 'Ana',
      lastName: 'Silva',
      locale: 'de',
      createdAt: expect.any(String),
      b2b: null,
    });

    const access = response.cookies.find((cookie) => cookie.name === SESSION_COOKIES.access);
    const refresh = response.cookies.find((cookie) => cookie.name === SESSION_COOKIES.refresh);
    expect(access).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 3600 });
    expect(access?.secure).toBeFalsy();
    expect(refresh).toMatchObject({
      path: '/v1/auth',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 3600,
    });
    // The storefront's hint that a session exists: readable, no secret in it.
    const hint = response.cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(hint?.httpOnly).toBeFalsy();

    const me = await browser.get('/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);

    const [welcome] = await outbox(ctx.app.database.db, 1, email);
    expect(welcome).toMatchObject({ template: 'welcome', locale: 'de', subject: 'Willkommen bei Tendero' });
    expect(welcome?.text).toContain('Hallo Ana,');
    expect(welcome?.text).toContain('http://localhost:3000/de/account');
    // The return period of RETURN_DAYS (30 by default) and the page where a return starts.
    expect(welcome?.text).toContain('Sie haben ab der Lieferung 30 Tage Zeit, Artikel zurückzusenden');
    expect(welcome?.text).toContain('http://localhost:3000/de/return');
  });

  it('stores the password only as an argon2id hash', async () => {
    const registered = await register(new Browser(ctx.app));
    expect(registered.statusCode).toBe(201);
    const { customer } = registered;
    const row = await customerRow(customer.email);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(customer.password);
  });

  it('keeps B2B data given at registration as an active subscription', async () => {
    const browser = new Browser(ctx.app);
    const response = await register(browser, {
      b2b: { company: ' ACME Lda ', vatId: 'pt 501 964 843', fiscalId: '' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().b2b).toEqual({
      status: 'active',
      since: expect.any(String),
      cancelledAt: null,
      company: 'ACME Lda',
      vatId: 'PT501964843',
      fiscalId: null,
      address: null,
      postcode: null,
      state: null,
      city: null,
      vatIdCheck: { status: 'not_checked', consultationNumber: null, checkedAt: null },
    });
  });

  it('refuses a repeated password that differs, on the repeat field', async () => {
    const response = await register(new Browser(ctx.app), { passwordRepeat: 'something else' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'validation.string.password.repeat',
      details: [{ path: 'passwordRepeat', message: 'validation.string.password.repeat' }],
    });
  });

  it('refuses bad fields with their keys and bounds', async () => {
    const response = await register(new Browser(ctx.app), {
      firstName: ' ',
      email: 'not-an-email',
      password: 'short',
      passwordRepeat: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'validation.string.min', params: { minimum: 1 } },
        { path: 'email', message: 'validation.string.email', params: { format: 'email' } },
        { path: 'password', message: 'validation.string.min', params: { minimum: 6 } },
      ]),
    );
    const missing = await new Browser(ctx.app).post('/v1/auth/register', {
      firstName: 'Ana',
      lastName: 'Silva',
      email: uniqueEmail(),
      password: 'secret1',
      passwordRepeat: 'secret1',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { path: 'verification', message: 'validation.object.required', params: { expected: 'object' } },
    ]);
  });

  it('answers 409 auth.email.taken for an e-mail in use, whatever its case', async () => {
    const customer = await aCustomer(ctx.app);
    const response = await register(new Browser(ctx.app), { email: customer.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'auth.email.taken',
      details: [{ path: 'email', message: 'auth.email.taken' }],
    });
    expect(response.cookies).toEqual([]);
  });

  it('takes each challenge once, signed, unexpired and correctly answered', async () => {
    const browser = new Browser(ctx.app);
    const attempt = (verification: object) => register(browser, { verification });
    const keyOf = async (verification: object) => {
      const response = await attempt(verification);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path: 'verification', message: response.json().message }]);
      return response.json().message;
    };
    const fresh = () => issueChallenge(ctx.config.sessionSecret);

    const wrong = fresh();
    expect(
      await keyOf({
        type: 'challenge',
        a: wrong.a,
        b: wrong.b,
        answer: wrong.a + wrong.b + 1,
        token: wrong.token,
      }),
    ).toBe('auth.challenge.wrong');
    // Any answer uses a challenge up, so it cannot be guessed at.
    expect(
      await keyOf({
        type: 'challenge',
        a: wrong.a,
        b: wrong.b,
        answer: wrong.a + wrong.b,
        token: wrong.token,
      }),
    ).toBe('auth.challenge.used');

    const other = fresh();
    expect(
      await keyOf({
        type: 'challenge',
        a: other.a + 1,
        b: other.b,
        answer: other.a + 1 + other.b,
        token: other.token,
      }),
    ).toBe('auth.challenge.invalid');
    const forged = issueChallenge('another secret that is 32 characters long');
    expect(
      await keyOf({
        type: 'challenge',
        a: forged.a,
        b: forged.b,
        answer: forged.a + forged.b,
        token: forged.token,
      }),
    ).toBe('auth.challenge.invalid');
    const old = issueChallenge(ctx.config.sessionSecret, Date.now() - 11 * 60_000);
    expect(
      await keyOf({ type: 'challenge', a: old.a, b: old.b, answer: old.a + old.b, token: old.token }),
    ).toBe('auth.challenge.expired');

    const used = fresh();
    const solved = { type: 'challenge', a: used.a, b: used.b, answer: used.a + used.b, token: used.token };
    expect((await attempt(solved)).statusCode).toBe(201);
    expect(await keyOf(solved)).toBe('auth.challenge.used');
  });

  it('keeps a rightly answered question when the registration is refused for another reason', async () => {
    const taken = await register(new Browser(ctx.app));
    expect(taken.statusCode).toBe(201);
    const question = issueChallenge(ctx.config.sessionSecret);
    const verification = {
      type: 'challenge',
      a: question.a,
      b: question.b,
      answer: question.a + question.b,
      token: question.token,
    };
    const refused = await register(new Browser(ctx.app), { email: taken.customer.email, verification });
    expect(refused.statusCode).toBe(409);
    const again = await register(new Browser(ctx.app), { verification });
    expect(again.statusCode).toBe(201);
    expect((await register(new Browser(ctx.app), { verification })).json().message).toBe(
      'auth.challenge.used',
    );
  });

  it('refuses a Turnstile token when no TURNSTILE_SECRET is set', async () => {
    const response = await register(new Browser(ctx.app), {
      verification: { type: 'turnstile', token: 'XXXX.DUMMY' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'auth.turnstile.unavailable',
      details: [{ path: 'verification', message: 'auth.turnstile.unavailable' }],
    });
  });

  it('rate-limits registrations from one address', async () => {
    const browser = new Browser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await browser.post('/v1/auth/register', { email: 'x' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('auth routes: RATE_LIMIT_FACTOR', () => {
  const ctx = useTestApp({ RATE_LIMIT_FACTOR: '3' });

  it('multiplies the registration limit of one address', async () => {
    const browser = new Browser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await browser.post('/v1/auth/register', { email: 'x' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

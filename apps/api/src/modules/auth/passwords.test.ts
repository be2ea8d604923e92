import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, aSignedInCustomer } from '../../test/fixtures.ts';
import { outbox } from '../mail/outbox.ts';
import { Browser, uniqueEmail } from './test-support.ts';

describe('auth routes: passwords', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;

  const forgot = (email: string, locale = 'en') =>
    new Browser(ctx.app, { locale }).post('/v1/auth/forgot-password', { email });
  const resetLink = async (email: string) => {
    const [mail] = await outbox(db(), 1, email);
    const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(mail?.text ?? '')?.[0];
    if (!mail || !link) throw new Error(`no reset mail to ${email}`);
    return { mail, link, token: new URL(link).searchParams.get('token') ?? '' };
  };
  const reset = (token: string, password = 'brand new pass') =>
    new Browser(ctx.app).post('/v1/auth/reset-password', { token, password, passwordRepeat: password });
  const canLogin = async (email: string, password: string) =>
    (await new Browser(ctx.app).post('/v1/auth/login', { email, password })).statusCode === 200;

  it('answers forgot-password the same for a known and an unknown e-mail', async () => {
    const customer = await aCustomer(ctx.app);
    const started = Date.now();
    const known = await forgot(customer.email);
    const knownMs = Date.now() - started;
    const unknown = await forgot(uniqueEmail('nobody'));
    const strip = (headers: Record<string, unknown>) => {
      const { date: _date, 'x-request-id': _id, 'x-ratelimit-remaining': _remaining, ...rest } = headers;
      return rest;
    };
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe('');
    expect(unknown.body).toBe('');
    expect(strip(known.headers)).toEqual(strip(unknown.headers));
    expect(knownMs).toBeGreaterThanOrEqual(190);
    expect(await outbox(db(), 5, 'nobody@example.com')).toEqual([]);
  });

  it('mails a one-time link to the shop in the request language, storing only its hash', async () => {
    const customer = await aCustomer(ctx.app);
    expect((await forgot(customer.email, 'fr')).statusCode).toBe(204);
    const { mail, link, token } = await resetLink(customer.email);
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'fr' });
    expect(link).toMatch(/^http:\/\/localhost:3000\/fr\/account\/reset-password\?token=[\w-]{43}$/);
    expect(mail.text).toContain('60');
    expect(mail.html).toContain(`href="${link}"`);
    const rows = await db().selectFrom('password_reset').selectAll().execute();
    const hashes = rows.map((row) => row.token_hash);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(hashes).not.toContain(token);
    const row = rows.find((entry) => entry.token_hash === createHash('sha256').update(token).digest('hex'));
    const minutes = (Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')) / 60_000;
    expect(minutes).toBe(60);
  });

  it('resets the password once with the link, ends every session and tells the customer', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    await forgot(customer.email);
    const { token } = await resetLink(customer.email);

    const response = await reset(token);
    expect(response.statusCode).toBe(204);
    expect(await canLogin(customer.email, 'brand new pass')).toBe(true);
    expect(await canLogin(customer.email, customer.password)).toBe(false);
    expect((await browser.get('/v1/me')).statusCode).toBe(401);
    expect((await browser.post('/v1/auth/refresh')).statusCode).toBe(401);
    const [notice] = await outbox(db(), 1, customer.email);
    expect(notice?.template).toBe('password-changed');

    const again = await reset(token, 'another new pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'auth.resetToken.invalid',
      details: [{ path: 'token', message: 'auth.resetToken.invalid' }],
    });
    expect(await canLogin(customer.email, 'brand new pass')).toBe(true);
  });

  it('refuses an expired, an unknown or a superseded reset token', async () => {
    const customer = await aCustomer(ctx.app);
    await forgot(customer.email);
    const { token: first } = await resetLink(customer.email);
    await forgot(customer.email);
    const { token: second } = await resetLink(customer.email);
    expect((await reset(first)).json().message).toBe('auth.resetToken.invalid');

    await db()
      .updateTable('password_reset')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(second).digest('hex'))
      .execute();
    const expired = await reset(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('auth.resetToken.invalid');
    expect((await reset('made-up-token')).statusCode).toBe(400);
    expect(await canLogin(customer.email, customer.password)).toBe(true);
  });

  it('checks the new password and its repeat on reset', async () => {
    const response = await new Browser(ctx.app).post('/v1/auth/reset-password', {
      token: 'x',
      password: 'abc',
      passwordRepeat: 'abd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { path: 'password', message: 'validation.string.min', params: { minimum: 6 } },
      { path: 'passwordRepeat', message: 'validation.string.password.repeat' },
    ]);
  });

  it('changes the password with the current one, ending the other sessions but not this one', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const phone = new Browser(ctx.app);
    expect(
      (await phone.post('/v1/auth/login', { email: customer.email, password: customer.password })).statusCode,
    ).toBe(200);

    const response = await browser.post('/v1/auth/change-password', {
      currentPassword: customer.password,
      password: 'changed password',
      passwordRepeat: 'changed password',
    });
    expect(response.statusCode).toBe(204);
    expect((await browser.get('/v1/me')).statusCode).toBe(200);
    expect((await browser.post('/v1/auth/refresh')).statusCode).toBe(204);
    expect((await phone.get('/v1/me')).statusCode).toBe(401);
    expect((await phone.post('/v1/auth/refresh')).statusCode).toBe(401);
    expect(await canLogin(customer.email, 'changed password')).toBe(true);
    const [notice] = await outbox(db(), 1, customer.email);
    expect(notice).toMatchObject({ template: 'password-changed', locale: 'en' });
    expect(notice?.text).toContain('http://localhost:3000/en/account/forgot-password');
  });

  it('refuses a wrong current password with 400 (not 401: the session is fine)', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const response = await browser.post('/v1/auth/change-password', {
      currentPassword: 'wrong one',
      password: 'changed password',
      passwordRepeat: 'changed password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'currentPassword', message: 'auth.password.wrong' }]);
    expect(await canLogin(customer.email, customer.password)).toBe(true);
  });

  it('needs a signed-in customer to change a password', async () => {
    const response = await new Browser(ctx.app).post('/v1/auth/change-password', { currentPassword: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('auth.required');
  });
});

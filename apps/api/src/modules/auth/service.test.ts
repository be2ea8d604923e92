import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterInput } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, DEFAULT_PASSWORD } from '../../test/fixtures.ts';
import { outbox } from '../mail/outbox.ts';
import { issueChallenge } from './challenge.ts';
import { changePassword, CredentialsInvalid, forgotPassword, login, logout, register } from './service.ts';
import {
  openSession,
  REFRESH_TOKEN_SECONDS,
  refreshSession,
  RefreshInvalid,
  sessionIsLive,
  sessionOfRefreshToken,
} from './sessions.ts';
import { uniqueEmail } from './test-support.ts';

describe('auth rules', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const open = (customerId: number) =>
    db()
      .transaction()
      .execute((trx) => openSession(trx, ctx.config, customerId));
  const revoked = async (sessionId: number) =>
    db()
      .selectFrom('auth_session')
      .select(['revoked_reason'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow()
      .then((row) => row.revoked_reason);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('registers with a solved challenge once: signed in, welcomed in the language of the request', async () => {
    const question = issueChallenge(ctx.config.sessionSecret);
    const email = uniqueEmail();
    const input = RegisterInput.parse({
      firstName: 'Ana',
      lastName: 'Silva',
      email,
      password: 'secret12',
      passwordRepeat: 'secret12',
      verification: {
        type: 'challenge',
        a: question.a,
        b: question.b,
        answer: question.a + question.b,
        token: question.token,
      },
    });
    const { customer, tokens } = await register(db(), ctx.config, 'sv', input, '10.0.0.1');
    expect(customer).toMatchObject({ email, locale: 'sv', b2b: null });
    expect(await sessionIsLive(db(), tokens.sessionId, customer.id)).toBe(true);
    const [welcome] = await outbox(db(), 1, email);
    expect(welcome).toMatchObject({ template: 'welcome', locale: 'sv' });

    await expect(
      register(db(), ctx.config, 'sv', { ...input, email: uniqueEmail() }, '10.0.0.1'),
    ).rejects.toMatchObject({ statusCode: 400, key: 'auth.challenge.used' });
  });

  it('signs in with the right password only, refusing an unknown e-mail the same way', async () => {
    const customer = await aCustomer(ctx.app);
    const signed = await login(db(), ctx.config, { email: customer.email, password: DEFAULT_PASSWORD });
    expect(signed.customer.id).toBe(customer.id);
    expect(await sessionIsLive(db(), signed.tokens.sessionId, customer.id)).toBe(true);
    for (const credentials of [
      { email: customer.email, password: 'not the password' },
      { email: uniqueEmail('nobody'), password: DEFAULT_PASSWORD },
    ]) {
      await expect(login(db(), ctx.config, credentials)).rejects.toBeInstanceOf(CredentialsInvalid);
      await expect(login(db(), ctx.config, credentials)).rejects.toMatchObject({
        statusCode: 401,
        key: 'auth.credentials.invalid',
      });
    }
  });

  it('ends the session a new sign-in replaces, and no other', async () => {
    const customer = await aCustomer(ctx.app);
    const phone = await open(customer.id);
    const before = await open(customer.id);
    const after = await login(
      db(),
      ctx.config,
      { email: customer.email, password: DEFAULT_PASSWORD },
      before.refreshToken,
    );
    expect(await revoked(before.sessionId)).toBe('replaced');
    expect(await sessionIsLive(db(), after.tokens.sessionId, customer.id)).toBe(true);
    expect(await sessionIsLive(db(), phone.sessionId, customer.id)).toBe(true);
  });

  it('rotates a refresh token within its session; the spent one coming back revokes the session', async () => {
    const customer = await aCustomer(ctx.app);
    const first = await open(customer.id);
    const second = await refreshSession(db(), ctx.config, first.refreshToken);
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await sessionOfRefreshToken(db(), second.refreshToken)).toBe(first.sessionId);

    await expect(refreshSession(db(), ctx.config, first.refreshToken)).rejects.toBeInstanceOf(RefreshInvalid);
    expect(await revoked(first.sessionId)).toBe('reuse');
    expect(await sessionIsLive(db(), first.sessionId, customer.id)).toBe(false);
    // The newest token of the family dies with it.
    await expect(refreshSession(db(), ctx.config, second.refreshToken)).rejects.toMatchObject({
      statusCode: 401,
      key: 'auth.refresh.invalid',
    });
    await expect(refreshSession(db(), ctx.config, 'never issued')).rejects.toBeInstanceOf(RefreshInvalid);
  });

  it('lets only one of two refreshes with the same token through, and then revokes the session', async () => {
    const customer = await aCustomer(ctx.app);
    const tokens = await open(customer.id);
    const results = await Promise.allSettled([
      refreshSession(db(), ctx.config, tokens.refreshToken),
      refreshSession(db(), ctx.config, tokens.refreshToken),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(RefreshInvalid);
    expect(await revoked(tokens.sessionId)).toBe('reuse');
  });

  it(`refuses a refresh token unused for ${REFRESH_TOKEN_SECONDS / 86_400} days, without revoking`, async () => {
    const customer = await aCustomer(ctx.app);
    const tokens = await open(customer.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REFRESH_TOKEN_SECONDS * 1000 + 1000);
    await expect(refreshSession(db(), ctx.config, tokens.refreshToken)).rejects.toBeInstanceOf(
      RefreshInvalid,
    );
    expect(await revoked(tokens.sessionId)).toBeNull();
  });

  it('changes the password with the current one, ending every other session and telling the customer', async () => {
    const customer = await aCustomer(ctx.app, { locale: 'fi' });
    const here = await open(customer.id);
    const elsewhere = await open(customer.id);
    const signedIn = { customerId: customer.id, sessionId: here.sessionId };
    const change = { currentPassword: 'wrong one', password: 'changed pass', passwordRepeat: 'changed pass' };
    await expect(changePassword(db(), ctx.config, 'fi', signedIn, change)).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'currentPassword', message: 'auth.password.wrong' }],
    });
    expect(await sessionIsLive(db(), elsewhere.sessionId, customer.id)).toBe(true);

    await changePassword(db(), ctx.config, 'fi', signedIn, { ...change, currentPassword: DEFAULT_PASSWORD });
    expect(await sessionIsLive(db(), here.sessionId, customer.id)).toBe(true);
    expect(await revoked(elsewhere.sessionId)).toBe('password_changed');
    const [notice] = await outbox(db(), 1, customer.email);
    expect(notice).toMatchObject({ template: 'password-changed', locale: 'fi' });
    await expect(
      login(db(), ctx.config, { email: customer.email, password: DEFAULT_PASSWORD }),
    ).rejects.toBeInstanceOf(CredentialsInvalid);
    expect(
      (await login(db(), ctx.config, { email: customer.email, password: 'changed pass' })).customer.id,
    ).toBe(customer.id);
  });

  it('mails a reset link only to a known e-mail', async () => {
    const customer = await aCustomer(ctx.app);
    const nobody = uniqueEmail('nobody');
    await forgotPassword(db(), ctx.config, 'it', customer.email);
    await forgotPassword(db(), ctx.config, 'it', nobody);
    expect(await outbox(db(), 1, customer.email)).toMatchObject([
      { template: 'password-reset', locale: 'it' },
    ]);
    expect(await outbox(db(), 1, nobody)).toEqual([]);
  });

  it('signs out the session of a refresh token and of an access token; nothing to end is no error', async () => {
    const customer = await aCustomer(ctx.app);
    const byCookie = await open(customer.id);
    const byBearer = await open(customer.id);
    await logout(db(), byCookie.refreshToken, undefined);
    await logout(db(), undefined, byBearer.sessionId);
    expect(await revoked(byCookie.sessionId)).toBe('logout');
    expect(await revoked(byBearer.sessionId)).toBe('logout');
    await expect(logout(db(), 'unknown token', undefined)).resolves.toBeUndefined();
    await expect(logout(db(), undefined, undefined)).resolves.toBeUndefined();
  });
});

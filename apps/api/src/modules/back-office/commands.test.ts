import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { Browser, uniqueEmail } from '../auth/test-support.ts';
import { operatorCommand } from './commands.ts';
import { inviteToken, OPERATOR_PASSWORD, operatorCookie } from './test-support.ts';

describe('npm run operator', () => {
  const ctx = useTestApp({ SHOP_DOMAINS: 'en=shop.example,de=shop.example.de' });
  const run = (...argv: string[]) => operatorCommand(ctx.app.database.db, ctx.config, argv);
  const linkOf = (lines: string[]) => lines.find((line) => line.includes('token='))?.trim() ?? '';

  it('adds an operator and prints a one-time link on the shop’s origin that sets the password', async () => {
    const email = uniqueEmail('boss');
    const result = await run('add', email.toUpperCase(), '--name', 'Berta Boss');
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe(`Operator ${email} (Berta Boss) created.`);
    const link = linkOf(result.lines);
    expect(link).toMatch(/^https:\/\/shop\.example\/admin\/password\?token=[\w-]{43}$/);

    const browser = new Browser(ctx.app);
    const set = await browser.post('/v1/admin/auth/password', {
      token: inviteToken(link),
      password: 'the boss password',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ id: expect.any(Number), email, name: 'Berta Boss' });
    expect((await browser.get('/v1/admin/auth/me')).statusCode).toBe(200);
  });

  it('gives an existing operator a new link; the earlier one stops working', async () => {
    const email = uniqueEmail('again');
    const first = linkOf((await run('add', email)).lines);
    const second = await run('add', `--name=Ann Again`, email);
    expect(second.code).toBe(0);
    expect(second.lines[0]).toContain('exists: a new link was made');
    const set = (link: string) =>
      new Browser(ctx.app).post('/v1/admin/auth/password', {
        token: inviteToken(link),
        password: 'a long enough password',
      });
    expect((await set(first)).statusCode).toBe(400);
    expect((await set(linkOf(second.lines))).json()).toMatchObject({ email, name: 'Ann Again' });
  });

  it('lists operators with their state, and disables one (their sessions end)', async () => {
    const active = uniqueEmail('active');
    const cookie = await operatorCookie(ctx.app, active);
    const invited = uniqueEmail('invited');
    await run('add', invited);

    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.lines.find((line) => line.includes(active))).toMatch(/^\s*\d+ {2}active {3}/);
    expect(list.lines.find((line) => line.includes(invited))).toMatch(/^\s*\d+ {2}invited {2}/);

    expect(await run('disable', active)).toEqual({
      code: 0,
      lines: [`Operator ${active} disabled; their sessions ended.`],
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/admin/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect((await run('list')).lines.find((line) => line.includes(active))).toMatch(/ disabled /);
    expect((await run('disable', uniqueEmail('nobody'))).code).toBe(1);
  });

  it('clears the password of an operator invited again until the new link is used', async () => {
    const email = uniqueEmail('returning');
    const cookie = await operatorCookie(ctx.app, email);
    const signIn = (password: string) =>
      new Browser(ctx.app).post('/v1/admin/auth/login', { email, password });
    expect((await run('disable', email)).code).toBe(0);
    const again = await run('add', email);
    expect(again.code).toBe(0);

    // Neither the old password nor a session of before opens the back office now.
    expect((await signIn(OPERATOR_PASSWORD)).statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/admin/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect((await run('list')).lines.find((line) => line.includes(email))).toMatch(/ invited /);

    const set = await new Browser(ctx.app).post('/v1/admin/auth/password', {
      token: inviteToken(linkOf(again.lines)),
      password: 'the new password 2',
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn('the new password 2')).statusCode).toBe(200);
    expect((await signIn(OPERATOR_PASSWORD)).statusCode).toBe(401);
  });

  it('explains its usage for wrong arguments', async () => {
    for (const argv of [
      [],
      ['remove'],
      ['add'],
      ['add', 'not-an-email'],
      ['add', 'a@b.example', '--name'],
      ['add', 'a@b.example', '--role', 'x'],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.lines).toContain('Usage:');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { enqueueMail } from './outbox.ts';
import { passwordResetMail, stockAlertMail } from './templates.ts';

describe('dev mail view', () => {
  const ctx = useTestApp();

  it('lists the outbox newest first, with links, optionally for one recipient', async () => {
    const db = ctx.app.database.db;
    await db
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, [
          stockAlertMail(
            { recipient: 'a@example.com', locale: 'de' },
            'Pfanne',
            'http://localhost:3000/de/p',
          ),
        ]),
      );
    await db
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, [
          passwordResetMail(
            { recipient: 'b@example.com', locale: 'en', name: 'Bo' },
            'http://localhost:3000/en/account/reset-password?token=abc',
            60,
          ),
        ]),
      );
    const response = await ctx.app.inject({ url: '/v1/dev/mail' });
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items.map((mail: { recipient: string }) => mail.recipient)).toEqual([
      'b@example.com',
      'a@example.com',
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      recipient: 'b@example.com',
      locale: 'en',
      template: 'password-reset',
      subject: 'Reset your Tendero password',
      text: expect.stringContaining('Hello Bo,'),
      html: expect.stringContaining('<html lang="en">'),
      links: ['http://localhost:3000/en/account/reset-password?token=abc'],
      createdAt: expect.any(String),
      sentAt: null,
      attempts: 0,
      lastError: null,
    });
    const filtered = await ctx.app.inject({ url: '/v1/dev/mail?to=A@example.com&limit=5' });
    expect(filtered.json().items.map((mail: { template: string }) => mail.template)).toEqual(['stock-alert']);
    expect((await ctx.app.inject({ url: '/v1/dev/mail?limit=0' })).statusCode).toBe(400);
  });
});

describe('dev mail view in production', () => {
  const ctx = useTestApp({
    NODE_ENV: 'production',
    SESSION_SECRET: 'p'.repeat(40),
    SHOP_VAT_ID: 'DE136695976',
  });

  it('does not exist', async () => {
    const response = await ctx.app.inject({ url: '/v1/dev/mail' });
    expect(response.statusCode).toBe(404);
  });
});

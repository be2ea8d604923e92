import { describe, expect, it } from 'vitest';
import { createTransport } from 'nodemailer';
import { useTestApp } from '../../test/app.ts';
import { enqueueMail } from './outbox.ts';
import {
  CLAIM_SECONDS,
  claimDueMail,
  deliverDueMail,
  retryDelaySeconds,
  startMailSender,
  type MailTransport,
} from './sender.ts';
import { welcomeMail } from './templates.ts';

/** nodemailer's JSON transport (it builds the message but sends nothing) that fails the first `failures` times. */
function flakyTransport(failures: number) {
  const json = createTransport({ jsonTransport: true });
  const delivered: { to: string; subject: string; html: string }[] = [];
  let calls = 0;
  const transport: MailTransport = {
    async sendMail(message) {
      calls += 1;
      if (calls <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      const info = await json.sendMail(message);
      const sent: { to: { address: string }[]; subject: string; html: string } = JSON.parse(
        String(info.message),
      );
      delivered.push({ to: sent.to[0]?.address ?? '', subject: sent.subject, html: sent.html });
    },
  };
  return { transport, delivered, calls: () => calls };
}

describe('mail sender', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const row = (recipient: string) =>
    db().selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).executeTakeFirstOrThrow();
  const queue = (recipient: string) =>
    db()
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, [
          welcomeMail(
            { recipient, locale: 'en', name: 'Ana' },
            {
              accountUrl: 'http://localhost:3000/en/account',
              returnUrl: 'http://localhost:3000/en/return',
              returnDays: 30,
            },
          ),
        ]),
      );
  const at = (start: number, seconds: number) => () => new Date(start + seconds * 1000);

  it('retries a failed send with backoff and delivers the mail once, recording the attempts', async () => {
    await queue('retry@example.com');
    const { transport, delivered, calls } = flakyTransport(1);
    const start = Date.now();

    expect(
      await deliverDueMail(db(), transport, 'Tendero <shop@example.com>', { now: at(start, 0) }),
    ).toEqual({
      sent: 0,
      failed: 1,
    });
    const failed = await row('retry@example.com');
    expect(failed).toMatchObject({
      attempts: 1,
      sent_at: null,
      claimed_until: null,
      last_error: 'connect ECONNREFUSED 127.0.0.1:587',
    });
    expect(failed.next_attempt_at).toBe(new Date(start + 30_000).toISOString());

    // Not due yet.
    expect(await deliverDueMail(db(), transport, 'x@example.com', { now: at(start, 10) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(
      await deliverDueMail(db(), transport, 'Tendero <shop@example.com>', { now: at(start, 31) }),
    ).toEqual({
      sent: 1,
      failed: 0,
    });
    const sent = await row('retry@example.com');
    expect(sent).toMatchObject({ attempts: 2, sent_at: new Date(start + 31_000).toISOString() });
    expect(delivered).toEqual([
      { to: 'retry@example.com', subject: 'Welcome to Tendero', html: expect.stringContaining('Hello Ana,') },
    ]);

    // Sent mail stays in the outbox and is not sent again.
    expect(await deliverDueMail(db(), transport, 'x@example.com', { now: at(start, 3600) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(calls()).toBe(2);
  });

  it('waits longer after each failure, at most six hours', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(30)).toBe(6 * 3600);
  });

  it('lets no second sender take a mail another one holds, until the hold runs out', async () => {
    await queue('claimed@example.com');
    const start = Date.now() + 10 * 86_400_000;
    const first = await claimDueMail(db(), new Date(start), 100);
    expect(first.map((mail) => mail.recipient)).toContain('claimed@example.com');
    const second = await claimDueMail(db(), new Date(start + 1000), 100);
    expect(second.map((mail) => mail.recipient)).not.toContain('claimed@example.com');
    const later = await claimDueMail(db(), new Date(start + (CLAIM_SECONDS + 1) * 1000), 100);
    expect(later.map((mail) => mail.recipient)).toContain('claimed@example.com');
  });

  it('keeps sending in the background until stopped', async () => {
    await queue('loop@example.com');
    const { transport, delivered } = flakyTransport(0);
    const logged: string[] = [];
    const sender = startMailSender({
      db: db(),
      transport,
      from: 'Tendero <shop@example.com>',
      intervalMs: 10,
      logger: {
        info: (_entry, message) => logged.push(message),
        error: (_entry, message) => logged.push(message),
      },
    });
    for (let wait = 0; wait < 200 && !delivered.some((mail) => mail.to === 'loop@example.com'); wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await sender.stop();
    expect(delivered.map((mail) => mail.to)).toContain('loop@example.com');
    expect((await row('loop@example.com')).sent_at).not.toBeNull();
    expect(logged).toContain('mail delivered');
    expect(logged).not.toContain('mail delivery round failed');
  });
});

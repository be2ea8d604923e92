import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ERRORS, type Locale } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aSignedInCustomer } from '../../test/fixtures.ts';
import type { Browser } from '../auth/test-support.ts';
import { outbox } from '../mail/outbox.ts';
import { operatorBrowser } from './test-support.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
let operator: Browser;
let operatorEmail: string;

beforeAll(async () => {
  operatorEmail = `support.desk.${process.pid}@example.com`;
  operator = await operatorBrowser(ctx.app, operatorEmail);
});

/** A customer writing to support in their language; the message's id. */
async function aSupportMessage(body: string, locale: Locale = 'en') {
  const { customer, browser } = await aSignedInCustomer(ctx.app, { locale });
  const response = await browser.post('/v1/me/support', { body });
  expect(response.statusCode).toBe(201);
  return { customer, id: response.json().id as number };
}

const ids = (response: { json(): { items: { id: number }[] } }) =>
  response.json().items.map((item) => item.id);

describe('GET /v1/admin/support', () => {
  it('lists messages newest first with the customer and their language; open=1 keeps the unanswered', async () => {
    const first = await aSupportMessage('Where is my parcel?', 'de');
    const second = await aSupportMessage('Can I pay by invoice?');
    const response = await operator.get('/v1/admin/support?limit=2');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items).toEqual([
      {
        id: second.id,
        customerEmail: second.customer.email,
        customerName: `${second.customer.firstName} ${second.customer.lastName}`,
        locale: 'en',
        body: 'Can I pay by invoice?',
        createdAt: expect.any(String),
        reply: null,
      },
      expect.objectContaining({ id: first.id, locale: 'de', body: 'Where is my parcel?' }),
    ]);
    expect(
      (await operator.post(`/v1/admin/support/${first.id}/reply`, { body: 'On its way.' })).statusCode,
    ).toBe(201);
    expect(ids(await operator.get('/v1/admin/support?open=1&limit=100'))).toContain(second.id);
    expect(ids(await operator.get('/v1/admin/support?open=1&limit=100'))).not.toContain(first.id);
    expect(ids(await operator.get('/v1/admin/support?open=false&limit=100'))).toEqual([first.id]);
    const one = (await operator.get('/v1/admin/support?limit=1')).json();
    expect(one.items[0].id).toBe(second.id);
    expect(ids(await operator.get(`/v1/admin/support?limit=1&cursor=${one.nextCursor}`))).toEqual([first.id]);
  });

  it('refuses bad input and customers', async () => {
    const bad = await operator.get('/v1/admin/support?open=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'query.open', message: 'validation.enum.invalid' });
    const { browser } = await aSignedInCustomer(ctx.app);
    const customer = await browser.get('/v1/admin/support');
    expect(customer.statusCode).toBe(401);
    expect(customer.json().message).toBe(ADMIN_ERRORS.required);
  });
});

describe('POST /v1/admin/support/{messageId}/reply', () => {
  it('stores the reply, mails it in the customer’s language quoting their message, and audits it', async () => {
    const before = (await operator.get('/v1/admin/dashboard')).json().supportOpen;
    const { customer, id } = await aSupportMessage('Wo bleibt mein <Paket>?', 'de');
    expect((await operator.get('/v1/admin/dashboard')).json().supportOpen).toBe(before + 1);

    const response = await operator.post(`/v1/admin/support/${id}/reply`, {
      body: '  Ihr Paket ist unterwegs.\nViele Grüße  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      id,
      locale: 'de',
      reply: { body: 'Ihr Paket ist unterwegs.\nViele Grüße', at: expect.any(String), operatorEmail },
    });
    expect((await operator.get('/v1/admin/dashboard')).json().supportOpen).toBe(before);

    const [mail] = await outbox(db(), 1, customer.email);
    expect(mail).toMatchObject({
      template: 'support-reply',
      locale: 'de',
      subject: 'Unsere Antwort auf Ihre Nachricht',
    });
    expect(mail?.text).toContain(`Hallo ${customer.firstName},`);
    expect(mail?.text).toContain('Ihr Paket ist unterwegs.');
    expect(mail?.text).toContain('Wo bleibt mein <Paket>?');
    expect(mail?.text).toContain('http://localhost:3000/de/account/support');
    expect(mail?.html).toContain('Wo bleibt mein &lt;Paket&gt;?');

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'subject_type', 'before', 'after'])
      .where('subject_type', '=', 'support')
      .where('subject_id', '=', String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'support.reply', before: JSON.stringify({ reply: null }) });
    expect(JSON.parse(audit[0]?.after ?? 'null').reply.body).toBe('Ihr Paket ist unterwegs.\nViele Grüße');
  });

  it('answers a message once: a second reply is a 409 and sends no second mail', async () => {
    const { customer, id } = await aSupportMessage('Hello?');
    expect((await operator.post(`/v1/admin/support/${id}/reply`, { body: 'Hello!' })).statusCode).toBe(201);
    const again = await operator.post(`/v1/admin/support/${id}/reply`, { body: 'Hello again!' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_ERRORS.messageReplied);
    const mails = (await outbox(db(), 10, customer.email)).filter(
      (mail) => mail.template === 'support-reply',
    );
    expect(mails).toHaveLength(1);
  });

  it('refuses bad input, unknown messages and customers, storing nothing', async () => {
    const { customer, id, browser } = await (async () => {
      const message = await aSupportMessage('Anyone there?');
      return { ...message, browser: (await aSignedInCustomer(ctx.app)).browser };
    })();
    const empty = await operator.post(`/v1/admin/support/${id}/reply`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toMatchObject({ path: 'body', message: 'validation.string.min' });
    const long = await operator.post(`/v1/admin/support/${id}/reply`, { body: 'x'.repeat(4001) });
    expect(long.json().details[0]).toMatchObject({ path: 'body', message: 'validation.string.max' });
    const extra = await operator.post(`/v1/admin/support/${id}/reply`, { body: 'Hi', cc: 'x' });
    expect(extra.json().details[0]).toMatchObject({ message: 'validation.object.unknown' });
    const badId = await operator.post('/v1/admin/support/abc/reply', { body: 'Hi' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details[0]).toMatchObject({ path: 'params.messageId' });

    const unknown = await operator.post('/v1/admin/support/999999999/reply', { body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADMIN_ERRORS.messageNotFound);

    const asCustomer = await browser.post(`/v1/admin/support/${id}/reply`, { body: 'Hi' });
    expect(asCustomer.statusCode).toBe(401);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/support/${id}/reply`,
      headers: {
        cookie: operator.cookieHeader(`/v1/admin/support/${id}/reply`),
        origin: 'https://evil.example',
      },
      payload: { body: 'Hi' },
    });
    expect(crossSite.statusCode).toBe(403);

    const replies = await db()
      .selectFrom('support_reply')
      .select('id')
      .where('support_request_id', '=', id)
      .execute();
    expect(replies).toEqual([]);
    expect((await outbox(db(), 10, customer.email)).map((mail) => mail.template)).not.toContain(
      'support-reply',
    );
  });
});

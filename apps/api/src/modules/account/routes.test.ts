import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, aSignedInCustomer } from '../../test/fixtures.ts';
import { Browser, uniqueEmail } from '../auth/test-support.ts';
import { outbox } from '../mail/outbox.ts';

const address = {
  type: 'delivery',
  firstName: 'Ana',
  lastName: 'Silva',
  countryIso: 'DE',
  address1: 'Hauptstraße 1',
  postcode: '10115',
  city: 'Berlin',
};

describe('account routes', () => {
  const ctx = useTestApp();

  it('answers 401 auth.required to every /v1/me route without a session, whatever the body', async () => {
    const anonymous = new Browser(ctx.app);
    const routes: [HTTPMethods, string, object | undefined][] = [
      ['GET', '/v1/me', undefined],
      ['PATCH', '/v1/me', { firstName: '' }],
      ['POST', '/v1/me/b2b', { company: 'ACME' }],
      ['DELETE', '/v1/me/b2b', undefined],
      ['GET', '/v1/me/addresses', undefined],
      ['POST', '/v1/me/addresses', address],
      ['GET', '/v1/me/addresses/1', undefined],
      ['PATCH', '/v1/me/addresses/1', { city: 'Köln' }],
      ['DELETE', '/v1/me/addresses/1', undefined],
      ['POST', '/v1/me/support', { body: 'Hello' }],
      ['POST', '/v1/auth/change-password', {}],
    ];
    for (const [method, url, payload] of routes) {
      const response = await anonymous.request({
        method,
        url,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json(), `${method} ${url}`).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'auth.required',
      });
    }
  });

  it('shows the signed-in customer, privately', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app, { locale: 'pl' });
    const response = await browser.get('/v1/me');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: customer.email,
      firstName: 'Ana',
      lastName: 'Silva',
      locale: 'pl',
      createdAt: expect.any(String),
      b2b: null,
    });
  });

  it('changes names, trimmed, and refuses unknown or empty fields', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const changed = await browser.patch('/v1/me', { firstName: '  Joana ', lastName: 'Costa' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ firstName: 'Joana', lastName: 'Costa' });
    expect((await browser.get('/v1/me')).json()).toMatchObject({ firstName: 'Joana', lastName: 'Costa' });

    const unknown = await browser.patch('/v1/me', { password: 'sneaky1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { path: '', message: 'validation.object.unknown', params: { keys: ['password'] } },
    ]);
    const empty = await browser.patch('/v1/me', { lastName: ' ' });
    expect(empty.json().details).toEqual([
      { path: 'lastName', message: 'validation.string.min', params: { minimum: 1 } },
    ]);
  });

  it('changes the e-mail only with the current password and only to a free address', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const other = await aCustomer(ctx.app);
    const next = uniqueEmail('moved');

    const without = await browser.patch('/v1/me', { email: next });
    expect(without.statusCode).toBe(400);
    expect(without.json().details).toEqual([{ path: 'currentPassword', message: 'auth.password.required' }]);
    const wrong = await browser.patch('/v1/me', { email: next, currentPassword: 'wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ path: 'currentPassword', message: 'auth.password.wrong' }]);
    const taken = await browser.patch('/v1/me', {
      email: other.email.toUpperCase(),
      currentPassword: customer.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('auth.email.taken');

    const moved = await browser.patch('/v1/me', {
      email: ` ${next.toUpperCase()}`,
      currentPassword: customer.password,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe(next);
    const login = await new Browser(ctx.app).post('/v1/auth/login', {
      email: next,
      password: customer.password,
    });
    expect(login.statusCode).toBe(200);
    // The same address again is no change and needs no password.
    expect((await browser.patch('/v1/me', { email: next })).statusCode).toBe(200);
  });

  it('starts, updates, cancels and restarts a B2B subscription', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const started = await browser.post('/v1/me/b2b', {
      company: 'ACME GmbH',
      vatId: 'de 136 695 976',
      city: '',
    });
    expect(started.statusCode).toBe(200);
    const subscription = started.json();
    expect(subscription).toEqual({
      status: 'active',
      since: expect.any(String),
      cancelledAt: null,
      company: 'ACME GmbH',
      vatId: 'DE136695976',
      fiscalId: null,
      address: null,
      postcode: null,
      state: null,
      city: null,
      // Without VIES_URL the VAT id is checked by format and check digit only.
      vatIdCheck: { status: 'not_checked', consultationNumber: null, checkedAt: null },
    });
    expect((await browser.get('/v1/me')).json().b2b).toEqual(subscription);

    const updated = await browser.post('/v1/me/b2b', { company: 'ACME AG', vatId: 'DE136695976' });
    expect(updated.json()).toMatchObject({ company: 'ACME AG', since: subscription.since, status: 'active' });

    expect((await browser.delete('/v1/me/b2b')).statusCode).toBe(204);
    const cancelled = (await browser.get('/v1/me')).json().b2b;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(String),
      company: 'ACME AG',
    });
    const again = await browser.delete('/v1/me/b2b');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('error.b2b.notActive');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const restarted = await browser.post('/v1/me/b2b', { company: 'ACME AG' });
    expect(restarted.json()).toMatchObject({
      status: 'active',
      cancelledAt: null,
      vatId: null,
      vatIdCheck: null,
    });
    expect(restarted.json().since > subscription.since).toBe(true);

    const bad = await browser.post('/v1/me/b2b', { vatId: 'x'.repeat(129), iban: 'DE00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { path: 'vatId', message: 'validation.string.max', params: { maximum: 128 } },
        { path: '', message: 'validation.object.unknown', params: { keys: ['iban'] } },
      ]),
    );
  });

  it.each([
    ['XX123', 'validation.vatId.country', undefined],
    ['136695976', 'validation.vatId.country', undefined],
    ['DE13669597', 'validation.vatId.format', { country: 'DE' }],
    ['DE136695978', 'validation.vatId.checksum', { country: 'DE' }],
    ['EL094259217', 'validation.vatId.checksum', { country: 'GR' }],
  ])('refuses the B2B VAT id %j with %s and keeps the data as it was', async (vatId, message, params) => {
    const { browser } = await aSignedInCustomer(ctx.app);
    await browser.post('/v1/me/b2b', { company: 'ACME GmbH', vatId: 'DE136695976' });
    const refused = await browser.post('/v1/me/b2b', { company: 'ACME AG', vatId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message,
      details: [{ path: 'vatId', message, ...(params ? { params } : {}) }],
    });
    expect((await browser.get('/v1/me')).json().b2b).toMatchObject({
      company: 'ACME GmbH',
      vatId: 'DE136695976',
    });
  });

  it('stores a support message and confirms it by mail, quoting it safely', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app, { locale: 'it' });
    const body = 'Where is my parcel?\n<script>alert(1)</script> & thanks';
    const response = await browser.post('/v1/me/support', { body: `  ${body}  ` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), body, createdAt: expect.any(String) });
    const row = await ctx.app.database.db
      .selectFrom('support_request')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: customer.id, email: customer.email, locale: 'it', body });

    const [mail] = await outbox(ctx.app.database.db, 1, customer.email);
    expect(mail).toMatchObject({ template: 'support-confirmation', locale: 'it' });
    expect(mail?.text).toContain('> Where is my parcel?\n> <script>alert(1)</script> & thanks');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; thanks');
    expect(mail?.html).not.toContain('<script>');

    const tooLong = await browser.post('/v1/me/support', { body: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details).toEqual([
      { path: 'body', message: 'validation.string.max', params: { maximum: 500 } },
    ]);
    const empty = await browser.post('/v1/me/support', { body: '   ' });
    expect(empty.json().details[0]).toMatchObject({ path: 'body', message: 'validation.string.min' });
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { B2BDataInput } from '@tendero/contract';
import { useTestApp } from '../../test/app.ts';
import { aCustomer, DEFAULT_PASSWORD } from '../../test/fixtures.ts';
import { uniqueEmail } from '../auth/test-support.ts';
import { outbox } from '../mail/outbox.ts';
import {
  B2BNotActive,
  cancelB2B,
  contactSupport,
  credentialsByEmail,
  CustomerGone,
  EmailTaken,
  me,
  subscribeB2B,
  updateMe,
} from './service.ts';

/** B2B data as the route reads it from a request. */
const b2b = (fields: z.input<typeof B2BDataInput>) => B2BDataInput.parse(fields);

describe('account rules', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;

  it('shows a customer as stored, and refuses one that does not exist', async () => {
    const customer = await aCustomer(ctx.app, { firstName: 'Joana', lastName: 'Costa', locale: 'pt' });
    expect(await me(db(), customer.id)).toEqual({
      id: customer.id,
      email: customer.email,
      firstName: 'Joana',
      lastName: 'Costa',
      locale: 'pt',
      createdAt: expect.any(String),
      b2b: null,
    });
    await expect(me(db(), 999_999)).rejects.toBeInstanceOf(CustomerGone);
    await expect(me(db(), 999_999)).rejects.toMatchObject({ statusCode: 401, key: 'auth.required' });
  });

  it('opens one account per e-mail address', async () => {
    const customer = await aCustomer(ctx.app);
    await expect(aCustomer(ctx.app, { email: customer.email })).rejects.toBeInstanceOf(EmailTaken);
    // The contract reads addresses trimmed and in lower case, so another spelling is the same address.
    await expect(aCustomer(ctx.app, { email: ` ${customer.email.toUpperCase()}` })).rejects.toMatchObject({
      statusCode: 409,
      key: 'auth.email.taken',
      details: [{ path: 'email', message: 'auth.email.taken' }],
    });
  });

  it('changes names without the password, and leaves out what is not given', async () => {
    const customer = await aCustomer(ctx.app);
    const changed = await updateMe(db(), customer.id, { firstName: 'Joana' });
    expect(changed).toMatchObject({ firstName: 'Joana', lastName: 'Silva', email: customer.email });
    expect(await updateMe(db(), customer.id, { lastName: 'Costa' })).toMatchObject({
      firstName: 'Joana',
      lastName: 'Costa',
    });
  });

  it('changes the e-mail only with the right current password', async () => {
    const customer = await aCustomer(ctx.app);
    const next = uniqueEmail('moved');
    await expect(updateMe(db(), customer.id, { email: next })).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'currentPassword', message: 'auth.password.required' }],
    });
    await expect(
      updateMe(db(), customer.id, { email: next, currentPassword: 'not the password' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: [{ path: 'currentPassword', message: 'auth.password.wrong' }],
    });
    expect((await me(db(), customer.id)).email).toBe(customer.email);

    const moved = await updateMe(db(), customer.id, { email: next, currentPassword: DEFAULT_PASSWORD });
    expect(moved.email).toBe(next);
    expect((await credentialsByEmail(db(), next))?.id).toBe(customer.id);
    expect(await credentialsByEmail(db(), customer.email)).toBeUndefined();
    // The address it already has is no change, and needs no password.
    expect((await updateMe(db(), customer.id, { email: next, firstName: 'Ana Maria' })).firstName).toBe(
      'Ana Maria',
    );
  });

  it("refuses another customer's e-mail and changes nothing then", async () => {
    const customer = await aCustomer(ctx.app);
    const other = await aCustomer(ctx.app);
    await expect(
      updateMe(db(), customer.id, {
        email: other.email,
        firstName: 'Mallory',
        currentPassword: DEFAULT_PASSWORD,
      }),
    ).rejects.toBeInstanceOf(EmailTaken);
    expect(await me(db(), customer.id)).toMatchObject({ email: customer.email, firstName: 'Ana' });
  });

  it('keeps B2B data given when the account is opened as an active subscription', async () => {
    const customer = await aCustomer(ctx.app, { b2b: { company: ' ACME Lda ', vatId: 'pt 501 964 843' } });
    expect((await me(db(), customer.id)).b2b).toMatchObject({
      status: 'active',
      cancelledAt: null,
      company: 'ACME Lda',
      vatId: 'PT501964843',
    });
  });

  it('starts, updates, cancels and restarts a B2B subscription, keeping its start while active', async () => {
    const customer = await aCustomer(ctx.app);
    await expect(cancelB2B(db(), customer.id)).rejects.toBeInstanceOf(B2BNotActive);

    const started = await subscribeB2B(
      db(),
      ctx.config,
      customer.id,
      b2b({ company: 'ACME GmbH', vatId: 'DE136695976' }),
    );
    expect(started).toMatchObject({
      status: 'active',
      cancelledAt: null,
      company: 'ACME GmbH',
      vatId: 'DE136695976',
      // Without VIES_URL the id is only checked by its form.
      vatIdCheck: { status: 'not_checked', consultationNumber: null, checkedAt: null },
    });
    const updated = await subscribeB2B(
      db(),
      ctx.config,
      customer.id,
      b2b({ company: 'ACME AG', city: 'Berlin' }),
    );
    expect(updated).toMatchObject({
      since: started.since,
      company: 'ACME AG',
      city: 'Berlin',
      vatIdCheck: null,
    });

    await cancelB2B(db(), customer.id);
    expect((await me(db(), customer.id)).b2b).toMatchObject({
      status: 'cancelled',
      cancelledAt: expect.any(String),
      company: 'ACME AG',
    });
    await expect(cancelB2B(db(), customer.id)).rejects.toMatchObject({
      statusCode: 404,
      key: 'error.b2b.notActive',
    });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const restarted = await subscribeB2B(db(), ctx.config, customer.id, b2b({ company: 'ACME AG' }));
    expect(restarted).toMatchObject({ status: 'active', cancelledAt: null });
    expect(restarted.since > started.since).toBe(true);
  });

  it('stores a support message and confirms it in the language it was written in', async () => {
    const customer = await aCustomer(ctx.app, { locale: 'de' });
    const request = await contactSupport(db(), customer.id, 'fr', { body: 'Où est mon colis ?' });
    expect(request).toEqual({
      id: expect.any(Number),
      body: 'Où est mon colis ?',
      createdAt: expect.any(String),
    });
    const [mail] = await outbox(db(), 1, customer.email);
    expect(mail).toMatchObject({ template: 'support-confirmation', locale: 'fr' });
    expect(mail?.text).toContain('> Où est mon colis ?');
    await expect(contactSupport(db(), 999_999, 'en', { body: 'Hello' })).rejects.toBeInstanceOf(CustomerGone);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aSignedInCustomer } from '../../test/fixtures.ts';
import { Browser, register } from '../auth/test-support.ts';
import {
  BUSY_BUT_VALID,
  INVALID,
  MEMBER_STATE_DOWN,
  NEVER_ANSWERS,
  SERVER_ERROR,
  VALID,
  startFakeVies,
} from './vies-test-support.ts';

const vies = await startFakeVies();
const unreachablePort = await closedPort();
afterAll(() => vies.close());

/** A port nothing listens on: VIES unreachable. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('VAT ids checked at VIES', () => {
  const ctx = useTestApp({ VIES_URL: `${vies.url}/`, VIES_TIMEOUT_MS: '400', SHOP_VAT_ID: 'EL 094259216' });
  const db = () => ctx.app.database.db;
  const checks = (customerId: number) =>
    db()
      .selectFrom('vat_id_check')
      .select(['vat_id', 'status', 'requester_vat_id', 'consultation_number', 'trader_name', 'error'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();

  it('keeps a valid answer with its consultation number as proof, asked with the seller as requester', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const before = vies.asked.length;
    const response = await browser.post('/v1/me/b2b', { company: 'ACME GmbH', vatId: 'de 136 695 976' });
    expect(response.statusCode).toBe(200);
    const check = response.json().vatIdCheck;
    expect(check).toEqual({
      status: 'valid',
      consultationNumber: expect.stringMatching(/^WAPIAAAAZ\d{7}$/),
      checkedAt: expect.any(String),
    });
    expect(vies.asked.slice(before)).toEqual([
      {
        countryCode: 'DE',
        vatNumber: '136695976',
        requesterMemberStateCode: 'EL',
        requesterNumber: '094259216',
      },
    ]);
    expect((await browser.get('/v1/me')).json().b2b.vatIdCheck).toEqual(check);
    expect(await checks(customer.id)).toEqual([
      {
        vat_id: VALID,
        status: 'valid',
        requester_vat_id: 'EL094259216',
        consultation_number: check.consultationNumber,
        trader_name: 'ACME GMBH',
        error: null,
      },
    ]);
    // Every save asks again: one row per check.
    const again = (await browser.post('/v1/me/b2b', { company: 'ACME AG', vatId: VALID })).json();
    expect(again.vatIdCheck.consultationNumber).not.toBe(check.consultationNumber);
    expect(await checks(customer.id)).toHaveLength(2);
  });

  it('refuses a VAT id VIES calls invalid, keeps the data as it was and the answer as a record', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    await browser.post('/v1/me/b2b', { company: 'ACME GmbH', vatId: VALID });
    const refused = await browser.post('/v1/me/b2b', { company: 'ACME Wien', vatId: 'ATU 135 856 27' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'validation.vatId.vies',
      details: [{ path: 'vatId', message: 'validation.vatId.vies' }],
    });
    expect((await browser.get('/v1/me')).json().b2b).toMatchObject({
      company: 'ACME GmbH',
      vatId: VALID,
      vatIdCheck: { status: 'valid' },
    });
    expect((await checks(customer.id)).map((row) => [row.vat_id, row.status, row.trader_name])).toEqual([
      [VALID, 'valid', 'ACME GMBH'],
      [INVALID, 'invalid', null],
    ]);
  });

  it.each([
    [MEMBER_STATE_DOWN, 'MS_UNAVAILABLE'],
    [SERVER_ERROR, 'HTTP_503'],
    [BUSY_BUT_VALID, 'MS_MAX_CONCURRENT_REQ'],
    [NEVER_ANSWERS, 'TIMEOUT'],
  ])('saves %s as unverified when VIES cannot answer (%s)', async (vatId, error) => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const started = Date.now();
    const response = await browser.post('/v1/me/b2b', { company: 'ACME', vatId });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'active',
      company: 'ACME',
      vatId,
      vatIdCheck: { status: 'unverified', consultationNumber: null, checkedAt: expect.any(String) },
    });
    expect(await checks(customer.id)).toEqual([
      {
        vat_id: vatId,
        status: 'unverified',
        requester_vat_id: 'EL094259216',
        consultation_number: null,
        trader_name: null,
        error,
      },
    ]);
  });

  it('does not ask about countries outside VIES, nor without a VAT id', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const before = vies.asked.length;
    for (const vatId of ['GB980780684', 'CHE-107.787.577 MWST', 'NO995525828MVA']) {
      const response = await browser.post('/v1/me/b2b', { vatId });
      expect(response.json().vatIdCheck).toEqual({
        status: 'not_checked',
        consultationNumber: null,
        checkedAt: null,
      });
    }
    expect((await browser.post('/v1/me/b2b', { company: 'ACME' })).json().vatIdCheck).toBeNull();
    expect(vies.asked.length).toBe(before);
    expect(await checks(customer.id)).toEqual([]);
  });

  it('asks about Northern Ireland (XI) like a member state', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const before = vies.asked.length;
    const response = await browser.post('/v1/me/b2b', { vatId: 'XI 980 7806 84' });
    expect(response.json().vatIdCheck.status).toBe('valid');
    expect(vies.asked.slice(before)).toMatchObject([{ countryCode: 'XI', vatNumber: '980780684' }]);
  });

  it('checks the VAT id of B2B data given at registration, before opening the account', async () => {
    const browser = new Browser(ctx.app);
    const refused = await register(browser, { b2b: { company: 'ACME', vatId: INVALID } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'b2b.vatId', message: 'validation.vatId.vies' }]);
    const account = await db()
      .selectFrom('customer')
      .select('id')
      .where('email', '=', refused.customer.email)
      .executeTakeFirst();
    expect(account).toBeUndefined();

    const opened = await register(new Browser(ctx.app), { b2b: { company: 'ACME', vatId: VALID } });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().b2b.vatIdCheck).toMatchObject({
      status: 'valid',
      consultationNumber: expect.any(String),
    });
    expect(await checks(opened.json().id)).toHaveLength(1);
  });
});

describe('VAT ids when VIES is unreachable, asked without a requester', () => {
  const ctx = useTestApp({ VIES_URL: `http://127.0.0.1:${unreachablePort}/rest-api` });

  it('saves the data and says the VAT id is unverified', async () => {
    const { browser, customer } = await aSignedInCustomer(ctx.app);
    const response = await browser.post('/v1/me/b2b', { company: 'ACME', vatId: VALID });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ vatId: VALID, vatIdCheck: { status: 'unverified' } });
    const row = await ctx.app.database.db
      .selectFrom('vat_id_check')
      .select(['status', 'error', 'requester_vat_id'])
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'unverified', error: 'UNREACHABLE', requester_vat_id: null });
  });
});

describe('VAT ids asked without a requester', () => {
  const ctx = useTestApp({ VIES_URL: vies.url });

  it('keeps a valid answer without a consultation number (VIES gives none)', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    const before = vies.asked.length;
    const response = await browser.post('/v1/me/b2b', { vatId: VALID });
    expect(response.json().vatIdCheck).toEqual({
      status: 'valid',
      consultationNumber: null,
      checkedAt: expect.any(String),
    });
    expect(vies.asked.slice(before)).toEqual([{ countryCode: 'DE', vatNumber: '136695976' }]);
  });
});

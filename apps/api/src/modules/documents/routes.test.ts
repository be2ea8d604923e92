import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { aSignedInCustomer } from '../../test/fixtures.ts';
import { Browser } from '../auth/test-support.ts';
import type { InvoiceFacts } from './facts.ts';
import { issueCreditNote, issueInvoice, type IssueOptions } from './service.ts';
import { TEST_SELLER, creditNoteFacts, invoiceFacts } from './test-support.ts';

describe('documents routes', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  const issue = (facts: InvoiceFacts, options: IssueOptions = {}) =>
    db()
      .transaction()
      .execute((trx) => issueInvoice(trx, facts, TEST_SELLER, options));
  const pdfOf = async (number: string) =>
    Buffer.from(
      (await db().selectFrom('document').select('pdf').where('number', '=', number).executeTakeFirstOrThrow())
        .pdf ?? [],
    );

  it('answers 401 auth.required without a session', async () => {
    const anonymous = new Browser(ctx.app);
    for (const url of ['/v1/me/invoices', '/v1/me/orders/document/invoice/INV-2026-000001']) {
      const response = await anonymous.get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'auth.required',
      });
    }
  });

  it('lists the customer’s invoices and credit notes, newest first, page by page', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    const other = await aSignedInCustomer(ctx.app);
    const mine = (overrides: Partial<InvoiceFacts> = {}) =>
      invoiceFacts({ customerId: customer.id, ...overrides });
    const first = mine();
    const invoices = [
      await issue(first, { now: new Date('2026-11-20T10:00:00Z') }),
      await issue(mine(), { now: new Date('2026-11-21T10:00:00Z') }),
    ];
    await issue(invoiceFacts({ customerId: other.customer.id }));
    const credit = await db()
      .transaction()
      .execute((trx) =>
        issueCreditNote(trx, creditNoteFacts(first, invoices[0]?.number ?? ''), TEST_SELLER, {
          now: new Date('2026-11-22T10:00:00Z'),
        }),
      );

    const page1 = await browser.get('/v1/me/invoices?limit=2');
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['cache-control']).toBe('private, no-store');
    const body1 = page1.json();
    expect(body1.items).toEqual([
      {
        type: 'credit-note',
        number: credit.number,
        issuedAt: '2026-11-22T10:00:00.000Z',
        orderReference: first.orderReference,
        total: { amount: credit.data.totals.gross, currency: 'EUR' },
        downloadPath: `/v1/me/orders/document/credit-note/${credit.number}`,
      },
      {
        type: 'invoice',
        number: invoices[1]?.number,
        issuedAt: '2026-11-21T10:00:00.000Z',
        orderReference: invoices[1]?.orderReference,
        total: { amount: 14574, currency: 'EUR' },
        downloadPath: `/v1/me/orders/document/invoice/${invoices[1]?.number}`,
      },
    ]);
    expect(body1.nextCursor).toEqual(expect.any(String));

    const page2 = (await browser.get(`/v1/me/invoices?limit=2&cursor=${body1.nextCursor}`)).json();
    expect(page2.items.map((item: { number: string }) => item.number)).toEqual([invoices[0]?.number]);
    expect(page2.nextCursor).toBeNull();

    const theirs = (await other.browser.get('/v1/me/invoices')).json();
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items[0].number).not.toBe(invoices[0]?.number);

    expect((await browser.get('/v1/me/invoices?cursor=nonsense')).statusCode).toBe(400);
  });

  it('answers the stored PDF of the customer’s document as it was issued', async () => {
    const { customer, browser } = await aSignedInCustomer(ctx.app);
    const facts = invoiceFacts({ customerId: customer.id });
    const invoice = await issue(facts);
    const response = await browser.get(`/v1/me/orders/document/invoice/${invoice.number}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Issued without its PDF (as if the process died before drawing it): the first download drew and
    // stored it, and every later one answers those same bytes.
    expect(response.rawPayload.equals(await pdfOf(invoice.number))).toBe(true);
    const again = await browser.get(`/v1/me/orders/document/invoice/${invoice.number}`);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);

    const credit = await db()
      .transaction()
      .execute((trx) => issueCreditNote(trx, creditNoteFacts(facts, invoice.number), TEST_SELLER));
    const creditResponse = await browser.get(`/v1/me/orders/document/credit-note/${credit.number}`);
    expect(creditResponse.statusCode).toBe(200);
    expect(creditResponse.rawPayload.equals(await pdfOf(credit.number))).toBe(true);
  });

  it('answers 404 for another customer’s document, an unknown one, or one of another type', async () => {
    const owner = await aSignedInCustomer(ctx.app);
    const stranger = await aSignedInCustomer(ctx.app);
    const invoice = await issue(invoiceFacts({ customerId: owner.customer.id }));
    const notFound = { statusCode: 404, error: 'Not Found', message: 'error.notFound' };
    for (const [browser, url] of [
      [stranger.browser, `/v1/me/orders/document/invoice/${invoice.number}`],
      [owner.browser, '/v1/me/orders/document/invoice/INV-1999-000001'],
      [owner.browser, `/v1/me/orders/document/credit-note/${invoice.number}`],
    ] as const) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(notFound);
    }
  });

  it('answers 400 for a document type or number that cannot be', async () => {
    const { browser } = await aSignedInCustomer(ctx.app);
    for (const [url, path] of [
      ['/v1/me/orders/document/receipt/INV-2026-000001', 'params.documentType'],
      ['/v1/me/orders/document/invoice/INV-2026-1', 'params.documentNumber'],
      ['/v1/me/orders/document/invoice/..%2F..%2Fetc', 'params.documentNumber'],
    ] as const) {
      const response = await browser.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details[0].path, url).toBe(path);
    }
  });
});

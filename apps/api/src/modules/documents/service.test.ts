import { describe, expect, it } from 'vitest';
import { serverTexts } from '../../lib/server-texts.ts';
import { useTestApp } from '../../test/app.ts';
import { aCustomer } from '../../test/fixtures.ts';
import { DocumentFactsInvalid, type InvoiceFacts } from './facts.ts';
import { renderDocumentPdf } from './pdf.ts';
import { pdfText } from './pdf-test-support.ts';
import {
  invoiceOfOrder,
  issueCreditNote,
  issueInvoice,
  sellerFacts,
  storeDocumentPdf,
  type IssueOptions,
} from './service.ts';
import { TEST_SELLER, creditNoteFacts, documentData, invoiceFacts } from './test-support.ts';

const sequence = (series: string, year: number, count: number) =>
  Array.from({ length: count }, (_, index) => `${series}-${year}-${String(index + 1).padStart(6, '0')}`);

describe('documents service', () => {
  const ctx = useTestApp();
  const db = () => ctx.app.database.db;
  // Each test numbers in years of its own: the counters are per series and year.
  const at = (iso: string): IssueOptions => ({ now: new Date(iso) });
  const issue = (facts: InvoiceFacts, options: IssueOptions = {}) =>
    db()
      .transaction()
      .execute((trx) => issueInvoice(trx, facts, TEST_SELLER, options));
  const stored = (number: string) =>
    db().selectFrom('document').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
  /** The document's PDF, drawn and stored as the issuing event's handler does after the commit. */
  const storedPdf = async (number: string) => {
    await storeDocumentPdf(db(), (await stored(number)).id);
    const { pdf } = await stored(number);
    if (!pdf) throw new Error(`${number} has no PDF`);
    return Buffer.from(pdf);
  };
  const counter = (series: string, year: number) =>
    db()
      .selectFrom('document_counter')
      .select('last')
      .where('series', '=', series)
      .where('year', '=', year)
      .executeTakeFirst();

  it('numbers 50 invoices issued at once 1 to 50, without a gap or a repeat', async () => {
    // The fonts are read once per process, by the first document: not while 50 wait for a connection.
    await renderDocumentPdf(documentData(invoiceFacts(), 'INV-2030-000001'));
    const issued = await Promise.all(
      Array.from({ length: 50 }, () => issue(invoiceFacts(), at('2031-03-01T10:00:00Z'))),
    );
    expect(issued.map((document) => document.number).sort()).toEqual(sequence('INV', 2031, 50));
    expect(issued.every((document) => document.created)).toBe(true);
    const rows = await db()
      .selectFrom('document')
      .select(['number', 'sequence', 'order_id'])
      .where('year', '=', 2031)
      .execute();
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(new Set(rows.map((row) => row.order_id)).size).toBe(50);
    expect(await counter('INV', 2031)).toEqual({ last: 50 });
  });

  it('keeps one series per year, and credit notes a series of their own', async () => {
    const december = await issue(invoiceFacts(), at('2032-12-31T23:59:59.999Z'));
    const january = await issue(invoiceFacts(), at('2033-01-01T00:00:00Z'));
    const facts = invoiceFacts();
    const again = await issue(facts, at('2032-12-31T23:59:59.999Z'));
    expect([december.number, january.number, again.number]).toEqual([
      'INV-2032-000001',
      'INV-2033-000001',
      'INV-2032-000002',
    ]);
    const credit = await db()
      .transaction()
      .execute((trx) =>
        issueCreditNote(trx, creditNoteFacts(facts, again.number), TEST_SELLER, at('2032-12-31T23:59:59Z')),
      );
    expect(credit.number).toBe('CRN-2032-000001');
    expect(await counter('INV', 2032)).toEqual({ last: 2 });
    expect(await counter('CRN', 2032)).toEqual({ last: 1 });
  });

  it('dates and numbers on the seller’s calendar: 23:30 UTC on New Year’s Eve is the new year in Berlin', async () => {
    const seller = { ...TEST_SELLER, timeZone: 'Europe/Berlin' };
    const facts = invoiceFacts({ locale: 'de' });
    const invoice = await db()
      .transaction()
      .execute((trx) => issueInvoice(trx, facts, seller, at('2043-12-31T23:30:00Z')));
    expect(invoice.number).toBe('INV-2044-000001');
    const text = pdfText(await renderDocumentPdf(invoice.data));
    expect(text).toContain('01.01.2044');
    expect(text).not.toContain('31.12.2043');
    const credit = await db()
      .transaction()
      .execute((trx) =>
        issueCreditNote(trx, creditNoteFacts(facts, invoice.number), seller, at('2044-01-02T09:00:00Z')),
      );
    expect(credit.data.corrects).toEqual({ number: 'INV-2044-000001', issueDate: '2044-01-01' });
    // Without the zone (documents issued before it was kept), the days stay UTC's.
    const older = await db()
      .transaction()
      .execute((trx) => issueInvoice(trx, invoiceFacts(), TEST_SELLER, at('2047-12-31T23:30:00Z')));
    expect(older.number).toBe('INV-2047-000001');
  });

  it('gives a number back when the issuing transaction rolls back, so none is missing', async () => {
    const lost = invoiceFacts();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await issueInvoice(trx, lost, TEST_SELLER, at('2034-05-01T08:00:00Z'));
          throw new Error('the order handler failed after issuing');
        }),
    ).rejects.toThrow('the order handler failed');
    expect(await invoiceOfOrder(db(), lost.orderId)).toBeNull();
    const next = await issue(invoiceFacts(), at('2034-05-01T09:00:00Z'));
    expect(next.number).toBe('INV-2034-000001');
  });

  it('answers the first invoice when an order is issued again, one after another or at once', async () => {
    const facts = invoiceFacts();
    const first = await issue(facts, at('2035-02-01T10:00:00Z'));
    const second = await issue({ ...facts, paymentMethod: 'changed since' }, at('2035-02-02T10:00:00Z'));
    expect(second).toEqual({ ...first, created: false });
    expect(second.data.paymentMethod).toBe(facts.paymentMethod);

    const raced = invoiceFacts();
    const issued = await Promise.all(
      Array.from({ length: 5 }, () => issue(raced, at('2035-02-03T10:00:00Z'))),
    );
    expect(new Set(issued.map((document) => document.number))).toEqual(new Set(['INV-2035-000002']));
    expect(issued.filter((document) => document.created)).toHaveLength(1);
    const rows = await db()
      .selectFrom('document')
      .select('id')
      .where('order_id', '=', raced.orderId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await counter('INV', 2035)).toEqual({ last: 2 });
  });

  it('stores the facts as they were given, to the cent, with the seller of the configuration', async () => {
    const customer = await aCustomer(ctx.app);
    const facts = invoiceFacts({ customerId: customer.id, locale: 'fr' });
    const seller = sellerFacts({ ...ctx.config, shopVatId: 'DE136695976' });
    const document = await db()
      .transaction()
      .execute((trx) => issueInvoice(trx, facts, seller, at('2036-06-15T12:30:00Z')));
    expect(document.data).toEqual({
      version: 1,
      type: 'invoice',
      number: 'INV-2036-000001',
      issuedAt: '2036-06-15T12:30:00.000Z',
      locale: 'fr',
      orderReference: facts.orderReference,
      paymentMethod: facts.paymentMethod,
      seller: {
        name: 'Tendero Demo GmbH',
        address: 'Beispielstraße 12, 10115 Berlin',
        country: 'DE',
        vatId: 'DE136695976',
        taxNumber: null,
        email: 'shop@tendero.localhost',
        phone: '+49 30 23125 000',
        register: 'Amtsgericht Charlottenburg, HRB 999999 B',
        representative: 'Erika Mustermann',
        timeZone: 'Europe/Berlin',
      },
      buyer: facts.buyer,
      supplyDate: facts.supplyDate,
      corrects: null,
      currency: 'EUR',
      lines: facts.lines,
      shipping: facts.shipping,
      vat: facts.vat,
      totals: facts.totals,
      vatExemption: null,
      // 49,90 € and 16,99 € with 19 % and 7 % VAT in them.
      unitPricesNet: [4193, 1588],
    });
    // The default facts: 2 × 49,90 − 9,98 and 4,95 shipping at 19 %, 3 × 16,99 at 7 %.
    expect(facts.vat).toEqual([
      { rate: 1900, net: 7964, vat: 1513 },
      { rate: 700, net: 4764, vat: 333 },
    ]);
    expect(facts.totals).toEqual({ net: 12728, vat: 1846, gross: 14574 });

    const row = await stored(document.number);
    expect(JSON.parse(row.data)).toEqual(document.data);
    expect(row).toMatchObject({
      type: 'invoice',
      series: 'INV',
      year: 2036,
      sequence: 1,
      order_id: facts.orderId,
      order_reference: facts.orderReference,
      customer_id: customer.id,
      refund_id: null,
      locale: 'fr',
      currency: 'EUR',
      issued_at: '2036-06-15T12:30:00.000Z',
    });
    expect(Number(row.total)).toBe(14574);
    expect(await invoiceOfOrder(db(), facts.orderId)).toEqual({ ...document, created: false });
  });

  it('numbers and stores the data in the transaction, and draws the PDF once after it', async () => {
    const document = await issue(invoiceFacts({ locale: 'de' }), at('2041-02-10T10:00:00Z'));
    expect((await stored(document.number)).pdf).toBeNull();
    const pdf = await storedPdf(document.number);
    // A second run of the handler (the event delivered twice) keeps the PDF as it was.
    await storeDocumentPdf(db(), (await stored(document.number)).id);
    expect(Buffer.from((await stored(document.number)).pdf ?? []).equals(pdf)).toBe(true);
    expect(pdfText(pdf)).toContain(document.number);
  });

  it('stores a PDF in the customer’s language that names the number', async () => {
    const document = await issue(invoiceFacts({ locale: 'de' }), at('2037-01-10T10:00:00Z'));
    const pdf = await storedPdf(document.number);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Rechnung');
    expect(text).toContain('Rechnungsnummer');
    expect(text).toContain('INV-2037-000001');
    expect(text).toContain('Rechnung INV-2037-000001');
    expect(text).not.toContain(serverTexts('de', 'documents').exemption.reverseCharge);
  });

  it('says "reverse charge" with the buyer’s VAT id, and names the export exemption', async () => {
    const reverseCharge = await issue(
      invoiceFacts({
        locale: 'en',
        vatExemption: 'reverseCharge',
        buyer: {
          name: 'Jan de Vries',
          company: 'De Vries B.V.',
          address1: 'Keizersgracht 1',
          address2: null,
          postcode: '1015 CJ',
          city: 'Amsterdam',
          state: null,
          countryIso: 'NL',
          vatId: 'NL004495445B01',
        },
        lines: [{ name: 'Coffee grinder', sku: 'KM-100', quantity: 4, unitPrice: 4193, vatRate: 0 }],
      }),
      at('2038-01-10T10:00:00Z'),
    );
    const reverseText = pdfText(await storedPdf(reverseCharge.number));
    expect(reverseText).toContain(serverTexts('en', 'documents').exemption.reverseCharge);
    expect(reverseText).toContain('VAT ID: NL004495445B01');
    expect(reverseText).toContain('De Vries B.V.');

    const exported = await issue(
      invoiceFacts({
        locale: 'en',
        vatExemption: 'export',
        buyer: {
          name: 'Anna Muster',
          company: null,
          address1: 'Bahnhofstrasse 1',
          address2: null,
          postcode: '8001',
          city: 'Zürich',
          state: null,
          countryIso: 'CH',
          vatId: null,
        },
        lines: [{ name: 'Coffee grinder', sku: 'KM-100', quantity: 1, unitPrice: 4193, vatRate: 0 }],
      }),
      at('2038-01-11T10:00:00Z'),
    );
    const exportText = pdfText(await storedPdf(exported.number));
    expect(exportText).toContain(serverTexts('en', 'documents').exemption.export);
    expect(exportText).not.toContain(serverTexts('en', 'documents').exemption.reverseCharge);
  });

  it('refuses facts that do not add up to the cent, and numbers nothing', async () => {
    const good = invoiceFacts();
    const wrong: [string, InvoiceFacts][] = [
      ['a total one cent off', { ...good, totals: { ...good.totals, gross: good.totals.gross + 1 } }],
      [
        'VAT of a rate one cent off',
        {
          ...good,
          vat: good.vat.map((group, index) => (index === 0 ? { ...group, vat: group.vat + 1 } : group)),
        },
      ],
      [
        'a line total that is not price × quantity − discount',
        {
          ...good,
          lines: good.lines.map((line, index) => (index === 0 ? { ...line, total: line.total - 1 } : line)),
        },
      ],
      ['reverse charge without the buyer’s VAT id', invoiceFacts({ vatExemption: 'reverseCharge' })],
      ['a fractional cent', { ...good, shipping: good.shipping && { ...good.shipping, amount: 4.5 } }],
      ['no lines', { ...good, lines: [], vat: [], totals: { net: 0, vat: 0, gross: 0 } }],
      ['a supply date that is no date', { ...good, supplyDate: '25.11.2026' }],
    ];
    for (const [what, facts] of wrong) {
      await expect(issue(facts, at('2039-01-01T10:00:00Z')), what).rejects.toBeInstanceOf(
        DocumentFactsInvalid,
      );
    }
    expect(await counter('INV', 2039)).toBeUndefined();
    expect(await invoiceOfOrder(db(), good.orderId)).toBeNull();
  });

  it('issues a credit note once per refund, naming the invoice it corrects', async () => {
    const facts = invoiceFacts({ locale: 'en' });
    const invoice = await issue(facts, at('2040-03-01T10:00:00Z'));
    const refund = creditNoteFacts(facts, invoice.number);
    const credit = (options: IssueOptions) =>
      db()
        .transaction()
        .execute((trx) => issueCreditNote(trx, refund, TEST_SELLER, options));
    const first = await credit(at('2040-03-05T10:00:00Z'));
    const second = await credit(at('2040-03-06T10:00:00Z'));
    expect(second).toEqual({ ...first, created: false });
    expect(first).toMatchObject({
      type: 'credit_note',
      number: 'CRN-2040-000001',
      refundId: refund.refundId,
    });
    expect(first.data).toMatchObject({
      type: 'credit_note',
      corrects: { number: invoice.number, issueDate: '2040-03-01' },
      supplyDate: refund.refundDate,
      lines: refund.lines,
      totals: refund.totals,
    });
    const text = pdfText(await storedPdf(first.number));
    expect(text).toContain('Credit note');
    expect(text).toContain(`This credit note corrects invoice ${invoice.number} of 1 Mar 2040.`);
    expect(text).toContain('Amount refunded');

    const otherOrder = { ...refund, refundId: refund.refundId + 1, orderId: refund.orderId + 1 };
    await expect(
      db()
        .transaction()
        .execute((trx) => issueCreditNote(trx, otherOrder, TEST_SELLER)),
    ).rejects.toBeInstanceOf(DocumentFactsInvalid);
  });
});

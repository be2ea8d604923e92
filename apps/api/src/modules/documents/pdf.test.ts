import { describe, expect, it } from 'vitest';
import { formatMoney, LOCALES, type Locale } from '@tendero/contract';
import { loadConfig } from '../../config.ts';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { renderDocumentPdf } from './pdf.ts';
import { sellerFacts } from './service.ts';
import { pdfText } from './pdf-test-support.ts';
import { documentData, invoiceFacts } from './test-support.ts';

/** Characters the font had no glyph for: its .notdef reads as U+0000, an unmapped code as U+FFFD. */
const unwritten = (text: string) =>
  [...text].filter((character) => character === '\u0000' || character === '\ufffd');

const GREEK_BUYER = {
  name: 'Γιώργος Παπαδόπουλος',
  company: 'Παπαδόπουλος Α.Ε.',
  address1: 'Οδός Ερμού 25',
  address2: null,
  postcode: '105 63',
  city: 'Αθήνα',
  state: null,
  countryIso: 'GR',
  vatId: 'EL094259216',
};

describe('the PDF of a document', () => {
  // First in the file on purpose: the fonts are read once per process, and a glyph first drawn as a
  // part of another (the A of Á, the bold header "Áfakulcs") once lost its text for every later document.
  it('keeps the text of every glyph, whatever documents were drawn before', async () => {
    const hungarian = invoiceFacts({
      locale: 'hu',
      buyer: { ...GREEK_BUYER, name: 'Kovács Béla', company: null },
    });
    expect(pdfText(await renderDocumentPdf(documentData(hungarian)))).toContain('Kovács Béla');
    const german = pdfText(await renderDocumentPdf(documentData(invoiceFacts({ locale: 'de' }))));
    expect(german).toContain('Ana Silva');
    expect(german).toContain('Kaffeemühle');
  });

  it('writes a Greek invoice in Greek: labels, the buyer, lines and the reverse-charge note', async () => {
    const facts = invoiceFacts({
      locale: 'el',
      buyer: GREEK_BUYER,
      vatExemption: 'reverseCharge',
      lines: [
        {
          name: 'Μύλος καφέ «Άρωμα»',
          sku: 'KM-100',
          quantity: 2,
          unitPrice: 4193,
          vatRate: 0,
          discount: 838,
        },
      ],
      shipping: { method: 'Τυπικό δέμα', amount: 416, vatRate: 0 },
    });
    const pdf = await renderDocumentPdf(documentData(facts));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const texts = serverTexts('el', 'documents');
    for (const expected of [
      texts.invoice.title,
      'INV-2026-000042',
      'Γιώργος Παπαδόπουλος',
      'Οδός Ερμού 25',
      'Ελλάδα',
      'Μύλος καφέ «Άρωμα»',
      fill(texts.table.shipping, { method: 'Τυπικό δέμα' }),
      fill(texts.vatId, { vatId: 'EL094259216' }),
      texts.exemption.reverseCharge,
      texts.totals.gross,
      formatMoney('el', { amount: facts.totals.gross, currency: 'EUR' }),
    ]) {
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    }
    // Nothing the font could not write (its .notdef glyph reads as U+0000).
    expect(unwritten(text)).toEqual([]);
  });

  it('writes a German invoice with unit prices without VAT, the VAT per rate and the totals', async () => {
    const facts = invoiceFacts({ locale: 'de' });
    const text = pdfText(await renderDocumentPdf(documentData(facts)));
    const euro = (amount: number) => formatMoney('de', { amount, currency: 'EUR' });
    for (const expected of [
      'Rechnung',
      'Kaffeemühle „Aroma“',
      'Art.-Nr. KM-100',
      `${euro(4193)} netto`,
      euro(-998),
      'Versand: Standardpaket',
      ...facts.vat.flatMap((group) => [euro(group.net), euro(group.vat)]),
      euro(facts.totals.gross),
      'Einzelpreise und Beträge enthalten die Umsatzsteuer.',
      'USt-IdNr.: DE136695976',
      'Vertreten durch Erika Mustermann',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected.replace(/[\s\u00a0\u202f]+/g, ' '));
    }
    expect(text).not.toContain(serverTexts('de', 'documents').exemption.reverseCharge);
  });

  it('names the seller’s VAT id and tax number on the demo shop’s invoices, at the top and the foot', async () => {
    const seller = sellerFacts(loadConfig({}));
    expect(seller).toMatchObject({ vatId: 'DE999999995', taxNumber: '37/999/99999' });
    const text = pdfText(
      await renderDocumentPdf({ ...documentData(invoiceFacts({ locale: 'de' })), seller }),
    );
    expect(text.split('USt-IdNr.: DE999999995').length - 1).toBe(2);
    expect(text.split('Steuernummer: 37/999/99999').length - 1).toBe(2);
  });

  it('names the export exemption for a delivery outside the EU', async () => {
    const facts = invoiceFacts({
      locale: 'en',
      vatExemption: 'export',
      buyer: {
        ...GREEK_BUYER,
        name: 'Anna Muster',
        company: null,
        city: 'Zürich',
        postcode: '8001',
        countryIso: 'CH',
        vatId: null,
      },
      lines: [{ name: 'Coffee grinder', sku: 'KM-100', quantity: 1, unitPrice: 4193, vatRate: 0 }],
      shipping: null,
    });
    const text = pdfText(await renderDocumentPdf(documentData(facts)));
    expect(text).toContain(serverTexts('en', 'documents').exemption.export);
    expect(text).toContain('Switzerland');
    expect(text).toContain('Unit prices and amounts are shown without VAT.');
  });

  it('continues a long invoice on further pages, each with its header row and page count', async () => {
    const facts = invoiceFacts({
      locale: 'hu',
      lines: Array.from({ length: 45 }, (_, index) => ({
        name: `Termék ${index + 1}`,
        sku: `SKU-${index + 1}`,
        quantity: 1_000_000,
        unitPrice: 99_999,
        vatRate: 2700,
      })),
    });
    const text = pdfText(await renderDocumentPdf(documentData(facts)));
    const pages = Number(/1\/(\d+)\. oldal/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text.split('Mennyiség').length - 1).toBe(pages);
    expect(text).toContain('Termék 45');
    expect(text).toContain(
      formatMoney('hu', { amount: facts.totals.gross, currency: 'EUR' }).replace(/\s/g, ' '),
    );
  });

  it.each(LOCALES)('writes every character of the %s texts', async (locale: Locale) => {
    const text = pdfText(await renderDocumentPdf(documentData(invoiceFacts({ locale, vatExemption: null }))));
    expect(unwritten(text)).toEqual([]);
    expect(text).toContain(serverTexts(locale, 'documents').invoice.title);
  });
});

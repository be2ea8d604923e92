import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../documents/pdf-test-support.ts';
import { drawWithdrawalAcknowledgementPdf } from './acknowledgement-pdf.ts';
import type { WithdrawalAcknowledgementFacts } from './pdf-facts.ts';

const facts: WithdrawalAcknowledgementFacts = {
  withdrawalUid: 'wd_3Kf8pQz1NvB6tYe2',
  orderReference: 'K7QM-4XPR',
  orderedAt: '2026-11-20T09:15:00.000Z',
  // 23:22 in Berlin, 00:22 the next day in Athens.
  declaredAt: '2026-12-01T22:22:00.000Z',
  timeZone: 'Europe/Berlin',
  customer: { name: 'Ana Silva', email: 'ana.silva@example.com' },
  seller: {
    name: 'Tendero Demo GmbH',
    address: 'Beispielstraße 12, 10115 Berlin',
    countryIso: 'DE',
    email: 'service@tendero.example',
    phone: '+49 30 1234567',
  },
  wholeOrder: false,
  lines: [
    { name: 'Espressokocher „Napoli“, 6 Tassen', quantity: 1 },
    { name: 'Kaffeebohnen Hochlandmischung 1 kg', quantity: 3 },
  ],
  returnDays: 14,
  returnTrackingNumber: 'RR473124829DE',
  labelUrl: 'https://shop.example/de/retouren/rt_7Hq2mXc9LpA4sWd1',
};
const printedAt = new Date('2026-12-02T08:00:00.000Z');

describe('withdrawal acknowledgement', () => {
  it('says in German when the declaration arrived, in the shop’s zone, and what it covers', async () => {
    const pdf = await drawWithdrawalAcknowledgementPdf(facts, 'de', printedAt);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPages(pdf).map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([
      [595, 842],
    ]);
    const text = pdfText(pdf);
    for (const part of [
      'Tendero Demo GmbH',
      'Beispielstraße 12, 10115 Berlin, Deutschland',
      'Bestätigung des Eingangs Ihres Widerrufs',
      'Ihre Widerrufserklärung ist am 1. Dezember 2026 um 23:22 Uhr (MEZ) bei uns eingegangen.',
      'Hiermit widerrufe(n) ich/wir den von mir/uns abgeschlossenen Vertrag über den Kauf der folgenden Waren:',
      '1 × Espressokocher „Napoli“, 6 Tassen',
      '3 × Kaffeebohnen Hochlandmischung 1 kg',
      'Bestellt am 20. November 2026',
      'K7QM-4XPR',
      'Ana Silva',
      'ana.silva@example.com',
      'RR473124829DE',
      'https://shop.example/de/retouren/rt_7Hq2mXc9LpA4sWd1',
      // 14 days for sending back and for the refund, counted from 1 December.
      'also spätestens bis zum 15. Dezember 2026.',
      'binnen 14 Tagen nach Eingang Ihres Widerrufs, also spätestens bis zum 15. Dezember 2026',
      'rufen Sie uns an unter +49 30 1234567',
      'Gedruckt am 2. Dezember 2026',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('quotes the Greek model form and dates the declaration on the shop’s calendar', async () => {
    const athens = { ...facts, timeZone: 'Europe/Athens', wholeOrder: true, lines: [] };
    const text = pdfText(await drawWithdrawalAcknowledgementPdf(athens, 'el', printedAt));
    expect(text).toContain('Βεβαίωση παραλαβής της υπαναχώρησής σας');
    expect(text).toContain(
      'Σας γνωστοποιώ/γνωστοποιούμε με την παρούσα ότι υπαναχωρώ/υπαναχωρούμε από τη σύμβασή μου/μας για την πώληση των κάτωθι αγαθών:',
    );
    expect(text).toContain(
      'Λάβαμε τη δήλωση υπαναχώρησής σας στις 2 Δεκεμβρίου 2026 και ώρα 12:22 π.μ. (EET).',
    );
    expect(text).toContain('όλα τα αγαθά της παραγγελίας K7QM-4XPR');
    expect(text).not.toContain('Espressokocher');
    expect(text).toContain('έως τις 16 Δεκεμβρίου 2026');
  });

  it('says the label follows when there is none yet, and gives no phone the seller has not', async () => {
    const without = {
      ...facts,
      returnTrackingNumber: null,
      labelUrl: null,
      seller: { ...facts.seller, phone: null },
    };
    const text = pdfText(await drawWithdrawalAcknowledgementPdf(without, 'en', printedAt));
    expect(text).toContain('We will send you the return label by e-mail as soon as it is ready.');
    expect(text).toContain('Any questions? Write to us at service@tendero.example.');
    expect(text).not.toContain('Phone');
    expect(text).toContain(
      'I/We hereby give notice that I/We withdraw from my/our contract of sale of the following goods:',
    );
  });

  it('runs a long list of goods onto a second page and leaves none out', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({ name: `Artikel ${index + 1}`, quantity: 2 }));
    const pdf = await drawWithdrawalAcknowledgementPdf({ ...facts, lines }, 'de', printedAt);
    expect(pdfPages(pdf)).toHaveLength(2);
    const text = pdfText(pdf);
    for (const line of lines) expect(text).toContain(`2 × ${line.name} `);
    expect(text).toContain('Gedruckt am 2. Dezember 2026');
  });
});

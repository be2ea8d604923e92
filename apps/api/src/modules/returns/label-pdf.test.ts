import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfText } from '../documents/pdf-test-support.ts';
import { drawReturnLabelPdf, qrModules } from './label-pdf.ts';
import type { ReturnLabelFacts } from './pdf-facts.ts';

const facts: ReturnLabelFacts = {
  returnUid: 'rt_7Hq2mXc9LpA4sWd1',
  trackingNumber: 'RR473124829DE',
  carrier: 'Standardversand (Postaro)',
  orderReference: 'K7QM-4XPR',
  createdAt: '2026-11-30T23:30:00.000Z',
  timeZone: 'Europe/Berlin',
  qrText: 'https://shop.example/de/retouren/rt_7Hq2mXc9LpA4sWd1',
  sender: {
    name: 'Νικόλαος Παπαδόπουλος',
    company: null,
    address1: 'Λεωφόρος Βασιλίσσης Σοφίας 124',
    address2: '3ος όροφος',
    postcode: '115 26',
    city: 'Αθήνα',
    countryIso: 'GR',
  },
  recipient: { name: 'Tendero Demo GmbH', address: 'Beispielstraße 12, 10115 Berlin', countryIso: 'DE' },
  lines: [
    { name: 'Espressokocher „Napoli“, 6 Tassen', quantity: 1 },
    { name: 'Kaffeebohnen Hochlandmischung 1 kg', quantity: 3 },
  ],
  index: 1,
  count: 2,
};

/** The filled rectangles one label draws: a bar per Code 128 bar, a square per dark QR module. */
async function labelRectangles(): Promise<{ bars: number; modules: number }> {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text: facts.trackingNumber });
  const bars = symbol && 'sbs' in symbol ? Math.ceil(symbol.sbs.length / 2) : 0;
  const qr = await qrModules(facts.qrText);
  return { bars, modules: qr.dark.filter(Boolean).length };
}

describe('return label', () => {
  it('is an A4 sheet with the label to cut out, then the label alone on A6', async () => {
    const pdf = await drawReturnLabelPdf(facts, 'de');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdfPages(pdf);
    expect(pages.map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([
      [595, 842],
      [298, 420],
    ]);
    // Both labels draw every bar and every dark module, and nothing else is a rectangle.
    const { bars, modules } = await labelRectangles();
    expect(bars).toBeGreaterThan(20);
    expect(modules).toBeGreaterThan(200);
    expect(pages.map((page) => page.rectangles)).toEqual([bars + modules, bars + modules]);
  });

  it('shows the number, carrier, sender, return address, order and items in German', async () => {
    const text = pdfText(await drawReturnLabelPdf(facts, 'de'));
    for (const part of [
      'RR473124829DE',
      'Standardversand (Postaro)',
      'RETOURE',
      'Paket 1 von 2',
      'Absender',
      'Νικόλαος Παπαδόπουλος',
      '115 26 Αθήνα',
      'Griechenland',
      'Empfänger',
      'Tendero Demo GmbH',
      'Beispielstraße 12',
      'DEUTSCHLAND',
      'K7QM-4XPR',
      'Entlang der gestrichelten Linie ausschneiden',
      'So schicken Sie die Ware zurück',
      'Bewahren Sie den Einlieferungsbeleg auf',
      '1 × Espressokocher „Napoli“, 6 Tassen',
      '3 × Kaffeebohnen Hochlandmischung 1 kg',
    ]) {
      expect(text).toContain(part);
    }
    // The label's day on the shop's calendar: 23:30 UTC on 30 November is 1 December in Berlin.
    expect(text).toContain('1. Dezember 2026');
    // The label is on both pages.
    expect(text.split('RR473124829DE')).toHaveLength(3);
  });

  it('writes the customer’s language: Greek', async () => {
    const text = pdfText(await drawReturnLabelPdf(facts, 'el'));
    for (const part of [
      'ΕΠΙΣΤΡΟΦΗ',
      'Δέμα 1 από 2',
      'Αποστολέας',
      'Παραλήπτης',
      'ΓΕΡΜΑΝΙΑ',
      'Αριθμός παρακολούθησης',
      'Πώς να στείλετε την επιστροφή σας',
      'Σε αυτό το δέμα',
      '1 Δεκεμβρίου 2026',
      'RR473124829DE',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('counts the items that do not fit on the sheet instead of running off it', async () => {
    const lines = Array.from({ length: 80 }, (_, index) => ({ name: `Artikel ${index + 1}`, quantity: 1 }));
    const pdf = await drawReturnLabelPdf({ ...facts, lines }, 'en');
    expect(pdfPages(pdf)).toHaveLength(2);
    const text = pdfText(pdf);
    expect(text).toContain('1 × Artikel 1 ');
    const shown = lines.filter((line) => text.includes(`× ${line.name} `)).length;
    expect(shown).toBeGreaterThan(20);
    expect(shown).toBeLessThan(80);
    expect(text).toContain(`Further items: ${80 - shown}`);
  });
});

import bwipjs from 'bwip-js/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCarriers } from '../../../../../demo/carriers.ts';
import { useTestApp } from '../../test/app.ts';
import { pdfPages, pdfText } from '../documents/pdf-test-support.ts';
import { drawLabelPdf } from './label-pdf.ts';
import { parcelLabel } from './service.ts';
import { aPaidOrder, shipThroughService, trackingNumbersOf } from './test-support.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

beforeAll(async () => {
  await seedCarriers(db());
});

describe('parcel label', () => {
  it('is a PDF with the barcode’s number, sender, recipient, carrier, weight and parcel x of n', async () => {
    const order = await aPaidOrder(ctx.app, [2, 1], { country: 'CY', postcode: '1010', city: 'Λευκωσία' });
    const ids = await shipThroughService(ctx.app, order.reference, {
      parcels: [
        { carrierMethodId: order.carrierMethodId, lines: [{ position: 1, quantity: 2 }] },
        { carrierMethodId: order.carrierMethodId, lines: [{ position: 2, quantity: 1 }] },
      ],
    });
    const [first = ''] = await trackingNumbersOf(ctx.app, ids);
    const { pdf, trackingNumber } = await parcelLabel(db(), 'el', first);
    expect(trackingNumber).toBe(first);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(first);
    expect(text).toContain('Δέμα 1 από 2');
    expect(text).toContain('Παραλήπτης');
    expect(text).toContain('1010 Λευκωσία');
    expect(text).toContain('ΚΥΠΡΟΣ');
    expect(text).toContain(ctx.config.shop.name);
    expect(text).toContain(order.reference);
    // Two units of 450 g.
    expect(text).toContain('0,9 kg');
    await expect(parcelLabel(db(), 'en', 'TE999999995DE')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('draws the bars of the number and leaves the weight out when it is unknown', async () => {
    const facts = {
      trackingNumber: 'RR473124829GB',
      carrier: 'Standard delivery (Postaro)',
      orderReference: 'K7QM-4XPR',
      shippedAt: '2026-11-26T10:00:00.000Z',
      sender: { name: 'Tendero Demo GmbH', address: 'Beispielstraße 12, 10115 Berlin', countryIso: 'DE' },
      recipient: {
        name: 'Zoë Ångström',
        company: null,
        address1: '1 Long Road',
        address2: null,
        postcode: 'SW1A 1AA',
        city: 'London',
        state: null,
        countryIso: 'GB',
      },
      weightGrams: null,
      index: 1,
      count: 1,
    };
    const pdf = await drawLabelPdf(facts, 'en');
    const text = pdfText(pdf);
    // A label made before labels kept the shop's zone: its day as it was printed (UTC).
    expect(text).toContain('26 Nov 2026');
    expect(text).toContain('Zoë Ångström');
    expect(text).toContain('Parcel 1 of 1');
    expect(text).not.toContain('Weight');
    // One filled rectangle per bar of the number's Code 128 symbol, and no other rectangles.
    const [symbol] = bwipjs.raw({ bcid: 'code128', text: facts.trackingNumber });
    const bars = symbol && 'sbs' in symbol ? Math.ceil(symbol.sbs.length / 2) : 0;
    expect(bars).toBeGreaterThan(20);
    expect(pdfPages(pdf).map((page) => page.rectangles)).toEqual([bars]);
  });

  it('dates the shipping on the shop’s calendar: 23:30 UTC on 30 November is 1 December in Berlin', async () => {
    const facts = {
      trackingNumber: 'RR473124829GB',
      carrier: 'Standardversand (Postaro)',
      orderReference: 'K7QM-4XPR',
      shippedAt: '2026-11-30T23:30:00.000Z',
      timeZone: 'Europe/Berlin',
      sender: { name: 'Tendero Demo GmbH', address: 'Beispielstraße 12, 10115 Berlin', countryIso: 'DE' },
      recipient: {
        name: 'Ana Silva',
        company: null,
        address1: 'Marktplatz 1',
        address2: null,
        postcode: '80331',
        city: 'München',
        state: null,
        countryIso: 'DE',
      },
      weightGrams: null,
      index: 1,
      count: 1,
    };
    const text = pdfText(await drawLabelPdf(facts, 'de'));
    expect(text).toContain('01.12.2026');
    expect(text).not.toContain('30.11.2026');
  });
});

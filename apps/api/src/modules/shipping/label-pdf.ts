/**
 * A parcel's label as a PDF (A6, the size of a label printer's labels): carrier and parcel x of n, the
 * sender, the recipient in large type, the tracking number as a Code 128 barcode (bwip-js encodes it,
 * the bars are drawn as vectors so they print sharp at any size) and written out, the order, the weight
 * when known and the shipping date. Words in the operator's language, DejaVu Sans as documents use it.
 */
import { shopFormatLocale, type Locale } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { pdfBytes, registerShopFonts } from '../documents/index.ts';
import type { LabelFacts } from './label-facts.ts';

const PAGE = { width: 297.64, height: 419.53 };
const MARGIN = 16;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#000000';
const MUTED = '#555555';
/** Code 128 asks for ten modules of white on each side. */
const QUIET_MODULES = 10;

/** The bars of a Code 128 symbol: widths in modules, bar first, then space, bar, … */
export async function code128Bars(text: string): Promise<number[]> {
  // Loaded with the first label: the encoder is large, and most processes never draw one.
  const { default: bwipjs } = await import('bwip-js/node');
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js gave no Code 128 bars');
  return symbol.sbs;
}

/** The label of a parcel, as PDF bytes. */
export async function drawLabelPdf(facts: LabelFacts, locale: Locale): Promise<Buffer> {
  const texts = serverTexts(locale, 'shipping').label;
  const formatLocale = shopFormatLocale(locale);
  const country = (iso: string) => new Intl.DisplayNames([formatLocale], { type: 'region' }).of(iso) ?? iso;
  const bars = await code128Bars(facts.trackingNumber);
  // Loaded with the first label, as the barcode encoder is (on the PDF thread, documents/pdf-thread.ts).
  const { default: PDFDocument } = await import('pdfkit');

  const doc: PDFKit.PDFDocument = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: 0, left: MARGIN, right: MARGIN },
    lang: formatLocale,
    displayTitle: true,
    info: {
      Title: `${facts.carrier} ${facts.trackingNumber}`,
      Subject: `${texts.order} ${facts.orderReference}`,
      CreationDate: new Date(facts.shippedAt),
    },
  });
  await registerShopFonts(doc);
  const done = pdfBytes(doc);

  const write = (
    text: string,
    y: number,
    options: {
      size?: number;
      bold?: boolean;
      color?: string;
      x?: number;
      width?: number;
      align?: 'left' | 'center' | 'right';
    } = {},
  ) => {
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 9)
      .fillColor(options.color ?? INK)
      .text(text, options.x ?? MARGIN, y, {
        width: options.width ?? WIDTH,
        align: options.align ?? 'left',
        lineGap: 1,
      });
    return doc.y;
  };
  const rule = (y: number, weight = 1) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE.width - MARGIN, y)
      .lineWidth(weight)
      .strokeColor(INK)
      .stroke();

  // Carrier (left) and which parcel of the shipment this is (right).
  const parcelOf = fill(texts.parcel, { index: facts.index, count: facts.count });
  write(parcelOf, MARGIN + 2, { size: 10, bold: true, align: 'right' });
  let y = write(facts.carrier, MARGIN, { size: 14, bold: true, width: WIDTH - 90 });
  y = Math.max(y, MARGIN + 18) + 4;
  rule(y, 1.5);

  // Sender, small.
  y = write(texts.from, y + 5, { size: 7, color: MUTED });
  y = write(facts.sender.name, y, { size: 8.5, bold: true });
  y = write(`${facts.sender.address}, ${country(facts.sender.countryIso)}`, y, { size: 8.5 });
  y += 5;
  rule(y);

  // Recipient, large: what the driver reads.
  const recipient = facts.recipient;
  y = write(texts.to, y + 5, { size: 7, color: MUTED });
  const lines = [
    recipient.company,
    recipient.name,
    recipient.address1,
    recipient.address2,
    `${recipient.postcode} ${recipient.city}`,
    recipient.state,
  ].filter((line): line is string => Boolean(line));
  for (const line of lines) y = write(line, y, { size: 12 });
  y = write(country(recipient.countryIso).toLocaleUpperCase(formatLocale), y + 1, { size: 12.5, bold: true });
  y += 6;
  rule(y, 1.5);

  // The tracking number: bars, then the number written out.
  const barTop = write(texts.trackingNumber, y + 5, { size: 7, color: MUTED }) + 4;
  const barHeight = 64;
  const modules = bars.reduce((sum, width) => sum + width, 0) + 2 * QUIET_MODULES;
  const moduleWidth = WIDTH / modules;
  let x = MARGIN + QUIET_MODULES * moduleWidth;
  bars.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, barTop, width * moduleWidth, barHeight).fill(INK);
    x += width * moduleWidth;
  });
  y = write(facts.trackingNumber, barTop + barHeight + 4, {
    size: 13,
    bold: true,
    align: 'center',
    x: MARGIN,
    width: WIDTH,
  });
  y += 6;
  rule(y);

  // The order, the weight when known, the day it left.
  const footer: [string, string][] = [
    [texts.order, facts.orderReference],
    ...(facts.weightGrams === null
      ? []
      : [
          [
            texts.weight,
            // The SI symbol: a label is read by carriers anywhere, whatever its language.
            `${new Intl.NumberFormat(formatLocale, { maximumFractionDigits: 2 }).format(facts.weightGrams / 1000)} kg`,
          ] as [string, string],
        ]),
    [
      texts.shipped,
      new Intl.DateTimeFormat(formatLocale, {
        dateStyle: 'medium',
        timeZone: facts.timeZone ?? 'UTC',
      }).format(new Date(facts.shippedAt)),
    ],
  ];
  const column = WIDTH / footer.length;
  footer.forEach(([label, value], index) => {
    const columnX = MARGIN + index * column;
    const end = write(label, y + 5, { size: 7, color: MUTED, x: columnX, width: column - 4 });
    write(value, end, { size: 9, bold: true, x: columnX, width: column - 4 });
  });

  doc.end();
  return done;
}

/**
 * A return's label as a PDF of two pages. Page 1 is A4 for a home printer: the label at its true size
 * (A6) inside a dashed cut line, the steps to send the parcel beside it and the items below. Page 2 is
 * the label alone on A6, for label printers. The label: carrier, "Return", parcel x of n, the customer
 * as sender, the shop's return address in large type, the tracking number as Code 128 bars and written
 * out, the QR code of the return's status page, the order and the label's date. Bars and QR modules are
 * drawn as vectors, so they print sharp at any size; words in the customer's language
 * (docs/flows.md#returns-and-withdrawal).
 */
import { formatShopDate, shopFormatLocale, type Locale } from '@tendero/contract';
import { fill, serverTexts, type ServerTexts } from '../../lib/server-texts.ts';
import { pdfBytes, registerShopFonts } from '../documents/index.ts';
import { code128Bars } from '../shipping/index.ts';
import type { ReturnLabelFacts } from './pdf-facts.ts';

const A4 = { width: 595.28, height: 841.89 };
const A6 = { width: 297.64, height: 419.53 };
/** Where the label sits on the A4 page, and the A4 page's margin. */
const SHEET_MARGIN = 36;
const LABEL_MARGIN = 14;
const LABEL_WIDTH = A6.width - 2 * LABEL_MARGIN;
const INK = '#000000';
const MUTED = '#555555';
/** Code 128 asks for ten modules of white on each side. */
const CODE128_QUIET = 10;
/** A QR code asks for four modules of white around it. */
const QR_QUIET = 4;
/** The QR code's side on the label, quiet zone included. */
const QR_SIDE = 86;

/** The modules of a QR code: `size` × `size`, `dark[row * size + column]`. */
export interface QrModules {
  size: number;
  dark: boolean[];
}

/** The QR code of `text`, as modules (bwip-js encodes it; the caller draws them). */
export async function qrModules(text: string): Promise<QrModules> {
  // Loaded with the first label: the encoder is large, and most processes never draw one.
  const { default: bwipjs } = await import('bwip-js/node');
  const [symbol] = bwipjs.raw({ bcid: 'qrcode', text });
  if (!symbol || !('pixs' in symbol) || symbol.pixx !== symbol.pixy)
    throw new Error('bwip-js gave no QR code');
  return { size: symbol.pixx, dark: symbol.pixs.map((pixel) => pixel === 1) };
}

type Texts = ServerTexts<'returns'>['label'];

interface WriteOptions {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Keeps the text on one line, cut with an ellipsis. */
  oneLine?: boolean;
}

/** Writes `text` at (x, y) and answers the y below it. */
function write(doc: PDFKit.PDFDocument, text: string, x: number, y: number, options: WriteOptions = {}) {
  const size = options.size ?? 9;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(options.color ?? INK)
    .text(text, x, y, {
      width: options.width ?? LABEL_WIDTH,
      align: options.align ?? 'left',
      lineGap: 1,
      ...(options.oneLine ? { height: size * 1.3, ellipsis: true } : {}),
    });
  return options.oneLine ? y + size * 1.3 : doc.y;
}

interface LabelSymbols {
  bars: number[];
  qr: QrModules;
}

/** Draws the label with its top left corner at (left, top), within A6. */
function drawLabel(
  doc: PDFKit.PDFDocument,
  left: number,
  top: number,
  facts: ReturnLabelFacts,
  locale: Locale,
  texts: Texts,
  symbols: LabelSymbols,
) {
  const formatLocale = shopFormatLocale(locale);
  const country = (iso: string) => new Intl.DisplayNames([formatLocale], { type: 'region' }).of(iso) ?? iso;
  const x = left + LABEL_MARGIN;
  const right = left + A6.width - LABEL_MARGIN;
  const rule = (y: number, weight = 1) =>
    doc.moveTo(x, y).lineTo(right, y).lineWidth(weight).strokeColor(INK).stroke();

  // Carrier (left); "Return" and which parcel of the return this is (right), as wide as these words
  // need up to half the label, in smaller type where a long word needs more ("VISSZAKÜLDÉS").
  const returnWord = texts.return.toLocaleUpperCase(formatLocale);
  const parcelOf = fill(texts.parcel, { index: facts.index, count: facts.count });
  const half = LABEL_WIDTH / 2;
  const returnWidth = doc.font('bold').fontSize(13).widthOfString(returnWord);
  const parcelWidth = doc.font('regular').fontSize(8).widthOfString(parcelOf);
  const sideWidth = Math.min(half, Math.max(returnWidth, parcelWidth) + 2);
  const returnSize = Math.min(13, (13 * (sideWidth - 2)) / returnWidth);
  write(doc, returnWord, right - sideWidth, top + LABEL_MARGIN, {
    size: returnSize,
    bold: true,
    width: sideWidth,
    align: 'right',
    oneLine: true,
  });
  const parcelEnd = write(doc, parcelOf, right - sideWidth, top + LABEL_MARGIN + 17, {
    size: 8,
    width: sideWidth,
    align: 'right',
    oneLine: true,
  });
  const carrierEnd = write(doc, facts.carrier, x, top + LABEL_MARGIN, {
    size: 12,
    bold: true,
    width: LABEL_WIDTH - sideWidth - 8,
  });
  let y = Math.max(carrierEnd, parcelEnd) + 3;
  rule(y, 1.5);

  // The customer as sender, small, with the return's QR code beside it.
  const qrTop = y + 4;
  const senderWidth = LABEL_WIDTH - QR_SIDE - 6;
  y = write(doc, texts.from, x, y + 5, { size: 7, color: MUTED, width: senderWidth });
  const sender = facts.sender;
  const senderLines = [
    sender.company,
    sender.address1,
    sender.address2,
    `${sender.postcode} ${sender.city}`,
    country(sender.countryIso),
  ].filter((line): line is string => Boolean(line));
  y = write(doc, sender.name, x, y, { size: 8.5, bold: true, width: senderWidth });
  for (const line of senderLines) y = write(doc, line, x, y, { size: 8.5, width: senderWidth });
  const module = QR_SIDE / (symbols.qr.size + 2 * QR_QUIET);
  const qrLeft = right - QR_SIDE + QR_QUIET * module;
  symbols.qr.dark.forEach((dark, index) => {
    if (!dark) return;
    const column = index % symbols.qr.size;
    const row = Math.floor(index / symbols.qr.size);
    doc.rect(qrLeft + column * module, qrTop + (QR_QUIET + row) * module, module, module).fill(INK);
  });
  y = Math.max(y, qrTop + QR_SIDE) + 3;
  rule(y);

  // The shop's return address, large: what the carrier reads.
  y = write(doc, texts.to, x, y + 5, { size: 7, color: MUTED });
  y = write(doc, facts.recipient.name, x, y, { size: 13, bold: true });
  for (const part of facts.recipient.address.split(/,\s*/)) y = write(doc, part, x, y, { size: 12.5 });
  y = write(doc, country(facts.recipient.countryIso).toLocaleUpperCase(formatLocale), x, y + 1, {
    size: 12.5,
    bold: true,
  });
  y += 5;
  rule(y, 1.5);

  // The tracking number: bars, then the number written out.
  const barTop = write(doc, texts.trackingNumber, x, y + 5, { size: 7, color: MUTED }) + 3;
  const barHeight = 52;
  const modules = symbols.bars.reduce((sum, width) => sum + width, 0) + 2 * CODE128_QUIET;
  const moduleWidth = LABEL_WIDTH / modules;
  let barX = x + CODE128_QUIET * moduleWidth;
  symbols.bars.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(barX, barTop, width * moduleWidth, barHeight).fill(INK);
    barX += width * moduleWidth;
  });
  y = write(doc, facts.trackingNumber, x, barTop + barHeight + 3, { size: 12, bold: true, align: 'center' });
  y += 4;
  rule(y);

  // The order and the label's date.
  const footer: [string, string][] = [
    [texts.order, facts.orderReference],
    [texts.created, formatShopDate(locale, facts.createdAt, facts.timeZone ?? 'UTC')],
  ];
  const column = LABEL_WIDTH / footer.length;
  footer.forEach(([label, value], index) => {
    const columnX = x + index * column;
    const end = write(doc, label, columnX, y + 4, {
      size: 7,
      color: MUTED,
      width: column - 4,
      oneLine: true,
    });
    write(doc, value, columnX, end, { size: 9, bold: true, width: column - 4, oneLine: true });
  });
}

/** The dashed line to cut the label out of the A4 page along, and the words that say so. */
function drawCutLine(doc: PDFKit.PDFDocument, texts: Texts) {
  doc
    .save()
    .polygon(
      [SHEET_MARGIN, SHEET_MARGIN],
      [SHEET_MARGIN + A6.width, SHEET_MARGIN],
      [SHEET_MARGIN + A6.width, SHEET_MARGIN + A6.height],
      [SHEET_MARGIN, SHEET_MARGIN + A6.height],
    )
    .lineWidth(0.75)
    .dash(5, { space: 3 })
    .strokeColor(MUTED)
    .stroke()
    .restore();
  write(doc, `✂ ${texts.cut}`, SHEET_MARGIN, SHEET_MARGIN + A6.height + 4, {
    size: 7.5,
    color: MUTED,
    width: A6.width,
  });
}

/** Beside the label: how to send the parcel. */
function drawSteps(doc: PDFKit.PDFDocument, facts: ReturnLabelFacts, texts: Texts) {
  const x = SHEET_MARGIN + A6.width + 22;
  const width = A4.width - SHEET_MARGIN - x;
  let y = write(doc, texts.title, x, SHEET_MARGIN, { size: 15, bold: true, width });
  y = write(doc, fill(texts.intro, { reference: facts.orderReference }), x, y + 3, {
    size: 9,
    color: MUTED,
    width,
  });
  y = write(doc, texts.stepsTitle, x, y + 14, { size: 11, bold: true, width });
  const steps = [texts.steps.pack, texts.steps.stick, texts.steps.handOver, texts.steps.receipt];
  steps.forEach((step, index) => {
    const top = y + 8;
    write(doc, `${index + 1}`, x, top, { size: 11, bold: true, width: 16 });
    y = write(doc, step, x + 18, top + 1, { size: 9.5, width: width - 18 });
  });
}

/** Below the label: the items this parcel holds, in two columns when they need them. */
function drawItems(doc: PDFKit.PDFDocument, facts: ReturnLabelFacts, texts: Texts) {
  const x = SHEET_MARGIN;
  const width = A4.width - 2 * SHEET_MARGIN;
  const top = write(doc, texts.items, x, SHEET_MARGIN + A6.height + 30, { size: 11, bold: true, width }) + 4;
  const lineHeight = 10 * 1.3 + 2;
  const bottom = A4.height - SHEET_MARGIN;
  const perColumn = Math.floor((bottom - top) / lineHeight);
  const columns = facts.lines.length > perColumn ? 2 : 1;
  const columnWidth = (width - (columns - 1) * 16) / columns;
  const room = perColumn * columns;
  // What does not fit is counted on the last line: the list helps packing, the return itself lists all.
  const shown = facts.lines.length > room ? facts.lines.slice(0, room - 1) : facts.lines;
  const rows = [
    ...shown.map((line) => `${line.quantity} × ${line.name}`),
    ...(shown.length < facts.lines.length
      ? [fill(texts.more, { count: facts.lines.length - shown.length })]
      : []),
  ];
  rows.forEach((row, index) => {
    const column = Math.floor(index / perColumn);
    write(doc, row, x + column * (columnWidth + 16), top + (index % perColumn) * lineHeight, {
      size: 10,
      width: columnWidth,
      oneLine: true,
    });
  });
}

/** The return label of one parcel, as PDF bytes: the A4 sheet, then the label alone on A6. */
export async function drawReturnLabelPdf(facts: ReturnLabelFacts, locale: Locale): Promise<Buffer> {
  const texts = serverTexts(locale, 'returns').label;
  const symbols = { bars: await code128Bars(facts.trackingNumber), qr: await qrModules(facts.qrText) };
  // Loaded with the first label, as the encoders are (on the PDF thread, documents/pdf-thread.ts).
  const { default: PDFDocument } = await import('pdfkit');

  const doc: PDFKit.PDFDocument = new PDFDocument({
    size: [A4.width, A4.height],
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    lang: shopFormatLocale(locale),
    displayTitle: true,
    info: {
      Title: `${texts.return} ${facts.carrier} ${facts.trackingNumber}`,
      Subject: fill(texts.intro, { reference: facts.orderReference }),
      CreationDate: new Date(facts.createdAt),
    },
  });
  await registerShopFonts(doc);
  const done = pdfBytes(doc);

  drawCutLine(doc, texts);
  drawLabel(doc, SHEET_MARGIN, SHEET_MARGIN, facts, locale, texts, symbols);
  drawSteps(doc, facts, texts);
  drawItems(doc, facts, texts);

  doc.addPage({ size: [A6.width, A6.height], margins: { top: 0, bottom: 0, left: 0, right: 0 } });
  drawLabel(doc, 0, 0, facts, locale, texts, symbols);

  doc.end();
  return done;
}

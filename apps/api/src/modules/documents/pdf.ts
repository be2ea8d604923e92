/**
 * A document's PDF (A4, pdfkit), drawn from its data in its language, on the document thread
 * (pdf-thread.ts) once the issuing transaction has committed, and stored beside the data; never drawn
 * again for the same document. Everything but the number is drawn first (`draftDocumentPdf`), the
 * number last (`finish`).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create as readFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { decimalAmount, formatPercent, moneyFormat, shopFormatLocale } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import type { DocumentData } from './facts.ts';

// DejaVu Sans writes every shop language, Greek included (pdfkit's built-in Helvetica has no Greek), and
// comes from npm, so a fresh machine needs no system fonts.
const packages = createRequire(import.meta.url);
const FONT_FILES = {
  regular: packages.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: packages.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, Font> | undefined;

/**
 * The fonts, read once per process: reading a font takes longer than drawing a whole invoice, and a
 * document is drawn while its number's counter is locked.
 */
function loadFonts(): Record<FontName, Font> {
  const read = (file: string): Font => {
    const font = readFont(fs.readFileSync(file));
    if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
    // fontkit keeps each glyph it made, with the characters it was made for, and the PDF's text layer
    // (copy, search) comes from those. A glyph first made as a part of another (the A inside Á, when a
    // subset is written) would have none, for every later document. Made from its character first, it
    // keeps it (DejaVu gives no two characters one glyph). Ligatures (U+FB00-FB4F) are left to the
    // layout, which makes them from the letters they join: "ff", not "ﬀ".
    for (const codePoint of font.characterSet) {
      if (codePoint < 0xfb00 || codePoint > 0xfb4f) font.glyphForCodePoint(codePoint);
    }
    return font;
  };
  fonts ??= { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold) };
  return fonts;
}

/** pdfkit takes a font fontkit has read (PDFFontFactory.open does), which its types do not list. */
type RegisterFont = (name: string, font: Font) => PDFKit.PDFDocument;

/**
 * Gives a pdfkit document the shop's fonts as `regular` and `bold`: DejaVu Sans, which writes every
 * shop language (Greek too), read once per process. Labels and other PDFs use them as documents do.
 */
export function registerShopFonts(doc: PDFKit.PDFDocument): void {
  const registerFont = doc.registerFont.bind(doc) as unknown as RegisterFont;
  for (const [name, font] of Object.entries(loadFonts())) registerFont(name, font);
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = PAGE.width - MARGIN;
const CONTENT_WIDTH = RIGHT - MARGIN;
/** Room kept at the bottom of every page for the footer. */
const FOOTER_TOP = PAGE.height - 72;
const INK = '#1a1a1a';
const MUTED = '#666666';
const RULE = '#c8c8c8';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

interface Column {
  key: 'item' | 'quantity' | 'unitPrice' | 'discount' | 'vatRate' | 'amount';
  width: number;
  align: Align;
}

const COLUMNS: readonly Column[] = [
  { key: 'item', width: 162, align: 'left' },
  { key: 'quantity', width: 55, align: 'right' },
  { key: 'unitPrice', width: 78, align: 'right' },
  { key: 'discount', width: 62, align: 'right' },
  { key: 'vatRate', width: 60, align: 'right' },
  { key: 'amount', width: CONTENT_WIDTH - 162 - 55 - 78 - 62 - 60, align: 'right' },
];
const CELL_GAP = 6;

/** One table row: the main text of each column and, under some, a smaller grey line. */
type Row = Record<Column['key'], { text: string; note?: string; size?: number }>;

/**
 * The largest size up to `size` (down to 6 pt) at which every word of a label fits `width`: a column
 * label may wrap between words, never inside one ("Menge", "Ποσότητα", "Mennyiség" alike).
 */
function fittingSize(doc: Doc, label: string, width: number, size: number): number {
  doc.font('bold');
  const words = label.split(/\s+/);
  let fitting = size;
  while (fitting > 6 && words.some((word) => doc.fontSize(fitting).widthOfString(word) > width))
    fitting -= 0.25;
  return fitting;
}

/** The largest size up to `size` at which `text` fits `width` on one line, in the current font. */
function oneLineSize(doc: Doc, text: string, width: number, size: number): number {
  const natural = doc.fontSize(size).widthOfString(text);
  return natural <= width ? size : Math.max(4, Math.floor(((size * width) / natural) * 4) / 4);
}

/** A PDF drawn but for its number. */
export interface PdfDraft {
  /** Writes the number (facts, footers, title) and answers the PDF's bytes; once. */
  finish(number: string): Promise<Buffer>;
}

/** The PDF of a document, as bytes. */
export function renderDocumentPdf(data: DocumentData): Promise<Buffer> {
  return draftDocumentPdf(data).finish(data.number);
}

/** Draws everything of a document but its number, which is not known yet while it is drawn. */
export function draftDocumentPdf(data: Omit<DocumentData, 'number'>): PdfDraft {
  const texts = serverTexts(data.locale, 'documents');
  const kind = data.type === 'invoice' ? texts.invoice : texts.creditNote;
  const moneyFormatter = moneyFormat(data.locale, data.currency);
  // Intl reads a decimal string exactly: no amount is rounded on its way to the page.
  const money = (amount: number) => moneyFormatter.format(decimalAmount(amount));
  const percent = (rate: number) => formatPercent(data.locale, rate);
  const date = (isoDate: string) =>
    // A calendar day as it is; a moment (the issue) on the seller's calendar (older documents: UTC).
    isoDate.length === 10
      ? new Intl.DateTimeFormat(shopFormatLocale(data.locale), {
          dateStyle: 'medium',
          timeZone: 'UTC',
        }).format(new Date(`${isoDate}T00:00:00Z`))
      : new Intl.DateTimeFormat(shopFormatLocale(data.locale), {
          dateStyle: 'medium',
          timeZone: data.seller.timeZone ?? 'UTC',
        }).format(new Date(isoDate));
  const country = (iso: string) =>
    new Intl.DisplayNames([shopFormatLocale(data.locale)], { type: 'region' }).of(iso) ?? iso;

  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: shopFormatLocale(data.locale),
    displayTitle: true,
    info: {
      Author: data.seller.name,
      Subject: `${texts.order} ${data.orderReference}`,
      CreationDate: new Date(data.issuedAt),
    },
  });
  registerShopFonts(doc);
  doc.font('regular');
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const write = (
    text: string,
    x: number,
    y: number,
    options: {
      width?: number;
      size?: number;
      bold?: boolean;
      color?: string;
      align?: Align;
      /** Amounts and numbers: shrunk to fit the width on one line rather than broken. */
      oneLine?: boolean;
    } = {},
  ) => {
    const width = options.width ?? CONTENT_WIDTH;
    const size = options.size ?? 9;
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.oneLine ? oneLineSize(doc, text, width, size) : size)
      .fillColor(options.color ?? INK)
      .text(text, x, y, { width, align: options.align ?? 'left', lineGap: 1 });
    return doc.y;
  };
  const rule = (y: number, color = RULE) =>
    doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(color).stroke();

  // Seller (top left) and the document's title (top right).
  let y = write(data.seller.name, MARGIN, MARGIN, { size: 15, bold: true, width: 300 });
  y = write(data.seller.address, MARGIN, y + 2, { color: MUTED, width: 300 });
  y = write(`${data.seller.email} · ${data.seller.phone}`, MARGIN, y, { color: MUTED, width: 300 });
  if (data.seller.vatId)
    y = write(fill(texts.vatId, { vatId: data.seller.vatId }), MARGIN, y, { color: MUTED, width: 300 });
  if (data.seller.taxNumber)
    y = write(fill(texts.taxNumber, { taxNumber: data.seller.taxNumber }), MARGIN, y, {
      color: MUTED,
      width: 300,
    });
  write(kind.title, MARGIN + 300, MARGIN, {
    size: 20,
    bold: true,
    width: CONTENT_WIDTH - 300,
    align: 'right',
    oneLine: true,
  });
  y = Math.max(y, MARGIN + 60) + 22;

  // Buyer (left) and the document's facts (right).
  const top = y;
  const buyer = data.buyer;
  let left = write(texts.buyer, MARGIN, top, { size: 8, color: MUTED, width: 240 }) + 2;
  const buyerLines = [
    buyer.company,
    buyer.name,
    buyer.address1,
    buyer.address2,
    `${buyer.postcode} ${buyer.city}`,
    buyer.state,
    country(buyer.countryIso),
  ].filter((line): line is string => Boolean(line));
  buyerLines.forEach((line, index) => {
    left = write(line, MARGIN, left, { size: 10, bold: index === 0, width: 240 });
  });
  if (buyer.vatId) left = write(fill(texts.vatId, { vatId: buyer.vatId }), MARGIN, left + 2, { width: 240 });

  // The number's label now, its value in `finish`.
  const numberAt = { x: MARGIN + 265 + 112, y: top, width: RIGHT - (MARGIN + 265 + 112) };
  const numberLabelEnd = write(kind.number, MARGIN + 265, top, { color: MUTED, width: 110 });
  doc.font('bold').fontSize(9);
  let right = Math.max(numberLabelEnd, top + doc.currentLineHeight(true) + 1) + 3;
  const facts: [string, string][] = [
    [texts.issueDate, date(data.issuedAt)],
    [data.type === 'invoice' ? texts.invoice.supplyDate : texts.creditNote.refundDate, date(data.supplyDate)],
    [texts.order, data.orderReference],
    [texts.paymentMethod, data.paymentMethod],
  ];
  const labelX = MARGIN + 265;
  for (const [label, value] of facts) {
    const labelEnd = write(label, labelX, right, { color: MUTED, width: 110 });
    const valueEnd = write(value, labelX + 112, right, { width: RIGHT - labelX - 112, align: 'right' });
    right = Math.max(labelEnd, valueEnd) + 3;
  }
  y = Math.max(left, right) + 18;

  if (data.corrects) {
    y =
      write(
        fill(texts.creditNote.corrects, {
          number: data.corrects.number,
          date: date(data.corrects.issueDate),
        }),
        MARGIN,
        y,
        {
          bold: true,
        },
      ) + 10;
  }

  // The lines, shipping as one of them.
  const exempt = data.vatExemption !== null;
  // One size for all column labels: the largest at which each of them fits its column.
  const headerSize = Math.min(
    ...COLUMNS.map((column) => fittingSize(doc, texts.table[column.key], column.width - CELL_GAP, 8.5)),
  );
  const header = Object.fromEntries(
    COLUMNS.map((column) => [column.key, { text: texts.table[column.key], size: headerSize }]),
  ) as Row;
  const number = new Intl.NumberFormat(shopFormatLocale(data.locale));
  const rows: Row[] = data.lines.map((line, index) => {
    const net = data.unitPricesNet[index] ?? line.unitPrice;
    return {
      item: { text: line.name, note: fill(texts.table.sku, { sku: line.sku }) },
      quantity: { text: number.format(line.quantity) },
      unitPrice: {
        text: money(line.unitPrice),
        ...(net === line.unitPrice ? {} : { note: fill(texts.table.unitPriceNet, { amount: money(net) }) }),
      },
      discount: { text: line.discount === 0 ? '–' : money(-line.discount) },
      vatRate: { text: percent(line.vatRate) },
      amount: { text: money(line.total) },
    };
  });
  if (data.shipping) {
    rows.push({
      item: { text: fill(texts.table.shipping, { method: data.shipping.method }) },
      quantity: { text: number.format(1) },
      unitPrice: { text: money(data.shipping.amount) },
      discount: { text: '–' },
      vatRate: { text: percent(data.shipping.vatRate) },
      amount: { text: money(data.shipping.amount) },
    });
  }

  const cellHeight = (row: Row, bold: boolean) =>
    Math.max(
      ...COLUMNS.map((column) => {
        const cell = row[column.key];
        const width = column.width - CELL_GAP;
        const oneLine = !bold && column.key !== 'item';
        doc.font(bold ? 'bold' : 'regular').fontSize(cell.size ?? 9);
        let height = oneLine
          ? doc.currentLineHeight(true)
          : doc.heightOfString(cell.text, { width, lineGap: 1 });
        if (cell.note) {
          doc.font('regular').fontSize(7.5);
          height +=
            (oneLine ? doc.currentLineHeight(true) : doc.heightOfString(cell.note, { width, lineGap: 1 })) +
            1;
        }
        return height;
      }),
    );
  const drawRow = (row: Row, at: number, bold: boolean) => {
    let x = MARGIN;
    for (const column of COLUMNS) {
      const cell = row[column.key];
      const options = {
        width: column.width - CELL_GAP,
        align: column.align,
        bold,
        size: cell.size ?? 9,
        oneLine: !bold && column.key !== 'item',
      };
      const cellX = column.align === 'right' ? x + CELL_GAP : x;
      const end = write(cell.text, cellX, at, options);
      if (cell.note) write(cell.note, cellX, end + 1, { ...options, bold: false, size: 7.5, color: MUTED });
      x += column.width;
    }
  };
  const drawHeader = (at: number) => {
    const height = cellHeight(header, true);
    drawRow(header, at, true);
    rule(at + height + 4, INK);
    return at + height + 9;
  };
  const newPage = () => {
    doc.addPage();
    return MARGIN;
  };

  y = drawHeader(y);
  for (const row of rows) {
    const height = cellHeight(row, false);
    if (y + height + 8 > FOOTER_TOP) y = drawHeader(newPage());
    drawRow(row, y, false);
    y += height + 5;
    rule(y);
    y += 5;
  }

  // VAT per rate (left) and totals (right); kept together on one page.
  const summaryRows = data.vat.map((group) => [
    percent(group.rate),
    money(group.net),
    money(group.vat),
    money(group.net + group.vat),
  ]);
  const summaryHeight = 30 + 16 * (summaryRows.length + 1);
  const totalsHeight = 16 * 3 + 12;
  if (y + Math.max(summaryHeight, totalsHeight) + 12 > FOOTER_TOP) y = newPage();
  y += 10;
  const summaryWidths = [50, 72, 62, 72];
  const summaryTop = y;
  let x = MARGIN;
  let headerEnd = y;
  const summaryLabels = [texts.summary.rate, texts.summary.net, texts.summary.vat, texts.summary.gross];
  const summaryLabelSize = Math.min(
    ...summaryLabels.map((label, index) => fittingSize(doc, label, (summaryWidths[index] ?? 60) - 4, 7.5)),
  );
  summaryLabels.forEach((label, index) => {
    const width = summaryWidths[index] ?? 60;
    const end = write(label, x, y, {
      size: summaryLabelSize,
      color: MUTED,
      width: width - 4,
      align: index === 0 ? 'left' : 'right',
    });
    headerEnd = Math.max(headerEnd, end);
    x += width;
  });
  doc
    .moveTo(MARGIN, headerEnd + 2)
    .lineTo(MARGIN + summaryWidths.reduce((sum, width) => sum + width, 0) - 4, headerEnd + 2)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  y = headerEnd + 6;
  for (const cells of summaryRows) {
    x = MARGIN;
    cells.forEach((cell, index) => {
      const width = summaryWidths[index] ?? 60;
      write(cell, x, y, {
        size: 8.5,
        width: width - 4,
        align: index === 0 ? 'left' : 'right',
        oneLine: true,
      });
      x += width;
    });
    y += 14;
  }

  const totalsX = MARGIN + 265;
  const totalsWidth = RIGHT - totalsX;
  let totalY = summaryTop;
  const total = (label: string, value: string, strong = false) => {
    const size = strong ? 10.5 : 9;
    const labelEnd = write(label, totalsX, totalY, { width: totalsWidth - 102, bold: strong, size });
    const valueEnd = write(value, RIGHT - 100, totalY, {
      width: 100,
      align: 'right',
      bold: strong,
      size,
      oneLine: true,
    });
    totalY = Math.max(labelEnd, valueEnd) + 4;
  };
  total(texts.totals.net, money(data.totals.net));
  total(texts.totals.vat, money(data.totals.vat));
  doc.moveTo(totalsX, totalY).lineTo(RIGHT, totalY).lineWidth(0.8).strokeColor(INK).stroke();
  totalY += 5;
  total(
    data.type === 'invoice' ? texts.totals.gross : texts.creditNote.refunded,
    money(data.totals.gross),
    true,
  );
  y = Math.max(y, totalY) + 16;

  // Notes: the exemption first, as the law asks; then how prices read, the currency, thanks.
  const notes: { text: string; bold?: boolean }[] = [];
  if (data.vatExemption) notes.push({ text: texts.exemption[data.vatExemption], bold: true });
  notes.push({ text: exempt ? texts.pricesWithoutVat : texts.pricesWithVat });
  notes.push({ text: fill(texts.currency, { currency: data.currency }) });
  if (data.type === 'invoice') notes.push({ text: texts.thanks });
  for (const note of notes) {
    doc.font(note.bold ? 'bold' : 'regular').fontSize(9);
    if (y + doc.heightOfString(note.text, { width: CONTENT_WIDTH }) > FOOTER_TOP) y = newPage();
    y = write(note.text, MARGIN, y, { bold: note.bold ?? false }) + 4;
  }

  // The seller's legal details and the page count on every page.
  const seller = data.seller;
  const footer = [
    seller.name,
    seller.address,
    seller.register,
    fill(texts.representedBy, { name: seller.representative }),
    ...(seller.vatId ? [fill(texts.vatId, { vatId: seller.vatId })] : []),
    ...(seller.taxNumber ? [fill(texts.taxNumber, { taxNumber: seller.taxNumber })] : []),
  ]
    // Each part stays whole on its line: the footer wraps only between parts.
    .map((part) => part.replace(/ /g, '\u00a0'))
    .join(' · ');
  // Below the bottom margin a write would start a new page: the footer lives there on purpose.
  const onEveryPage = (draw: (index: number, count: number) => void) => {
    const pages = doc.bufferedPageRange();
    for (let index = 0; index < pages.count; index++) {
      doc.switchToPage(pages.start + index);
      doc.page.margins.bottom = 0;
      draw(index, pages.count);
      doc.page.margins.bottom = MARGIN;
    }
  };
  onEveryPage((index, count) => {
    rule(FOOTER_TOP + 8);
    write(footer, MARGIN, FOOTER_TOP + 14, { size: 7, color: MUTED, width: CONTENT_WIDTH - 90 });
    write(fill(texts.page, { page: index + 1, pages: count }), RIGHT - 150, FOOTER_TOP + 14, {
      size: 7,
      color: MUTED,
      width: 150,
      align: 'right',
    });
  });

  const finish = (number: string): Promise<Buffer> => {
    doc.info.Title = `${kind.title} ${number}`;
    doc.switchToPage(doc.bufferedPageRange().start);
    write(number, numberAt.x, numberAt.y, {
      bold: true,
      width: numberAt.width,
      align: 'right',
      oneLine: true,
    });
    onEveryPage(() => {
      write(`${kind.title} ${number}`, MARGIN, FOOTER_TOP + 40, { size: 7, color: MUTED, width: 250 });
    });
    doc.end();
    return done;
  };
  return { finish };
}

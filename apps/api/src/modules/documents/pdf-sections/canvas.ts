/**
 * What every section of a document's PDF draws with: the A4 page's measures and colours, the
 * document's pdfkit instance with a `write` that places text, and the document's formats (money,
 * percentages, dates, countries) in its language.
 */
import { decimalAmount, formatPercent, moneyFormat, shopFormatLocale } from '@tendero/contract';
import { serverTexts, type ServerTexts } from '../../../lib/server-texts.ts';
import type { DocumentData } from '../facts.ts';

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 50;
export const RIGHT = PAGE.width - MARGIN;
export const CONTENT_WIDTH = RIGHT - MARGIN;
/** Room kept at the bottom of every page for the footer. */
export const FOOTER_TOP = PAGE.height - 72;
export const INK = '#1a1a1a';
export const MUTED = '#666666';
export const RULE = '#c8c8c8';

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right';

export interface WriteOptions {
  width?: number;
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
  /** Amounts and numbers: shrunk to fit the width on one line rather than broken. */
  oneLine?: boolean;
}

/** A document being drawn. */
export interface Canvas {
  doc: Doc;
  /** Writes `text` at (x, y) and answers where it ends (the y below it). */
  write: (text: string, x: number, y: number, options?: WriteOptions) => number;
  /** A thin line across the content's width at `y`. */
  rule: (y: number, color?: string) => void;
  /** Starts a new page and answers its top. */
  newPage: () => number;
}

/**
 * The largest size up to `size` (down to 6 pt) at which every word of a label fits `width`: a column
 * label may wrap between words, never inside one ("Menge", "Ποσότητα", "Mennyiség" alike).
 */
export function fittingSize(doc: Doc, label: string, width: number, size: number): number {
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

export function canvasOf(doc: Doc): Canvas {
  const write = (text: string, x: number, y: number, options: WriteOptions = {}) => {
    const width = options.width ?? CONTENT_WIDTH;
    const size = options.size ?? 9;
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.oneLine ? oneLineSize(doc, text, width, size) : size)
      .fillColor(options.color ?? INK)
      .text(text, x, y, { width, align: options.align ?? 'left', lineGap: 1 });
    return doc.y;
  };
  const rule = (y: number, color = RULE) => {
    doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(color).stroke();
  };
  const newPage = () => {
    doc.addPage();
    return MARGIN;
  };
  return { doc, write, rule, newPage };
}

/** How a document writes its texts, amounts, rates, dates and countries, in its language. */
export interface DocumentFormat {
  texts: ServerTexts<'documents'>;
  /** The texts of the document's kind (invoice or credit note). */
  kind: ServerTexts<'documents'>['invoice'] | ServerTexts<'documents'>['creditNote'];
  money: (amount: number) => string;
  percent: (rate: number) => string;
  date: (isoDate: string) => string;
  country: (iso: string) => string;
}

export function formatOf(data: Omit<DocumentData, 'number'>): DocumentFormat {
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
  return { texts, kind, money, percent, date, country };
}

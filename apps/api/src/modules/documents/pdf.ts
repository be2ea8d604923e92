/**
 * A document's PDF (A4, pdfkit), drawn from its data in its language, on the document thread
 * (pdf-thread.ts) once the issuing transaction has committed, and stored beside the data; never drawn
 * again for the same document. Everything but the number is drawn first (`draftDocumentPdf`), the
 * number last (`finish`). Each section of the page is drawn by its file in pdf-sections/.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { create as readFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { shopFormatLocale } from '@tendero/contract';
import { pdfBytes } from './pdf-bytes.ts';
import type { DocumentData } from './facts.ts';
import { canvasOf, formatOf, MARGIN, type Doc } from './pdf-sections/canvas.ts';
import { drawBuyerAndFacts, drawCorrection, drawSellerAndTitle } from './pdf-sections/header.ts';
import { drawLinesTable } from './pdf-sections/lines-table.ts';
import { drawFooters, drawNotes, drawNumber } from './pdf-sections/notes-footer.ts';
import { drawVatAndTotals } from './pdf-sections/totals.ts';

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

/** A PDF drawn but for its number. */
export interface PdfDraft {
  /** Writes the number (facts, footers, title) and answers the PDF's bytes; once. */
  finish(number: string): Promise<Buffer>;
}

/** The PDF of a document, as bytes. */
export function renderDocumentPdf(data: DocumentData): Promise<Buffer> {
  return draftDocumentPdf(data).finish(data.number);
}

/**
 * Draws everything of a document but its number, which is not known yet while it is drawn: the
 * header (seller, title, buyer, facts), the lines, the VAT and totals, the notes and the footers.
 */
export function draftDocumentPdf(data: Omit<DocumentData, 'number'>): PdfDraft {
  const format = formatOf(data);
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: shopFormatLocale(data.locale),
    displayTitle: true,
    info: {
      Author: data.seller.name,
      Subject: `${format.texts.order} ${data.orderReference}`,
      CreationDate: new Date(data.issuedAt),
    },
  });
  registerShopFonts(doc);
  doc.font('regular');
  const done = pdfBytes(doc);

  const canvas = canvasOf(doc);
  const { y: belowFacts, numberAt } = drawBuyerAndFacts(
    canvas,
    format,
    data,
    drawSellerAndTitle(canvas, format, data),
  );
  let y = drawCorrection(canvas, format, data, belowFacts);
  y = drawLinesTable(canvas, format, data, y);
  y = drawVatAndTotals(canvas, format, data, y);
  drawNotes(canvas, format, data, y);
  drawFooters(canvas, format, data);

  const finish = (number: string): Promise<Buffer> => {
    drawNumber(canvas, format, number, numberAt);
    doc.end();
    return done;
  };
  return { finish };
}

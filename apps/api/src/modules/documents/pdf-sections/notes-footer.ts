/**
 * The end of a document: its notes (the VAT exemption first, as the law asks; then how prices read,
 * the currency, thanks), and on every page a footer with the seller's legal details, the page count
 * and, once it is known, the document's title and number.
 */
import { fill } from '../../../lib/server-texts.ts';
import type { DocumentData } from '../facts.ts';
import {
  CONTENT_WIDTH,
  FOOTER_TOP,
  MARGIN,
  MUTED,
  RIGHT,
  type Canvas,
  type Doc,
  type DocumentFormat,
} from './canvas.ts';
import type { NumberPlace } from './header.ts';

/** The notes from `y`, each moved to a new page when it would reach the footer; answers the y below. */
export function drawNotes(
  { doc, write, newPage }: Canvas,
  { texts }: DocumentFormat,
  data: Omit<DocumentData, 'number'>,
  from: number,
): number {
  let y = from;
  const exempt = data.vatExemption !== null;
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
  return y;
}

/** Draws on every page drawn so far, below the bottom margin (a write there would start a new page). */
function onEveryPage(doc: Doc, draw: (index: number, count: number) => void): void {
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    doc.page.margins.bottom = 0;
    draw(index, pages.count);
    doc.page.margins.bottom = MARGIN;
  }
}

/** The seller's legal details and the page count on every page. */
export function drawFooters(
  { doc, write, rule }: Canvas,
  { texts }: DocumentFormat,
  data: Omit<DocumentData, 'number'>,
): void {
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
  onEveryPage(doc, (index, count) => {
    rule(FOOTER_TOP + 8);
    write(footer, MARGIN, FOOTER_TOP + 14, { size: 7, color: MUTED, width: CONTENT_WIDTH - 90 });
    write(fill(texts.page, { page: index + 1, pages: count }), RIGHT - 150, FOOTER_TOP + 14, {
      size: 7,
      color: MUTED,
      width: 150,
      align: 'right',
    });
  });
}

/** The document's number in its facts on the first page, and its title and number in every footer. */
export function drawNumber(
  { doc, write }: Canvas,
  { kind }: DocumentFormat,
  number: string,
  numberAt: NumberPlace,
): void {
  doc.info.Title = `${kind.title} ${number}`;
  doc.switchToPage(doc.bufferedPageRange().start);
  write(number, numberAt.x, numberAt.y, {
    bold: true,
    width: numberAt.width,
    align: 'right',
    oneLine: true,
  });
  onEveryPage(doc, () => {
    write(`${kind.title} ${number}`, MARGIN, FOOTER_TOP + 40, { size: 7, color: MUTED, width: 250 });
  });
}

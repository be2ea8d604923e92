/**
 * The VAT per rate (left) and the totals (right) under a document's lines, kept together on one page:
 * net, VAT and, in bold, the gross (for a credit note: what is refunded).
 */
import type { DocumentData } from '../facts.ts';
import {
  FOOTER_TOP,
  INK,
  MARGIN,
  MUTED,
  RIGHT,
  RULE,
  fittingSize,
  type Canvas,
  type DocumentFormat,
} from './canvas.ts';

/** Draws the VAT summary and the totals from `y`; answers the y below the taller of them. */
export function drawVatAndTotals(
  { doc, write, newPage }: Canvas,
  { texts, money, percent }: DocumentFormat,
  data: Omit<DocumentData, 'number'>,
  from: number,
): number {
  let y = from;
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
  return Math.max(y, totalY) + 16;
}

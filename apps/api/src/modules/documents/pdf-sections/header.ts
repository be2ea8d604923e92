/**
 * The top of a document: the seller and the document's title, then the buyer beside the document's
 * facts (number, dates, order, payment), and for a credit note the invoice it corrects.
 */
import { fill } from '../../../lib/server-texts.ts';
import type { DocumentData } from '../facts.ts';
import { CONTENT_WIDTH, MARGIN, MUTED, RIGHT, type Canvas, type DocumentFormat } from './canvas.ts';

/** Where the document's number goes once it is known. */
export interface NumberPlace {
  x: number;
  y: number;
  width: number;
}

/** The seller (top left) and the document's title (top right); answers the y below them. */
export function drawSellerAndTitle(
  { write }: Canvas,
  { texts, kind }: DocumentFormat,
  data: Omit<DocumentData, 'number'>,
): number {
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
  return Math.max(y, MARGIN + 60) + 22;
}

/**
 * The buyer (left) and the document's facts (right) from `top`, the number's label without its value;
 * answers the y below them and where the number goes.
 */
export function drawBuyerAndFacts(
  { doc, write }: Canvas,
  { texts, kind, date, country }: DocumentFormat,
  data: Omit<DocumentData, 'number'>,
  top: number,
): { y: number; numberAt: NumberPlace } {
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
  return { y: Math.max(left, right) + 18, numberAt };
}

/** A credit note's line naming the invoice it corrects; answers the y below it (`y` without one). */
export function drawCorrection(
  { write }: Canvas,
  { texts, date }: DocumentFormat,
  data: Omit<DocumentData, 'number'>,
  y: number,
): number {
  if (!data.corrects) return y;
  return (
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
    ) + 10
  );
}

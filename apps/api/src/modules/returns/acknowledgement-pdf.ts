/**
 * The acknowledgement of receipt of a withdrawal, as an A4 PDF: the durable medium the seller confirms a
 * withdrawal declared through the shop's withdrawal function on (Consumer Rights Directive, Art. 11a).
 * It says when the declaration was received, in the shop's time zone with the zone named, repeats it in
 * the words of the model withdrawal form of the customer's language, lists what it covers and says what
 * happens next (docs/flows.md#returns-and-withdrawal).
 */
import {
  calendarDayIn,
  formatShopDate,
  formatShopTime,
  REFUND_DUE_DAYS,
  shopFormatLocale,
  startOfDayIn,
  type Locale,
} from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { pdfBytes, registerShopFonts } from '../documents/index.ts';
import type { WithdrawalAcknowledgementFacts } from './pdf-facts.ts';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = '#000000';
const MUTED = '#555555';
/** The width of the labels of the declaration's facts ("Ordered on", "E-mail"). */
const LABEL_COLUMN = 130;

/** The calendar day `days` days after the day of `iso` in `timeZone`, as an instant within that day. */
function dayAfter(iso: string, days: number, timeZone: string): string {
  const day = new Date(`${calendarDayIn(iso, timeZone)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return startOfDayIn(day.toISOString().slice(0, 10), timeZone).toISOString();
}

/** The acknowledgement of a withdrawal, as PDF bytes; `printedAt` is the day printed on it. */
export async function drawWithdrawalAcknowledgementPdf(
  facts: WithdrawalAcknowledgementFacts,
  locale: Locale,
  printedAt: Date = new Date(),
): Promise<Buffer> {
  const texts = serverTexts(locale, 'returns').acknowledgement;
  const formatLocale = shopFormatLocale(locale);
  const zone = facts.timeZone;
  // A date is kept on one line ("15. joulukuuta 2026" does not break after "15.").
  const date = (iso: string) => formatShopDate(locale, iso, zone).replace(/ /g, '\u00a0');
  const country = (iso: string) => new Intl.DisplayNames([formatLocale], { type: 'region' }).of(iso) ?? iso;
  // Loaded with the first acknowledgement (on the PDF thread, documents/pdf-thread.ts).
  const { default: PDFDocument } = await import('pdfkit');

  const doc: PDFKit.PDFDocument = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: formatLocale,
    displayTitle: true,
    info: {
      Title: texts.title,
      Subject: `${texts.order} ${facts.orderReference}`,
      Author: facts.seller.name,
      CreationDate: printedAt,
    },
  });
  await registerShopFonts(doc);
  let pages = 1;
  doc.on('pageAdded', () => pages++);
  const done = pdfBytes(doc);

  const write = (
    text: string,
    options: { size?: number; bold?: boolean; color?: string; x?: number; width?: number; gap?: number } = {},
  ) => {
    if (options.gap) doc.moveDown(options.gap);
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? INK)
      .text(text, options.x ?? MARGIN, doc.y, { width: options.width ?? WIDTH, lineGap: 2 });
  };
  const rule = () => {
    doc.moveDown(0.6);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(PAGE.width - MARGIN, doc.y)
      .lineWidth(0.75)
      .strokeColor(MUTED)
      .stroke();
    doc.moveDown(0.6);
  };

  // The seller, as on its letters; its phone number is kept on one line.
  const seller = { ...facts.seller, phone: facts.seller.phone?.replace(/ /g, '\u00a0') ?? null };
  doc.y = MARGIN;
  write(seller.name, { size: 12, bold: true });
  write(`${seller.address}, ${country(seller.countryIso)}`, { size: 9.5 });
  write(
    [`${texts.email}: ${seller.email}`, ...(seller.phone ? [`${texts.phone}: ${seller.phone}`] : [])].join(
      '  ·  ',
    ),
    { size: 9.5, color: MUTED },
  );
  rule();

  // When the declaration arrived: the instant that counts for the withdrawal period.
  write(texts.title, { size: 17, bold: true, gap: 0.4 });
  const received = formatShopTime(locale, facts.declaredAt, zone);
  write(fill(texts.received, { date: date(facts.declaredAt), time: received.time, zone: received.zone }), {
    size: 11,
    gap: 0.5,
  });
  write(fill(texts.reference, { uid: facts.withdrawalUid }), { size: 8.5, color: MUTED, gap: 0.2 });

  // The declaration, in the words of the model withdrawal form, and what it covers.
  write(texts.declarationTitle, { size: 12, bold: true, gap: 1.2 });
  const quote = { page: pages, top: doc.y + 4 };
  write(texts.declaration, { size: 10.5, x: MARGIN + 12, width: WIDTH - 12, gap: 0.3 });
  const goods = facts.wholeOrder
    ? [fill(texts.wholeOrder, { reference: facts.orderReference })]
    : facts.lines.map((line) => `${line.quantity} × ${line.name}`);
  doc.moveDown(0.3);
  for (const item of goods)
    write(`•  ${item}`, { size: 10.5, bold: true, x: MARGIN + 12, width: WIDTH - 12 });
  doc.moveDown(0.5);
  const rows: [string, string][] = [
    [texts.orderedOn, date(facts.orderedAt)],
    [texts.order, facts.orderReference],
    [texts.name, facts.customer.name],
    [texts.email, facts.customer.email],
  ];
  for (const [label, value] of rows) {
    const top = doc.y;
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, MARGIN + 12, top, { width: LABEL_COLUMN - 8, lineGap: 2 });
    const labelEnd = doc.y;
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(INK)
      .text(value, MARGIN + 12 + LABEL_COLUMN, top, { width: WIDTH - 12 - LABEL_COLUMN, lineGap: 2 });
    doc.y = Math.max(doc.y, labelEnd) + 2;
  }
  // The bar beside the quoted declaration, drawn when the declaration stays on one page.
  if (pages === quote.page) {
    doc
      .moveTo(MARGIN + 2, quote.top)
      .lineTo(MARGIN + 2, doc.y)
      .lineWidth(2)
      .strokeColor(MUTED)
      .stroke();
  }

  // What happens next: the label, sending the goods back, the refund.
  write(texts.nextTitle, { size: 12, bold: true, gap: 1.5 });
  const label =
    facts.labelUrl === null
      ? texts.noLabel
      : facts.returnTrackingNumber === null
        ? fill(texts.labelLink, { url: facts.labelUrl })
        : fill(texts.labelReady, { trackingNumber: facts.returnTrackingNumber, url: facts.labelUrl });
  const steps = [
    label,
    fill(texts.sendBack, {
      address: `${seller.name}, ${seller.address}, ${country(seller.countryIso)}`,
      days: facts.returnDays,
      date: date(dayAfter(facts.declaredAt, facts.returnDays, zone)),
    }),
    fill(texts.refund, {
      days: REFUND_DUE_DAYS,
      date: date(dayAfter(facts.declaredAt, REFUND_DUE_DAYS, zone)),
    }),
  ];
  steps.forEach((step, index) => {
    doc.moveDown(0.5);
    const top = doc.y;
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${index + 1}.`, MARGIN, top, { width: 18 });
    doc
      .font('regular')
      .fontSize(10.5)
      .text(step, MARGIN + 18, top, { width: WIDTH - 18, lineGap: 2 });
  });

  write(
    seller.phone
      ? fill(texts.contactPhone, { email: seller.email, phone: seller.phone })
      : fill(texts.contact, { email: seller.email }),
    { size: 10.5, gap: 1.2 },
  );
  rule();
  write(fill(texts.printed, { date: date(printedAt.toISOString()) }), {
    size: 8.5,
    color: MUTED,
  });

  doc.end();
  return done;
}

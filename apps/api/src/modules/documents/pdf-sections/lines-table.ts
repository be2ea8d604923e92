/**
 * A document's lines as a table, shipping as one of them: a bold header row, repeated on every page
 * the table continues on, and each line with its SKU and, where prices are gross, its net unit price.
 */
import { shopFormatLocale } from '@tendero/contract';
import { fill } from '../../../lib/server-texts.ts';
import type { DocumentData } from '../facts.ts';
import {
  CONTENT_WIDTH,
  FOOTER_TOP,
  INK,
  MARGIN,
  MUTED,
  fittingSize,
  type Align,
  type Canvas,
  type DocumentFormat,
} from './canvas.ts';

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

/** The rows of the lines and of shipping, as the table writes them. */
function rowsOf({ texts, money, percent }: DocumentFormat, data: Omit<DocumentData, 'number'>): Row[] {
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
  return rows;
}

/** The height a row takes: its tallest cell with its note. */
function cellHeight(doc: PDFKit.PDFDocument, row: Row, bold: boolean): number {
  return Math.max(
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
          (oneLine ? doc.currentLineHeight(true) : doc.heightOfString(cell.note, { width, lineGap: 1 })) + 1;
      }
      return height;
    }),
  );
}

function drawRow({ write }: Canvas, row: Row, at: number, bold: boolean): void {
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
}

/** The table from `y`, breaking onto new pages above the footer; answers the y below it. */
export function drawLinesTable(
  canvas: Canvas,
  format: DocumentFormat,
  data: Omit<DocumentData, 'number'>,
  y: number,
): number {
  const { doc, rule, newPage } = canvas;
  const { texts } = format;
  // One size for all column labels: the largest at which each of them fits its column.
  const headerSize = Math.min(
    ...COLUMNS.map((column) => fittingSize(doc, texts.table[column.key], column.width - CELL_GAP, 8.5)),
  );
  const header = Object.fromEntries(
    COLUMNS.map((column) => [column.key, { text: texts.table[column.key], size: headerSize }]),
  ) as Row;
  const rows = rowsOf(format, data);
  const drawHeader = (at: number) => {
    const height = cellHeight(doc, header, true);
    drawRow(canvas, header, at, true);
    rule(at + height + 4, INK);
    return at + height + 9;
  };

  let at = drawHeader(y);
  for (const row of rows) {
    const height = cellHeight(doc, row, false);
    if (at + height + 8 > FOOTER_TOP) at = drawHeader(newPage());
    drawRow(canvas, row, at, false);
    at += height + 5;
    rule(at);
    at += 5;
  }
  return at;
}

import type { Locale } from '@tendero/contract';

/** A row of a table block: one text per column, optional smaller lines under the first cell. */
export interface MailTableRow {
  cells: readonly string[];
  /** Smaller lines under the first cell (an item number, a discount). */
  details?: readonly string[];
  /** `strong` for a grand total, `muted` for lines that only explain (VAT included). */
  tone?: 'strong' | 'muted';
}

/** One piece of a mail body, rendered both as plain text and as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'quote'; label: string; body: string }
  | { kind: 'note'; text: string }
  | { kind: 'heading'; text: string; level: 2 | 3 }
  /**
   * Columns of figures. With `head`, the text part writes each row as its first cell and below it
   * "heading: value" pairs; without, it is a label–value list with the values aligned (totals).
   */
  | {
      kind: 'table';
      head: readonly string[] | null;
      align: readonly ('start' | 'end')[];
      rows: readonly MailTableRow[];
    }
  /** Blocks of lines side by side in HTML, one below the other in text (delivery and invoice address). */
  | { kind: 'columns'; columns: readonly { label: string; lines: readonly string[] }[] }
  /** A form to print or copy: a title, small print, filled-in lines, then labelled blanks to write on. */
  | {
      kind: 'form';
      title: string;
      intro: string;
      lines: readonly string[];
      fields: readonly string[];
      footnote: string;
    };

export interface MailDocument {
  locale: Locale;
  subject: string;
  greeting: string;
  blocks: readonly MailBlock[];
  closing: string;
  signature: string;
  footer: string;
  shop: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text, so a customer's name or message can never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const STYLE = {
  body: 'margin:0;padding:0;background:#f4f4f5;',
  frame: `max-width:560px;margin:0 auto;padding:24px 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:#18181b;`,
  brand: 'font-size:20px;font-weight:700;margin:0 0 16px;',
  card: 'background:#ffffff;border-radius:8px;padding:24px;',
  paragraph: 'margin:0 0 16px;',
  button:
    'display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;',
  fallback: 'margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all;',
  link: 'color:#1d4ed8;word-break:break-all;',
  quote:
    'margin:0 0 16px;padding:12px 16px;border-left:4px solid #d4d4d8;background:#fafafa;white-space:pre-wrap;',
  note: 'margin:0 0 16px;font-size:14px;color:#52525b;',
  footer: 'margin:16px 0 0;font-size:12px;color:#71717a;',
  h2: 'margin:32px 0 12px;font-size:18px;line-height:1.3;font-weight:700;',
  h3: 'margin:20px 0 8px;font-size:16px;line-height:1.3;font-weight:700;',
};

/** Length as a reader counts it: code points, so "ä" and "Ω" are one each. */
const textWidth = (text: string): number => [...text].length;
const padEnd = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - textWidth(text)));
const padStart = (text: string, width: number): string =>
  ' '.repeat(Math.max(0, width - textWidth(text))) + text;

/** "Label: value" as the language writes it: French puts a no-break space before the colon. */
function labelled(locale: Locale, label: string, value: string): string {
  return `${label}${locale === 'fr' ? '\u00a0:' : ':'} ${value}`;
}

/** A label–value list with the values aligned under each other; long labels push only their own row. */
function listText(block: Extract<MailBlock, { kind: 'table' }>): string {
  const columns = Math.max(0, ...block.rows.map((row) => row.cells.length));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(0, ...block.rows.map((row) => textWidth(row.cells[column] ?? ''))),
  );
  // A label wider than this would push every value far to the right; its row just runs longer.
  widths[0] = Math.min(widths[0] ?? 0, 40);
  return block.rows
    .flatMap((row) => [
      row.cells
        .map((cell, column) =>
          block.align[column] === 'end'
            ? padStart(cell, widths[column] ?? 0)
            : padEnd(cell, widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
      ...(row.details ?? []).map((detail) => `  ${detail}`),
    ])
    .join('\n');
}

/** Each row as its first cell, its details, and the other cells as "heading: value" pairs. */
function rowsText(locale: Locale, head: readonly string[], rows: readonly MailTableRow[]): string {
  return rows
    .map((row) => {
      const [first = '', ...rest] = row.cells;
      const pairs = rest
        .map((cell, index) => (cell === '' ? '' : labelled(locale, head[index + 1] ?? '', cell)))
        .filter((pair) => pair !== '');
      return [first, ...(row.details ?? []).map((detail) => `  ${detail}`), `  ${pairs.join(' · ')}`].join(
        '\n',
      );
    })
    .join('\n\n');
}

const BLANK = '_'.repeat(48);

function blockText(block: MailBlock, locale: Locale): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'action':
      // No colon after the button text: French would need a space before it, the others none.
      return `${block.label}\n${block.url}`;
    case 'link':
      return block.url;
    case 'quote':
      return `${block.label}\n${block.body
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'heading':
      return `${block.text}\n${(block.level === 2 ? '=' : '-').repeat(textWidth(block.text))}`;
    case 'table':
      return block.head === null ? listText(block) : rowsText(locale, block.head, block.rows);
    case 'columns':
      return block.columns.map((column) => [column.label, ...column.lines].join('\n')).join('\n\n');
    case 'form':
      return [
        '-'.repeat(BLANK.length),
        `${block.title}\n${block.intro}`,
        ...block.lines,
        ...block.fields.map((field) => `${field}\n\n${BLANK}`),
        block.footnote,
        '-'.repeat(BLANK.length),
      ].join('\n\n');
  }
}

const TABLE = {
  table: 'width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px;line-height:1.4;',
  th: 'padding:0 0 6px 8px;border-bottom:1px solid #d4d4d8;font-size:12px;font-weight:600;color:#52525b;',
  td: 'padding:8px 0 8px 8px;border-bottom:1px solid #e4e4e7;vertical-align:top;',
  listTd: 'padding:3px 0 3px 8px;vertical-align:top;',
  strong: 'font-weight:700;font-size:16px;border-top:1px solid #d4d4d8;padding-top:8px;',
  muted: 'color:#71717a;font-size:13px;',
  detail: 'font-size:12px;color:#71717a;',
};

/** Escaped, with line breaks kept (an address written in one cell). */
const escapeLines = (text: string): string => escapeHtml(text).replace(/\n/g, '<br>');

function tableHtml(block: Extract<MailBlock, { kind: 'table' }>): string {
  const list = block.head === null;
  // A list of labels and words (no figures) gives its labels a fixed share, so the words start close by.
  const narrowLabels = list && !block.align.includes('end');
  const cellStyle = (column: number, row: MailTableRow | null): string => {
    const end = block.align[column] === 'end';
    return [
      row === null ? TABLE.th : list ? TABLE.listTd : TABLE.td,
      // The first column needs no gap on its left; numbers stay on one line, aligned on the right.
      column === 0 ? 'padding-left:0;' : '',
      column === 0 && narrowLabels ? 'width:40%;padding-right:16px;color:#52525b;' : '',
      `text-align:${end ? 'right' : 'left'};`,
      // Amounts never break; headings may, so five columns still fit a phone.
      end && row !== null ? 'white-space:nowrap;' : '',
      row?.tone === 'strong' ? TABLE.strong : '',
      row?.tone === 'muted' ? TABLE.muted : '',
    ].join('');
  };
  const head =
    block.head === null
      ? ''
      : `<thead><tr>${block.head
          .map(
            (label, column) => `<th scope="col" style="${cellStyle(column, null)}">${escapeHtml(label)}</th>`,
          )
          .join('')}</tr></thead>`;
  const rows = block.rows
    .map((row) => {
      const cells = row.cells.map((cell, column) => {
        const details =
          column === 0 && row.details
            ? row.details.map((detail) => `<div style="${TABLE.detail}">${escapeHtml(detail)}</div>`).join('')
            : '';
        return `<td style="${cellStyle(column, row)}">${escapeLines(cell)}${details}</td>`;
      });
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  // A label–value list is layout, not data: screen readers read it as lines.
  const role = list ? ' role="presentation"' : '';
  return `<table${role} width="100%" cellpadding="0" cellspacing="0" style="${TABLE.table}">${head}<tbody>\n${rows}\n</tbody></table>`;
}

function columnsHtml(block: Extract<MailBlock, { kind: 'columns' }>): string {
  const width = Math.floor(100 / Math.max(1, block.columns.length));
  const cells = block.columns.map(
    (column, index) =>
      `<td width="${width}%" style="vertical-align:top;padding:0 ${index < block.columns.length - 1 ? '16px' : '0'} 0 0;">` +
      `<div style="font-size:12px;font-weight:600;color:#52525b;margin:0 0 4px;">${escapeHtml(column.label)}</div>` +
      `${column.lines.map(escapeHtml).join('<br>')}</td>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:24px 0 16px;font-size:14px;line-height:1.5;"><tr>${cells.join('')}</tr></table>`;
}

function formHtml(block: Extract<MailBlock, { kind: 'form' }>): string {
  return [
    '<div style="margin:8px 0 16px;padding:16px 20px;border:1px dashed #a1a1aa;border-radius:6px;font-size:14px;line-height:1.5;">',
    `<p style="margin:0 0 4px;font-size:16px;font-weight:700;">${escapeHtml(block.title)}</p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#52525b;">${escapeHtml(block.intro)}</p>`,
    ...block.lines.map((line) => `<p style="margin:0 0 12px;">${escapeHtml(line)}</p>`),
    ...block.fields.map(
      (field) =>
        `<p style="margin:16px 0 0;">${escapeHtml(field)}</p>` +
        '<div style="height:28px;border-bottom:1px solid #71717a;"></div>',
    ),
    `<p style="margin:16px 0 0;font-size:12px;color:#52525b;">${escapeHtml(block.footnote)}</p>`,
    '</div>',
  ].join('\n');
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${STYLE.paragraph}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="${STYLE.note}">${escapeHtml(block.text)}</p>`;
    case 'action': {
      const url = escapeHtml(block.url);
      return (
        `<p style="margin:24px 0 8px;"><a href="${url}" style="${STYLE.button}">${escapeHtml(block.label)}</a></p>` +
        `<p style="${STYLE.fallback}">${url}</p>`
      );
    }
    case 'link': {
      const url = escapeHtml(block.url);
      return `<p style="${STYLE.paragraph}"><a href="${url}" style="${STYLE.link}">${url}</a></p>`;
    }
    case 'quote':
      return (
        `<p style="${STYLE.paragraph}">${escapeHtml(block.label)}</p>` +
        `<div style="${STYLE.quote}">${escapeHtml(block.body)}</div>`
      );
    case 'heading':
      return block.level === 2
        ? `<h2 style="${STYLE.h2}">${escapeHtml(block.text)}</h2>`
        : `<h3 style="${STYLE.h3}">${escapeHtml(block.text)}</h3>`;
    case 'table':
      return tableHtml(block);
    case 'columns':
      return columnsHtml(block);
    case 'form':
      return formHtml(block);
  }
}

/** The plain-text and HTML bodies of a mail: greeting, blocks, closing and signature, small print. */
export function renderDocument(mail: MailDocument): { text: string; html: string } {
  const text = [
    mail.greeting,
    ...mail.blocks.map((block) => blockText(block, mail.locale)),
    `${mail.closing}\n${mail.signature}`,
    `--\n${mail.footer}`,
  ].join('\n\n');
  const html = [
    '<!doctype html>',
    `<html lang="${mail.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(mail.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.frame}">`,
    `<div style="${STYLE.brand}">${escapeHtml(mail.shop)}</div>`,
    `<div style="${STYLE.card}">`,
    `<p style="${STYLE.paragraph}">${escapeHtml(mail.greeting)}</p>`,
    ...mail.blocks.map(blockHtml),
    `<p style="margin:24px 0 0;">${escapeHtml(mail.closing)}<br>${escapeHtml(mail.signature)}</p>`,
    '</div>',
    `<p style="${STYLE.footer}">${escapeHtml(mail.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  return { text: `${text}\n`, html };
}

import type { Locale } from '@tendero/contract';

/** One piece of a mail body, rendered both as plain text and as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'link'; url: string }
  | { kind: 'quote'; label: string; body: string }
  | { kind: 'note'; text: string };

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
};

function blockText(block: MailBlock): string {
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
  }
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
  }
}

/** The plain-text and HTML bodies of a mail: greeting, blocks, closing and signature, small print. */
export function renderDocument(mail: MailDocument): { text: string; html: string } {
  const text = [
    mail.greeting,
    ...mail.blocks.map(blockText),
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

import { CURRENCY, formatMoney, shopFormatLocale, type RefundKind } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import type { MailBlock, MailTableRow } from './layout.ts';
import type { OutgoingMail } from './outbox.ts';
import { SHOP_NAME, compose, type Recipient } from './templates.ts';

/** Everything the refund mail says, in integer cents (EUR). */
export interface RefundMailFacts {
  kind: RefundKind;
  /** The order's reference. */
  reference: string;
  /** The order page, absolute, in the recipient's language. */
  orderUrl: string;
  lines: readonly { name: string; quantity: number; amount: number }[];
  /** The shipping charge given back (0 when it was not). */
  shipping: number;
  total: number;
  /** The credit note's number, e.g. CRN-2026-000001. */
  creditNote: string;
  /** How the order was paid, already in words: where the money goes back to. */
  paymentMethod: string;
}

/**
 * The refund mail, once per refund: how much goes back and where, for what, and the credit note that
 * documents it. A cancellation says the order is cancelled; one of a zero-amount order has nothing to
 * pay back and says only that.
 */
export function refundIssuedMail(to: Recipient, facts: RefundMailFacts): OutgoingMail {
  const { locale } = to;
  const t = serverTexts(locale, 'refunds').issued;
  const money = (amount: number) => formatMoney(locale, { amount, currency: CURRENCY });
  const count = new Intl.NumberFormat(shopFormatLocale(locale));
  const values = {
    shop: SHOP_NAME,
    reference: facts.reference,
    amount: money(facts.total),
    paymentMethod: facts.paymentMethod,
    number: facts.creditNote,
  };
  const text = (template: string) => fill(template, values);
  const cancelled = facts.kind === 'cancellation';
  const paysBack = facts.total > 0;

  const rows: MailTableRow[] = facts.lines.map((line) => ({
    cells: [line.name, count.format(line.quantity), money(line.amount)],
  }));
  if (facts.shipping > 0) rows.push({ cells: [t.shipping, '', money(facts.shipping)] });

  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: text(cancelled ? t.cancelledIntro : t.intro) },
    ...(cancelled && paysBack ? [{ kind: 'paragraph' as const, text: text(t.cancelledRefund) }] : []),
    ...(paysBack ? [{ kind: 'paragraph' as const, text: text(t.method) }] : []),
    ...(paysBack
      ? [
          { kind: 'heading' as const, text: t.heading, level: 2 as const },
          {
            kind: 'table' as const,
            head: [t.item, t.quantity, t.amount],
            align: ['start', 'end', 'end'] as const,
            rows,
          },
          {
            kind: 'table' as const,
            head: null,
            align: ['start', 'end'] as const,
            rows: [{ cells: [t.total, money(facts.total)], tone: 'strong' as const }],
          },
        ]
      : []),
    { kind: 'note', text: text(t.creditNote) },
    { kind: 'action', label: text(t.action), url: facts.orderUrl },
  ];

  return compose({
    ...to,
    template: 'refund-issued',
    subject: text(cancelled ? t.cancelledSubject : t.subject),
    blocks,
  });
}

/** The mails of returns (docs/flows.md#returns-and-withdrawal): the label, a rejection, a withdrawal's acknowledgement. */
import {
  CURRENCY,
  formatMoney,
  formatShopDate,
  formatShopDateTime,
  shopFormatLocale,
} from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import type { MailBlock } from './layout.ts';
import type { OutgoingMail } from './outbox.ts';
import { SHOP_NAME, compose, type Recipient } from './templates.ts';

export interface ReturnMailFacts {
  reference: string;
  carrier: string;
  trackingNumber: string;
  /** The label's PDF, absolute. */
  labelUrl: string;
  /** The storefront's status page of the return, absolute. */
  statusUrl: string;
  lines: readonly { name: string; quantity: number; amount: number }[];
  /** What it gives back when everything comes back, in cents. */
  total: number;
  /** YYYY-MM-DD. */
  refundDueBy: string;
  timeZone: string;
}

/** The return is approved: its label, what to do, what comes back by when. */
export function returnApprovedMail(to: Recipient, facts: ReturnMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'returns').mail;
  const money = (amount: number) => formatMoney(to.locale, { amount, currency: CURRENCY });
  const count = new Intl.NumberFormat(shopFormatLocale(to.locale));
  const values = {
    shop: SHOP_NAME,
    reference: facts.reference,
    carrier: facts.carrier,
    trackingNumber: facts.trackingNumber,
    amount: money(facts.total),
    dueBy: formatShopDate(shopFormatLocale(to.locale), `${facts.refundDueBy}T12:00:00Z`, 'UTC'),
  };
  const text = (template: string) => fill(template, values);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: text(t.approvedIntro) },
    { kind: 'action', label: t.downloadLabel, url: facts.labelUrl },
    { kind: 'paragraph', text: text(t.steps) },
    { kind: 'heading', text: t.items, level: 2 },
    {
      kind: 'table',
      head: [t.item, t.quantity, t.refund],
      align: ['start', 'end', 'end'],
      rows: facts.lines.map((line) => ({
        cells: [line.name, count.format(line.quantity), money(line.amount)],
      })),
    },
    { kind: 'paragraph', text: text(t.refundBy) },
    { kind: 'action', label: t.follow, url: facts.statusUrl },
  ];
  return compose({ ...to, template: 'return-approved', subject: text(t.approvedSubject), blocks });
}

/** The shop rejected the return: its reason. */
export function returnRejectedMail(
  to: Recipient,
  facts: { reference: string; reason: string; orderUrl: string },
): OutgoingMail {
  const t = serverTexts(to.locale, 'returns').mail;
  const text = (template: string) => fill(template, { shop: SHOP_NAME, reference: facts.reference });
  return compose({
    ...to,
    template: 'return-rejected',
    subject: text(t.rejectedSubject),
    blocks: [
      { kind: 'paragraph', text: text(t.rejectedIntro) },
      { kind: 'quote', label: t.rejectedReason, body: facts.reason },
      { kind: 'paragraph', text: text(t.rejectedHelp) },
      { kind: 'action', label: t.viewOrder, url: facts.orderUrl },
    ],
  });
}

export interface WithdrawalMailFacts {
  orderReference: string;
  orderedAt: string;
  declaredAt: string;
  timeZone: string;
  customer: { name: string; email: string };
  wholeOrder: boolean;
  lines: readonly { name: string; quantity: number }[];
  returnDays: number;
  labelUrl: string | null;
  acknowledgementUrl: string;
  statusUrl: string | null;
}

/**
 * The acknowledgement of a withdrawal on a durable medium (CRD Art. 11a(4)): the declaration's content in
 * the words of the model withdrawal form, the date and time it was received, and what happens next.
 */
export function withdrawalAcknowledgementMail(to: Recipient, facts: WithdrawalMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'returns').mail;
  const formatLocale = shopFormatLocale(to.locale);
  const count = new Intl.NumberFormat(formatLocale);
  const received = formatShopDateTime(formatLocale, facts.declaredAt, facts.timeZone, 'long');
  const values = {
    shop: SHOP_NAME,
    reference: facts.orderReference,
    received,
    orderedOn: formatShopDate(formatLocale, facts.orderedAt, facts.timeZone),
    days: String(facts.returnDays),
  };
  const text = (template: string) => fill(template, values);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: text(t.withdrawalIntro) },
    {
      kind: 'quote',
      label: t.declaration,
      body: [
        serverTexts(to.locale, 'returns').acknowledgement.declaration,
        ...(facts.wholeOrder ? [text(t.wholeOrder)] : []),
        ...facts.lines.map((line) => `${count.format(line.quantity)} × ${line.name}`),
        text(t.orderedOn),
        `${t.name}: ${facts.customer.name}`,
        `${t.email}: ${facts.customer.email}`,
      ].join('\n'),
    },
    { kind: 'paragraph', text: text(t.receivedAt) },
    ...(facts.labelUrl
      ? [
          { kind: 'paragraph' as const, text: text(t.withdrawalNext) },
          { kind: 'action' as const, label: t.downloadLabel, url: facts.labelUrl },
        ]
      : [{ kind: 'paragraph' as const, text: text(t.withdrawalNextUndelivered) }]),
    { kind: 'paragraph', text: text(t.withdrawalRefund) },
    { kind: 'action', label: t.downloadAcknowledgement, url: facts.acknowledgementUrl },
    ...(facts.statusUrl ? [{ kind: 'action' as const, label: t.follow, url: facts.statusUrl }] : []),
  ];
  return compose({
    ...to,
    template: 'withdrawal-acknowledgement',
    subject: text(t.withdrawalSubject),
    blocks,
  });
}

import { formatShopDate, formatShopDateTime, shopFormatLocale } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import type { MailBlock, MailTableRow } from './layout.ts';
import type { OutgoingMail } from './outbox.ts';
import { SHOP_NAME, compose, type Recipient } from './templates.ts';

/** What the parcel mails say, as plain facts. */
export interface ParcelMailFacts {
  /** The order's reference. */
  reference: string;
  trackingNumber: string;
  /** The carrier method's name in the recipient's language. */
  carrier: string;
  /** The storefront's tracking page with number and postcode, absolute, in the recipient's language. */
  trackingUrl: string;
  /** The delivery postcode as the customer wrote it. */
  postcode: string;
  /** Parcel `index` of `count` shipped together. */
  index: number;
  count: number;
  /** What the parcel holds. */
  lines: readonly { name: string; quantity: number }[];
  /** Whether units of the order are not in a parcel yet: the shipped mail says the rest follows. */
  moreToFollow: boolean;
  /** When the parcel was delivered (ISO 8601), for the delivered mail. */
  deliveredAt: string | null;
  /** When the step the mail tells of happened (ISO 8601): a failed attempt says when it was made. */
  stepAt: string;
  /** The shop's time zone (`SHOP_TIME_ZONE`): dates and times as the tracking page writes them. */
  timeZone: string;
}

function parcelTable(to: Recipient, facts: ParcelMailFacts, first: MailTableRow[] = []): MailBlock {
  const t = serverTexts(to.locale, 'shipping').mail;
  const rows: MailTableRow[] = [
    ...first,
    { cells: [t.trackingNumber, facts.trackingNumber] },
    { cells: [t.carrier, facts.carrier] },
  ];
  if (facts.count > 1)
    rows.push({ cells: [t.parcel, fill(t.parcelOf, { index: facts.index, count: facts.count })] });
  return { kind: 'table', head: null, align: ['start', 'start'], rows };
}

function values(to: Recipient, facts: ParcelMailFacts) {
  const date = facts.deliveredAt ? formatShopDate(to.locale, facts.deliveredAt, facts.timeZone) : '';
  return {
    shop: SHOP_NAME,
    reference: facts.reference,
    trackingNumber: facts.trackingNumber,
    carrier: facts.carrier,
    postcode: facts.postcode,
    date,
  };
}

/** A parcel left: its number, carrier, contents and the tracking link (number and postcode in it). */
export function parcelShippedMail(to: Recipient, facts: ParcelMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'shipping').mail;
  const text = (template: string) => fill(template, values(to, facts));
  const count = new Intl.NumberFormat(shopFormatLocale(to.locale));
  return compose({
    ...to,
    template: 'parcel-shipped',
    subject: text(t.shipped.subject),
    blocks: [
      { kind: 'paragraph', text: text(t.shipped.intro) },
      ...(facts.moreToFollow ? [{ kind: 'paragraph' as const, text: text(t.shipped.more) }] : []),
      parcelTable(to, facts),
      { kind: 'action', label: t.track, url: facts.trackingUrl },
      {
        kind: 'table',
        head: [t.items, t.quantity],
        align: ['start', 'end'],
        rows: facts.lines.map((line) => ({ cells: [line.name, count.format(line.quantity)] })),
      },
      { kind: 'note', text: text(t.shipped.lookup) },
    ],
  });
}

/** The parcel arrives today. */
export function parcelOutForDeliveryMail(to: Recipient, facts: ParcelMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'shipping').mail;
  const text = (template: string) => fill(template, values(to, facts));
  return compose({
    ...to,
    template: 'parcel-out-for-delivery',
    subject: text(t.outForDelivery.subject),
    blocks: [
      { kind: 'paragraph', text: text(t.outForDelivery.intro) },
      parcelTable(to, facts),
      { kind: 'action', label: t.track, url: facts.trackingUrl },
      { kind: 'note', text: text(t.outForDelivery.absent) },
    ],
  });
}

/** The parcel was delivered; if it did not arrive, a reply reaches the shop. */
export function parcelDeliveredMail(to: Recipient, facts: ParcelMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'shipping').mail;
  const text = (template: string) => fill(template, values(to, facts));
  return compose({
    ...to,
    template: 'parcel-delivered',
    subject: text(t.delivered.subject),
    blocks: [
      { kind: 'paragraph', text: text(t.delivered.intro) },
      parcelTable(to, facts),
      { kind: 'action', label: t.track, url: facts.trackingUrl },
      { kind: 'note', text: text(t.delivered.problem) },
    ],
  });
}

/**
 * The carrier could not deliver (nobody in): when it tried, what happens next and the tracking link,
 * which shows where the parcel waits once the carrier says so.
 */
export function parcelAttemptFailedMail(to: Recipient, facts: ParcelMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'shipping').mail;
  const text = (template: string) => fill(template, values(to, facts));
  return compose({
    ...to,
    template: 'parcel-attempt-failed',
    subject: text(t.attemptFailed.subject),
    blocks: [
      { kind: 'paragraph', text: text(t.attemptFailed.intro) },
      { kind: 'paragraph', text: text(t.attemptFailed.next) },
      // When, as the tracking page writes it: the shop's time zone, named.
      parcelTable(to, facts, [
        { cells: [t.attemptAt, formatShopDateTime(to.locale, facts.stepAt, facts.timeZone)] },
      ]),
      { kind: 'action', label: t.track, url: facts.trackingUrl },
      { kind: 'note', text: text(t.attemptFailed.help) },
    ],
  });
}

/**
 * The carrier is bringing the parcel back to the shop (not collected, address not found): the customer
 * hears it from the shop before wondering, and how it goes on.
 */
export function parcelReturnedMail(to: Recipient, facts: ParcelMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'shipping').mail;
  const text = (template: string) => fill(template, values(to, facts));
  return compose({
    ...to,
    template: 'parcel-returned',
    subject: text(t.returned.subject),
    blocks: [
      { kind: 'paragraph', text: text(t.returned.intro) },
      { kind: 'paragraph', text: text(t.returned.next) },
      parcelTable(to, facts),
      { kind: 'action', label: t.track, url: facts.trackingUrl },
    ],
  });
}

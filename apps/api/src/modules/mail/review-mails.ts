/** The mails of reviews (docs/flows.md#reviews): the invitation per order, and the moderation's answer. */
import { formatShopDate, shopFormatLocale } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import type { MailBlock } from './layout.ts';
import type { OutgoingMail } from './outbox.ts';
import { SHOP_NAME, compose, type Recipient } from './templates.ts';

export interface ReviewInvitationMailFacts {
  reference: string;
  /** One link per product the delivery brought, absolute (`/{locale}/review/{token}`). */
  products: readonly { name: string; url: string }[];
  /** When the links stop working (ISO 8601). */
  expiresAt: string;
  timeZone: string;
}

/** The invitation to review every product a delivery of the order brought: one link each. */
export function reviewInvitationMail(to: Recipient, facts: ReviewInvitationMailFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'reviews').mail;
  const values = {
    shop: SHOP_NAME,
    reference: facts.reference,
    date: formatShopDate(shopFormatLocale(to.locale), facts.expiresAt, facts.timeZone),
  };
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: fill(t.invitationIntro, values) },
    ...facts.products.map((product): MailBlock => ({
      kind: 'action',
      label: fill(t.invitationItem, { product: product.name }),
      url: product.url,
    })),
    { kind: 'paragraph', text: fill(t.invitationExpires, values) },
    { kind: 'note', text: fill(t.invitationEveryItem, values) },
  ];
  return compose({
    ...to,
    template: 'review-invitation',
    subject: fill(t.invitationSubject, values),
    blocks,
  });
}

/** The review is published; a link to the product page where it shows (none for a product no longer sold). */
export function reviewApprovedMail(
  to: Recipient,
  facts: { product: string; productUrl: string | null },
): OutgoingMail {
  const t = serverTexts(to.locale, 'reviews').mail;
  const values = { shop: SHOP_NAME, product: facts.product };
  return compose({
    ...to,
    template: 'review-approved',
    subject: fill(t.approvedSubject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.approvedIntro, values) },
      ...(facts.productUrl ? [{ kind: 'action' as const, label: t.viewProduct, url: facts.productUrl }] : []),
    ],
  });
}

/** The shop did not publish the review: its reason. */
export function reviewRejectedMail(to: Recipient, facts: { product: string; reason: string }): OutgoingMail {
  const t = serverTexts(to.locale, 'reviews').mail;
  const values = { shop: SHOP_NAME, product: facts.product };
  return compose({
    ...to,
    template: 'review-rejected',
    subject: fill(t.rejectedSubject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.rejectedIntro, values) },
      { kind: 'quote', label: t.rejectedReason, body: facts.reason },
      { kind: 'paragraph', text: t.rejectedHelp },
    ],
  });
}

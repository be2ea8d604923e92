import type { Locale } from '@tendero/contract';
import { fill, serverTexts } from '../../lib/server-texts.ts';
import { renderDocument, type MailBlock } from './layout.ts';
import type { OutgoingMail } from './outbox.ts';

/** The shop's name in every mail (`{shop}`). */
export const SHOP_NAME = 'Tendero';

export type MailTemplate =
  | 'welcome'
  | 'password-reset'
  | 'password-changed'
  | 'support-confirmation'
  | 'support-reply'
  | 'stock-alert'
  | 'order-confirmation'
  | 'refund-issued'
  | 'parcel-shipped'
  | 'parcel-out-for-delivery'
  | 'parcel-delivered'
  | 'parcel-attempt-failed'
  | 'return-approved'
  | 'return-rejected'
  | 'withdrawal-acknowledgement'
  | 'parcel-returned'
  | 'review-invitation'
  | 'review-approved'
  | 'review-rejected';

export interface Letter {
  template: MailTemplate;
  recipient: string;
  locale: Locale;
  subject: string;
  /** The customer's first name; null greets without a name. */
  name: string | null;
  blocks: readonly MailBlock[];
}

/** A letter in the shop's frame: greeting, the letter's blocks, closing, signature and footer. */
export function compose(letter: Letter): OutgoingMail {
  const texts = serverTexts(letter.locale, 'mail');
  const shop = { shop: SHOP_NAME };
  return {
    recipient: letter.recipient,
    locale: letter.locale,
    template: letter.template,
    subject: letter.subject,
    ...renderDocument({
      locale: letter.locale,
      subject: letter.subject,
      greeting:
        letter.name === null
          ? fill(texts.greetingAnonymous, shop)
          : fill(texts.greeting, { ...shop, name: letter.name }),
      blocks: letter.blocks,
      closing: fill(texts.closing, shop),
      signature: fill(texts.signature, shop),
      footer: fill(texts.footer, shop),
      shop: SHOP_NAME,
    }),
  };
}

/** Who a mail goes to: the address, the language it is written in, the first name it greets. */
export interface Recipient {
  recipient: string;
  locale: Locale;
  name: string;
}

/** Where the welcome mail leads, absolute, in the recipient's language, and the shop's return days. */
export interface WelcomeFacts {
  accountUrl: string;
  /** The storefront's return page (`SHOP_PAGES.return`), where a return starts. */
  returnUrl: string;
  /** RETURN_DAYS: the days from delivery to send items back. */
  returnDays: number;
}

export function welcomeMail(to: Recipient, facts: WelcomeFacts): OutgoingMail {
  const t = serverTexts(to.locale, 'mail').welcome;
  const values = { shop: SHOP_NAME, days: facts.returnDays };
  return compose({
    ...to,
    template: 'welcome',
    subject: fill(t.subject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.intro, values) },
      { kind: 'paragraph', text: fill(t.body, values) },
      { kind: 'paragraph', text: fill(t.returns, values) },
      { kind: 'link', url: facts.returnUrl },
      { kind: 'action', label: fill(t.action, values), url: facts.accountUrl },
    ],
  });
}

export function passwordResetMail(to: Recipient, resetUrl: string, minutes: number): OutgoingMail {
  const t = serverTexts(to.locale, 'mail').passwordReset;
  const values = { shop: SHOP_NAME, minutes };
  return compose({
    ...to,
    template: 'password-reset',
    subject: fill(t.subject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.intro, values) },
      { kind: 'action', label: fill(t.action, values), url: resetUrl },
      { kind: 'note', text: fill(t.expiry, values) },
      { kind: 'note', text: fill(t.ignore, values) },
    ],
  });
}

export function passwordChangedMail(to: Recipient, forgotPasswordUrl: string): OutgoingMail {
  const t = serverTexts(to.locale, 'mail').passwordChanged;
  const values = { shop: SHOP_NAME };
  return compose({
    ...to,
    template: 'password-changed',
    subject: fill(t.subject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.body, values) },
      { kind: 'note', text: fill(t.notYou, values) },
      { kind: 'link', url: forgotPasswordUrl },
    ],
  });
}

export function supportConfirmationMail(to: Recipient, message: string): OutgoingMail {
  const t = serverTexts(to.locale, 'mail').supportConfirmation;
  const values = { shop: SHOP_NAME };
  return compose({
    ...to,
    template: 'support-confirmation',
    subject: fill(t.subject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.body, values) },
      { kind: 'quote', label: fill(t.yourMessage, values), body: message },
      { kind: 'note', text: fill(t.reply, values) },
    ],
  });
}

/** The support team's answer, quoting what the customer wrote. */
export function supportReplyMail(
  to: Recipient,
  message: { reply: string; original: string },
  supportUrl: string,
): OutgoingMail {
  const t = serverTexts(to.locale, 'mail').supportReply;
  const values = { shop: SHOP_NAME };
  return compose({
    ...to,
    template: 'support-reply',
    subject: fill(t.subject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.intro, values) },
      { kind: 'quote', label: fill(t.answer, values), body: message.reply },
      { kind: 'quote', label: fill(t.yourMessage, values), body: message.original },
      { kind: 'note', text: fill(t.more, values) },
      { kind: 'action', label: fill(t.action, values), url: supportUrl },
    ],
  });
}

/** Back in stock: sent to an e-mail address, so it greets without a name. */
export function stockAlertMail(
  to: { recipient: string; locale: Locale },
  product: string,
  productUrl: string,
): OutgoingMail {
  const t = serverTexts(to.locale, 'mail').stockAlert;
  const values = { shop: SHOP_NAME, product };
  return compose({
    ...to,
    name: null,
    template: 'stock-alert',
    subject: fill(t.subject, values),
    blocks: [
      { kind: 'paragraph', text: fill(t.body, values) },
      { kind: 'action', label: fill(t.action, values), url: productUrl },
      { kind: 'note', text: fill(t.once, values) },
    ],
  });
}

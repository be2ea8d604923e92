/**
 * The words of every e-mail the shop sends, in one language. `{name}`, `{product}`, `{minutes}` and
 * `{shop}` are filled in when a mail is written; links and the customer's own text are added around
 * these sentences by the templates, never inside them.
 */
export interface MailTexts {
  /** Salutation with the customer's first name, e.g. "Hello {name},". */
  greeting: string;
  /** Salutation when the name is unknown (stock alerts to an e-mail address). */
  greetingAnonymous: string;
  /** Closing line before the signature. */
  closing: string;
  /** Signature under every mail. */
  signature: string;
  /** Small print at the bottom: why this mail was sent. */
  footer: string;
  welcome: {
    subject: string;
    intro: string;
    body: string;
    action: string;
  };
  passwordReset: {
    subject: string;
    intro: string;
    action: string;
    expiry: string;
    ignore: string;
  };
  passwordChanged: {
    subject: string;
    body: string;
    notYou: string;
  };
  supportConfirmation: {
    subject: string;
    body: string;
    yourMessage: string;
    reply: string;
  };
  stockAlert: {
    subject: string;
    body: string;
    action: string;
    once: string;
  };
}

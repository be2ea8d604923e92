import type { MailTexts } from './types.ts';

export const en: MailTexts = {
  greeting: 'Hello {name},',
  greetingAnonymous: 'Hello,',
  closing: 'Best wishes,',
  signature: 'Your {shop} team',
  footer:
    'You are receiving this e-mail because of an action on your {shop} account or a request made with this address.',
  welcome: {
    subject: 'Welcome to {shop}',
    intro: 'Thank you for creating your {shop} account.',
    body: 'You can now keep your addresses, follow your orders and parcels, return items and collect points, all in one place.',
    action: 'Go to my account',
  },
  passwordReset: {
    subject: 'Reset your {shop} password',
    intro:
      'We received a request to reset the password of your account. Choose a new password with the button below.',
    action: 'Choose a new password',
    expiry: 'The link works once and expires in {minutes} minutes.',
    ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your {shop} password was changed',
    body: 'The password of your account was changed just now. Other devices where you were signed in have been signed out.',
    notYou: 'If this was not you, reset your password straight away and contact our support team.',
  },
  supportConfirmation: {
    subject: 'We have received your message',
    body: 'Thank you for contacting us. Our support team will answer within two working days.',
    yourMessage: 'Your message:',
    reply: 'You can reply to this e-mail to add anything.',
  },
  stockAlert: {
    subject: '{product} is back in stock',
    body: 'Good news: {product} is available again.',
    action: 'Order now',
    once: 'We send this alert only once. Ask again on the product page if you would like another one.',
  },
};

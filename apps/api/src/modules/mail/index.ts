/** What other modules may use of the mail module: the outbox, the templates and links into the shop. */
export { SHOP_PAGES, hostOrigin, shopLink, shopOrigin, type ShopOrigins } from './links.ts';
export { enqueueMail, type OutgoingMail } from './outbox.ts';
export {
  passwordChangedMail,
  passwordResetMail,
  stockAlertMail,
  supportConfirmationMail,
  welcomeMail,
} from './templates.ts';
export { startMailSender } from './sender.ts';

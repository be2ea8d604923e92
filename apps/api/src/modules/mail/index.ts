/** What other modules may use of the mail module: the outbox, the templates and links into the shop. */
export { SHOP_PAGES, hostOrigin, shopLink, shopOrigin, shopPagePath, type ShopOrigins } from './links.ts';
export { enqueueMail, type OutgoingMail } from './outbox.ts';
export {
  passwordChangedMail,
  passwordResetMail,
  stockAlertMail,
  supportConfirmationMail,
  supportReplyMail,
  welcomeMail,
  type Recipient,
} from './templates.ts';
export {
  orderConfirmationMail,
  type OrderMailAddress,
  type OrderMailFacts,
  type OrderMailLine,
} from './order-mails.ts';
export { refundIssuedMail, type RefundMailFacts } from './refund-mails.ts';
export {
  parcelAttemptFailedMail,
  parcelDeliveredMail,
  parcelOutForDeliveryMail,
  parcelReturnedMail,
  parcelShippedMail,
  type ParcelMailFacts,
} from './parcel-mails.ts';
export { startMailSender } from './sender.ts';
export {
  returnApprovedMail,
  returnRejectedMail,
  withdrawalAcknowledgementMail,
  type ReturnMailFacts,
  type WithdrawalMailFacts,
} from './return-mails.ts';
export {
  reviewApprovedMail,
  reviewInvitationMail,
  reviewRejectedMail,
  type ReviewInvitationMailFacts,
} from './review-mails.ts';

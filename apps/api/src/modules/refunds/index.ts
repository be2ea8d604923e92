/** What other modules may use of the refunds module. */
export { cancelOrder, hasParcels } from './cancellation.ts';
export { settleRefund } from './issue.ts';
export { announceRefund } from './mail.ts';
export {
  markPaymentRefundSucceeded,
  paidBackOfPayments,
  recordPaymentRefund,
  refundFigures,
  type PaymentRefundReason,
} from './payment-refunds.ts';
export {
  myRefunds,
  refundedOfOrder,
  refundOrder,
  refundsOfOrder,
  refundsSince,
  type Operator,
  type RefundLogger,
} from './service.ts';

/** What other modules may use of the refunds module. */
export { cancelOrder, hasParcels } from './cancellation.ts';
export { lineRefundAmount, type RefundPart } from './amounts.ts';
export { refundedSoFar, settleRefund, type RefundedSoFar } from './issue.ts';
export { refundReturnedUnits, type ReturnRefund } from './return-refund.ts';
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
  payBackNow,
  refundedOfOrder,
  refundOrder,
  refundsOfOrder,
  refundsSince,
  type Operator,
  type RefundLogger,
} from './service.ts';
export { refundPointsFactsOf, type RefundPointsFacts } from './points-facts.ts';

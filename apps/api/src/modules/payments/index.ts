/** What other modules may use of the payments module. */
export { deliverTestWebhook } from './webhooks.ts';
export { paymentProviderOf } from './providers.ts';
export { payBackRefund, paymentOfOrder, recordPaymentRefund } from './refunds.ts';
export { paymentsOfOrder, refundFigures } from './admin-payments.ts';

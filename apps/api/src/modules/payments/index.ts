/** What other modules may use of the payments module. */
export { deliverTestWebhook } from './webhooks.ts';
export { paymentProviderOf } from './providers.ts';
export type { PaymentProvider } from './provider.ts';
export { paymentIntentOf, paymentOfOrder, RefundNotPossible, refundThroughProvider } from './refunds.ts';
export { paymentsOfOrder, refundFigures } from './admin-payments.ts';

/** What other modules may use of the payments module. */
export { testWebhookOf, verifiedWebhookEvent } from './webhooks.ts';
export { paymentProviderOf } from './providers.ts';
export type { PaymentProvider, ProviderIntent } from './provider.ts';
export { intentIdOf } from './service.ts';
export {
  insertRefund,
  lockPaymentByIntent,
  paymentByIntent,
  paymentOfCart,
  savePayment,
  updatePayment,
  updateRefund,
  type PaymentRow,
} from './repository.ts';
export { payBackRefund, paymentOfOrder, recordPaymentRefund } from './refunds.ts';
export { paymentsOfOrder, refundFigures } from './admin-payments.ts';

/** What other modules may use of the payments module. */
export { testWebhookOf, verifiedWebhookEvent } from './webhooks.ts';
export { paymentProviderOf } from './providers.ts';
export type { PaymentProvider, ProviderIntent } from './provider.ts';
export { intentIdOf } from './service.ts';
export {
  lockPaymentByIntent,
  paymentByIntent,
  paymentOfCart,
  savePayment,
  updatePayment,
  type PaymentRow,
} from './repository.ts';
export { paymentIntentOf, paymentOfOrder, RefundNotPossible, refundThroughProvider } from './refunds.ts';
export { paymentsOfOrder } from './admin-payments.ts';

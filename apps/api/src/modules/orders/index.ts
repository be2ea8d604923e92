/** What other modules may use of the orders module. */
export { linePosition } from './line-position.ts';
export { placeOrder, SoldOut, type OrderDraft } from './placement.ts';
export { OrderNotFound } from './errors.ts';
export { placedOrderOf } from './service.ts';
export { latestOrderOf } from './repository.ts';
export { orderPagePath, sendOrderConfirmation } from './confirmation-mail.ts';
export { issueOrderInvoice } from './invoice.ts';
export {
  lockOrderForRefund,
  orderInvoiceIn,
  orderRecipientOf,
  recordOrderRefund,
  type RefundableLine,
  type RefundableOrder,
} from './refund-state.ts';
export { canTransition, transition, type OrderState } from './status.ts';
export {
  advanceFulfilment,
  customerOrderIdOf,
  fulfilmentOrderOf,
  lockOrderForFulfilment,
  lockOrderRow,
  orderIdOf,
  ordersForParcels,
  unitsToFulfil,
  type FulfilmentAddress,
  type FulfilmentLine,
  type FulfilmentOrder,
} from './fulfilment.ts';
export {
  orderFigures,
  orderForOperators,
  ordersForOperators,
  type OrderForOperators,
  type OrderLineForOperators,
} from './admin-orders.ts';
export { orderPointsFactsOf, type OrderPointsFacts } from './points-facts.ts';

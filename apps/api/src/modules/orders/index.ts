/** What other modules may use of the orders module. */
export { orderDraftOf } from './draft.ts';
export { placeOrder, SoldOut, type OrderDraft } from './placement.ts';
export { placedOrderOf } from './service.ts';
export { sendOrderConfirmation } from './confirmation-mail.ts';
export { issueOrderInvoice } from './invoice.ts';
export {
  orderFigures,
  orderForOperators,
  ordersForOperators,
  type OrderForOperators,
  type OrderLineForOperators,
} from './admin-orders.ts';

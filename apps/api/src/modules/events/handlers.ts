import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { notifyStockAlerts } from '../catalog/index.ts';
import { deliverTestWebhook } from '../checkout/index.ts';
import { issueOrderInvoice, sendOrderConfirmation } from '../orders/index.ts';
import { followOrderPoints, reverseRefundPoints } from '../points/index.ts';
import { announceRefund, settleRefund } from '../refunds/index.ts';
import {
  acknowledgeWithdrawal,
  followReturnParcel,
  sendReturnApprovedMail,
  sendReturnRejectedMail,
} from '../returns/index.ts';
import { sendParcelMail } from '../shipping/index.ts';
import type { EventHandler, EventType } from './types.ts';

export interface EventHandlerDeps {
  db: Db;
  /** Where links in mails point, the seller, the payment provider. */
  config: Config;
}

/** The modules that react to each event type: every type has its handler, the compiler checks it. */
export function eventHandlers({ db, config }: EventHandlerDeps): { [T in EventType]: EventHandler<T> } {
  return {
    'product.restocked': async ({ productId }) => {
      await notifyStockAlerts(db, config, productId);
    },
    'payment.testWebhook': async (payload) => {
      await deliverTestWebhook(db, config, payload);
    },
    'order.placed': async ({ orderId }) => {
      await sendOrderConfirmation(db, config, orderId);
    },
    'order.paid': async ({ orderId }) => {
      await issueOrderInvoice(db, config, orderId);
      await followOrderPoints(db, config, orderId);
    },
    // Nothing else reacts yet (review invitations will); the refund has its own events (points follow it).
    'order.cancelled': async () => {},
    'refund.issued': async ({ refundId }) => {
      await announceRefund(db, config, refundId);
      await reverseRefundPoints(db, config, refundId);
    },
    'refund.requested': async ({ refundId }) => {
      await settleRefund(db, config, refundId);
    },
    // Nothing reacts to this yet (review invitations will).
    'order.shipped': async () => undefined,
    'order.delivered': async ({ orderId }) => {
      await followOrderPoints(db, config, orderId);
    },
    'parcel.shipped': async (payload) => {
      await sendParcelMail(db, config, 'shipped', payload);
    },
    'parcel.outForDelivery': async (payload) => {
      await sendParcelMail(db, config, 'outForDelivery', payload);
    },
    'parcel.delivered': async (payload) => {
      await sendParcelMail(db, config, 'delivered', payload);
    },
    'parcel.attemptFailed': async (payload) => {
      await sendParcelMail(db, config, 'attemptFailed', payload);
    },
    'parcel.returnedToSender': async (payload) => {
      await sendParcelMail(db, config, 'returnedToSender', payload);
    },
    'returnParcel.moved': async ({ parcelId }) => {
      await followReturnParcel(db, parcelId);
    },
    'return.approved': async ({ returnId }) => {
      await sendReturnApprovedMail(db, config, returnId);
    },
    'return.rejected': async ({ returnId }) => {
      await sendReturnRejectedMail(db, config, returnId);
    },
    // The refund went out with the receipt: its own events mail it and reverse its points.
    'return.received': async () => undefined,
    'withdrawal.declared': async ({ withdrawalId }) => {
      await acknowledgeWithdrawal(db, config, withdrawalId);
    },
  };
}

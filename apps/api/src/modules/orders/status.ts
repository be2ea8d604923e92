/**
 * The order's state machine: every move its state may make, written once, and the one function that
 * makes a move. An order keeps two columns: its progress (`shop_order.status`: payment, fulfilment, or
 * `cancelled`) and, beside it, what refunds have done (`shop_order.refund_state`). The status it shows
 * is `cancelled`, else its refund state once it has one, else its progress.
 */
import type { OrderStatus } from '@tendero/contract';
import type { Trx } from '../../db/transaction.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { enqueueEvent } from '../events/service.ts';
import * as repository from './repository.ts';
import type { OrderProgress, OrderRefundState } from './tables.ts';

const REFUND_STATES = ['partially_refunded', 'refunded'] as const satisfies readonly OrderRefundState[];

/**
 * The moves of each state, as `from: { to: [...] }`. Progress only goes forward (a step may be
 * skipped: one parcel can carry everything); cancelling is for an order of which nothing has left.
 * Refunds are recorded beside the progress, so a refund starts from the status the order shows: a
 * paid, shipped or delivered order takes one, a cancelled order none, and a partly refunded one may be
 * refunded again (`partially_refunded` once more, or `refunded`). A cancellation that gives back what a
 * refunded order still had (a free gift's units) records `refunded` again. No order waits for payment
 * today: placing one writes `paid` at once.
 */
export const ORDER_TRANSITIONS = {
  awaiting_payment: { to: [] },
  paid: { to: ['processing', 'shipped', 'delivered', 'cancelled', ...REFUND_STATES] },
  processing: { to: ['shipped', 'delivered', 'cancelled', ...REFUND_STATES] },
  shipped: { to: ['delivered', ...REFUND_STATES] },
  delivered: { to: [...REFUND_STATES] },
  cancelled: { to: [] },
  partially_refunded: { to: [...REFUND_STATES] },
  refunded: { to: ['refunded'] },
} as const satisfies Record<OrderStatus, { readonly to: readonly OrderStatus[] }>;

/** What is written when an order arrives in a state, for the handlers that react to it. */
const ARRIVAL_EVENTS: Partial<Record<OrderStatus, 'order.shipped' | 'order.delivered' | 'order.cancelled'>> =
  {
    shipped: 'order.shipped',
    delivered: 'order.delivered',
    cancelled: 'order.cancelled',
  };

/** True when both sides name the same states; the checks below fail to compile otherwise. */
type SameStates<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The status an order shows is its progress or its refund state, nothing else. */
const shownIsProgressOrRefund: SameStates<OrderStatus, OrderProgress | OrderRefundState> = true;
/** The refund states listed here are all the refund state column holds. */
const refundStatesListed: SameStates<(typeof REFUND_STATES)[number], OrderRefundState> = true;
void shownIsProgressOrRefund;
void refundStatesListed;

const isRefundState = (status: OrderStatus): status is OrderRefundState =>
  (REFUND_STATES as readonly OrderStatus[]).includes(status);

/** Whether the table lets an order in state `from` move to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return (ORDER_TRANSITIONS[from].to as readonly OrderStatus[]).includes(to);
}

/** A move the table does not allow: a caller that checks its own rules first never meets it. */
export class IllegalTransition extends DomainError {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(409, 'error.order.illegalTransition', [
      { path: 'status', message: 'error.order.illegalTransition', params: { from, to } },
    ]);
  }
}

/** The state columns of an order. */
export interface OrderState {
  id: number;
  status: OrderProgress;
  refundState: OrderRefundState | null;
}

/**
 * The one status an order shows in the API: `cancelled`; else its refund state once it has one; else
 * where payment and fulfilment are.
 */
export function shownStatus(order: {
  status: OrderProgress;
  refund_state: OrderRefundState | null;
}): OrderStatus {
  return order.status === 'cancelled' ? 'cancelled' : (order.refund_state ?? order.status);
}

/** The state a move to `to` starts from: the shown status for a refund, the progress otherwise. */
export function moveStart(order: OrderState, to: OrderStatus): OrderStatus {
  return isRefundState(to)
    ? shownStatus({ status: order.status, refund_state: order.refundState })
    : order.status;
}

/**
 * Moves the order (locked by the caller) to `to` when the table allows it, else throws
 * IllegalTransition: writes the column the state belongs to, an entry in the history, and the event
 * of arriving there (`order.shipped`, `order.delivered`, `order.cancelled`).
 */
export async function transition(trx: Trx, order: OrderState, to: OrderStatus, at: string): Promise<void> {
  const from = moveStart(order, to);
  if (!canTransition(from, to)) throw new IllegalTransition(from, to);
  if (isRefundState(to)) await repository.setRefundState(trx, order.id, to, at);
  else await repository.setStatus(trx, order.id, to, at);
  await repository.insertStatus(trx, order.id, to, at);
  const event = ARRIVAL_EVENTS[to];
  if (event) await enqueueEvent(trx, event, { orderId: order.id });
}

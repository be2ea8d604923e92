/**
 * What of an order can still come back, and until when (docs/flows.md#return-window): units delivered and
 * neither returned nor in an open return (nor refunded), while the window is open. The window is
 * `RETURN_DAYS` days (never under the 14 of the withdrawal period) from the delivery of the order's last
 * parcel, counted in the shop's calendar; before that last delivery it is open (a withdrawal may come
 * before the goods do).
 */
import { addCalendarDays, calendarDayIn, REFUND_DUE_DAYS, type ReturnWindow } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { linePosition, type FulfilmentLine } from '../orders/index.ts';
import { deliveredUnits } from '../shipping/index.ts';
import * as repository from './repository.ts';

/** The day a refund asked for at `at` is due by: `REFUND_DUE_DAYS` later in the shop's calendar. */
export function refundDueBy(at: string, timeZone: string): string {
  return addCalendarDays(calendarDayIn(at, timeZone), REFUND_DUE_DAYS);
}

/** How many units of one order line are where. */
export interface LineUnits {
  position: number;
  quantity: number;
  delivered: number;
  /** Refunded (by an operator, a cancellation or a return). */
  refunded: number;
  /** In returns not received yet. */
  open: number;
  /** Received by the shop: those of refunded returns are in `refunded` too. */
  back: number;
  /** Received and not refunded yet. */
  awaitingRefund: number;
}

/** Units that may still be asked back: delivered and not back or on the way, and not refunded. */
export function returnableUnits(line: LineUnits): number {
  const fromDelivered = line.delivered - line.back - line.open;
  const fromPaid = line.quantity - line.refunded - line.awaitingRefund - line.open;
  return Math.max(0, Math.min(fromDelivered, fromPaid));
}

/** Units a withdrawal may name: everything neither refunded, nor back, nor in an open return. */
export function withdrawableUnits(line: LineUnits): number {
  return Math.max(0, line.quantity - line.refunded - line.awaitingRefund - line.open);
}

export interface OrderWindow {
  window: ReturnWindow;
  units: LineUnits[];
  lastDeliveredAt: string | null;
}

/** The order's window and units now, read in `db` (in the caller's transaction, the order locked). */
export async function orderWindow(
  db: Db,
  config: Pick<Config, 'shop'>,
  order: { id: number; status: string; lines: readonly FulfilmentLine[] },
  now: Date,
): Promise<OrderWindow> {
  const [delivered, returned] = await Promise.all([
    deliveredUnits(db, order.id),
    repository.returnedUnits(db, order.id),
  ]);
  const units: LineUnits[] = order.lines.map((line) => {
    const rows = returned.filter((row) => row.position === line.position);
    const sum = (pick: (row: (typeof rows)[number]) => number) =>
      rows.reduce((total, row) => total + pick(row), 0);
    const isOpen = (status: string) =>
      status === 'requested' || status === 'approved' || status === 'in_transit';
    return {
      position: line.position,
      quantity: line.quantity,
      delivered: delivered.units.get(line.position) ?? 0,
      refunded: line.refunded,
      open: sum((row) => (isOpen(row.status) ? Number(row.quantity) : 0)),
      back: sum((row) => (isOpen(row.status) ? 0 : Number(row.received ?? 0))),
      awaitingRefund: sum((row) => (row.status === 'received' ? Number(row.received ?? 0) : 0)),
    };
  });
  const { days, timeZone } = { days: config.shop.returnDays, timeZone: config.shop.timeZone };
  const sellable = order.status !== 'cancelled' && order.status !== 'awaiting_payment';
  const closesOn =
    delivered.lastDeliveredAt === null
      ? null
      : addCalendarDays(calendarDayIn(delivered.lastDeliveredAt, timeZone), days);
  const today = calendarDayIn(now, timeZone);
  return {
    window: {
      days,
      closesOn,
      open: sellable && (closesOn === null || today <= closesOn),
      lines: units.map((line) => ({
        position: linePosition.toApi(line.position),
        delivered: line.delivered,
        returnable: sellable ? returnableUnits(line) : 0,
      })),
    },
    units,
    lastDeliveredAt: delivered.lastDeliveredAt,
  };
}

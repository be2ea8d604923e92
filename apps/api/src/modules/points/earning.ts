/**
 * Earning points (docs/flows.md#loyalty-points): a paid order earns floor(cents paid for its items after
 * discounts, without shipping and fees, × POINTS_PER_EURO / 100), pending; once its last parcel is
 * delivered they become available the day after the withdrawal period (WITHDRAWAL_DAYS) has passed.
 * Called by the `order.paid` and `order.delivered` handlers (and before a refund reverses points), so it
 * is idempotent and works whichever comes first.
 */
import { addCalendarDays, calendarDayIn, WITHDRAWAL_DAYS } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { orderPointsFactsOf } from '../orders/index.ts';
import { deliveredUnits } from '../shipping/index.ts';
import { appendEntry } from './entries.ts';
import { pointsEarned } from './ledger.ts';
import * as repository from './repository.ts';

/** The day the points of an order delivered at `deliveredAt` become available. */
export function availableOnAfter(deliveredAt: string, timeZone: string): string {
  return addCalendarDays(calendarDayIn(deliveredAt, timeZone), WITHDRAWAL_DAYS + 1);
}

export async function followOrderPoints(
  db: Db,
  config: Pick<Config, 'points' | 'shop'>,
  orderId: number,
  now: Date = new Date(),
): Promise<void> {
  const order = await orderPointsFactsOf(db, orderId);
  if (!order || order.paidAt === null) return;
  const { lastDeliveredAt } = await deliveredUnits(db, orderId);
  const availableOn = lastDeliveredAt ? availableOnAfter(lastDeliveredAt, config.shop.timeZone) : null;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repository.lockHolder(trx, order.customerId, at);
    const known = await repository.pointsOrder(trx, orderId);
    if (!known) {
      const points = pointsEarned(order.itemsPaid, config.points.perEuro);
      await repository.insertPointsOrder(trx, {
        order_id: order.id,
        order_reference: order.reference,
        customer_id: order.customerId,
        items_amount: order.itemsPaid,
        points,
        available_on: availableOn,
        created_at: at,
      });
      if (points > 0) {
        await appendEntry(trx, {
          customerId: order.customerId,
          kind: 'pending',
          available: 0,
          pending: points,
          dedupeKey: `earn:${order.id}`,
          at,
          orderId: order.id,
          orderReference: order.reference,
        });
      }
    } else if (availableOn !== null && known.available_on !== availableOn) {
      await repository.setAvailableOn(trx, orderId, availableOn);
    }
  });
}

/**
 * A refund takes back what its units earned (docs/flows.md#loyalty-points): the order keeps its points in
 * proportion to what stays paid for its items, in whole points (`pointsToReverse`). They come off the
 * order's pending points first; what was already available comes off the available balance, but never
 * below zero: points already converted into a voucher are not taken back twice.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { refundPointsFactsOf } from '../refunds/index.ts';
import { followOrderPoints } from './earning.ts';
import { appendEntry, ledgerOf } from './entries.ts';
import { balances, pointsToReverse } from './ledger.ts';
import * as repository from './repository.ts';

export async function reverseRefundPoints(
  db: Db,
  config: Pick<Config, 'points' | 'shop'>,
  refundId: number,
  now: Date = new Date(),
): Promise<void> {
  const refund = await refundPointsFactsOf(db, refundId);
  if (!refund) return;
  // The order's points exist before they are reversed, even when its `order.paid` handler is late.
  await followOrderPoints(db, config, refund.orderId, now);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repository.lockHolder(trx, refund.customerId, at);
    const dedupeKey = `reverse:${refund.id}`;
    if (await repository.entryByKey(trx, dedupeKey)) return;
    const order = await repository.pointsOrder(trx, refund.orderId);
    if (!order) return;
    const points = pointsToReverse(
      order.points,
      Number(order.items_amount),
      refund.linesAmountBefore,
      refund.linesAmount,
    );
    if (points === 0) return;
    const ledger = await ledgerOf(trx, refund.customerId);
    const orderPending = ledger
      .filter((entry) => entry.orderId === refund.orderId)
      .reduce((sum, entry) => sum + entry.pending, 0);
    const fromPending = Math.min(points, Math.max(0, orderPending));
    const fromAvailable = Math.min(points - fromPending, Math.max(0, balances(ledger).available));
    if (fromPending + fromAvailable === 0) return;
    await appendEntry(trx, {
      customerId: refund.customerId,
      kind: 'reversed',
      available: -fromAvailable,
      pending: -fromPending,
      dedupeKey,
      at,
      orderId: refund.orderId,
      orderReference: order.order_reference,
      refundId: refund.id,
    });
  });
}

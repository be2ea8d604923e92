/**
 * The points worker's round (docs/flows.md#loyalty-points): for the day of `now` in the shop's calendar,
 * pending points of orders whose withdrawal period has passed become available, and available points past
 * `POINTS_EXPIRE_MONTHS` expire, oldest first. Idempotent: a second round for the same day finds nothing,
 * and a round for a later day (tests, `npm run worker -- --points-at <day>`) does what that day would.
 */
import { calendarDayIn } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { appendEntry, ledgerOf } from './entries.ts';
import { addCalendarMonths, pointsDueToExpire } from './ledger.ts';
import * as repository from './repository.ts';

export interface PointsRoundResult {
  customers: number;
  released: number;
  expired: number;
}

/**
 * Releases the customer's due orders and expires their due lots at `now`, in the caller's transaction
 * with the holder locked. Answers the points released and expired.
 */
export async function settleCustomerPoints(
  trx: Trx,
  config: Pick<Config, 'points' | 'shop'>,
  customerId: number,
  now: Date,
): Promise<{ released: number; expired: number }> {
  const today = calendarDayIn(now, config.shop.timeZone);
  const at = now.toISOString();
  let released = 0;
  for (const order of await repository.pendingOrdersOf(trx, customerId)) {
    const points = Number(order.pending);
    if (order.available_on === null || order.available_on > today || points <= 0) continue;
    const added = await appendEntry(trx, {
      customerId,
      kind: 'available',
      available: points,
      pending: -points,
      dedupeKey: `release:${order.order_id}`,
      at,
      orderId: order.order_id,
      orderReference: order.order_reference,
      expiresOn: addCalendarMonths(order.available_on, config.points.expireMonths),
    });
    if (added) released += points;
  }
  const ledger = await ledgerOf(trx, customerId);
  const expired = pointsDueToExpire(ledger, today);
  if (expired > 0) {
    // Keyed by the ledger's last entry: the same ledger never expires twice.
    const last = ledger.at(-1)?.id ?? 0;
    await appendEntry(trx, {
      customerId,
      kind: 'expired',
      available: -expired,
      pending: 0,
      dedupeKey: `expire:${customerId}:${last}`,
      at,
    });
  }
  return { released, expired };
}

/** One round over every customer with something due on the day of `now`. */
export async function runPointsRound(
  db: Db,
  config: Pick<Config, 'points' | 'shop'>,
  now: Date = new Date(),
  options: { batch?: number } = {},
): Promise<PointsRoundResult> {
  const batch = options.batch ?? 500;
  const today = calendarDayIn(now, config.shop.timeZone);
  const result: PointsRoundResult = { customers: 0, released: 0, expired: 0 };
  const settle = async (customerId: number) => {
    const done = await db.transaction().execute(async (trx) => {
      await repository.lockHolder(trx, customerId, now.toISOString());
      return settleCustomerPoints(trx, config, customerId, now);
    });
    result.customers++;
    result.released += done.released;
    result.expired += done.expired;
  };
  // Released orders drop out of this query, so each pass takes the next ones.
  for (;;) {
    const due = [
      ...new Set((await repository.customersWithDueOrders(db, today, batch)).map((row) => row.customer_id)),
    ];
    if (due.length === 0) break;
    for (const customerId of due) await settle(customerId);
    if (due.length < batch) break;
  }
  let after = 0;
  for (;;) {
    const rows = await repository.customersWithDueLots(db, today, after, batch);
    for (const row of rows) await settle(row.customer_id);
    if (rows.length < batch) break;
    after = rows.at(-1)?.customer_id ?? after;
  }
  return result;
}

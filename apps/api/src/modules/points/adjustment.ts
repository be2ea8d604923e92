/**
 * An operator's correction (docs/flows.md#loyalty-points): points added (available at once, expiring
 * like any others) or taken off the available balance, never below zero, with a reason, audited in
 * the same transaction.
 */
import { randomUUID } from 'node:crypto';
import { calendarDayIn, type AdminCustomerPoints, type PointsAdjustmentInput } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { customerExists } from '../account/index.ts';
import { recordAudit } from '../back-office/index.ts';
import { appendEntry, ledgerOf } from './entries.ts';
import { AdjustmentTooLarge, CustomerNotFound } from './errors.ts';
import { addCalendarMonths, balances } from './ledger.ts';
import * as repository from './repository.ts';
import { settleCustomerPoints } from './round.ts';
import { customerPointsForOperators } from './service.ts';

export async function adjustPoints(
  db: Db,
  config: Pick<Config, 'points' | 'shop'>,
  customerId: number,
  input: PointsAdjustmentInput,
  operator: { operatorId: number },
  now: Date = new Date(),
): Promise<AdminCustomerPoints> {
  if (!(await customerExists(db, customerId))) throw new CustomerNotFound();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await repository.lockHolder(trx, customerId, at);
    await settleCustomerPoints(trx, config, customerId, now);
    const before = balances(await ledgerOf(trx, customerId));
    if (before.available + input.points < 0) throw new AdjustmentTooLarge(before.available);
    const today = calendarDayIn(now, config.shop.timeZone);
    await appendEntry(trx, {
      customerId,
      kind: 'adjusted',
      available: input.points,
      pending: 0,
      dedupeKey: `adjust:${customerId}:${randomUUID()}`,
      at,
      reason: input.reason,
      operatorId: operator.operatorId,
      ...(input.points > 0 ? { expiresOn: addCalendarMonths(today, config.points.expireMonths) } : {}),
    });
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'customer.adjustPoints',
      subjectType: 'customer',
      subjectId: String(customerId),
      before: { available: before.available, pending: before.pending },
      after: { available: before.available + input.points, pending: before.pending, reason: input.reason },
    });
  });
  return customerPointsForOperators(db, config, customerId, now);
}

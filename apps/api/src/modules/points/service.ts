/** What the account's points pages read (docs/flows.md#loyalty-points): every figure a sum of the ledger. */
import {
  calendarDayIn,
  money,
  POINTS_EXPIRING_SOON_DAYS,
  WITHDRAWAL_DAYS,
  POINTS_VOUCHER_MONTHS,
  type AdminCustomerPoints,
  type PointsBalance,
  type PointsHistoryPage,
  type PointsHistoryQuery,
  type PointsRules,
  type PointsStats,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { customerExists } from '../account/index.ts';
import { historyEntry, ledgerOf } from './entries.ts';
import { CustomerNotFound } from './errors.ts';
import { balances, conversionQuote, expiringWithin, type LedgerEntry } from './ledger.ts';
import * as repository from './repository.ts';

type PointsConfig = Pick<Config, 'points' | 'shop'>;

export function pointsRules(config: PointsConfig): PointsRules {
  return {
    pointsPerEuro: config.points.perEuro,
    pointsPerVoucherEuro: config.points.perVoucherEuro,
    minimumConversion: config.points.minimumConversion,
    conversionStep: config.points.perVoucherEuro,
    expireMonths: config.points.expireMonths,
    pendingDays: WITHDRAWAL_DAYS,
    voucherMonths: POINTS_VOUCHER_MONTHS,
  };
}

function balanceOf(config: PointsConfig, ledger: readonly LedgerEntry[]): PointsBalance {
  const { available, pending } = balances(ledger);
  const quote = conversionQuote(available, available, {
    step: config.points.perVoucherEuro,
    minimum: config.points.minimumConversion,
  });
  const convertible = quote.problem === null ? quote.points : 0;
  return {
    available,
    pending,
    convertible,
    convertibleValue: money(quote.problem === null ? quote.cents : 0),
  };
}

export async function pointsBalance(
  db: Db,
  config: PointsConfig,
  customerId: number,
): Promise<PointsBalance> {
  return balanceOf(config, await ledgerOf(db, customerId));
}

export async function pointsStats(
  db: Db,
  config: PointsConfig,
  customerId: number,
  now: Date = new Date(),
): Promise<PointsStats> {
  const [ledger, pendingOrders] = await Promise.all([
    ledgerOf(db, customerId),
    repository.pendingOrdersOf(db, customerId),
  ]);
  const today = calendarDayIn(now, config.shop.timeZone);
  const expiringSoon = expiringWithin(ledger, today, POINTS_EXPIRING_SOON_DAYS);
  return {
    ...balanceOf(config, ledger),
    pendingOrders: pendingOrders.map((order) => ({
      orderReference: order.order_reference,
      points: Number(order.pending),
      availableOn: order.available_on,
    })),
    expiringSoon,
    expiringSoonTotal: expiringSoon.reduce((sum, lot) => sum + lot.points, 0),
    earnedTotal: ledger
      .filter((entry) => entry.kind === 'pending')
      .reduce((sum, entry) => sum + entry.pending, 0),
    redeemedTotal: ledger
      .filter((entry) => entry.kind === 'redeemed')
      .reduce((sum, entry) => sum - entry.available, 0),
    rules: pointsRules(config),
  };
}

export async function pointsHistory(
  db: Db,
  customerId: number,
  query: PointsHistoryQuery,
): Promise<PointsHistoryPage> {
  const beforeId = query.cursor ? decodeCursor(query.cursor, ['number'] as const)[0] : null;
  const rows = await repository.historyPage(db, customerId, {
    beforeId,
    limit: query.limit + 1,
    kinds: query.kind ?? null,
  });
  const items = rows.slice(0, query.limit).map(historyEntry);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null };
}

/** The back office's view of a customer's points: the stats and the 50 newest entries. */
export async function customerPointsForOperators(
  db: Db,
  config: PointsConfig,
  customerId: number,
  now: Date = new Date(),
): Promise<AdminCustomerPoints> {
  if (!(await customerExists(db, customerId))) throw new CustomerNotFound();
  const [stats, history] = await Promise.all([
    pointsStats(db, config, customerId, now),
    pointsHistory(db, customerId, { limit: 50 }),
  ]);
  return { stats, history: history.items };
}

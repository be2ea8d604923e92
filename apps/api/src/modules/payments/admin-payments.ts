/** Payments as the back office reads them: an order's payments and refunds, and the refund figures. */
import type { AdminPayment } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import * as admin from './admin-repository.ts';

/** An order's payments, oldest first, with what was refunded of each. */
export async function paymentsOfOrder(db: Db, orderId: number): Promise<AdminPayment[]> {
  const rows = await admin.paymentsOfOrder(db, orderId);
  return rows.map((row) => ({
    provider: row.provider,
    intentId: row.intent_id ?? '',
    status: row.status,
    amount: { amount: row.amount, currency: row.currency },
    refunded: { amount: Number(row.refunded), currency: row.currency },
    createdAt: row.created_at,
  }));
}

/** Refunds of the last `days` days (not failed ones): how many, and their sum in cents. */
export async function refundFigures(db: Db, days: number, now: Date = new Date()) {
  return admin.refundsSince(db, new Date(now.getTime() - days * 86_400_000).toISOString());
}

/** Payments as the back office reads them: an order's payments, with what went back of each. */
import type { AdminPayment } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import * as admin from './admin-repository.ts';

/**
 * An order's payments, oldest first, with what was refunded of each: `paidBack` answers that by
 * payment id (the refunds module keeps the refunds).
 */
export async function paymentsOfOrder(
  db: Db,
  orderId: number,
  paidBack: (paymentIds: readonly number[]) => Promise<ReadonlyMap<number, number>>,
): Promise<AdminPayment[]> {
  const rows = await admin.paymentsOfOrder(db, orderId);
  const refunded = await paidBack(rows.map((row) => row.id));
  return rows.map((row) => ({
    provider: row.provider,
    intentId: row.intent_id ?? '',
    status: row.status,
    amount: { amount: row.amount, currency: row.currency },
    refunded: { amount: refunded.get(row.id) ?? 0, currency: row.currency },
    createdAt: row.created_at,
  }));
}

import type { Db } from '../../db/database.ts';

/** An order's payments, oldest first, each with what was refunded of it (failed refunds gave nothing back). */
export function paymentsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('payment as p')
    .leftJoin('payment_refund as r', (join) =>
      join.onRef('r.payment_id', '=', 'p.id').on('r.status', '<>', 'failed'),
    )
    .select((eb) => [
      'p.id',
      'p.provider',
      'p.intent_id',
      'p.status',
      'p.amount',
      'p.currency',
      'p.created_at',
      eb.fn.coalesce(eb.fn.sum<number | string | null>('r.amount'), eb.lit(0)).as('refunded'),
    ])
    .where('p.order_id', '=', orderId)
    .groupBy(['p.id', 'p.provider', 'p.intent_id', 'p.status', 'p.amount', 'p.currency', 'p.created_at'])
    .orderBy('p.id')
    .execute();
}

/** Refunds (not failed) made since `since`: how many and their sum. */
export async function refundsSince(db: Db, since: string) {
  const row = await db
    .selectFrom('payment_refund')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('amount').as('total'),
    ])
    .where('created_at', '>=', since)
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: Number(row.total ?? 0) };
}

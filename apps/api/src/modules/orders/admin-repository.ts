import type { OrderStatus } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { likeEscaped } from '../../lib/like.ts';
import type { OrderProgress } from './tables.ts';

/** Paid or being prepared: what is still to ship, unless everything was refunded. */
const TO_SHIP: readonly OrderProgress[] = ['paid', 'processing'];

export interface AdminOrderFilter {
  status?: OrderStatus;
  /** Placed at or after (ISO 8601). */
  placedFrom?: string;
  /** Placed before (ISO 8601). */
  placedBefore?: string;
  /** An exact reference, and/or a LIKE pattern of the lowercased e-mail: either matches. */
  reference?: string;
  emailPattern?: string;
  beforeId: number | null;
  limit: number;
}

/** Orders of every customer, newest first, with the name on their invoice address. */
export function ordersForAdmin(db: Db, filter: AdminOrderFilter) {
  let query = db
    .selectFrom('shop_order as o')
    .leftJoin('order_address as a', (join) =>
      join.onRef('a.order_id', '=', 'o.id').on('a.kind', '=', 'invoice'),
    )
    .select([
      'o.id',
      'o.reference',
      'o.status',
      'o.refund_state',
      'o.placed_at',
      'o.email',
      'o.total_amount',
      'o.currency',
      'a.first_name',
      'a.last_name',
    ])
    .orderBy('o.id', 'desc')
    .limit(filter.limit);
  if (filter.beforeId !== null) query = query.where('o.id', '<', filter.beforeId);
  const { status } = filter;
  if (status === 'partially_refunded' || status === 'refunded') {
    query = query.where('o.refund_state', '=', status).where('o.status', '<>', 'cancelled');
  } else if (status !== undefined) {
    query = query.where('o.status', '=', status);
    if (TO_SHIP.includes(status))
      query = query.where((eb) =>
        eb.or([eb('o.refund_state', 'is', null), eb('o.refund_state', '<>', 'refunded')]),
      );
  }
  if (filter.placedFrom) query = query.where('o.placed_at', '>=', filter.placedFrom);
  if (filter.placedBefore) query = query.where('o.placed_at', '<', filter.placedBefore);
  const { reference, emailPattern } = filter;
  if (reference !== undefined || emailPattern !== undefined) {
    query = query.where((eb) =>
      eb.or([
        ...(reference === undefined ? [] : [eb('o.reference', '=', reference)]),
        ...(emailPattern === undefined ? [] : [likeEscaped(eb.ref('o.email'), emailPattern)]),
      ]),
    );
  }
  return query.execute();
}

/** Units bought per order. */
export function unitCounts(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_line')
    .select((eb) => ['order_id', eb.fn.sum<number | string>('quantity').as('units')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
}

export function orderByReference(db: Db, reference: string) {
  return db.selectFrom('shop_order').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** How many orders, with which total, were placed since `since` in the given states. */
export async function ordersPlacedSince(db: Db, since: string, statuses: readonly OrderProgress[]) {
  const row = await db
    .selectFrom('shop_order')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string | null>('total_amount').as('total'),
    ])
    .where('placed_at', '>=', since)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), total: Number(row.total ?? 0) };
}

/** Orders still to ship: paid or being prepared, and not wholly refunded. */
export async function countOrdersToShip(db: Db): Promise<number> {
  const row = await db
    .selectFrom('shop_order')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', 'in', TO_SHIP)
    .where((eb) => eb.or([eb('refund_state', 'is', null), eb('refund_state', '<>', 'refunded')]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

import type { Db } from '../../db/database.ts';
import { lockForUpdate, type Trx } from '../../db/transaction.ts';

/**
 * Support messages newest first (before `beforeId`), with their customer and reply; `answered` keeps
 * only those with (true) or without (false) a reply.
 */
export function supportMessages(
  db: Db,
  filter: { ids?: readonly number[]; answered?: boolean; beforeId: number | null; limit: number },
) {
  let query = db
    .selectFrom('support_request as m')
    .innerJoin('customer as c', 'c.id', 'm.customer_id')
    .leftJoin('support_reply as r', 'r.support_request_id', 'm.id')
    .select([
      'm.id',
      'm.locale',
      'm.body',
      'm.created_at',
      'c.email',
      'c.first_name',
      'c.last_name',
      'r.body as reply_body',
      'r.created_at as reply_at',
      'r.operator_email',
    ])
    .orderBy('m.id', 'desc')
    .limit(filter.limit);
  if (filter.ids) query = query.where('m.id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.beforeId !== null) query = query.where('m.id', '<', filter.beforeId);
  if (filter.answered !== undefined) {
    query = query.where('r.id', filter.answered ? 'is not' : 'is', null);
  }
  return query.execute();
}

/** A support message and whether it was answered, locked until the transaction ends. */
export function lockSupportMessage(trx: Trx, id: number) {
  return lockForUpdate(
    trx,
    trx.selectFrom('support_request').select(['id', 'customer_id', 'locale', 'body']).where('id', '=', id),
  ).executeTakeFirst();
}

export async function replyOf(db: Db, messageId: number) {
  return db
    .selectFrom('support_reply')
    .select('id')
    .where('support_request_id', '=', messageId)
    .executeTakeFirst();
}

export async function insertSupportReply(
  trx: Trx,
  reply: { messageId: number; operatorId: number; operatorEmail: string; body: string; now: string },
): Promise<void> {
  await trx
    .insertInto('support_reply')
    .values({
      support_request_id: reply.messageId,
      operator_id: reply.operatorId,
      operator_email: reply.operatorEmail,
      body: reply.body,
      created_at: reply.now,
    })
    .execute();
}

/** Support messages without a reply. */
export async function unansweredCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('support_request as m')
    .leftJoin('support_reply as r', 'r.support_request_id', 'm.id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('r.id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

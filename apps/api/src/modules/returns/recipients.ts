import type { Db } from '../../db/database.ts';
import { orderRecipientOf } from '../orders/index.ts';

/** Whom each order's mails go to (name and e-mail), for the back office's lists. */
export async function orderRecipients(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, { name: string; email: string }>> {
  const unique = [...new Set(orderIds)];
  const found = await Promise.all(unique.map(async (id) => [id, await orderRecipientOf(db, id)] as const));
  return new Map(
    found.flatMap(([id, recipient]) =>
      recipient ? [[id, { name: recipient.name, email: recipient.email }]] : [],
    ),
  );
}

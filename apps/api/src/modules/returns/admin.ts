/**
 * The back office's returns (docs/operations.md#the-back-office): the list by status with each refund's due
 * date, a return with its photos, approving a requested return (its label issued) or rejecting one with
 * a reason the customer reads, and the returns whose refund is due soon, for the dashboard.
 */
import {
  money,
  type AdminReturn,
  type AdminReturnListQuery,
  type AdminReturnPage,
  type AdminReturnSummary,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { recordAudit } from '../back-office/index.ts';
import { enqueueEvent } from '../events/service.ts';
import { lockOrderForFulfilment } from '../orders/index.ts';
import { ReturnIllegalTransition, ReturnNotFound } from './errors.ts';
import { drawReturnLabels } from './label.ts';
import * as repository from './repository.ts';
import type { ReturnRow } from './repository.ts';
import { approveReturn } from './request.ts';
import { moveReturn } from './status.ts';
import { returnPaths, returnViews } from './views.ts';
import { orderWindow, returnableUnits } from './window.ts';
import { checkUnits } from './request.ts';
import { orderRecipients } from './recipients.ts';

function summaryOf(row: ReturnRow, units: number, customerName: string): AdminReturnSummary {
  return {
    returnUid: row.uid,
    orderReference: row.order_reference,
    customerName,
    status: row.status,
    createdAt: row.created_at,
    units,
    refundTotal: money(
      Number(row.lines_amount) + Number(row.shipping_amount) - Number(row.deduction_amount),
      row.currency,
    ),
    refundDueBy: row.refund_due_by,
    withdrawal: row.withdrawal_id !== null,
  };
}

async function summaries(db: Db, rows: readonly ReturnRow[]): Promise<AdminReturnSummary[]> {
  const [lines, recipients] = await Promise.all([
    repository.returnLines(
      db,
      rows.map((row) => row.id),
    ),
    orderRecipients(
      db,
      rows.map((row) => row.order_id),
    ),
  ]);
  return rows.map((row) =>
    summaryOf(
      row,
      lines.filter((line) => line.return_id === row.id).reduce((sum, line) => sum + line.quantity, 0),
      recipients.get(row.order_id)?.name ?? '',
    ),
  );
}

/** `GET /v1/admin/returns`: newest first, optionally of one status and of one order. */
export async function returnsForOperators(db: Db, query: AdminReturnListQuery): Promise<AdminReturnPage> {
  const [beforeId] = query.cursor ? decodeCursor(query.cursor, ['number'] as const) : [null];
  const rows = await repository.returnsForOperators(
    db,
    { status: query.status ?? null, orderReference: query.order ?? null },
    beforeId,
    query.limit + 1,
  );
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  return {
    items: await summaries(db, pageRows),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

/** Returns not refunded yet whose refund is due by `day` (YYYY-MM-DD), soonest first: the dashboard's. */
export async function returnsDueBy(db: Db, day: string, limit = 10): Promise<AdminReturnSummary[]> {
  return summaries(db, await repository.refundsDueBy(db, day, limit));
}

/** `GET /v1/admin/returns/{returnUid}`. */
export async function adminReturnOf(db: Db, returnUid: string): Promise<AdminReturn> {
  const row = await repository.returnByUid(db, returnUid);
  if (!row) throw new ReturnNotFound();
  const [[view], recipients] = await Promise.all([
    returnViews(db, [row]),
    orderRecipients(db, [row.order_id]),
  ]);
  if (!view) throw new ReturnNotFound();
  const customer = recipients.get(row.order_id);
  return {
    ...view,
    customer: { name: customer?.name ?? '', email: customer?.email ?? '' },
    locale: row.locale,
    adminPhotos: view.photos.map((photo) => ({
      ...photo,
      href: returnPaths.adminPhoto(row.uid, photo.photoId, 'full'),
      thumbnailHref: returnPaths.adminPhoto(row.uid, photo.photoId, 'thumbnail'),
    })),
  };
}

/**
 * `POST /v1/admin/returns/{returnUid}/approval`: a requested return (opened by a withdrawal before the
 * goods arrived) approved now that they are with the customer: its label is issued and mailed. 409 when
 * its units are not delivered yet or it is not requested.
 */
export async function approveRequestedReturn(
  db: Db,
  config: Config,
  returnUid: string,
  operator: { operatorId: number },
): Promise<AdminReturn> {
  const found = await repository.returnByUid(db, returnUid);
  if (!found) throw new ReturnNotFound();
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const order = await lockOrderForFulfilment(trx, found.order_id);
    const ret = await repository.lockReturn(trx, found.id);
    if (!order || !ret) throw new ReturnNotFound();
    if (ret.status !== 'requested') throw new ReturnIllegalTransition(ret.status, 'approved');
    const window = await orderWindow(trx, config, order, now);
    const lines = await repository.returnLines(trx, [ret.id]);
    // Its own units count as open: checked against what is delivered and not held by other returns.
    const others = window.units.map((units) => {
      const own = lines.find((line) => line.position === units.position)?.quantity ?? 0;
      return { ...units, open: units.open - own };
    });
    checkUnits(
      lines.map((line) => ({
        position: line.position,
        quantity: line.quantity,
        reason: line.reason,
        comment: null,
      })),
      returnableUnits,
      { ...window, units: others },
    );
    await approveReturn(
      trx,
      config,
      order,
      { id: ret.id, uid: ret.uid, status: 'requested' },
      now.toISOString(),
      operator.operatorId,
    );
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'return.approve',
      subjectType: 'return',
      subjectId: ret.uid,
      before: { status: ret.status },
      after: { status: 'approved' },
    });
  });
  await drawReturnLabels(db, found.id, found.locale);
  return adminReturnOf(db, returnUid);
}

/**
 * `POST /v1/admin/returns/{returnUid}/rejection`: rejects a return nothing came back of yet, with the
 * reason its customer is mailed and reads on the return. Its units are free again.
 */
export async function rejectReturn(
  db: Db,
  returnUid: string,
  reason: string,
  operator: { operatorId: number },
): Promise<AdminReturn> {
  const found = await repository.returnByUid(db, returnUid);
  if (!found) throw new ReturnNotFound();
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const ret = await repository.lockReturn(trx, found.id);
    if (!ret) throw new ReturnNotFound();
    await moveReturn(trx, ret, 'rejected', at, operator.operatorId);
    await repository.updateReturn(trx, ret.id, {
      rejection_reason: reason,
      operator_id: operator.operatorId,
    });
    await enqueueEvent(trx, 'return.rejected', { returnId: ret.id });
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'return.reject',
      subjectType: 'return',
      subjectId: ret.uid,
      before: { status: ret.status },
      after: { status: 'rejected', reason },
    });
  });
  return adminReturnOf(db, returnUid);
}

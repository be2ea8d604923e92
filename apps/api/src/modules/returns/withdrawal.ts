/**
 * The withdrawal button (docs/flows.md#the-withdrawal-button), CRD Art. 11a: anyone who names the order,
 * its e-mail and their name declares the withdrawal from the whole order or some of its items, after a
 * confirmation step in the storefront. The declaration is recorded with the instant it was received, opens
 * the return of its items (approved with its label when the goods are with the customer), and is
 * acknowledged at once on a durable medium: the mail with its content, date and time, and the PDF stored
 * with it (`withdrawal.declared`).
 */
import { RETURN_ERRORS, type Withdrawal, type WithdrawalInput } from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { InvalidInput } from '../../lib/domain-error.ts';
import { enqueueEvent } from '../events/service.ts';
import { linePosition } from '../orders/index.ts';
import { NothingDelivered, ReturnNotFound, ReturnWindowClosed } from './errors.ts';
import { drawReturnLabels, newUid } from './label.ts';
import * as repository from './repository.ts';
import type { WithdrawalRow } from './repository.ts';
import { checkUnits, lockOwnOrder, openReturn, shippingWasRefunded, type ReturnPart } from './request.ts';
import { returnPaths, returnView } from './views.ts';
import { orderWindow, withdrawableUnits } from './window.ts';

/** The declared lines as stored: the order's positions (from 0), names and units. */
interface DeclaredLine {
  position: number;
  name: string;
  quantity: number;
}

/** `POST /v1/sending/withdrawals`: records the declaration and opens its return. */
export async function declareWithdrawal(db: Db, config: Config, input: WithdrawalInput): Promise<Withdrawal> {
  const now = new Date();
  const at = now.toISOString();
  const declared = await db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, input.orderReference, { customerId: null, email: input.email });
    const window = await orderWindow(trx, config, order, now);
    if (!window.window.open && window.window.closesOn !== null)
      throw new ReturnWindowClosed(window.window.closesOn);
    if (!window.window.open) throw new NothingDelivered();

    // All that can still be withdrawn from by default; else the named units, never more than that.
    const wanted = input.lines ?? null;
    const parts: ReturnPart[] =
      wanted === null
        ? window.units
            .map((units) => ({ position: units.position, quantity: withdrawableUnits(units) }))
            .filter((part) => part.quantity > 0)
            .map((part) => ({ ...part, reason: 'changed_mind' as const, comment: null }))
        : wanted.map((line, index) => {
            const position = linePosition.fromApi(line.position);
            if (!order.lines.some((candidate) => candidate.position === position))
              throw new InvalidInput(`lines.${index}.position`, RETURN_ERRORS.unknownLine);
            return { position, quantity: line.quantity, reason: 'changed_mind' as const, comment: null };
          });
    if (parts.length === 0) throw new NothingDelivered();
    checkUnits(parts, withdrawableUnits, window);
    const wholeOrder = window.units.every(
      (units) =>
        withdrawableUnits(units) === (parts.find((part) => part.position === units.position)?.quantity ?? 0),
    );
    const lines: DeclaredLine[] = parts.map((part) => ({
      position: part.position,
      name: order.lines.find((line) => line.position === part.position)?.name ?? '',
      quantity: part.quantity,
    }));
    const withdrawalId = await repository.insertWithdrawal(trx, {
      uid: newUid(),
      order_id: order.id,
      order_reference: order.reference,
      customer_id: order.customerId,
      name: input.name,
      email: input.email,
      locale: order.locale,
      whole_order: wholeOrder ? 1 : 0,
      lines: JSON.stringify(lines),
      declared_at: at,
      acknowledgement_pdf: null,
      mailed_at: null,
    });
    const opened = await openReturn(trx, config, order, window, parts, {
      photos: [],
      withdrawalId,
      shippingRefunded: await shippingWasRefunded(trx, order.id),
      now,
    });
    await enqueueEvent(trx, 'withdrawal.declared', { withdrawalId });
    return { withdrawalId, returnId: opened.id };
  });
  const row = await repository.returnById(db, declared.returnId);
  if (row) await drawReturnLabels(db, row.id, row.locale);
  return withdrawalOf(db, declared.withdrawalId);
}

/** A withdrawal as its declarer sees it, with the return it opened. */
export async function withdrawalOf(db: Db, withdrawalId: number): Promise<Withdrawal> {
  const row = await repository.withdrawalById(db, withdrawalId);
  if (!row) throw new ReturnNotFound();
  return withdrawalView(db, row);
}

async function withdrawalView(db: Db, row: WithdrawalRow): Promise<Withdrawal> {
  const returns = await repository.returnsOfOrder(db, row.order_id);
  const opened = returns.find((ret) => ret.withdrawal_id === row.id);
  if (!opened) throw new Error(`withdrawal ${row.id} opened no return`);
  const lines = JSON.parse(row.lines) as DeclaredLine[];
  return {
    withdrawalUid: row.uid,
    orderReference: row.order_reference,
    name: row.name,
    email: row.email,
    declaredAt: row.declared_at,
    wholeOrder: row.whole_order === 1,
    lines: lines.map((line) => ({
      position: linePosition.toApi(line.position),
      name: line.name,
      quantity: line.quantity,
    })),
    acknowledgementHref: returnPaths.acknowledgement(row.uid),
    return: await returnView(db, opened),
  };
}

/** The declared lines of a withdrawal row, by the API's line numbers. */
export function declaredLines(row: Pick<WithdrawalRow, 'lines'>): DeclaredLine[] {
  return JSON.parse(row.lines) as DeclaredLine[];
}

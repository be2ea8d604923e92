/**
 * A return's state machine (docs/flows.md#return): every move written once, and the one function that
 * makes a move, writing the column and the history together. A return asked for within the window is
 * approved at once (its label issued); one opened by a withdrawal before anything was delivered waits
 * as `requested` until an operator approves it (the goods are with the customer) or rejects it.
 */
import type { ReturnStatus } from '@tendero/contract';
import type { Trx } from '../../db/transaction.ts';
import { ReturnIllegalTransition } from './errors.ts';
import * as repository from './repository.ts';

export const RETURN_TRANSITIONS = {
  requested: { to: ['approved', 'rejected'] },
  // Rejected while nothing came back (e.g. the shop takes the items back another way).
  approved: { to: ['in_transit', 'received', 'rejected'] },
  in_transit: { to: ['received'] },
  received: { to: ['refunded'] },
  refunded: { to: [] },
  rejected: { to: [] },
} as const satisfies Record<ReturnStatus, { readonly to: readonly ReturnStatus[] }>;

/** Returns that still hold their units: no other return may ask for them. */
export const OPEN_RETURN_STATES = [
  'requested',
  'approved',
  'in_transit',
] as const satisfies readonly ReturnStatus[];

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return (RETURN_TRANSITIONS[from].to as readonly ReturnStatus[]).includes(to);
}

/**
 * Moves the return (locked by the caller) to `to`, with its history row; a move the table does not allow
 * throws `ReturnIllegalTransition` (a 409 the caller's own checks usually answer first).
 */
export async function moveReturn(
  trx: Trx,
  row: { id: number; status: ReturnStatus },
  to: ReturnStatus,
  at: string,
  operatorId: number | null = null,
): Promise<void> {
  if (!canMoveReturn(row.status, to)) throw new ReturnIllegalTransition(row.status, to);
  await repository.updateReturn(trx, row.id, { status: to, updated_at: at });
  await repository.insertReturnStatus(trx, { return_id: row.id, status: to, at, operator_id: operatorId });
}

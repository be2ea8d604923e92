/** Writing ledger entries (checked against `status.ts`) and reading them back, one mapper per row type. */
import type { PointsEntryKind, PointsHistoryEntry } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { LedgerEntry } from './ledger.ts';
import * as repository from './repository.ts';
import { checkEntryEffect } from './status.ts';

export interface NewEntry {
  customerId: number;
  kind: PointsEntryKind;
  available: number;
  pending: number;
  /** Makes the fact happen once, whoever writes it twice. */
  dedupeKey: string;
  at: string;
  orderId?: number;
  orderReference?: string;
  refundId?: number;
  promotionId?: number;
  voucherCode?: string;
  reason?: string;
  operatorId?: number;
  expiresOn?: string;
}

/** Appends an entry in the caller's transaction (the customer's holder locked); false when it existed. */
export async function appendEntry(trx: Trx, entry: NewEntry): Promise<boolean> {
  checkEntryEffect(entry.kind, entry.available, entry.pending);
  return repository.insertEntry(trx, {
    customer_id: entry.customerId,
    kind: entry.kind,
    available: entry.available,
    pending: entry.pending,
    dedupe_key: entry.dedupeKey,
    order_id: entry.orderId ?? null,
    order_reference: entry.orderReference ?? null,
    refund_id: entry.refundId ?? null,
    promotion_id: entry.promotionId ?? null,
    voucher_code: entry.voucherCode ?? null,
    reason: entry.reason ?? null,
    operator_id: entry.operatorId ?? null,
    expires_at: entry.expiresOn ?? null,
    created_at: entry.at,
  });
}

export type EntryRow = repository.PointsEntryRow;

export const ledgerEntry = (
  row: EntryRow,
): LedgerEntry & { orderId: number | null; kind: PointsEntryKind } => ({
  id: row.id,
  kind: row.kind,
  available: row.available,
  pending: row.pending,
  expiresOn: row.expires_at,
  orderId: row.order_id,
});

export const historyEntry = (row: EntryRow): PointsHistoryEntry => ({
  id: row.id,
  kind: row.kind,
  available: row.available,
  pending: row.pending,
  createdAt: row.created_at,
  orderReference: row.order_reference,
  voucherCode: row.voucher_code,
  reason: row.reason,
  expiresOn: row.available > 0 ? row.expires_at : null,
});

/** The customer's whole ledger, oldest first. */
export async function ledgerOf(db: Db, customerId: number) {
  return (await repository.entriesOf(db, customerId)).map(ledgerEntry);
}

/**
 * The audit log: every change an operator makes, with the subject's state before and after, written
 * in the transaction of the change itself, so the log holds exactly what happened.
 */
import type { AuditEntry } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import * as repository from './repository.ts';

export interface AuditRecord {
  operatorId: number;
  /** What was done, `<subject>.<verb>`: `order.ship`, `order.refund`, `product.update`, `support.reply`. */
  action: string;
  /** `order`, `product`, `parcel`, `support`. */
  subjectType: string;
  /**
   * How the admin API names the subject: an order's reference, a parcel's tracking number, a product's
   * or a support message's id.
   */
  subjectId: string;
  /** Stored as JSON; undefined is stored as null. */
  before: unknown;
  after: unknown;
}

const toJson = (value: unknown) => JSON.stringify(value ?? null);

/** Writes one audit entry in the caller's transaction. */
export async function recordAudit(trx: Trx, entry: AuditRecord): Promise<void> {
  await repository.insertAuditEntry(trx, {
    operatorId: entry.operatorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: toJson(entry.before),
    after: toJson(entry.after),
    at: new Date().toISOString(),
  });
}

/** What operators did to a subject, oldest first. */
export async function auditTrailOf(db: Db, subjectType: string, subjectId: string): Promise<AuditEntry[]> {
  const rows = await repository.auditEntriesOf(db, subjectType, subjectId);
  return rows.map((row) => ({
    id: row.id,
    operatorEmail: row.email,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    before: JSON.parse(row.before) as unknown,
    after: JSON.parse(row.after) as unknown,
    at: row.at,
  }));
}

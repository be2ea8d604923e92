import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import type { DocumentKind, DocumentTable } from './tables.ts';

/** Every column but the PDF: what issuing and lists read. */
const DOCUMENT_COLUMNS = [
  'id',
  'type',
  'series',
  'year',
  'sequence',
  'number',
  'order_id',
  'order_reference',
  'customer_id',
  'refund_id',
  'locale',
  'currency',
  'total',
  'data',
  'issued_at',
] as const;

/**
 * Takes the counter row of a series and year for the rest of the transaction (creating it at 0 the
 * first time) and answers its last number. The no-op update of the upsert is what locks: PostgreSQL
 * holds the row lock until commit, so a second issuer waits here; SQLite runs one write at a time.
 */
export async function lockCounter(trx: Trx, series: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('document_counter')
    .values({ series, year, last: 0 })
    .onConflict((conflict) =>
      conflict.columns(['series', 'year']).doUpdateSet((eb) => ({ last: eb.ref('document_counter.last') })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

/** Moves the counter (locked by `lockCounter`) on by one and answers the new number. */
export async function nextInCounter(trx: Trx, series: string, year: number): Promise<number> {
  const row = await trx
    .updateTable('document_counter')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('series', '=', series)
    .where('year', '=', year)
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

export function invoiceOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('document')
    .select(DOCUMENT_COLUMNS)
    .where('type', '=', 'invoice')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export function creditNoteOfRefund(db: Db, refundId: number) {
  return db
    .selectFrom('document')
    .select(DOCUMENT_COLUMNS)
    .where('type', '=', 'credit_note')
    .where('refund_id', '=', refundId)
    .executeTakeFirst();
}

export function documentByNumber(db: Db, number: string) {
  return db.selectFrom('document').select(DOCUMENT_COLUMNS).where('number', '=', number).executeTakeFirst();
}

export type DocumentRow = NonNullable<Awaited<ReturnType<typeof documentByNumber>>>;

export async function insertDocument(trx: Trx, document: Insertable<DocumentTable>): Promise<number> {
  const row = await trx.insertInto('document').values(document).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The stored PDF of a customer's document of one kind, by number; undefined when not theirs. */
export function customerPdf(db: Db, customerId: number, type: DocumentKind, number: string) {
  return db
    .selectFrom('document')
    .select(['id', 'number', 'data', 'pdf'])
    .where('customer_id', '=', customerId)
    .where('type', '=', type)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** Any customer's document of this kind and number, for operators. */
export function pdfByNumber(db: Db, type: DocumentKind, number: string) {
  return db
    .selectFrom('document')
    .select(['id', 'number', 'data', 'pdf'])
    .where('type', '=', type)
    .where('number', '=', number)
    .executeTakeFirst();
}

/** What drawing a document's PDF needs, and the PDF if it was drawn. */
export function documentForPdf(db: Db, id: number) {
  return db.selectFrom('document').select(['id', 'data', 'pdf']).where('id', '=', id).executeTakeFirst();
}

/** Stores a document's PDF, unless one is there already (a document is never changed). */
export async function storePdf(db: Db, id: number, pdf: Buffer): Promise<void> {
  await db.updateTable('document').set({ pdf }).where('id', '=', id).where('pdf', 'is', null).execute();
}

/** A page of a customer's documents, newest first, before the document id `beforeId`. */
export function customerDocuments(db: Db, customerId: number, beforeId: number | null, limit: number) {
  let query = db
    .selectFrom('document')
    .select(['id', 'type', 'number', 'order_reference', 'currency', 'total', 'issued_at'])
    .where('customer_id', '=', customerId);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** The documents of an order, oldest first. */
export function documentsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('document')
    .select(['type', 'number', 'issued_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

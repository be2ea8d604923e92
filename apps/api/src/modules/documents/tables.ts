import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

/** How a document is stored: an invoice, or a credit note that corrects one. */
export type DocumentKind = 'invoice' | 'credit_note';

/**
 * An issued document: its data and its PDF, written once in the customer's language and never
 * changed. The number is `<series>-<year>-<sequence>`, e.g. `INV-2026-000001`.
 */
export interface DocumentTable {
  id: Generated<number>;
  type: DocumentKind;
  /** `INV` for invoices, `CRN` for credit notes. */
  series: string;
  year: number;
  /** Gap-free within series and year, from `document_counter`. */
  sequence: number;
  number: string;
  /** The order it belongs to (no foreign key: the orders module owns that table). */
  order_id: number;
  order_reference: string;
  /** Null for a guest's order: such documents are reached by mail, not under /v1/me. */
  customer_id: number | null;
  /** For a credit note: the refund it documents, one credit note per refund. */
  refund_id: number | null;
  locale: string;
  currency: string;
  /**
   * What the customer paid (invoice) or gets back (credit note), in cents, for lists. A bigint
   * (quantities go up to 1,000,000), which PostgreSQL answers as a string: read it with Number().
   */
  total: ColumnType<number | string, number, never>;
  /** The document's data as JSON (`DocumentData`), everything its PDF shows. */
  data: string;
  /**
   * The PDF drawn from `data`, written once just after the issuing transaction committed; null in
   * between (and after a crash there, until the first download draws it).
   */
  pdf: Buffer | null;
  issued_at: Timestamp;
}

/** The last number given in a series and year; its row is the lock that keeps numbers gap-free. */
export interface DocumentCounterTable {
  series: string;
  year: number;
  last: number;
}

/** The tables the documents module owns; other modules reach them through its index.ts. */
export interface DocumentTables {
  document: DocumentTable;
  document_counter: DocumentCounterTable;
}

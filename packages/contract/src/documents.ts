import { z } from 'zod';
import { CursorQuery, page, plain } from './common.ts';
import { Money } from './money.ts';

/** The kinds of document a customer can download, as the URL names them. */
export const DOCUMENT_TYPES = ['invoice', 'credit-note'] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentType>;

/** The number series of each kind: numbers read `<series>-<year>-<sequence>`, e.g. `INV-2026-000001`. */
export const DOCUMENT_SERIES: Readonly<Record<DocumentType, string>> = {
  invoice: 'INV',
  'credit-note': 'CRN',
};

/** A document number as issued: series, year, and a sequence of at least six digits. */
export const DocumentNumber = plain(1, 32).regex(/^[A-Z]{3}-\d{4}-\d{6,9}$/);

export const DocumentParams = z.object({ documentType: DocumentType, documentNumber: DocumentNumber });
export type DocumentParams = z.infer<typeof DocumentParams>;

/** One issued document in the customer's list. */
export const DocumentSummary = z.object({
  type: DocumentType,
  number: z.string(),
  /** When it was issued (ISO 8601, UTC). */
  issuedAt: z.string(),
  orderReference: z.string(),
  /** What was paid (invoice) or refunded (credit note), VAT included where charged. */
  total: Money,
  /** Where its PDF is: `/v1/me/orders/document/{type}/{number}`. */
  downloadPath: z.string(),
});
export type DocumentSummary = z.infer<typeof DocumentSummary>;

export const DocumentListQuery = CursorQuery;
export type DocumentListQuery = z.infer<typeof DocumentListQuery>;
export const DocumentPage = page(DocumentSummary);
export type DocumentPage = z.infer<typeof DocumentPage>;

/** The path of a document's PDF, as the list gives it. */
export function documentPath(type: DocumentType, number: string): string {
  return `/v1/me/orders/document/${type}/${encodeURIComponent(number)}`;
}

/** The path of a document's PDF for operators (the back office): `/v1/admin/documents/{type}/{number}`. */
export function adminDocumentPath(type: DocumentType, number: string): string {
  return `/v1/admin/documents/${type}/${encodeURIComponent(number)}`;
}

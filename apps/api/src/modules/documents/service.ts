/**
 * Documents (docs/selling-rules.md#invoices-and-credit-notes): invoices when an order is paid, credit notes
 * for refunds. Each is numbered without gaps per series and year in the issuing transaction, drawn as a PDF
 * in the customer's language, and stored once with its data; nothing here ever changes an issued document.
 */
import {
  calendarDayIn,
  DOCUMENT_SERIES,
  documentPath,
  type DocumentListQuery,
  type DocumentPage,
  type DocumentType,
  type Locale,
} from '@tendero/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { NotFound } from '../../lib/domain-error.ts';
import {
  DocumentFactsInvalid,
  creditNoteProblems,
  invoiceProblems,
  unitPriceNet,
  type CreditNoteFacts,
  type DocumentData,
  type InvoiceFacts,
  type SellerFacts,
} from './facts.ts';
import { drawPdf } from './pdf-thread.ts';
import * as repository from './repository.ts';
import type { DocumentRow } from './repository.ts';
import type { DocumentKind } from './tables.ts';

/** An issued document as other modules see it (the PDF is read apart: `documentPdf`). */
export interface IssuedDocument {
  id: number;
  type: DocumentKind;
  /** e.g. `INV-2026-000001`. */
  number: string;
  orderId: number;
  orderReference: string;
  customerId: number | null;
  refundId: number | null;
  issuedAt: string;
  data: DocumentData;
  /** False when the document had been issued before and this call only found it. */
  created: boolean;
}

export interface IssueOptions {
  /** When the document is issued (its date and the year of its number); now by default. */
  now?: Date;
}

const SERIES_OF: Readonly<Record<DocumentKind, string>> = {
  invoice: DOCUMENT_SERIES.invoice,
  credit_note: DOCUMENT_SERIES['credit-note'],
};
const KIND_OF: Readonly<Record<DocumentType, DocumentKind>> = {
  invoice: 'invoice',
  'credit-note': 'credit_note',
};
const TYPE_OF: Readonly<Record<DocumentKind, DocumentType>> = {
  invoice: 'invoice',
  credit_note: 'credit-note',
};

/** The seller as the configuration names it (docs/selling-rules.md#the-seller). */
export function sellerFacts(config: Pick<Config, 'shop' | 'shopVatId'>): SellerFacts {
  const { shop } = config;
  return {
    name: shop.name,
    address: shop.address,
    country: shop.country,
    vatId: config.shopVatId ?? null,
    taxNumber: shop.taxNumber ?? null,
    email: shop.email,
    phone: shop.phone,
    register: shop.register,
    representative: shop.representative,
    timeZone: shop.timeZone,
  };
}

/** A sequence as it is printed: at least six digits. */
export function documentNumber(series: string, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`;
}

function toIssued(row: DocumentRow, created: boolean): IssuedDocument {
  return {
    id: row.id,
    type: row.type,
    number: row.number,
    orderId: row.order_id,
    orderReference: row.order_reference,
    customerId: row.customer_id,
    refundId: row.refund_id,
    issuedAt: row.issued_at,
    data: JSON.parse(row.data) as DocumentData,
    created,
  };
}

interface Issue {
  type: DocumentKind;
  /** The document already issued for the same order or refund, if any. */
  existing: (trx: Trx) => Promise<DocumentRow | undefined>;
  /** The document's data but its number, which is given last. */
  data: (issuedAt: string) => Omit<DocumentData, 'number'>;
  /** The calendar the year of its number is counted in: the seller's. */
  timeZone: string;
  row: {
    orderId: number;
    orderReference: string;
    customerId: number | null;
    refundId: number | null;
    locale: Locale;
  };
}

/**
 * Issues a document once: the one already there is answered as it is; otherwise the next number of
 * the series and year is taken under the counter's lock and the document's data stored, all in `trx`,
 * so a rolled-back issue gives its number back and numbers stay gap-free. The PDF is drawn after the
 * commit (`storeDocumentPdf`): drawing holds no lock and no connection.
 */
async function issue(trx: Trx, issue: Issue, now: Date): Promise<IssuedDocument> {
  const found = await issue.existing(trx);
  if (found) return toIssued(found, false);
  const series = SERIES_OF[issue.type];
  // The year of the shop's calendar: an invoice of 00:30 on New Year's Day in Berlin is of the new year.
  const year = Number(calendarDayIn(now, issue.timeZone).slice(0, 4));
  const issuedAt = now.toISOString();
  const unnumbered = issue.data(issuedAt);
  await repository.lockCounter(trx, series, year);
  // Another transaction may have issued it while this one waited for the lock.
  const raced = await issue.existing(trx);
  if (raced) return toIssued(raced, false);
  const sequence = await repository.nextInCounter(trx, series, year);
  const number = documentNumber(series, year, sequence);
  const data: DocumentData = { ...unnumbered, number };
  const id = await repository.insertDocument(trx, {
    type: issue.type,
    series,
    year,
    sequence,
    number,
    order_id: issue.row.orderId,
    order_reference: issue.row.orderReference,
    customer_id: issue.row.customerId,
    refund_id: issue.row.refundId,
    locale: issue.row.locale,
    currency: data.currency,
    total: data.totals.gross,
    data: JSON.stringify(data),
    pdf: null,
    issued_at: issuedAt,
  });
  return {
    id,
    type: issue.type,
    number,
    orderId: issue.row.orderId,
    orderReference: issue.row.orderReference,
    customerId: issue.row.customerId,
    refundId: issue.row.refundId,
    issuedAt,
    data,
    created: true,
  };
}

function amountsOf(facts: InvoiceFacts | CreditNoteFacts) {
  return {
    currency: facts.currency,
    lines: facts.lines.map((line) => ({ ...line })),
    shipping: facts.shipping ? { ...facts.shipping } : null,
    vat: facts.vat.map((group) => ({ ...group })),
    totals: { ...facts.totals },
    vatExemption: facts.vatExemption,
    unitPricesNet: facts.lines.map(unitPriceNet),
  };
}

/**
 * Issues the invoice of a paid order in `trx`, or answers the one it already has:
 * call it from the `order.paid` handler, which may run more than once. Throws DocumentFactsInvalid
 * when the facts do not add up to the cent (nothing is numbered then).
 *
 *   await db.transaction().execute((trx) => issueInvoice(trx, facts, sellerFacts(config)));
 */
export async function issueInvoice(
  trx: Trx,
  facts: InvoiceFacts,
  seller: SellerFacts,
  options: IssueOptions = {},
): Promise<IssuedDocument> {
  const problems = invoiceProblems(facts);
  if (problems.length > 0) throw new DocumentFactsInvalid(problems);
  return issue(
    trx,
    {
      type: 'invoice',
      existing: (db) => repository.invoiceOfOrder(db, facts.orderId),
      timeZone: seller.timeZone ?? 'UTC',
      data: (issuedAt) => ({
        version: 1,
        type: 'invoice',
        issuedAt,
        locale: facts.locale,
        orderReference: facts.orderReference,
        paymentMethod: facts.paymentMethod,
        seller: { ...seller },
        buyer: { ...facts.buyer },
        supplyDate: facts.supplyDate,
        corrects: null,
        ...amountsOf(facts),
      }),
      row: {
        orderId: facts.orderId,
        orderReference: facts.orderReference,
        customerId: facts.customerId,
        refundId: null,
        locale: facts.locale,
      },
    },
    options.now ?? new Date(),
  );
}

/**
 * Issues the credit note of a refund in `trx`, correcting the order's invoice (which must have been
 * issued), or answers the one the refund already has. The amounts are what is refunded.
 */
export async function issueCreditNote(
  trx: Trx,
  facts: CreditNoteFacts,
  seller: SellerFacts,
  options: IssueOptions = {},
): Promise<IssuedDocument> {
  const problems = creditNoteProblems(facts);
  const invoice = await repository.documentByNumber(trx, facts.invoiceNumber);
  if (!invoice || invoice.type !== 'invoice' || invoice.order_id !== facts.orderId) {
    problems.push(`invoiceNumber ${facts.invoiceNumber} is not the invoice of order ${facts.orderId}`);
  }
  if (problems.length > 0 || !invoice) throw new DocumentFactsInvalid(problems);
  return issue(
    trx,
    {
      type: 'credit_note',
      existing: (db) => repository.creditNoteOfRefund(db, facts.refundId),
      timeZone: seller.timeZone ?? 'UTC',
      data: (issuedAt) => ({
        version: 1,
        type: 'credit_note',
        issuedAt,
        locale: facts.locale,
        orderReference: facts.orderReference,
        paymentMethod: facts.paymentMethod,
        seller: { ...seller },
        buyer: { ...facts.buyer },
        supplyDate: facts.refundDate,
        corrects: {
          number: invoice.number,
          issueDate: calendarDayIn(invoice.issued_at, seller.timeZone ?? 'UTC'),
        },
        ...amountsOf(facts),
      }),
      row: {
        orderId: facts.orderId,
        orderReference: facts.orderReference,
        customerId: facts.customerId,
        refundId: facts.refundId,
        locale: facts.locale,
      },
    },
    options.now ?? new Date(),
  );
}

/** The invoice of an order, if it was issued. */
export async function invoiceOfOrder(db: Db, orderId: number): Promise<IssuedDocument | null> {
  const row = await repository.invoiceOfOrder(db, orderId);
  return row ? toIssued(row, false) : null;
}

/**
 * Where a document is downloaded: the customer's route (`documentPath`) or the operators'
 * (`adminDocumentPath`).
 */
export type DocumentPathOf = (type: DocumentType, number: string) => string;

/** An order's invoice and credit notes, oldest first, with the path that downloads each. */
export async function documentLinksOfOrder(
  db: Db,
  orderId: number,
  pathOf: DocumentPathOf = documentPath,
): Promise<{ type: DocumentType; number: string; issuedAt: string; href: string }[]> {
  const rows = await repository.documentsOfOrder(db, orderId);
  return rows.map((row) => ({
    type: TYPE_OF[row.type],
    number: row.number,
    issuedAt: row.issued_at,
    href: pathOf(TYPE_OF[row.type], row.number),
  }));
}

/** A customer's invoices and credit notes, newest first, by cursor. */
export async function customerDocuments(
  db: Db,
  customerId: number,
  query: DocumentListQuery,
): Promise<DocumentPage> {
  const beforeId = query.cursor ? decodeCursor(query.cursor, ['number'] as const)[0] : null;
  const rows = await repository.customerDocuments(db, customerId, beforeId, query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      type: TYPE_OF[row.type],
      number: row.number,
      issuedAt: row.issued_at,
      orderReference: row.order_reference,
      total: { amount: Number(row.total), currency: row.currency },
      downloadPath: documentPath(TYPE_OF[row.type], row.number),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
  };
}

/** The stored PDF of one of the customer's documents; 404 for another customer's or an unknown one. */
export async function customerDocumentPdf(
  db: Db,
  customerId: number,
  type: DocumentType,
  number: string,
): Promise<{ number: string; pdf: Buffer }> {
  const document = await repository.customerPdf(db, customerId, KIND_OF[type], number);
  if (!document) throw new NotFound();
  return { number: document.number, pdf: await pdfOf(db, document) };
}

/** The PDF of any customer's document, for the back office. */
export async function operatorDocumentPdf(
  db: Db,
  type: DocumentType,
  number: string,
): Promise<{ number: string; pdf: Buffer }> {
  const document = await repository.pdfByNumber(db, KIND_OF[type], number);
  if (!document) throw new NotFound();
  return { number: document.number, pdf: await pdfOf(db, document) };
}

/** The stored PDF, or drawn from the stored data and stored now (the first ask after a crash). */
async function pdfOf(db: Db, document: { id: number; data: string; pdf: Buffer | null }): Promise<Buffer> {
  if (document.pdf) return Buffer.from(document.pdf);
  const pdf = await drawPdf('document', JSON.parse(document.data) as DocumentData);
  // Written once: when two asks drew it at the same time, the first write stays.
  await repository.storePdf(db, document.id, pdf);
  return pdf;
}

/**
 * Draws and stores the PDF of an issued document unless it has one; call it after the issuing
 * transaction committed (a handler of the event that issued it), so the PDF is there before anyone asks.
 */
export async function storeDocumentPdf(db: Db, documentId: number): Promise<void> {
  const document = await repository.documentForPdf(db, documentId);
  if (document && !document.pdf) await pdfOf(db, document);
}

/**
 * What other modules may use of the documents module: issuing invoices and credit notes inside their
 * transaction, drawing their PDF after it committed, and reading an order's invoice.
 */
export type {
  BuyerFacts,
  CreditNoteFacts,
  DocumentData,
  InvoiceFacts,
  LineFacts,
  SellerFacts,
  ShippingFacts,
  TotalsFacts,
  VatExemption,
  VatFacts,
} from './facts.ts';
export { DocumentFactsInvalid } from './facts.ts';
export type { IssueOptions, IssuedDocument } from './service.ts';
export {
  documentLinksOfOrder,
  type DocumentPathOf,
  invoiceOfOrder,
  issueCreditNote,
  issueInvoice,
  sellerFacts,
  storeDocumentPdf,
} from './service.ts';

export { pdfBytes } from './pdf-bytes.ts';
export { drawPdf } from './pdf-thread.ts';

/**
 * Registers the shop's fonts on a PDF document, for the drawings of other modules (labels, the
 * acknowledgement of a withdrawal), which run on the PDF thread (`drawPdf`). pdf.ts, with pdfkit and
 * fontkit, is imported with the first call.
 */
export async function registerShopFonts(doc: PDFKit.PDFDocument): Promise<void> {
  (await import('./pdf.ts')).registerShopFonts(doc);
}

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

/**
 * Registers the shop's fonts on a PDF document. pdf.ts (with pdfkit and fontkit, about 9 MB of the API's
 * resident memory) is imported with the first call: invoices are drawn in their own thread, and only a
 * parcel label draws a PDF in the API's.
 */
export async function registerShopFonts(doc: PDFKit.PDFDocument): Promise<void> {
  (await import('./pdf.ts')).registerShopFonts(doc);
}

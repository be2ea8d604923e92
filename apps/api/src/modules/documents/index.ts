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
export { registerShopFonts } from './pdf.ts';
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

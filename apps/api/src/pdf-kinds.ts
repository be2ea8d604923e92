/**
 * Every PDF the API draws, by kind, with what its drawing takes. They are all drawn on one worker thread
 * (modules/documents/pdf-thread.ts, docs/architecture.md#pdfs), which pdf-worker.ts runs; each module
 * keeps its own drawing code and asks for the thread through the documents module.
 */
import type { Locale } from '@tendero/contract';
import type { DocumentData } from './modules/documents/facts.ts';
import type { ReturnLabelFacts, WithdrawalAcknowledgementFacts } from './modules/returns/pdf-facts.ts';
import type { LabelFacts } from './modules/shipping/label-facts.ts';

export interface PdfKinds {
  /** An invoice or a credit note. */
  document: [data: DocumentData];
  parcelLabel: [facts: LabelFacts, locale: Locale];
  returnLabel: [facts: ReturnLabelFacts, locale: Locale];
  withdrawalAcknowledgement: [facts: WithdrawalAcknowledgementFacts, locale: Locale];
}

export type PdfKind = keyof PdfKinds;

export type PdfJob = { [K in PdfKind]: { id: number; kind: K; input: PdfKinds[K] } }[PdfKind];
export type PdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

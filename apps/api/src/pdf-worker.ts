/**
 * The worker thread that draws every PDF (see modules/documents/pdf-thread.ts): a kind and its input in,
 * the PDF's bytes out. Each kind's drawing, with pdfkit, fontkit and the barcode encoder it needs, is
 * loaded with the first PDF of that kind, and the fonts are read once for all of them. Bundled as
 * dist/pdf-worker.mjs beside the server; run from the sources through tsx.
 */
import { parentPort } from 'node:worker_threads';
import type { PdfJob, PdfKinds, PdfResult } from './pdf-kinds.ts';

const draw: { [K in keyof PdfKinds]: (...input: PdfKinds[K]) => Promise<Buffer> } = {
  document: async (data) => (await import('./modules/documents/pdf.ts')).renderDocumentPdf(data),
  parcelLabel: async (facts, locale) =>
    (await import('./modules/shipping/label-pdf.ts')).drawLabelPdf(facts, locale),
  returnLabel: async (facts, locale) =>
    (await import('./modules/returns/label-pdf.ts')).drawReturnLabelPdf(facts, locale),
  withdrawalAcknowledgement: async (facts, locale) =>
    (await import('./modules/returns/acknowledgement-pdf.ts')).drawWithdrawalAcknowledgementPdf(
      facts,
      locale,
    ),
};

function drawn(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'document':
      return draw.document(...job.input);
    case 'parcelLabel':
      return draw.parcelLabel(...job.input);
    case 'returnLabel':
      return draw.returnLabel(...job.input);
    case 'withdrawalAcknowledgement':
      return draw.withdrawalAcknowledgement(...job.input);
  }
}

parentPort?.on('message', (job: PdfJob) => {
  drawn(job).then(
    (pdf) => {
      // A copy of its own, so the transfer moves exactly these bytes (a Buffer may share a pool).
      const bytes = new Uint8Array(pdf);
      parentPort?.postMessage({ id: job.id, pdf: bytes } satisfies PdfResult, [bytes.buffer]);
    },
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies PdfResult),
  );
});

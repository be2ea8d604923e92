/**
 * The worker thread that draws documents (see pdf-thread.ts): a document's data in, its PDF's bytes out.
 * Bundled as dist/pdf-worker.mjs beside the server; run from the sources through tsx.
 */
import { parentPort } from 'node:worker_threads';
import type { DocumentData } from './facts.ts';
import { renderDocumentPdf } from './pdf.ts';

export interface PdfJob {
  id: number;
  data: DocumentData;
}
export type PdfResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (job: PdfJob) => {
  renderDocumentPdf(job.data).then(
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

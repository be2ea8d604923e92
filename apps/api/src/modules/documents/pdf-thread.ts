/**
 * Documents are drawn on a worker thread. A PDF costs milliseconds of CPU (laying out text in the
 * embedded fonts, subsetting them, compressing): on the API's event loop every request in flight would
 * wait behind each invoice, and a checkout rush issues one invoice per order. The thread starts with
 * the first document and stays (unref'd: it never keeps the process alive); if it dies, the documents
 * it was drawing fail (their PDF is drawn again on the next ask) and the next document starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type { DocumentData } from './facts.ts';
import type { PdfJob, PdfResult } from './pdf-worker.ts';

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextJob = 1;

/** The bundle (dist/server.mjs) has dist/pdf-worker.mjs beside it; the sources run it through tsx. */
function startWorker(): Worker {
  const bundled = !import.meta.url.endsWith('.ts');
  const started = bundled
    ? new Worker(new URL('./pdf-worker.mjs', import.meta.url))
    : new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./pdf-worker.ts', import.meta.url).href)}); });`,
        { eval: true },
      );
  started.unref();
  started.on('message', (result: PdfResult) => {
    const job = pending.get(result.id);
    if (!job) return;
    pending.delete(result.id);
    if ('pdf' in result)
      job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    else job.reject(new Error(`drawing a document failed: ${result.error}`));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(error);
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the document thread stopped (exit code ${code})`)));
  return started;
}

/** The PDF of a document, drawn off the event loop. */
export function drawDocumentPdf(data: DocumentData): Promise<Buffer> {
  worker ??= startWorker();
  const id = nextJob++;
  const job: PdfJob = { id, data };
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker?.postMessage(job);
  });
}

/**
 * Every PDF is drawn on one worker thread: invoices and credit notes, parcel and return labels, the
 * acknowledgement of a withdrawal (their kinds in ../../pdf-kinds.ts). A PDF costs milliseconds of CPU
 * (laying out text in the embedded fonts, subsetting them, compressing): on the API's event loop every
 * request in flight would wait behind it, and a checkout rush issues one invoice per order. One thread
 * also reads pdfkit, fontkit and the fonts once (about 45 MB of the API's resident memory when labels
 * were drawn on the event loop beside it). The thread starts with the first PDF and stays (unref'd: it
 * never keeps the process alive); if it dies, the PDFs it was drawing fail (each is drawn again on the
 * next ask) and the next PDF starts a new one.
 */
import { Worker } from 'node:worker_threads';
import type { PdfJob, PdfKind, PdfKinds, PdfResult } from '../../pdf-kinds.ts';

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextJob = 1;

/**
 * The bundle has dist/pdf-worker.mjs beside dist/server.mjs, and this file may be bundled into either or
 * into a chunk shared by several modules (dist/chunks); the sources run it through tsx.
 */
function startWorker(): Worker {
  const bundled = !import.meta.url.endsWith('.ts');
  const inChunk = new URL('.', import.meta.url).pathname.endsWith('/chunks/');
  const started = bundled
    ? new Worker(new URL(inChunk ? '../pdf-worker.mjs' : './pdf-worker.mjs', import.meta.url))
    : new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('../../pdf-worker.ts', import.meta.url).href)}); });`,
        { eval: true },
      );
  started.unref();
  started.on('message', (result: PdfResult) => {
    const job = pending.get(result.id);
    if (!job) return;
    pending.delete(result.id);
    if ('pdf' in result)
      job.resolve(Buffer.from(result.pdf.buffer, result.pdf.byteOffset, result.pdf.byteLength));
    else job.reject(new Error(`drawing a PDF failed: ${result.error}`));
  });
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(error);
    }
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the PDF thread stopped (exit code ${code})`)));
  return started;
}

/** A PDF of `kind`, drawn off the event loop. */
export function drawPdf<K extends PdfKind>(kind: K, ...input: PdfKinds[K]): Promise<Buffer> {
  worker ??= startWorker();
  const id = nextJob++;
  const job = { id, kind, input } as PdfJob;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker?.postMessage(job);
  });
}

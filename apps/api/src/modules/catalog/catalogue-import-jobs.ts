/**
 * Catalogue imports as jobs (docs/operations.md#importing-and-exporting): a row per import with its
 * progress and counts, the first problems and the first rows' changes to list. A job runs in the
 * background of the process that took the file (or in the command line, which waits for it).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Updateable } from 'kysely';
import type {
  CatalogueImport,
  CatalogueImportProblemPage,
  CatalogueImportRowPage,
  CatalogueImportStarted,
} from '@tendero/contract';
import type { DatabaseHandle, Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { ImportPictures, type PictureSources } from './catalogue-import-pictures.ts';
import * as repository from './catalogue-csv-repository.ts';
import {
  applyCatalogueCsv,
  checkCatalogueCsv,
  ImportRefused,
  type ImportCounts,
  type ImportListener,
} from './catalogue-import.ts';
import type { CatalogueImportTable } from './tables.ts';

/** Problems and row changes kept per import to list; the job counts every one. */
export const IMPORT_KEPT = 1_000;

export interface ImportHooks {
  /** In the writing transaction, once every row is written (the audit entry). */
  applied?(trx: Trx, counts: ImportCounts): Promise<void>;
  /** After the commit (the response cache). */
  committed?(): void;
  /** A failure that is not a problem of the file (the job is marked failed; nothing was written). */
  failed?(error: unknown): void;
  /** After each batch: the rows checked (or written) so far. */
  progress?(rowsDone: number, phase: 'checking' | 'writing'): void;
  /**
   * A connection of its own for the writing transaction, closed after it. On SQLite, where the
   * process has one connection, the shop then keeps reading (and the back office polling) meanwhile.
   */
  writer?(): DatabaseHandle;
  /** Where `pictures` may name files and links, and where new pictures are stored; none: shop URLs only. */
  pictures?: PictureSources;
}

const running = new Set<Promise<unknown>>();

/**
 * The imports this process is writing, as they stand: the writing transaction holds SQLite's only
 * connection, so the job is answered from here (with the rows written so far) until it commits.
 */
const writing = new Map<string, CatalogueImport>();

/** Resolves once every import this process runs has finished (tests, a graceful shutdown). */
export async function importsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/** Records a queued import of `file` (which the job deletes when done). */
export async function queueCatalogueImport(
  db: Db,
  options: { operatorId: number | null; dryRun: boolean },
): Promise<CatalogueImportStarted> {
  const id = randomUUID();
  await repository.insertImport(db, {
    id,
    operator_id: options.operatorId,
    dry_run: options.dryRun ? 1 : 0,
    status: 'queued',
    phase: null,
    rows_total: null,
    created_at: new Date().toISOString(),
    started_at: null,
    finished_at: null,
  });
  return { id, status: 'queued', dryRun: options.dryRun };
}

/**
 * Runs a queued import of an uploaded file in the background, deleting the file when done; its state
 * is read with `catalogueImport`.
 */
export function startCatalogueImport(db: Db, id: string, file: string, hooks: ImportHooks = {}): void {
  const job = runCatalogueImport(db, id, file, hooks)
    .catch((error: unknown) => hooks.failed?.(error))
    .finally(() => fs.rm(file, { force: true }));
  running.add(job);
  void job.finally(() => running.delete(job));
}

/** A listener that keeps the first problems and rows and reports progress on the job. */
function jobListener(
  db: Db,
  id: string,
  hooks: ImportHooks,
  options: { keepRows: boolean; writing?: boolean },
): ImportListener {
  let problems = 0;
  let rows = 0;
  return {
    async problems(found) {
      const kept = found.slice(0, Math.max(0, IMPORT_KEPT - problems));
      await repository.insertImportProblems(
        db,
        kept.map((problem, index) => ({
          import_id: id,
          seq: problems + index + 1,
          row: problem.row,
          column: problem.column,
          message: problem.message,
          params: JSON.stringify(problem.params),
        })),
      );
      problems += found.length;
    },
    async rows(changes) {
      if (!options.keepRows) return;
      // The rows that change something: in a catalogue exported and re-imported, the few edited ones.
      const kept = changes
        .filter((change) => change.change !== 'unchanged')
        .slice(0, Math.max(0, IMPORT_KEPT - rows));
      await repository.insertImportRows(
        db,
        kept.map((change) => ({
          import_id: id,
          row: change.row,
          sku: change.sku,
          change: change.change,
          fields: JSON.stringify(change.fields),
        })),
      );
      rows += kept.length;
    },
    async progress(rowsDone) {
      const live = writing.get(id);
      if (live) live.rowsDone = rowsDone;
      else await repository.updateImport(db, id, { rows_done: rowsDone });
      hooks.progress?.(rowsDone, options.writing ? 'writing' : 'checking');
    },
  };
}

const countColumns = (counts: ImportCounts): Updateable<CatalogueImportTable> => ({
  rows_total: counts.rowsTotal,
  rows_done: counts.rowsTotal,
  created_count: counts.created,
  updated_count: counts.updated,
  deactivated_count: counts.deactivated,
  unchanged_count: counts.unchanged,
  problem_count: counts.problems,
});

/**
 * Runs an import to its end: checks every row; a real run without problems then writes every row in
 * one transaction. A failure (not a problem of the file) marks the job
 * failed, with nothing written, and is thrown on.
 */
export async function runCatalogueImport(
  db: Db,
  id: string,
  file: string,
  hooks: ImportHooks = {},
): Promise<CatalogueImport> {
  const job = await repository.importById(db, id);
  if (!job) throw new NotFound('error.import.notFound');
  const pictures = new ImportPictures(hooks.pictures ?? { hosts: [] }, job.dry_run !== 1);
  try {
    await repository.updateImport(db, id, {
      status: 'running',
      phase: 'checking',
      started_at: new Date().toISOString(),
    });
    const checked = await checkCatalogueCsv(
      db,
      file,
      jobListener(db, id, hooks, { keepRows: true }),
      pictures,
    );
    await repository.updateImport(db, id, countColumns(checked));
    if (job.dry_run === 1 || checked.problems > 0) {
      await repository.updateImport(db, id, { status: 'done', finished_at: new Date().toISOString() });
      return await catalogueImport(db, id);
    }
    await repository.updateImport(db, id, { phase: 'writing', rows_done: 0 });
    // Committed before the writing transaction: if it rolls back, they stay as unused media.
    await pictures.storeNew(db);
    writing.set(id, await catalogueImport(db, id));
    const listener = jobListener(db, id, hooks, { keepRows: false, writing: true });
    const own = hooks.writer?.();
    try {
      const written = await (own?.db ?? db).transaction().execute(async (trx) => {
        const counts = await applyCatalogueCsv(
          trx,
          file,
          {
            ...listener,
            // Problems of this pass are only recorded once the transaction is rolled back.
            problems: async () => undefined,
            rows: async () => undefined,
          },
          pictures,
        );
        await hooks.applied?.(trx, counts);
        return counts;
      });
      await own?.destroy();
      writing.delete(id);
      await repository.updateImport(db, id, {
        ...countColumns(written),
        status: 'done',
        applied: 1,
        finished_at: new Date().toISOString(),
      });
      // Again after the commit: a reader between the writes and the commit cached the old catalogue.
      catalogueChanged(db);
      hooks.committed?.();
    } catch (error) {
      await own?.destroy();
      writing.delete(id);
      if (!(error instanceof ImportRefused)) throw error;
      // The catalogue changed since the check (a slug taken meanwhile): check again to say what.
      await repository.clearImportRows(db, id);
      const again = await checkCatalogueCsv(
        db,
        file,
        jobListener(db, id, hooks, { keepRows: true }),
        pictures,
      );
      await repository.updateImport(db, id, {
        ...countColumns(again),
        status: 'done',
        finished_at: new Date().toISOString(),
      });
    }
    return await catalogueImport(db, id);
  } catch (error) {
    await repository.updateImport(db, id, { status: 'failed', finished_at: new Date().toISOString() });
    throw error;
  } finally {
    writing.delete(id);
    await pictures.dispose();
  }
}

/** An import's progress and counts; a 404 for an unknown id. */
export async function catalogueImport(db: Db, id: string): Promise<CatalogueImport> {
  const live = writing.get(id);
  if (live) return { ...live };
  const row = await repository.importById(db, id);
  if (!row) throw new NotFound('error.import.notFound');
  return {
    id: row.id,
    status: row.status,
    dryRun: row.dry_run === 1,
    rowsTotal: row.rows_total,
    rowsDone: row.rows_done,
    phase: row.phase,
    created: row.created_count,
    updated: row.updated_count,
    deactivated: row.deactivated_count,
    unchanged: row.unchanged_count,
    problems: row.problem_count,
    applied: row.applied === 1,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

export async function catalogueImportProblems(
  db: Db,
  id: string,
  page: { cursor?: string; limit: number },
): Promise<CatalogueImportProblemPage> {
  await catalogueImport(db, id);
  const [afterSeq] = page.cursor ? decodeCursor(page.cursor, ['number'] as const) : [0];
  const rows = await repository.importProblems(db, id, afterSeq, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      row: row.row,
      column: row.column,
      message: row.message,
      params: JSON.parse(row.params) as Record<string, unknown>,
    })),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.seq]) : null,
  };
}

export async function catalogueImportRows(
  db: Db,
  id: string,
  page: { cursor?: string; limit: number },
): Promise<CatalogueImportRowPage> {
  await catalogueImport(db, id);
  const [afterRow] = page.cursor ? decodeCursor(page.cursor, ['number'] as const) : [0];
  const rows = await repository.importRows(db, id, afterRow, page.limit + 1);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      row: row.row,
      sku: row.sku,
      change: row.change,
      fields: JSON.parse(row.fields) as string[],
    })),
    nextCursor: rows.length > page.limit && last ? encodeCursor([last.row]) : null,
  };
}

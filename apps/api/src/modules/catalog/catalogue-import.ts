/**
 * The catalogue import from CSV (docs/operations.md#importing-and-exporting). The file is read as a
 * stream in batches of rows, twice: the first pass checks every row and collects every problem with
 * its row and column; only without any does the second pass write, in one transaction, so an import
 * writes all its rows or none. Each batch is written with a few statements per table; the search index
 * is updated per batch and the listing facets recounted once at the end. Only what uniqueness needs is
 * held for the whole file: the SKUs and slug paths seen and their rows. Pictures given as files or
 * links are read once per import (catalogue-import-pictures.ts).
 */
import { hash } from 'node:crypto';
import fs from 'node:fs';
import { parse } from 'csv-parse';
import {
  CATALOGUE_CSV_CELLS,
  CATALOGUE_ERRORS,
  CATALOGUE_IMPORT_ERRORS,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import * as repository from './catalogue-csv-repository.ts';
import { loadCatalogueNames } from './catalogue-import-context.ts';
import { ImportPictures, PICTURES_COLUMN, type PictureLookup } from './catalogue-import-pictures.ts';
import {
  cellsOf,
  checked,
  existingOf,
  Pass,
  readHeader,
  targetOf,
  type Cells,
  type Target,
} from './catalogue-import-rows.ts';
import { writeBatch } from './catalogue-import-writes.ts';
import { recountListingFacets } from './listing-repository.ts';
import { lowestSalesRank } from './product-editor-repository.ts';
import { indexProducts } from './search-index.ts';
import type { ImportCounts, ImportListener, RowChange } from './catalogue-import-rows.ts';

export type {
  ImportCounts,
  ImportListener,
  ImportProblem,
  ImportRowSummary,
  RowChange,
} from './catalogue-import-rows.ts';

/** Rows checked and written together. */
export const IMPORT_BATCH = 500;

/** Reads the file's records as arrays of cells, with their row numbers. */
async function* records(file: string): AsyncGenerator<{ row: number; cells: string[] }> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  const input = fs.createReadStream(file);
  // A file that cannot be read ends the pass with its error, like a parse error would.
  input.on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells };
  }
}

/**
 * A 52-bit digest of a path in a language: the paths a file gives are held as numbers, not strings, so
 * 100,000 products in several languages take a few MB. Two paths share one with a chance of about
 * 1 in 10^5 per 10^6 paths, which would show as a slug taken where it is not.
 */
function pathKey(locale: string, path: string): number {
  return Number.parseInt(hash('sha1', `${locale}\u0000${path}`).slice(0, 13), 16);
}

/** The row of a packed row × 2^16 + languages. */
const rowOf = (packed: number) => Math.floor(packed / 2 ** 16);

const localeBit = (locale: string) => 1 << (LOCALES as readonly string[]).indexOf(locale);

/** The column a path's language is written in: its own slug, or the English one it falls back to. */
const slugColumn = (target: Target, locale: Locale) =>
  `slug.${target.texts.has(locale) ? locale : DEFAULT_LOCALE}`;

/** Paths the batch's rows take that another row of the file, or another entity, holds already. */
async function checkPaths(db: Db, pass: Pass, targets: readonly Target[]): Promise<Target[]> {
  const refused = new Set<Target>();
  const refuse = (target: Target, locale: Locale, params: Record<string, unknown> = {}) => {
    const column = slugColumn(target, locale);
    if (pass.problems.some((p) => p.row === target.row && p.column === column)) return;
    pass.problem(target.row, column, CATALOGUE_ERRORS.slugTaken, params);
    refused.add(target);
  };
  const moving = targets.filter((target) => target.pathsChanged);
  for (const target of moving) {
    const own = new Map(target.paths.map((entry) => [entry.locale, entry.path]));
    const english = own.get(DEFAULT_LOCALE) ?? '';
    let locales = 0;
    for (const locale of target.texts.keys()) locales |= localeBit(locale);
    for (const locale of target.texts.keys()) {
      const path = own.get(locale) ?? '';
      const bit = localeBit(locale);
      const pathOnly = pathKey('', path);
      const given = pass.givenPaths.get(pathOnly);
      // Another row's product whose English path this is, in a language it has no texts in.
      const fallback = path === english ? undefined : pass.fallbackRows.get(pathKey('*', path));
      if (given !== undefined && (given & bit) !== 0) refuse(target, locale, { row: rowOf(given) });
      else if (fallback !== undefined && (fallback & bit) === 0)
        refuse(target, locale, { row: rowOf(fallback) });
      // Arithmetic, not `|`: the row part is past 32 bits.
      else pass.givenPaths.set(pathOnly, given === undefined ? target.row * 2 ** 16 + bit : given + bit);
    }
    // Another row's own path in a language this product has no texts in, where its English path stands.
    const given = pass.givenPaths.get(pathKey('', english));
    if (given !== undefined && (given & ~locales & 0xffff) !== 0) {
      refuse(target, DEFAULT_LOCALE, { row: rowOf(given) });
    }
    const key = pathKey('*', english);
    if (!pass.fallbackRows.has(key)) pass.fallbackRows.set(key, target.row * 2 ** 16 + locales);
  }
  for (const locale of LOCALES) {
    const wanted = new Map<string, Target>();
    const index = LOCALES.indexOf(locale);
    for (const target of moving) {
      const path = target.paths[index]?.path;
      if (path !== undefined) wanted.set(path, target);
    }
    const holders = await repository.pathHoldersIn(db, locale, [...wanted.keys()]);
    for (const holder of holders) {
      const target = wanted.get(holder.path);
      if (!target) continue;
      if (holder.kind === 'product' && holder.entity_id === target.current?.id) continue;
      refuse(target, locale);
    }
  }
  return targets.filter((target) => !refused.has(target));
}

/** What a file without a `pictures` column looks up: nothing. */
const NO_PICTURES: PictureLookup = { byUrl: new Map(), outcome: () => undefined };

/** Checks a batch of records; the targets of the rows without problems. */
async function checkBatch(
  db: Db,
  pass: Pass,
  batch: readonly { row: number; cells: string[] }[],
  pictures: ImportPictures,
): Promise<Target[]> {
  const rows: { row: number; cells: Cells }[] = [];
  for (const record of batch) {
    const cells = cellsOf(pass, record.row, record.cells);
    if (!cells) continue;
    const sku = cells.get('sku') ?? '';
    if (checked(pass, record.row, 'sku', CATALOGUE_CSV_CELLS.sku, sku) === undefined) continue;
    const first = pass.skuRows.get(sku);
    if (first !== undefined) {
      pass.problem(record.row, 'sku', CATALOGUE_IMPORT_ERRORS.duplicateSku, { row: first });
      continue;
    }
    pass.skuRows.set(sku, record.row);
    rows.push({ row: record.row, cells });
  }
  const withPictures = pass.header.has.has(PICTURES_COLUMN);
  const [existing, lookup] = await Promise.all([
    existingOf(
      db,
      rows.map((row) => row.cells.get('sku') ?? ''),
      withPictures,
    ),
    withPictures
      ? pictures.lookup(
          db,
          rows
            .filter((row) => row.cells.get('action') !== 'deactivate')
            .map((row) => row.cells.get(PICTURES_COLUMN)),
        )
      : NO_PICTURES,
  ]);
  const targets: Target[] = [];
  for (const { row, cells } of rows) {
    const target = targetOf(pass, row, cells, existing.get(cells.get('sku') ?? ''), lookup);
    if (target) targets.push(target);
  }
  return checkPaths(db, pass, targets);
}

/** Reads the file in batches, checking each (and writing it, given `trx`); the counts of the pass. */
async function runPass(
  db: Db,
  file: string,
  listener: ImportListener,
  trx: Trx | null,
  pictures: ImportPictures,
): Promise<ImportCounts> {
  const names = await loadCatalogueNames(db);
  const pass = new Pass(names);
  const rank = { next: (await lowestSalesRank(db)) + 1 };
  let rowsTotal = 0;
  let batch: { row: number; cells: string[] }[] = [];

  const flush = async () => {
    const targets = await checkBatch(db, pass, batch, pictures);
    if (trx && pass.problemCount === 0) {
      const touched = await writeBatch(trx, names, targets, rank);
      await indexProducts(trx, touched);
    }
    for (const target of targets) pass.counts[countOf(target.change)] += 1;
    await listener.rows(
      targets.map((target) => ({
        row: target.row,
        sku: target.sku,
        change: target.change,
        fields: target.fields,
      })),
    );
    // In file order; a row's own problems in the order its columns were checked.
    await listener.problems(pass.problems.splice(0).sort((a, b) => a.row - b.row));
    rowsTotal += batch.length;
    batch = [];
    await listener.progress(rowsTotal);
  };

  let seenHeader = false;
  try {
    for await (const record of records(file)) {
      if (!seenHeader) {
        readHeader(pass, record.cells);
        seenHeader = true;
        continue;
      }
      batch.push(record);
      if (batch.length >= IMPORT_BATCH) await flush();
    }
  } catch (error) {
    if (!(error instanceof Error) || !('code' in error) || !String(error.code).startsWith('CSV_'))
      throw error;
    pass.problem(rowsTotal + batch.length + 2, null, CATALOGUE_IMPORT_ERRORS.malformed, {
      reason: String(error.code),
    });
  }
  if (!seenHeader) pass.problem(1, null, CATALOGUE_IMPORT_ERRORS.header);
  await flush();
  return { rowsTotal, ...pass.counts, problems: pass.problemCount };
}

const countOf = (change: RowChange) =>
  change === 'create'
    ? 'created'
    : change === 'update'
      ? 'updated'
      : change === 'deactivate'
        ? 'deactivated'
        : 'unchanged';

/**
 * Checks every row of the file without writing: the dry run, and the first pass of a real run. Files
 * and links in `pictures` are read once, by `pictures` (a new one for each import).
 */
export function checkCatalogueCsv(
  db: Db,
  file: string,
  listener: ImportListener,
  pictures: ImportPictures = new ImportPictures({ hosts: [] }, false),
): Promise<ImportCounts> {
  return runPass(db, file, listener, null, pictures);
}

/** A problem the writing pass found that the checking pass had not: the catalogue changed meanwhile. */
export class ImportRefused extends Error {
  constructor(readonly counts: ImportCounts) {
    super('the catalogue changed while the import was checked');
  }
}

/**
 * Writes every row of a checked file in the caller's transaction, then recounts the listing facets once.
 * Throws ImportRefused (so the transaction rolls back) when a row has a problem after all.
 */
export async function applyCatalogueCsv(
  trx: Trx,
  file: string,
  listener: ImportListener,
  pictures: ImportPictures = new ImportPictures({ hosts: [] }, false),
): Promise<ImportCounts> {
  const counts = await runPass(trx, file, listener, trx, pictures);
  if (counts.problems > 0) throw new ImportRefused(counts);
  await recountListingFacets(trx);
  catalogueChanged(trx);
  return counts;
}

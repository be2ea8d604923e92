/**
 * The catalogue as CSV (docs/operations.md#importing-and-exporting): one row per product, a column per
 * field and per language. The export writes this format and the import reads it back: new SKUs are
 * made, known ones updated, nothing deleted; a dry run shows per row what would change and every
 * problem with its row and column, and a real run writes all rows or none.
 */
import { z } from 'zod';
import { PRODUCT_LIMITS, Sku, Slug } from './admin-catalogue.ts';
import { CursorQuery, freeText, page, QueryBoolean, text } from './common.ts';
import { LOCALES } from './locale-data.ts';

/** The columns of one value each, in the order the export writes them. */
export const CATALOGUE_CSV_FIELDS = [
  'sku',
  'action',
  'active',
  'brand',
  'categories',
  'vatClass',
  'weightGrams',
  'stock',
  'price',
  'basePrice',
] as const;

/** The columns written per language: `name.de`, `slug.de`, `description.de`. */
export const CATALOGUE_CSV_TEXTS = ['name', 'slug', 'description'] as const;

/**
 * The pictures, in order (the first is the card's): each a URL the shop serves (`/v1/media/…`, what the
 * export writes), a file of the import's pictures folder, or an http(s) link from an allowed host.
 */
export const CATALOGUE_CSV_PICTURES = 'pictures';

/** What joins several categories or pictures in one cell. */
export const CATALOGUE_CSV_LIST_SEPARATOR = ' | ';

/** Every column, in the export's order. */
export const CATALOGUE_CSV_COLUMNS: readonly string[] = [
  ...CATALOGUE_CSV_FIELDS,
  ...LOCALES.flatMap((locale) => CATALOGUE_CSV_TEXTS.map((field) => `${field}.${locale}`)),
  CATALOGUE_CSV_PICTURES,
];

/** The checks of single cells, as the product editor makes them. */
export const CATALOGUE_CSV_CELLS = {
  sku: Sku,
  name: text(1, PRODUCT_LIMITS.name),
  slug: Slug,
  description: freeText(0, PRODUCT_LIMITS.description),
};

/** What a row's `action` may say; empty makes or updates the product. */
export const CATALOGUE_CSV_ACTIONS = ['deactivate'] as const;

/** The problem keys an import gives besides the product editor's (CATALOGUE_ERRORS) and validation keys. */
export const CATALOGUE_IMPORT_ERRORS = {
  /** The file is not CSV as read (an unclosed quote, …): `params.reason`. */
  malformed: 'validation.csv.malformed',
  /** No header row, or one without `sku`. */
  header: 'validation.csv.header',
  unknownColumn: 'validation.csv.unknownColumn',
  duplicateColumn: 'validation.csv.duplicateColumn',
  /** A row with more cells than the header has columns. */
  cellCount: 'validation.csv.cellCount',
  /** A SKU a row above already has: `params.row`. */
  duplicateSku: 'validation.sku.duplicate',
  /** Not a decimal with a dot and at most two places, e.g. `49.90`. */
  price: 'validation.price.format',
  integer: 'validation.number.integer',
  boolean: 'validation.boolean.type',
  action: 'validation.action.unknown',
  vatClass: 'validation.vatClass.unknown',
  /** A new product needs this column (`name.en`, `brand`, `categories`, `price`). */
  required: 'validation.csv.required',
  /** English texts cannot be removed: every other language falls back to them. */
  english: 'validation.texts.english',
  /** A slug or description in a language without a name. */
  nameMissing: 'validation.text.nameMissing',
  /** `deactivate` for a SKU the catalogue does not have. */
  unknownSku: 'validation.sku.unknown',
  /** A `/v1/media/…` URL the shop stores no picture at: `params.entry`. */
  pictureUnknown: 'validation.picture.unknown',
  /** A file the pictures folder does not have: `params.entry`. */
  pictureMissing: 'validation.picture.missing',
  /** A path leading out of the pictures folder (`..`, an absolute path, a link out of it). */
  pictureOutside: 'validation.picture.outside',
  /** A file named, but the import was given no pictures folder. */
  pictureNoFolder: 'validation.picture.noFolder',
  /** A link to a host pictures are not downloaded from: `params.host`. */
  pictureHost: 'validation.picture.host',
  /** A link that did not answer with a file (`params.reason`: `status 404`, `timeout`, …). */
  pictureDownload: 'validation.picture.download',
} as const;

export const CATALOGUE_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const CatalogueImportStatus = z.enum(CATALOGUE_IMPORT_STATUSES);
export type CatalogueImportStatus = z.infer<typeof CatalogueImportStatus>;

/** `POST /v1/admin/catalogue/imports?dryRun=…`: a dry run unless `dryRun=false`. */
export const CatalogueImportQuery = z.object({ dryRun: QueryBoolean.default(true) });
export type CatalogueImportQuery = z.infer<typeof CatalogueImportQuery>;

export const CatalogueImportParams = z.object({ importId: z.uuid() });

export const CatalogueImportStarted = z
  .object({ id: z.string(), status: CatalogueImportStatus, dryRun: z.boolean() })
  .meta({ id: 'CatalogueImportStarted' });
export type CatalogueImportStarted = z.infer<typeof CatalogueImportStarted>;

/** `GET /v1/admin/catalogue/imports/{importId}`: progress, and what was (or would be) done. */
export const CatalogueImport = z
  .object({
    id: z.string(),
    status: CatalogueImportStatus,
    dryRun: z.boolean(),
    /** Rows of the file (without the header), known once the file has been read through. */
    rowsTotal: z.number().int().nullable(),
    /** Rows checked (in the writing pass of a real run: rows written). */
    rowsDone: z.number().int(),
    /** `checking` the rows, then `writing` them (a real run without problems). */
    phase: z.enum(['checking', 'writing']).nullable(),
    created: z.number().int(),
    updated: z.number().int(),
    deactivated: z.number().int(),
    unchanged: z.number().int(),
    /** Every problem found; at most the first 1,000 are kept to list. */
    problems: z.number().int(),
    /** Whether the rows were written: a real run without problems that finished. */
    applied: z.boolean(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'CatalogueImport' });
export type CatalogueImport = z.infer<typeof CatalogueImport>;

/** A problem of one row (row 1 is the header) and column; `message` is a translation key. */
export const CatalogueImportProblem = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()),
});
export type CatalogueImportProblem = z.infer<typeof CatalogueImportProblem>;
export const CatalogueImportProblemPage = page(CatalogueImportProblem).meta({
  id: 'CatalogueImportProblemPage',
});
export type CatalogueImportProblemPage = z.infer<typeof CatalogueImportProblemPage>;

export const CATALOGUE_IMPORT_CHANGES = ['create', 'update', 'deactivate', 'unchanged'] as const;

/** What a row does (or would do): the columns whose values change. */
export const CatalogueImportRow = z.object({
  row: z.number().int(),
  sku: z.string(),
  change: z.enum(CATALOGUE_IMPORT_CHANGES),
  fields: z.array(z.string()),
});
export type CatalogueImportRow = z.infer<typeof CatalogueImportRow>;
export const CatalogueImportRowPage = page(CatalogueImportRow).meta({ id: 'CatalogueImportRowPage' });
export type CatalogueImportRowPage = z.infer<typeof CatalogueImportRowPage>;

export const CatalogueImportListQuery = CursorQuery;

/** The CSV file itself, as a request or response body (`text/csv; charset=utf-8`). */
export const CatalogueCsvFile = z.string().meta({ type: 'string', format: 'binary' });

/** The largest CSV file an import takes: 100,000 products in four languages are about 60 MB. */
export const CATALOGUE_IMPORT_MAX_BYTES = 200 * 1024 * 1024;

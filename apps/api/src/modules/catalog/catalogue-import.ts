/**
 * The catalogue import from CSV (docs/operations.md#importing-and-exporting). The file is read as a
 * stream in batches of rows, twice: the first pass checks every row and collects every problem with
 * its row and column; only without any does the second pass write, in one transaction, so an import
 * writes all its rows or none. Each batch is written with a few statements per table; the search index
 * is updated per batch and the listing facets recounted once at the end. Only what uniqueness needs is
 * held for the whole file: the SKUs and slug paths seen and their rows.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { parse } from 'csv-parse';
import {
  CATALOGUE_CSV_CELLS,
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_PICTURES,
  CATALOGUE_ERRORS,
  CATALOGUE_IMPORT_ERRORS,
  DEFAULT_LOCALE,
  issuesToDetails,
  LOCALES,
  PRODUCT_LIMITS,
  slugify,
  VAT_CLASSES,
  type Locale,
  type VatClassCode,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { enqueueEvent } from '../events/service.ts';
import { lowestPriorPrice, recordPriceChanges } from '../pricing/index.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { parseFlag, parsePrice, parseWhole, splitList } from './catalogue-csv.ts';
import * as repository from './catalogue-csv-repository.ts';
import { listedIn, loadCatalogueNames, type CatalogueNames } from './catalogue-import-context.ts';
import { changePrices, pathBelow } from './catalogue-writes.ts';
import { recountListingFacets } from './listing-repository.ts';
import { lowestSalesRank } from './product-editor-repository.ts';
import { indexProducts } from './search-index.ts';
import type { ProductTable } from './tables.ts';

/** Rows checked and written together. */
export const IMPORT_BATCH = 500;

export type RowChange = 'create' | 'update' | 'deactivate' | 'unchanged';

export interface ImportProblem {
  /** The record's number in the file, the header being 1 (as a spreadsheet numbers rows). */
  row: number;
  column: string | null;
  message: string;
  params: Record<string, unknown>;
}

export interface ImportRowSummary {
  row: number;
  sku: string;
  change: RowChange;
  fields: string[];
}

export interface ImportCounts {
  rowsTotal: number;
  created: number;
  updated: number;
  deactivated: number;
  unchanged: number;
  problems: number;
}

/** What a pass tells as it goes; the job records it (catalogue-import-jobs.ts). */
export interface ImportListener {
  problems(problems: readonly ImportProblem[]): Promise<void>;
  rows(rows: readonly ImportRowSummary[]): Promise<void>;
  progress(rowsDone: number): Promise<void>;
}

interface Text {
  name: string;
  slug: string;
  description: string;
  attributes: string;
}

/** A row as it would leave the product. */
interface Target {
  row: number;
  sku: string;
  change: RowChange;
  fields: string[];
  current: Selectable<ProductTable> | undefined;
  manufacturerId: number;
  categoryIds: number[];
  vatClass: VatClassCode;
  weightGrams: number;
  stock: number;
  active: boolean;
  price: number;
  basePrice: number | null;
  texts: Map<Locale, Text>;
  /** The product's path in every language (its own where it has texts, else the English one). */
  paths: { locale: Locale; path: string }[];
  textsChanged: boolean;
  pathsChanged: boolean;
  categoriesChanged: boolean;
  priceChanged: boolean;
}

/** The columns of the header, by cell position; null for one that is ignored. */
interface Header {
  columns: (string | null)[];
  has: Set<string>;
}

const KNOWN_COLUMNS = new Set(CATALOGUE_CSV_COLUMNS);

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

/** State of one pass through the file. */
class Pass {
  readonly problems: ImportProblem[] = [];
  problemCount = 0;
  readonly counts = { created: 0, updated: 0, deactivated: 0, unchanged: 0 };
  readonly skuRows = new Map<string, number>();
  /** pathKey(locale, path) → row, for the paths rows give products in languages they have texts in. */
  readonly pathRows = new Map<number, number>();
  /**
   * pathKey('*', English path) → the row × 2^16 + a bit per language that row has texts in: in the
   * others the product's path is its English one.
   */
  readonly fallbackRows = new Map<number, number>();
  header: Header = { columns: [], has: new Set() };

  constructor(readonly names: CatalogueNames) {}

  problem(row: number, column: string | null, message: string, params: Record<string, unknown> = {}) {
    this.problems.push({ row, column, message, params });
    this.problemCount += 1;
  }
}

function readHeader(pass: Pass, cells: readonly string[]): void {
  const columns: (string | null)[] = [];
  const has = new Set<string>();
  for (const raw of cells) {
    const column = raw.trim();
    if (!KNOWN_COLUMNS.has(column)) {
      pass.problem(1, column, CATALOGUE_IMPORT_ERRORS.unknownColumn, { column });
      columns.push(null);
    } else if (has.has(column)) {
      pass.problem(1, column, CATALOGUE_IMPORT_ERRORS.duplicateColumn, { column });
      columns.push(null);
    } else {
      has.add(column);
      // Pictures are written by the export only; an import leaves a product's pictures as they are.
      columns.push(column === CATALOGUE_CSV_PICTURES ? null : column);
    }
  }
  if (!has.has('sku')) pass.problem(1, 'sku', CATALOGUE_IMPORT_ERRORS.header);
  pass.header = { columns, has };
}

type Cells = Map<string, string>;

/** A row's cells by column (trimmed); a column the header lacks is absent. */
function cellsOf(pass: Pass, row: number, cells: readonly string[]): Cells | null {
  if (cells.length > pass.header.columns.length) {
    pass.problem(row, null, CATALOGUE_IMPORT_ERRORS.cellCount, {
      expected: pass.header.columns.length,
      actual: cells.length,
    });
    return null;
  }
  const byColumn: Cells = new Map();
  pass.header.columns.forEach((column, index) => {
    if (column !== null) byColumn.set(column, (cells[index] ?? '').trim());
  });
  return byColumn;
}

/** Checks one cell with a contract schema, giving its problems at the column. */
function checked<T>(
  pass: Pass,
  row: number,
  column: string,
  schema: z.ZodType<T>,
  value: string,
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [detail] = issuesToDetails(result.error.issues);
  if (detail) pass.problem(row, column, detail.message, detail.params ?? {});
  return undefined;
}

interface Existing {
  product: Selectable<ProductTable>;
  texts: Map<Locale, Text>;
  categoryIds: number[];
}

/** The products of a batch's SKUs that the catalogue has, with their texts and chosen categories. */
async function existingOf(db: Db, skus: readonly string[]): Promise<Map<string, Existing>> {
  const products = await repository.productsBySku(db, skus);
  const ids = products.map((product) => product.id);
  const [translations, chosen] = await Promise.all([
    repository.translationsOf(db, ids),
    repository.chosenCategoriesOf(db, ids),
  ]);
  const byId = new Map<number, Existing>();
  for (const product of products) byId.set(product.id, { product, texts: new Map(), categoryIds: [] });
  for (const text of translations) {
    byId.get(text.product_id)?.texts.set(text.locale as Locale, {
      name: text.name,
      slug: text.slug,
      description: text.description,
      attributes: text.attributes,
    });
  }
  for (const link of chosen) byId.get(link.product_id)?.categoryIds.push(link.category_id);
  for (const entry of byId.values()) {
    const primary = entry.product.category_id;
    entry.categoryIds = [primary, ...entry.categoryIds.filter((id) => id !== primary)];
  }
  return new Map([...byId.values()].map((entry) => [entry.product.sku, entry]));
}

/** Works out what a row makes of its product, noting every problem; null when it cannot be worked out. */
function targetOf(pass: Pass, row: number, cells: Cells, existing: Existing | undefined): Target | null {
  const before = pass.problemCount;
  const sku = cells.get('sku') ?? '';
  const action = cells.get('action') ?? '';
  if (action !== '' && action !== 'deactivate') {
    pass.problem(row, 'action', CATALOGUE_IMPORT_ERRORS.action, { value: action });
  }
  const current = existing?.product;
  if (action === 'deactivate') {
    if (!existing || !current) {
      pass.problem(row, 'sku', CATALOGUE_IMPORT_ERRORS.unknownSku);
      return null;
    }
    const change: RowChange = current.active === 1 ? 'deactivate' : 'unchanged';
    return {
      ...keep(existing),
      row,
      sku,
      change,
      fields: change === 'deactivate' ? ['active'] : [],
      current,
      active: false,
      paths: [],
      textsChanged: false,
      pathsChanged: false,
      categoriesChanged: false,
      priceChanged: false,
    };
  }

  const given = (column: string): string | undefined => {
    const value = cells.get(column);
    return value === undefined || value === '' ? undefined : value;
  };
  const required = (column: string) => {
    if (!current) pass.problem(row, column, CATALOGUE_IMPORT_ERRORS.required, { column });
  };

  let active = current ? current.active === 1 : true;
  const activeCell = given('active');
  if (activeCell !== undefined) {
    const flag = parseFlag(activeCell);
    if (flag === null) pass.problem(row, 'active', CATALOGUE_IMPORT_ERRORS.boolean, { value: activeCell });
    else active = flag;
  }

  let manufacturerId = current?.manufacturer_id ?? 0;
  const brand = given('brand');
  if (brand === undefined) required('brand');
  else {
    const id = pass.names.brandByName.get(brand);
    if (id === undefined) pass.problem(row, 'brand', CATALOGUE_ERRORS.brandNotFound, { name: brand });
    else manufacturerId = id;
  }

  let categoryIds = existing?.categoryIds ?? [];
  const categories = given('categories');
  if (categories === undefined) required('categories');
  else {
    const ids: number[] = [];
    for (const entry of splitList(categories)) {
      const path = entry.replace(/^\/+|\/+$/g, '');
      const id = pass.names.categoryByPath.get(path);
      if (id === undefined) pass.problem(row, 'categories', CATALOGUE_ERRORS.categoryNotFound, { path });
      else if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > PRODUCT_LIMITS.categories) {
      pass.problem(row, 'categories', 'validation.array.max', { maximum: PRODUCT_LIMITS.categories });
    }
    categoryIds = ids;
  }

  let vatClass: VatClassCode = current?.vat_class ?? 'standard';
  const vat = given('vatClass');
  if (vat !== undefined) {
    if ((VAT_CLASSES as readonly string[]).includes(vat)) vatClass = vat as VatClassCode;
    else
      pass.problem(row, 'vatClass', CATALOGUE_IMPORT_ERRORS.vatClass, { value: vat, options: VAT_CLASSES });
  }

  const whole = (column: 'weightGrams' | 'stock', fallback: number, maximum: number): number => {
    const cell = given(column);
    if (cell === undefined) return fallback;
    const value = parseWhole(cell);
    if (value === null) pass.problem(row, column, CATALOGUE_IMPORT_ERRORS.integer, { value: cell });
    else if (value > maximum) pass.problem(row, column, 'validation.number.max', { maximum });
    else return value;
    return fallback;
  };
  const weightGrams = whole('weightGrams', current?.weight_grams ?? 0, PRODUCT_LIMITS.weightGrams);
  const stock = whole('stock', current?.stock ?? 0, PRODUCT_LIMITS.stock);

  let price = current?.price ?? 0;
  const priceCell = given('price');
  if (priceCell === undefined) required('price');
  else {
    const cents = parsePrice(priceCell);
    if (cents === null) pass.problem(row, 'price', CATALOGUE_IMPORT_ERRORS.price, { value: priceCell });
    else if (cents < 1) pass.problem(row, 'price', 'validation.number.min', { minimum: 1 });
    else price = cents;
  }
  let basePrice = current?.base_price ?? null;
  if (cells.has('basePrice')) {
    const cell = given('basePrice');
    basePrice = cell === undefined ? null : parsePrice(cell);
    if (cell !== undefined && basePrice === null) {
      pass.problem(row, 'basePrice', CATALOGUE_IMPORT_ERRORS.price, { value: cell });
    }
  }
  if (basePrice !== null && basePrice <= price) {
    pass.problem(row, 'basePrice', 'validation.number.min', { minimum: price + 1 });
  }

  const texts = textsOf(pass, row, cells, existing);
  if (!texts.has(DEFAULT_LOCALE) && !pass.problems.some((p) => p.row === row && p.column === 'name.en')) {
    pass.problem(row, 'name.en', CATALOGUE_IMPORT_ERRORS.required, { column: 'name.en' });
  }
  if (pass.problemCount > before) return null;

  const primary = categoryIds[0] ?? 0;
  const categoryPaths = pass.names.pathsOf.get(primary) ?? [];
  const own = new Map<Locale, string>();
  for (const [locale, text] of texts) own.set(locale, pathBelow(categoryPaths, locale, text.slug));
  const english = own.get(DEFAULT_LOCALE) ?? '';
  const paths = LOCALES.map((locale) => ({ locale, path: own.get(locale) ?? english }));

  // A new product lists the columns it is given.
  const fields = existing
    ? []
    : [...cells].flatMap(([column, value]) =>
        value === '' || column === 'sku' || column === 'action' ? [] : [column],
      );
  if (existing && current) {
    const differs = (column: string, was: unknown, now: unknown) => {
      if (was !== now) fields.push(column);
    };
    differs('active', current.active === 1, active);
    differs('brand', current.manufacturer_id, manufacturerId);
    differs('categories', existing.categoryIds.join(','), categoryIds.join(','));
    differs('vatClass', current.vat_class, vatClass);
    differs('weightGrams', current.weight_grams, weightGrams);
    differs('stock', current.stock, stock);
    differs('price', current.price, price);
    differs('basePrice', current.base_price, basePrice);
    for (const locale of LOCALES) {
      const was = existing.texts.get(locale);
      const now = texts.get(locale);
      differs(`name.${locale}`, was?.name, now?.name);
      differs(`slug.${locale}`, was?.slug, now?.slug);
      differs(`description.${locale}`, was?.description, now?.description);
    }
  }
  const textsChanged = !existing || fields.some((field) => field.includes('.'));
  const primaryChanged = !existing || existing.categoryIds[0] !== primary;
  return {
    row,
    sku,
    change: !existing ? 'create' : fields.length > 0 ? 'update' : 'unchanged',
    fields,
    current,
    manufacturerId,
    categoryIds,
    vatClass,
    weightGrams,
    stock,
    active,
    price,
    basePrice,
    texts,
    paths,
    textsChanged: textsChanged || primaryChanged,
    pathsChanged:
      primaryChanged || fields.some((field) => field.startsWith('slug.') || field.startsWith('name.')),
    categoriesChanged: !existing || fields.includes('categories'),
    priceChanged: fields.includes('price') || fields.includes('basePrice'),
  };
}

/** A product's values as they are (a `deactivate` row changes nothing else). */
function keep(existing: Existing) {
  const { product } = existing;
  return {
    manufacturerId: product.manufacturer_id,
    categoryIds: existing.categoryIds,
    vatClass: product.vat_class,
    weightGrams: product.weight_grams,
    stock: product.stock,
    price: product.price,
    basePrice: product.base_price,
    texts: existing.texts,
  };
}

/**
 * A row's texts per language: a column the file lacks keeps what the product has; an empty name removes
 * the language (not English); an empty slug is made from the name.
 */
function textsOf(pass: Pass, row: number, cells: Cells, existing: Existing | undefined): Map<Locale, Text> {
  const texts = new Map<Locale, Text>();
  for (const locale of LOCALES) {
    const was = existing?.texts.get(locale);
    const nameCell = cells.get(`name.${locale}`);
    const slugCell = cells.get(`slug.${locale}`);
    const descriptionCell = cells.get(`description.${locale}`);
    if (nameCell === '' || (nameCell === undefined && !was)) {
      if (locale === DEFAULT_LOCALE && nameCell === '' && existing) {
        pass.problem(row, `name.${locale}`, CATALOGUE_IMPORT_ERRORS.english);
      } else if (slugCell || descriptionCell) {
        pass.problem(row, `name.${locale}`, CATALOGUE_IMPORT_ERRORS.nameMissing);
      }
      continue;
    }
    const name =
      nameCell === undefined
        ? was?.name
        : checked(pass, row, `name.${locale}`, CATALOGUE_CSV_CELLS.name, nameCell);
    if (name === undefined) continue;
    let slug = slugCell === undefined ? (was?.slug ?? slugify(name, locale)) : slugCell;
    if (slugCell === '') slug = slugify(name, locale);
    else if (slugCell !== undefined) {
      slug = checked(pass, row, `slug.${locale}`, CATALOGUE_CSV_CELLS.slug, slugCell) ?? '';
      if (slug === '') continue;
    }
    if (slug === '') {
      pass.problem(row, `slug.${locale}`, 'validation.slug.format');
      continue;
    }
    const description =
      descriptionCell === undefined
        ? (was?.description ?? '')
        : checked(pass, row, `description.${locale}`, CATALOGUE_CSV_CELLS.description, descriptionCell);
    if (description === undefined) continue;
    texts.set(locale, { name, slug, description, attributes: was?.attributes ?? '[]' });
  }
  return texts;
}

/**
 * A 53-bit digest of a path in a language: the paths a file gives are held as numbers, not strings, so
 * 100,000 products in several languages take a few MB. Two paths share one with a chance of about
 * 1 in 10^5 per 10^6 paths, which would show as a slug taken where it is not.
 */
function pathKey(locale: string, path: string): number {
  const digest = createHash('sha1').update(locale).update('\u0000').update(path).digest();
  return digest.readUInt32BE(0) * 2 ** 21 + (digest.readUInt32BE(4) >>> 11);
}

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
    const english = target.paths.find((entry) => entry.locale === DEFAULT_LOCALE)?.path ?? '';
    const fallback = pass.fallbackRows.get(pathKey('*', english));
    let locales = 0;
    for (const locale of target.texts.keys()) {
      locales |= localeBit(locale);
      const path = target.paths.find((entry) => entry.locale === locale)?.path ?? '';
      const key = pathKey(locale, path);
      const other = pass.pathRows.get(key);
      const fallbackOther = path === english ? undefined : pass.fallbackRows.get(pathKey('*', path));
      if (other !== undefined) refuse(target, locale, { row: other });
      else if (fallbackOther !== undefined && (fallbackOther & localeBit(locale)) === 0) {
        refuse(target, locale, { row: Math.floor(fallbackOther / 2 ** 16) });
      } else pass.pathRows.set(key, target.row);
    }
    for (const locale of LOCALES) {
      if ((locales & localeBit(locale)) !== 0) continue;
      const other = pass.pathRows.get(pathKey(locale, english));
      if (other !== undefined) refuse(target, DEFAULT_LOCALE, { row: other });
    }
    if (fallback === undefined) pass.fallbackRows.set(pathKey('*', english), target.row * 2 ** 16 + locales);
  }
  for (const locale of LOCALES) {
    const wanted = new Map<string, Target>();
    for (const target of moving) {
      const path = target.paths.find((entry) => entry.locale === locale)?.path;
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

/** Checks a batch of records; the targets of the rows without problems. */
async function checkBatch(
  db: Db,
  pass: Pass,
  batch: readonly { row: number; cells: string[] }[],
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
  const existing = await existingOf(
    db,
    rows.map((row) => row.cells.get('sku') ?? ''),
  );
  const targets: Target[] = [];
  for (const { row, cells } of rows) {
    const target = targetOf(pass, row, cells, existing.get(cells.get('sku') ?? ''));
    if (target) targets.push(target);
  }
  return checkPaths(db, pass, targets);
}

/** Writes a batch of checked rows; the products whose searchable texts changed. */
async function writeBatch(
  trx: Trx,
  names: CatalogueNames,
  targets: readonly Target[],
  rank: { next: number },
) {
  const at = new Date().toISOString();
  const creates = targets.filter((target) => target.change === 'create');
  const updates = targets.filter((target) => target.change === 'update');
  const deactivations = targets.filter((target) => target.change === 'deactivate');

  const rankOf = new Map(creates.map((target) => [target.sku, rank.next++]));
  const created = await repository.insertProducts(
    trx,
    creates.map((target) => ({
      sku: target.sku,
      manufacturer_id: target.manufacturerId,
      category_id: target.categoryIds[0] ?? 0,
      price: target.price,
      base_price: target.basePrice,
      // Reduced from its first day, it was never sold for less than its base price.
      lowest_prior_price: lowestPriorPrice([
        { price: target.price, basePrice: target.basePrice, validFrom: at },
      ]),
      vat_class: target.vatClass,
      stock: target.stock,
      weight_grams: target.weightGrams,
      active: target.active ? 1 : 0,
      // A new product sells least until its sales say otherwise.
      sales_rank: rankOf.get(target.sku) ?? rank.next,
      created_at: at,
      updated_at: at,
    })),
  );
  const idOfSku = new Map(created.map((row) => [row.sku, row.id]));
  const idOf = (target: Target) => target.current?.id ?? idOfSku.get(target.sku) ?? 0;
  await recordPriceChanges(
    trx,
    creates.map((target) => ({
      productId: idOf(target),
      price: target.price,
      basePrice: target.basePrice,
      at,
    })),
  );

  for (const target of updates) {
    await repository.updateProduct(trx, idOf(target), {
      manufacturer_id: target.manufacturerId,
      category_id: target.categoryIds[0] ?? 0,
      vat_class: target.vatClass,
      weight_grams: target.weightGrams,
      stock: target.stock,
      active: target.active ? 1 : 0,
      updated_at: at,
    });
    if ((target.current?.stock ?? 0) <= 0 && target.stock > 0) {
      await enqueueEvent(trx, 'product.restocked', { productId: idOf(target) });
    }
  }
  await changePrices(
    trx,
    updates
      .filter((target) => target.priceChanged)
      .map((target) => ({ productId: idOf(target), price: target.price, basePrice: target.basePrice, at })),
    { recountFacets: false },
  );
  await repository.deactivateProducts(trx, deactivations.map(idOf), at);

  const written = [...creates, ...updates];
  const retexted = written.filter((target) => target.textsChanged);
  await repository.replaceTranslationsOf(
    trx,
    retexted.map(idOf),
    retexted.flatMap((target) =>
      [...target.texts].map(([locale, text]) => ({
        product_id: idOf(target),
        locale,
        ...text,
        path: target.paths.find((entry) => entry.locale === locale)?.path ?? '',
      })),
    ),
  );

  const moved = written.filter((target) => target.pathsChanged);
  const before = await repository.productPathsOf(trx, moved.filter((target) => target.current).map(idOf));
  const newPaths = moved.flatMap((target) =>
    target.paths.map((entry) => ({ ...entry, entity_id: idOf(target) })),
  );
  const now = new Set(newPaths.map((entry) => `${entry.entity_id}\u0000${entry.locale}\u0000${entry.path}`));
  const left = before.filter(
    (entry) => !now.has(`${entry.entity_id}\u0000${entry.locale}\u0000${entry.path}`),
  );
  await repository.replaceProductPaths(trx, moved.map(idOf), newPaths, left, at);

  const relinked = written.filter((target) => target.categoriesChanged);
  await repository.replaceCategoryLinksOf(
    trx,
    relinked.map(idOf),
    relinked.flatMap((target) =>
      listedIn(names, target.categoryIds).map((link) => ({
        category_id: link.categoryId,
        product_id: idOf(target),
        sales_rank: target.current?.sales_rank ?? rankOf.get(target.sku) ?? rank.next,
        price: target.price,
        created_at: target.current?.created_at ?? at,
        chosen: link.chosen ? 1 : 0,
      })),
    ),
  );
  return retexted.map(idOf);
}

/** Reads the file in batches, checking each (and writing it, given `trx`); the counts of the pass. */
async function runPass(
  db: Db,
  file: string,
  listener: ImportListener,
  trx: Trx | null,
): Promise<ImportCounts> {
  const names = await loadCatalogueNames(db);
  const pass = new Pass(names);
  const rank = { next: (await lowestSalesRank(db)) + 1 };
  let rowsTotal = 0;
  let batch: { row: number; cells: string[] }[] = [];

  const flush = async () => {
    const targets = await checkBatch(db, pass, batch);
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

/** Checks every row of the file without writing: the dry run, and the first pass of a real run. */
export function checkCatalogueCsv(db: Db, file: string, listener: ImportListener): Promise<ImportCounts> {
  return runPass(db, file, listener, null);
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
): Promise<ImportCounts> {
  const counts = await runPass(trx, file, listener, trx);
  if (counts.problems > 0) throw new ImportRefused(counts);
  await recountListingFacets(trx);
  catalogueChanged(trx);
  return counts;
}

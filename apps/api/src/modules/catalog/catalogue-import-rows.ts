/**
 * One row of a catalogue CSV import (docs/operations.md#importing-and-exporting): its cells read by the
 * header, checked one by one with the product editor's bounds, and worked out into what the product
 * would become, every problem noted with its row and column.
 */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  CATALOGUE_CSV_CELLS,
  CATALOGUE_CSV_COLUMNS,
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
import { parseFlag, parsePrice, parseWhole, splitList } from './catalogue-csv.ts';
import * as repository from './catalogue-csv-repository.ts';
import type { CatalogueNames } from './catalogue-import-context.ts';
import {
  PICTURES_COLUMN,
  picturesOfRow,
  type PictureChoice,
  type PictureLookup,
  type ShownPicture,
} from './catalogue-import-pictures.ts';
import { pathBelow } from './catalogue-writes.ts';
import type { ProductTable } from './tables.ts';

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

export interface Text {
  name: string;
  slug: string;
  description: string;
  attributes: string;
}

/** A row as it would leave the product. */
export interface Target {
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
  /** The pictures the row gives, in order; null keeps the product's. */
  pictures: PictureChoice[] | null;
  picturesChanged: boolean;
}

/** The columns of the header, by cell position; null for one that is ignored. */
export interface Header {
  columns: (string | null)[];
  has: Set<string>;
}

export const KNOWN_COLUMNS = new Set(CATALOGUE_CSV_COLUMNS);

/** State of one pass through the file. */
export class Pass {
  readonly problems: ImportProblem[] = [];
  problemCount = 0;
  readonly counts = { created: 0, updated: 0, deactivated: 0, unchanged: 0 };
  readonly skuRows = new Map<string, number>();
  /**
   * pathKey('*', English path) → the row × 2^16 + a bit per language that row has texts in: in the
   * others the product's path is its English one.
   */
  readonly fallbackRows = new Map<number, number>();
  /**
   * pathKey('', path) → the first row × 2^16 + a bit per language rows give that path in (as their
   * own, not the English fallback): two rows may not give one path in one language.
   */
  readonly givenPaths = new Map<number, number>();
  header: Header = { columns: [], has: new Set() };

  constructor(readonly names: CatalogueNames) {}

  problem(row: number, column: string | null, message: string, params: Record<string, unknown> = {}) {
    this.problems.push({ row, column, message, params });
    this.problemCount += 1;
  }
}

export function readHeader(pass: Pass, cells: readonly string[]): void {
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
      columns.push(column);
    }
  }
  if (!has.has('sku')) pass.problem(1, 'sku', CATALOGUE_IMPORT_ERRORS.header);
  pass.header = { columns, has };
}

export type Cells = Map<string, string>;

/** A row's cells by column (trimmed); a column the header lacks is absent. */
export function cellsOf(pass: Pass, row: number, cells: readonly string[]): Cells | null {
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
export function checked<T>(
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

export interface Existing {
  product: Selectable<ProductTable>;
  texts: Map<Locale, Text>;
  categoryIds: number[];
  /** Loaded only when the file has a `pictures` column. */
  pictures: ShownPicture[];
}

/**
 * The products of a batch's SKUs that the catalogue has, with their texts and chosen categories (and
 * their pictures, `withPictures`).
 */
export async function existingOf(
  db: Db,
  skus: readonly string[],
  withPictures: boolean,
): Promise<Map<string, Existing>> {
  const products = await repository.productsBySku(db, skus);
  const ids = products.map((product) => product.id);
  const [translations, chosen, shown] = await Promise.all([
    repository.translationsOf(db, ids),
    repository.chosenCategoriesOf(db, ids),
    withPictures ? repository.shownPicturesOf(db, ids) : [],
  ]);
  const byId = new Map<number, Existing>();
  for (const product of products) {
    byId.set(product.id, { product, texts: new Map(), categoryIds: [], pictures: [] });
  }
  const pictureOf = new Map<number, ShownPicture>();
  for (const row of shown) {
    let picture = pictureOf.get(row.id);
    if (!picture) {
      picture = { mediaId: row.media_id, alts: [] };
      pictureOf.set(row.id, picture);
      byId.get(row.product_id)?.pictures.push(picture);
    }
    if (row.locale !== null && row.alt !== null) picture.alts.push({ locale: row.locale, alt: row.alt });
  }
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
export function targetOf(
  pass: Pass,
  row: number,
  cells: Cells,
  existing: Existing | undefined,
  lookup: PictureLookup,
): Target | null {
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
      pictures: null,
      picturesChanged: false,
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
  const pictures = picturesOfRow(
    cells.get(PICTURES_COLUMN),
    lookup,
    existing?.pictures ?? [],
    (message, params) => pass.problem(row, PICTURES_COLUMN, message, params),
  );
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
    if (pictures !== null) {
      const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id).join(',');
      differs(
        PICTURES_COLUMN,
        ids(existing.pictures.map((picture) => ({ id: picture.mediaId }))),
        ids(pictures.map((choice) => choice.media)),
      );
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
    pictures,
    picturesChanged: pictures !== null && fields.includes(PICTURES_COLUMN),
  };
}

/** A product's values as they are (a `deactivate` row changes nothing else). */
export function keep(existing: Existing) {
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
export function textsOf(
  pass: Pass,
  row: number,
  cells: Cells,
  existing: Existing | undefined,
): Map<Locale, Text> {
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

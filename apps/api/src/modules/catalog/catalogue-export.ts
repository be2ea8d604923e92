/**
 * The catalogue as CSV (docs/operations.md#importing-and-exporting), read in keyset pages of products
 * so the export never holds more than one page, however large the catalogue.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_PICTURES,
  CATALOGUE_CSV_TEXTS,
  LOCALES,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { formatPrice, joinList } from './catalogue-csv.ts';
import * as repository from './catalogue-csv-repository.ts';
import { loadCatalogueNames } from './catalogue-import-context.ts';

/** Products per page read. */
const PAGE = 500;

/** The rows of the export, header first, each as its cells. */
export async function* catalogueCsvRows(db: Db): AsyncGenerator<string[]> {
  yield [...CATALOGUE_CSV_COLUMNS];
  const names = await loadCatalogueNames(db);
  let afterId = 0;
  for (;;) {
    const products = await repository.productPage(db, afterId, PAGE);
    if (products.length === 0) return;
    const ids = products.map((product) => product.id);
    const [translations, chosen, pictures] = await Promise.all([
      repository.translationsOf(db, ids),
      repository.chosenCategoriesOf(db, ids),
      repository.picturesOf(db, ids),
    ]);
    const texts = groupBy(translations, (row) => row.product_id);
    const categories = groupBy(chosen, (row) => row.product_id);
    const urls = groupBy(pictures, (row) => row.product_id);
    for (const product of products) {
      const own = new Map((texts.get(product.id) ?? []).map((text) => [text.locale, text]));
      const categoryIds = (categories.get(product.id) ?? []).map((row) => row.category_id);
      // The primary category first: its path prefixes the product's.
      const ordered = [product.category_id, ...categoryIds.filter((id) => id !== product.category_id)];
      const cells: Record<string, string> = {
        sku: product.sku,
        action: '',
        active: product.active === 1 ? 'true' : 'false',
        brand: names.brandName.get(product.manufacturer_id) ?? '',
        categories: joinList(ordered.map((id) => names.categoryPath.get(id) ?? '')),
        vatClass: product.vat_class,
        weightGrams: String(product.weight_grams),
        stock: String(product.stock),
        price: formatPrice(product.price),
        basePrice: product.base_price === null ? '' : formatPrice(product.base_price),
        [CATALOGUE_CSV_PICTURES]: joinList((urls.get(product.id) ?? []).map((row) => row.url)),
      };
      for (const locale of LOCALES) {
        const text = own.get(locale);
        for (const field of CATALOGUE_CSV_TEXTS) cells[`${field}.${locale}`] = text ? text[field] : '';
      }
      yield CATALOGUE_CSV_COLUMNS.map((column) => cells[column] ?? '');
    }
    afterId = ids[ids.length - 1] ?? afterId;
  }
}

/** The export as a UTF-8 CSV stream (RFC 4180: quoted where needed, CRLF line ends). */
export function catalogueCsv(db: Db): Readable {
  return Readable.from(catalogueCsvRows(db)).pipe(stringify({ record_delimiter: 'windows' }));
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

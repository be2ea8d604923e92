import {
  type CatalogMoved,
  isLocale,
  type Alternate,
  type CatalogPage,
  type CategoryDetail,
  type CategorySummary,
  type Image,
  type ListingQuery,
  type Locale,
  type ManufacturerDetail,
  type Menu,
  type MenuCategory,
  type ProductCard,
  type ProductDetail,
  type SearchResult,
  type SearchSuggestions,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { inLocale } from '../../db/translation.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { activePromotionsOfProduct } from '../promotions/index.ts';
import { categoryIdsOf, loadCards, money, stockState } from './cards.ts';
import { cachedValue, catalogueCaches } from './catalogue-cache.ts';
import { listProducts } from './listing.ts';
import { ratingOfSortKey } from './rating-key.ts';
import { redirectTarget } from './product-editor-repository.ts';
import * as repository from './repository.ts';
import { queryWords } from './search.ts';
import { nameFits, spellingAlternatives } from './search-suggestions.ts';

function alternates(rows: readonly { locale: string; path: string }[]): Alternate[] {
  return rows.flatMap((row) => (isLocale(row.locale) ? [{ locale: row.locale, path: row.path }] : []));
}

function image(url: string | null, width: number | null, height: number | null, alt: string): Image | null {
  return url === null ? null : { url, alt, width: width ?? 0, height: height ?? 0 };
}

function categorySummary(row: repository.CategoryRow): CategorySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    path: row.path,
    image: image(row.image_url, row.image_width, row.image_height, row.name),
  };
}

/** The ancestors of a category or product path, outermost first, named in `locale`. */
async function breadcrumbs(db: Db, locale: Locale, categoryPath: string) {
  const parts = categoryPath.split('/');
  const prefixes = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  const named = new Map(
    (await repository.categoryNamesByPath(db, locale, prefixes)).map((row) => [row.path, row.name]),
  );
  return prefixes.flatMap((path) => {
    const name = named.get(path);
    return name === undefined ? [] : [{ name, path }];
  });
}

export async function categoryDetail(db: Db, locale: Locale, id: number): Promise<CategoryDetail> {
  const detail = await cachedValue(catalogueCaches(db)?.categories, `${locale} ${id}`, () =>
    readCategoryDetail(db, locale, id),
  );
  if (!detail) throw new NotFound('error.category.notFound');
  return detail;
}

async function readCategoryDetail(db: Db, locale: Locale, id: number): Promise<CategoryDetail | null> {
  const [row, children, paths] = await Promise.all([
    repository.category(db, locale, id),
    repository.childCategories(db, locale, id),
    repository.pathsOf(db, 'category', id),
  ]);
  if (!row) return null;
  return {
    ...categorySummary(row),
    breadcrumbs: await breadcrumbs(db, locale, row.path),
    children: children.map(categorySummary),
    alternates: alternates(paths),
  };
}

/** What a product page shows besides price, stock and promotions: kept in the catalogue cache. */
export type ProductDressing = Omit<
  ProductDetail,
  'id' | 'sku' | 'price' | 'stock' | 'weightGrams' | 'promotions' | 'updatedAt' | 'rating'
>;

export async function productDetail(db: Db, locale: Locale, id: number): Promise<ProductDetail> {
  const product = await repository.productById(db, id);
  if (!product) throw new NotFound('error.product.notFound');
  const [dressing, categoryIds] = await Promise.all([
    cachedValue(catalogueCaches(db)?.products, `${locale} ${id}`, () =>
      readProductDressing(db, locale, product),
    ),
    categoryIdsOf(db, [id]),
  ]);
  if (!dressing) throw new NotFound('error.product.notFound');
  const promotions = await activePromotionsOfProduct(db, locale, {
    id,
    manufacturerId: product.manufacturer_id,
    categoryIds: categoryIds.get(id) ?? [],
  });
  return {
    id: product.id,
    sku: product.sku,
    ...dressing,
    price: money(product.price, product.base_price, product.lowest_prior_price),
    stock: stockState(product.stock),
    weightGrams: product.weight_grams,
    promotions,
    updatedAt: product.updated_at,
    rating: ratingOfSortKey(product.rating_sort),
  };
}

/** Texts, gallery and paths of a product; its category and brand from their own (cached) pages. */
async function readProductDressing(
  db: Db,
  locale: Locale,
  product: { id: number; manufacturer_id: number; category_id: number },
): Promise<ProductDressing | null> {
  const [{ texts, paths }, images, manufacturer, category] = await Promise.all([
    repository.productPathsAndTexts(db, product.id, locale),
    repository.productImages(db, product.id, locale),
    manufacturerDetail(db, locale, product.manufacturer_id).catch(notFoundAsNull),
    categoryDetail(db, locale, product.category_id).catch(notFoundAsNull),
  ]);
  const text = inLocale(texts, locale, (row) => row.product_id).get(product.id);
  if (!text || !manufacturer || !category) return null;
  const gallery = images.map((row) => ({
    url: row.url,
    // The merchant's words for what the picture shows, else what it is.
    alt: row.alt ?? text.name,
    width: row.width,
    height: row.height,
  }));
  return {
    name: text.name,
    description: text.description,
    path: text.path,
    image: gallery[0] ?? null,
    images: gallery,
    manufacturer: { id: manufacturer.id, name: manufacturer.name, path: manufacturer.path },
    attributes: JSON.parse(text.attributes) as { name: string; value: string }[],
    category: { id: category.id, name: category.name, path: category.path },
    // The category's own breadcrumbs end with the category: the product's trail.
    breadcrumbs: category.breadcrumbs,
    alternates: alternates(paths),
  };
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof NotFound) return null;
  throw error;
}

async function manufacturerDetail(db: Db, locale: Locale, id: number): Promise<ManufacturerDetail> {
  const detail = await cachedValue(catalogueCaches(db)?.brands, `${locale} ${id}`, () =>
    readManufacturerDetail(db, locale, id),
  );
  if (!detail) throw new NotFound('error.manufacturer.notFound');
  return detail;
}

async function readManufacturerDetail(
  db: Db,
  locale: Locale,
  id: number,
): Promise<ManufacturerDetail | null> {
  const [row, paths] = await Promise.all([
    repository.manufacturer(db, locale, id),
    repository.pathsOf(db, 'manufacturer', id),
  ]);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    path: row.path,
    logo: image(row.logo_url, row.logo_width, row.logo_height, row.name),
    productCount: Number(row.product_count ?? 0),
    alternates: alternates(paths),
  };
}

/** Normalises a requested path: no surrounding slashes, no empty segments. */
export function normalisePath(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .join('/')
    .toLowerCase();
}

/**
 * Resolves a localised shop path to a category (with its listing), a product or a brand page, or for a
 * path something left, where it is now.
 */
export async function resolvePath(
  db: Db,
  locale: Locale,
  rawPath: string,
  query: ListingQuery,
): Promise<CatalogPage | CatalogMoved> {
  // Fastify has decoded the path once; a second decode would turn `100%25-cotton` into nonsense.
  const path = normalisePath(rawPath);
  const entry = await cachedValue(catalogueCaches(db)?.paths, `${locale} ${path}`, () =>
    repository.pathEntry(db, locale, path),
  );
  if (!entry) {
    // A path left by a slug change (or its category's) still leads to what was there.
    const moved = await redirectTarget(db, locale, path);
    if (moved) return { kind: 'moved', path: moved.path };
    throw new NotFound('error.page.notFound');
  }
  switch (entry.kind) {
    case 'category': {
      const [category, listing] = await Promise.all([
        categoryDetail(db, locale, entry.entity_id),
        listProducts(db, locale, { kind: 'category', categoryId: entry.entity_id }, query),
      ]);
      return { kind: 'category', category, listing };
    }
    case 'product':
      return { kind: 'product', product: await productDetail(db, locale, entry.entity_id) };
    case 'manufacturer': {
      const [manufacturer, listing] = await Promise.all([
        manufacturerDetail(db, locale, entry.entity_id),
        listProducts(db, locale, { kind: 'manufacturer', manufacturerId: entry.entity_id }, query),
      ]);
      return { kind: 'manufacturer', manufacturer, listing };
    }
    case 'brands':
      return { kind: 'brands', path, alternates: alternates(await repository.pathsOf(db, 'brands', 0)) };
  }
}

/** The category tree for the header menu, `depth` levels deep, in menu order, and the brands index. */
export async function menu(db: Db, locale: Locale, depth: number): Promise<Menu> {
  const [rows, brands] = await Promise.all([
    repository.categoriesToDepth(db, locale, depth),
    repository.pathsOf(db, 'brands', 0),
  ]);
  const brandsPath = inLocale(brands, locale, () => 0).get(0)?.path ?? 'brands';
  const nodes = new Map<number, MenuCategory>();
  const roots: MenuCategory[] = [];
  for (const row of rows) {
    const node: MenuCategory = { ...categorySummary(row), children: [] };
    nodes.set(row.id, node);
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else if (row.parent_id === null) roots.push(node);
  }
  return { items: roots, brandsPath };
}

/** Manufacturers by name, cursor-paged. */
export async function manufacturers(db: Db, locale: Locale, cursor: string | undefined, limit: number) {
  const after = cursor ? decodeCursor(cursor, ['string', 'number']) : null;
  const rows = await repository.manufacturersByName(db, locale, after, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      path: row.path,
      logo: image(row.logo_url, row.logo_width, row.logo_height, row.name),
      productCount: Number(row.product_count ?? 0),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor([last.name, last.id]) : null,
  };
}

/** Categories a search that found nothing may have meant, most specific first. */
const SUGGESTED_CATEGORIES_MAX = 4;

/** A search with its listing; when nothing matched, categories named like its words and near spellings. */
export async function searchCatalog(
  db: Db,
  locale: Locale,
  query: string,
  filters: ListingQuery,
): Promise<SearchResult> {
  const listing = await listProducts(db, locale, { kind: 'search', query }, filters);
  // Facets come from every match before filters: none means the words found nothing at all.
  const suggestions: SearchSuggestions =
    listing.facets.manufacturers.length === 0
      ? await searchSuggestions(db, locale, query)
      : { categories: [], queries: [] };
  return { ...listing, query, suggestions };
}

async function searchSuggestions(db: Db, locale: Locale, query: string): Promise<SearchSuggestions> {
  const [words, categories, queries] = await Promise.all([
    queryWords(db, locale, query),
    repository.categoriesDeepestFirst(db, locale),
    spellingAlternatives(db, locale, query),
  ]);
  return {
    categories: categories
      .filter((category) => nameFits(locale, category.name, words))
      .slice(0, SUGGESTED_CATEGORIES_MAX)
      .map((category) => ({ name: category.name, path: category.path })),
    queries,
  };
}

/** Cards of active products in best-seller order, narrowed down by the filter. */
export async function bestSellers(
  db: Db,
  locale: Locale,
  filter: repository.BestSellerFilter,
  limit: number,
): Promise<ProductCard[]> {
  return loadCards(db, locale, await repository.bestSellerIds(db, filter, limit));
}

/** Where an active product sits in the catalogue: its category, that category's parent, its maker. */
export async function productPlacement(db: Db, productId: number) {
  const row = await repository.productPlacement(db, productId);
  if (!row) throw new NotFound('error.product.notFound');
  return {
    id: row.id,
    categoryId: row.category_id,
    parentCategoryId: row.parent_id,
    manufacturerId: row.manufacturer_id,
  };
}

/** The given active categories' names and paths in `locale`, in the order of `ids`, for links to them. */
export async function categoryLinks(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<{ id: number; name: string; path: string }[]> {
  const rows = new Map((await repository.categoryPaths(db, locale, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ id, name: row.name, path: row.path }] : [];
  });
}

/** The given manufacturers' names and paths in `locale`, by name, for links to their pages. */
export async function manufacturerLinks(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<{ id: number; name: string; path: string }[]> {
  const rows = await repository.manufacturersByIds(db, locale, ids);
  return rows.map((row) => ({ id: row.id, name: row.name, path: row.path }));
}

/** The path of each of the given categories in `locale`, for links to them. */
export async function categoryPaths(
  db: Db,
  locale: Locale,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const rows = await repository.categoryPaths(db, locale, ids);
  return new Map(rows.map((row) => [row.id, row.path]));
}

/**
 * Takes stock for a sale inside the caller's transaction: false when fewer than `quantity` units are
 * left, and then nothing is taken. Quantities are subtracted, never looped.
 */
export function takeStock(trx: Trx, productId: number, quantity: number): Promise<boolean> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError(`quantity ${quantity}`);
  return repository.takeStock(trx, productId, quantity, new Date().toISOString());
}

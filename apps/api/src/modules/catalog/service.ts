import {
  DEFAULT_LOCALE,
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
  type ProductDetail,
  type SearchResult,
  type SearchSuggestions,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { money, stockState } from './cards.ts';
import { listProducts } from './listing.ts';
import { offerOfPromotion } from '../promotions/service.ts';
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
  const [row, children, paths] = await Promise.all([
    repository.categoriesQuery(db, locale).where('c.id', '=', id).executeTakeFirst(),
    repository.categoriesQuery(db, locale).where('c.parent_id', '=', id).orderBy('c.position').execute(),
    repository.pathsOf(db, 'category', id),
  ]);
  if (!row) throw new NotFound('error.category.notFound');
  return {
    ...categorySummary(row),
    breadcrumbs: await breadcrumbs(db, locale, row.path),
    children: children.map(categorySummary),
    alternates: alternates(paths),
  };
}

export async function productDetail(db: Db, locale: Locale, id: number): Promise<ProductDetail> {
  const product = await repository.productById(db, id);
  if (!product) throw new NotFound('error.product.notFound');
  const now = new Date().toISOString();
  const [texts, images, paths, manufacturer, category, promotions] = await Promise.all([
    repository.productTexts(db, id, locale),
    repository.productImages(db, id),
    repository.pathsOf(db, 'product', id),
    repository
      .manufacturersQuery(db, locale)
      .where('m.id', '=', product.manufacturer_id)
      .executeTakeFirstOrThrow(),
    repository.categoriesQuery(db, locale).where('c.id', '=', product.category_id).executeTakeFirstOrThrow(),
    repository.activePromotionsOfProduct(db, id, locale, now),
  ]);
  const text =
    texts.find((row) => row.locale === locale) ?? texts.find((row) => row.locale === DEFAULT_LOCALE);
  if (!text) throw new NotFound('error.product.notFound');
  const gallery = images.map((row) => ({
    url: row.url,
    alt: text.name,
    width: row.width,
    height: row.height,
  }));
  return {
    id: product.id,
    sku: product.sku,
    name: text.name,
    description: text.description,
    path: text.path,
    price: money(product.price, product.base_price),
    stock: stockState(product.stock),
    image: gallery[0] ?? null,
    images: gallery,
    manufacturer: { id: manufacturer.id, name: manufacturer.name, path: manufacturer.path },
    attributes: JSON.parse(text.attributes) as { name: string; value: string }[],
    weightGrams: product.weight_grams,
    category: { id: category.id, name: category.name, path: category.path },
    breadcrumbs: await breadcrumbs(db, locale, category.path),
    alternates: alternates(paths),
    promotions: promotions.map((promotion) => ({
      slug: promotion.slug,
      name: promotion.name,
      ...offerOfPromotion(promotion),
    })),
    updatedAt: product.updated_at,
  };
}

async function manufacturerDetail(db: Db, locale: Locale, id: number): Promise<ManufacturerDetail> {
  const [row, paths] = await Promise.all([
    repository.manufacturersQuery(db, locale).where('m.id', '=', id).executeTakeFirst(),
    repository.pathsOf(db, 'manufacturer', id),
  ]);
  if (!row) throw new NotFound('error.manufacturer.notFound');
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    path: row.path,
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

/** Resolves a localised shop path to a category (with its listing), a product or a brand page. */
export async function resolvePath(
  db: Db,
  locale: Locale,
  rawPath: string,
  query: ListingQuery,
): Promise<CatalogPage> {
  // Fastify has decoded the path once; a second decode would turn `100%25-cotton` into nonsense.
  const path = normalisePath(rawPath);
  const entry = await repository.pathEntry(db, locale, path);
  if (!entry) throw new NotFound('error.page.notFound');
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
    repository
      .categoriesQuery(db, locale)
      .where('c.depth', '<', depth)
      .orderBy('c.depth')
      .orderBy('c.position')
      .execute(),
    repository.pathsOf(db, 'brands', 0),
  ]);
  const brandsPath =
    brands.find((row) => row.locale === locale)?.path ??
    brands.find((row) => row.locale === DEFAULT_LOCALE)?.path ??
    'brands';
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
  let query = repository
    .manufacturersQuery(db, locale)
    .orderBy('m.name')
    .orderBy('m.id')
    .limit(limit + 1);
  if (cursor) {
    const [name, id] = decodeCursor(cursor, ['string', 'number']);
    query = query.where((eb) => eb(eb.refTuple('m.name', 'm.id'), '>', eb.tuple(name, id)));
  }
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      path: row.path,
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
    repository.categoriesQuery(db, locale).orderBy('c.depth', 'desc').orderBy('c.position').execute(),
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

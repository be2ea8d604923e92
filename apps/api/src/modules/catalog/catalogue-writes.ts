/**
 * Adding to the catalogue: categories, manufacturers and products, with their texts, paths, category
 * links and search words written together, so what is added is at once listable, searchable and
 * reachable by its path. Changing prices: every price goes into the price history first.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { currentPrices, lowestPriorPrice, recordPriceChanges, type PriceChange } from '../pricing/index.ts';
import * as repository from './catalogue-write-repository.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { ratingSortKey } from './rating-key.ts';
import { recountListingFacets } from './listing-repository.ts';
import { refreshListingFacets } from './listing.ts';
import { indexProducts } from './search-index.ts';
import type { VatClass } from './tables.ts';

/** Texts of a catalogue entry by language: English is required, the others fall back to it. */
export type CatalogTexts<T> = { en: T } & Partial<Record<Locale, T>>;

export interface CatalogImage {
  url: string;
  width: number;
  height: number;
}

function textsByLocale<T>(texts: CatalogTexts<T>): [Locale, T][] {
  return LOCALES.flatMap((locale): [Locale, T][] => {
    const text = texts[locale];
    return text === undefined ? [] : [[locale, text]];
  });
}

/** The path of an entry below a parent page in `locale`: the parent's path there (else in English), then the slug. */
export function pathBelow(
  parentPaths: readonly { locale: string; path: string }[],
  locale: Locale,
  slug: string,
) {
  const parent =
    parentPaths.find((entry) => entry.locale === locale) ??
    parentPaths.find((entry) => entry.locale === DEFAULT_LOCALE);
  return parent ? `${parent.path}/${slug}` : slug;
}

/**
 * The shop paths of an entry in every language: its own where it has a text, else the English one,
 * which is where its links point in that language (texts fall back to English).
 */
export function everyLanguagePaths(
  translations: readonly { locale: string; path: string }[],
): { locale: Locale; path: string }[] {
  const english = translations.find((row) => row.locale === DEFAULT_LOCALE)?.path ?? '';
  return LOCALES.map((locale) => ({
    locale,
    path: translations.find((row) => row.locale === locale)?.path ?? english,
  }));
}

function pathsInEveryLanguage(
  translations: readonly { locale: Locale; path: string }[],
  kind: 'category' | 'manufacturer' | 'product',
  entityId: number,
) {
  return everyLanguagePaths(translations).map((entry) => ({ ...entry, kind, entity_id: entityId }));
}

export interface NewCategory {
  key: string;
  parentId: number | null;
  position: number;
  image?: CatalogImage;
  texts: CatalogTexts<{ name: string; slug: string; description: string }>;
}

/** Adds a category below its parent (or at the top), with its path in each language it has a text in. */
export async function createCategory(db: Db, category: NewCategory): Promise<number> {
  const parent =
    category.parentId === null ? null : await repository.categoryWithPaths(db, category.parentId);
  if (parent === undefined) throw new NotFound('error.category.notFound');
  const created = await db.transaction().execute(async (trx) => {
    const id = await repository.insertCategory(trx, {
      key: category.key,
      parent_id: parent?.id ?? null,
      depth: parent ? parent.depth + 1 : 0,
      position: category.position,
      image_url: category.image?.url ?? null,
      image_width: category.image?.width ?? null,
      image_height: category.image?.height ?? null,
      media_id: category.image ? await repository.mediaOfUrl(trx, category.image) : null,
      active: 1,
      updated_at: new Date().toISOString(),
    });
    const translations = textsByLocale(category.texts).map(([locale, text]) => ({
      category_id: id,
      locale,
      ...text,
      path: pathBelow(parent?.paths ?? [], locale, text.slug),
    }));
    await repository.insertCategoryTranslations(trx, translations);
    await repository.insertCatalogPaths(trx, pathsInEveryLanguage(translations, 'category', id));
    return id;
  });
  // A new category changes its parent's page, a new brand the brands index.
  catalogueChanged(db);
  return created;
}

export interface NewManufacturer {
  key: string;
  name: string;
  texts: CatalogTexts<{ slug: string; description: string }>;
}

/** Adds a manufacturer, its page below the brands index in each language it has a text in. */
export async function createManufacturer(db: Db, manufacturer: NewManufacturer): Promise<number> {
  const known = await repository.brandsPaths(db);
  // Without a brands index yet, brand pages still sit under the segment the menu links to.
  const brands = known.length > 0 ? known : [{ locale: DEFAULT_LOCALE, path: 'brands' }];
  const created = await db.transaction().execute(async (trx) => {
    const id = await repository.insertManufacturer(trx, {
      key: manufacturer.key,
      name: manufacturer.name,
      updated_at: new Date().toISOString(),
    });
    const translations = textsByLocale(manufacturer.texts).map(([locale, text]) => ({
      manufacturer_id: id,
      locale,
      ...text,
      path: pathBelow(brands, locale, text.slug),
    }));
    await repository.insertManufacturerTranslations(trx, translations);
    await repository.insertCatalogPaths(trx, pathsInEveryLanguage(translations, 'manufacturer', id));
    return id;
  });
  // A new category changes its parent's page, a new brand the brands index.
  catalogueChanged(db);
  return created;
}

export interface NewProduct {
  sku: string;
  categoryId: number;
  manufacturerId: number;
  /** Selling price in cents, VAT included. */
  price: number;
  /** Price before a reduction, in cents, above `price`; null when not reduced. */
  basePrice: number | null;
  /** Which of the destination's VAT rates applies; standard when not given. */
  vatClass?: VatClass;
  stock: number;
  weightGrams: number;
  /** Lower sells better: the order of "relevance" in listings. */
  salesRank: number;
  /** When it arrived, and so when its first price took effect; now when not given. */
  createdAt?: string;
  texts: CatalogTexts<{
    name: string;
    slug: string;
    description: string;
    attributes: readonly { name: string; value: string }[];
  }>;
}

/** A category with every category above it (their listings show its products too), and its paths. */
async function placeInTree(db: Db, categoryId: number) {
  const category = await repository.categoryWithPaths(db, categoryId);
  if (!category) throw new NotFound('error.category.notFound');
  const listedIn = [category.id];
  for (let parentId = category.parent_id; parentId !== null;) {
    const parent = await repository.categoryWithPaths(db, parentId);
    if (!parent) break;
    listedIn.push(parent.id);
    parentId = parent.parent_id;
  }
  return { listedIn, paths: category.paths };
}

function checkAmounts(product: NewProduct): void {
  const amounts = {
    price: product.price,
    basePrice: product.basePrice ?? 0,
    stock: product.stock,
    weightGrams: product.weightGrams,
  };
  for (const [field, value] of Object.entries(amounts)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${field} ${value}`);
  }
  if (product.basePrice !== null && product.basePrice <= product.price) {
    throw new RangeError(`base price ${product.basePrice} is not above the price ${product.price}`);
  }
}

/**
 * Adds products in one transaction: texts and paths in the languages given, links to their
 * category and its ancestors, their first price in the price history, and their words in the search
 * index; then recounts the listing facets.
 */
export async function createProducts(db: Db, products: readonly NewProduct[]): Promise<number[]> {
  products.forEach(checkAmounts);
  const ids = await db.transaction().execute(async (trx) => {
    const created: number[] = [];
    const firstPrices: PriceChange[] = [];
    for (const product of products) {
      const place = await placeInTree(trx, product.categoryId);
      if (!(await repository.manufacturerExists(trx, product.manufacturerId))) {
        throw new NotFound('error.manufacturer.notFound');
      }
      const now = new Date().toISOString();
      const createdAt = product.createdAt ?? now;
      const firstPrice = { price: product.price, basePrice: product.basePrice, validFrom: createdAt };
      const id = await repository.insertProduct(trx, {
        sku: product.sku,
        manufacturer_id: product.manufacturerId,
        category_id: product.categoryId,
        price: product.price,
        base_price: product.basePrice,
        // Reduced from its first day, it was never sold for less than its base price.
        lowest_prior_price: lowestPriorPrice([firstPrice]),
        ...(product.vatClass === undefined ? {} : { vat_class: product.vatClass }),
        stock: product.stock,
        weight_grams: product.weightGrams,
        active: 1,
        sales_rank: product.salesRank,
        created_at: createdAt,
        updated_at: now,
      });
      firstPrices.push({ productId: id, price: product.price, basePrice: product.basePrice, at: createdAt });
      const translations = textsByLocale(product.texts).map(([locale, text]) => ({
        product_id: id,
        locale,
        name: text.name,
        slug: text.slug,
        path: pathBelow(place.paths, locale, text.slug),
        description: text.description,
        attributes: JSON.stringify(text.attributes),
      }));
      await repository.insertProductParts(trx, {
        translations,
        categories: place.listedIn.map((categoryId) => ({
          category_id: categoryId,
          product_id: id,
          sales_rank: product.salesRank,
          price: product.price,
          created_at: createdAt,
          chosen: categoryId === product.categoryId ? 1 : 0,
        })),
      });
      await repository.insertCatalogPaths(trx, pathsInEveryLanguage(translations, 'product', id));
      created.push(id);
    }
    await recordPriceChanges(trx, firstPrices);
    await indexProducts(trx, created);
    return created;
  });
  await refreshListingFacets(db);
  return ids;
}

/** A product's new price. */
export interface NewPrice {
  productId: number;
  /** Selling price in cents, VAT included. */
  price: number;
  /** The struck-through price before a reduction, in cents, above `price`; null when not reduced. */
  basePrice: number | null;
  /** When it took effect (ISO 8601), not in the future; now when not given. */
  at?: string;
}

/**
 * Gives products new prices in the caller's transaction. The changes go into the price history, and
 * each product then takes the latest price of its history with the lowest price of the 30 days before
 * its reduction began (null when not reduced); the listing facets' price ranges are recounted.
 */
export async function changePrices(
  trx: Trx,
  changes: readonly NewPrice[],
  options: { recountFacets?: boolean } = {},
): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  for (const change of changes) {
    // The shop shows a product's price at once: a price that takes effect later would need a scheduler.
    if (change.at !== undefined && Date.parse(change.at) > now.getTime()) {
      throw new RangeError(`price change in the future: ${change.at}`);
    }
  }
  const ids = [...new Set(changes.map((change) => change.productId))];
  const known = await repository.existingProductIds(trx, ids);
  if (known.length !== ids.length) throw new NotFound('error.product.notFound');
  await recordPriceChanges(
    trx,
    changes.map((change) => ({ ...change, at: change.at ?? now.toISOString() })),
  );
  const prices = await currentPrices(trx, ids);
  await repository.updateProductPrices(
    trx,
    [...prices].map(([id, price]) => ({
      id,
      price: price.price,
      base_price: price.basePrice,
      lowest_prior_price: price.lowestPriorPrice,
    })),
    now.toISOString(),
  );
  // An import changes many prices in batches and recounts once, at its end.
  if (options.recountFacets !== false) await recountListingFacets(trx);
  catalogueChanged(trx);
}

/**
 * A product's rating changed (an approved review): listings sorted by rating put the best rated first
 * and, among equals, the most rated; a product without reviews last. Cards read their stars from it.
 */
export async function recordProductRating(
  trx: Trx,
  productId: number,
  rating: { averageTenths: number; count: number },
): Promise<void> {
  await repository.updateRatingSort(trx, productId, ratingSortKey(rating));
  catalogueChanged(trx);
}

/**
 * A product as the merchant makes it in the back office (docs/operations.md#the-catalogue): texts and
 * slugs per language, brand, categories (one primary, whose path prefixes the product's), VAT class,
 * weight, stock and price. A save is checked whole before anything is written, then written in the
 * caller's transaction: texts, paths (a path the product leaves answers with a redirect), category
 * links with their ancestors, the price through the price history, the pictures with their alt texts
 * (the first is the card's), the search index and the listing facets. Each save counts the revision
 * up; one made on an older revision is refused.
 */
import {
  CATALOGUE_ERRORS,
  DEFAULT_LOCALE,
  LOCALES,
  slugify,
  type AdminBrandOptions,
  type AdminCategoryOptions,
  type AdminMedia,
  type AdminProductDetail,
  type AdminProductPicture,
  type AdminProductValues,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, InvalidInput } from '../../lib/domain-error.ts';
import { enqueueEvent } from '../events/service.ts';
import { lowestPriorPrice, recordPriceChanges } from '../pricing/index.ts';
import { ProductNotFound } from './admin-products.ts';
import { money } from './cards.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { manufacturerExists } from './catalogue-write-repository.ts';
import { changePrices, pathBelow } from './catalogue-writes.ts';
import { recountListingFacets } from './listing-repository.ts';
import { productPictures, replaceProductPictures } from './picture-repository.ts';
import { picturesToShow } from './pictures.ts';
import * as repository from './product-editor-repository.ts';
import { indexProducts } from './search-index.ts';

/** A 409 naming the field whose value another entity holds (a SKU, a slug's path). */
export class Taken extends DomainError {
  constructor(path: string, key: string) {
    super(409, key, [{ path, message: key }]);
  }
}

export class StaleRevision extends DomainError {
  constructor(current: number) {
    super(409, CATALOGUE_ERRORS.staleRevision, [
      { path: 'revision', message: CATALOGUE_ERRORS.staleRevision, params: { current } },
    ]);
  }
}

type Attributes = { name: string; value: string }[];

/** Everything the editor shows of a product; a 404 for an unknown id. */
export async function productForEditing(db: Db, productId: number): Promise<AdminProductDetail> {
  const row = await repository.productRow(db, productId);
  if (!row) throw new ProductNotFound();
  const [translations, categoryIds, pictures] = await Promise.all([
    repository.productTranslations(db, productId),
    repository.chosenCategoryIds(db, productId),
    picturesOf(db, productId),
  ]);
  const texts: AdminProductDetail['texts'] = {};
  for (const text of translations) {
    texts[text.locale as Locale] = {
      name: text.name,
      slug: text.slug,
      description: text.description,
      attributes: JSON.parse(text.attributes) as Attributes,
      path: text.path,
    };
  }
  return {
    id: row.id,
    sku: row.sku,
    active: row.active === 1,
    revision: row.revision,
    manufacturerId: row.manufacturer_id,
    primaryCategoryId: row.category_id,
    categoryIds: categoryIds.length > 0 ? categoryIds : [row.category_id],
    vatClass: row.vat_class,
    weightGrams: row.weight_grams,
    stock: row.stock,
    price: money(row.price, row.base_price, row.lowest_prior_price),
    texts,
    pictures,
    updatedAt: row.updated_at,
  };
}

async function picturesOf(db: Db, productId: number): Promise<AdminProductPicture[]> {
  const pictures = new Map<number, AdminProductPicture>();
  for (const row of await productPictures(db, productId)) {
    const picture = pictures.get(row.id) ?? {
      mediaId: row.media_id,
      url: row.url,
      width: row.width,
      height: row.height,
      alt: {},
    };
    if (row.locale !== null && row.alt !== null) picture.alt[row.locale as Locale] = row.alt;
    pictures.set(row.id, picture);
  }
  return [...pictures.values()];
}

/** What a save writes once checked: the texts with their slugs made, and the paths in every language. */
interface CheckedProduct {
  values: AdminProductValues;
  translations: {
    locale: Locale;
    name: string;
    slug: string;
    description: string;
    attributes: string;
    path: string;
  }[];
  paths: { locale: Locale; path: string }[];
  /** The chosen categories, then every ancestor of them: where the product is listed. */
  listedIn: { categoryId: number; chosen: boolean }[];
  /** The media of `values.pictures`, in their order. */
  pictures: AdminMedia[];
}

/** The categories of a product and all their ancestors; a 400 naming the first unknown one. */
async function listing(db: Db, chosen: readonly number[]): Promise<CheckedProduct['listedIn']> {
  const unique = [...new Set(chosen)];
  const known = await repository.categoryParents(db, unique);
  const parentOf = new Map(known.map((row) => [row.id, row.parent_id]));
  const unknown = chosen.findIndex((id) => !parentOf.has(id));
  if (unknown >= 0) throw new InvalidInput(`categoryIds.${unknown}`, CATALOGUE_ERRORS.categoryNotFound);
  const listed = new Map(unique.map((id) => [id, true]));
  let frontier = [...new Set(known.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id])))];
  while (frontier.length > 0) {
    const fresh = frontier.filter((id) => !listed.has(id));
    fresh.forEach((id) => listed.set(id, false));
    const parents = await repository.categoryParents(db, fresh);
    frontier = parents.flatMap((row) => (row.parent_id === null ? [] : [row.parent_id]));
  }
  return [...listed].map(([categoryId, isChosen]) => ({ categoryId, chosen: isChosen }));
}

/**
 * Checks a product before it is written: its SKU is no other product's, its brand and categories exist,
 * a base price is above the price, every language's slug makes a path nothing else holds there, its
 * pictures are stored (and stay so until the transaction ends).
 */
async function checkProduct(
  db: Trx,
  productId: number | null,
  values: AdminProductValues,
): Promise<CheckedProduct> {
  const withSku = await repository.productWithSku(db, values.sku);
  if (withSku && withSku.id !== productId) throw new Taken('sku', CATALOGUE_ERRORS.skuTaken);
  if (!(await manufacturerExists(db, values.manufacturerId))) {
    throw new InvalidInput('manufacturerId', CATALOGUE_ERRORS.brandNotFound);
  }
  if (values.basePrice !== null && values.basePrice <= values.price) {
    throw new InvalidInput('basePrice', 'validation.number.min', { minimum: values.price + 1 });
  }
  const listedIn = await listing(db, values.categoryIds);
  const pictures = await picturesToShow(
    db,
    values.pictures.map((picture) => picture.mediaId),
  );
  const categoryPaths = await repository.categoryPathsOf(db, values.primaryCategoryId);

  const translations: CheckedProduct['translations'] = [];
  for (const locale of LOCALES) {
    const text = values.texts[locale];
    if (!text) continue;
    const slug = text.slug || slugify(text.name, locale);
    if (slug === '') throw new InvalidInput(`texts.${locale}.slug`, 'validation.slug.format');
    translations.push({
      locale,
      name: text.name,
      slug,
      description: text.description,
      attributes: JSON.stringify(text.attributes),
      path: pathBelow(categoryPaths, locale, slug),
    });
  }
  const english = translations.find((text) => text.locale === DEFAULT_LOCALE)?.path ?? '';
  const paths = LOCALES.map((locale) => ({
    locale,
    path: translations.find((text) => text.locale === locale)?.path ?? english,
  }));
  const holders = await repository.pathHolders(db, paths);
  const other = holders.find((holder) => !(holder.kind === 'product' && holder.entity_id === productId));
  if (other) {
    const written = values.texts[other.locale as Locale] ? other.locale : DEFAULT_LOCALE;
    throw new Taken(`texts.${written}.slug`, CATALOGUE_ERRORS.slugTaken);
  }
  return { values, translations, paths, listedIn, pictures };
}

/** Writes a checked product's texts, paths, category links, pictures and search words. */
async function writeParts(trx: Trx, productId: number, checked: CheckedProduct, at: string): Promise<void> {
  const { values } = checked;
  const product = await repository.productRow(trx, productId);
  if (!product) throw new ProductNotFound();
  await repository.replaceTranslations(
    trx,
    productId,
    checked.translations.map((text) => ({ product_id: productId, ...text })),
  );
  await repository.replaceEntityPaths(trx, 'product', productId, checked.paths, at);
  await repository.replaceCategoryLinks(
    trx,
    productId,
    checked.listedIn.map((link) => ({
      category_id: link.categoryId,
      product_id: productId,
      sales_rank: product.sales_rank,
      price: values.price,
      created_at: product.created_at,
      chosen: link.chosen ? 1 : 0,
    })),
  );
  await replaceProductPictures(
    trx,
    productId,
    checked.pictures.map((media, index) => ({
      image: { media_id: media.id, url: media.url, width: media.width, height: media.height },
      alts: Object.entries(values.pictures[index]?.alt ?? {}).map(([locale, alt]) => ({ locale, alt })),
    })),
  );
  await indexProducts(trx, [productId]);
  await recountListingFacets(trx);
  catalogueChanged(trx);
}

/** Adds a product; its first price opens its price history. Returns its id. */
export async function createProductForOperators(trx: Trx, values: AdminProductValues): Promise<number> {
  const checked = await checkProduct(trx, null, values);
  const now = new Date().toISOString();
  const firstPrice = { price: values.price, basePrice: values.basePrice, validFrom: now };
  const productId = await repository.insertProductRow(trx, {
    sku: values.sku,
    manufacturer_id: values.manufacturerId,
    category_id: values.primaryCategoryId,
    price: values.price,
    base_price: values.basePrice,
    // Reduced from its first day, it was never sold for less than its base price.
    lowest_prior_price: lowestPriorPrice([firstPrice]),
    vat_class: values.vatClass,
    stock: values.stock,
    weight_grams: values.weightGrams,
    active: values.active ? 1 : 0,
    // A new product sells least until its sales say otherwise.
    sales_rank: (await repository.lowestSalesRank(trx)) + 1,
    created_at: now,
    updated_at: now,
  });
  await recordPriceChanges(trx, [{ productId, price: values.price, basePrice: values.basePrice, at: now }]);
  await writeParts(trx, productId, checked, now);
  return productId;
}

/**
 * Replaces a product with what the editor sends, made on `revision`: a 409 when someone saved since.
 * A restock from none writes `product.restocked` (the stock alerts go out); a new price or base price
 * enters the price history.
 */
export async function replaceProductForOperators(
  trx: Trx,
  productId: number,
  values: AdminProductValues,
  revision: number,
): Promise<void> {
  const current = await repository.lockedProductRow(trx, productId);
  if (!current) throw new ProductNotFound();
  if (current.revision !== revision) throw new StaleRevision(current.revision);
  const checked = await checkProduct(trx, productId, values);
  const now = new Date().toISOString();
  await repository.updateProductRow(trx, productId, {
    sku: values.sku,
    manufacturer_id: values.manufacturerId,
    category_id: values.primaryCategoryId,
    vat_class: values.vatClass,
    weight_grams: values.weightGrams,
    stock: values.stock,
    active: values.active ? 1 : 0,
    updated_at: now,
  });
  if (values.price !== current.price || values.basePrice !== current.base_price) {
    await changePrices(trx, [{ productId, price: values.price, basePrice: values.basePrice, at: now }]);
  }
  if (current.stock <= 0 && values.stock > 0) await enqueueEvent(trx, 'product.restocked', { productId });
  await writeParts(trx, productId, checked, now);
}

/** Every category, in tree order, with its names from the top in `locale` (else English). */
export async function categoryOptions(db: Db, locale: Locale): Promise<AdminCategoryOptions> {
  const rows = await repository.categoryOptions(db, locale);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const trail = (id: number | null): string[] => {
    const row = id === null ? undefined : byId.get(id);
    return row ? [...trail(row.parent_id), row.name] : [];
  };
  const items = rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    trail: trail(row.id),
    productCount: Number(row.product_count ?? 0),
  }));
  items.sort((a, b) => a.trail.join('\u0000').localeCompare(b.trail.join('\u0000'), locale));
  return { items };
}

export async function brandOptions(db: Db): Promise<AdminBrandOptions> {
  return { items: await repository.brandOptions(db) };
}

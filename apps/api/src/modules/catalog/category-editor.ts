/**
 * The category tree as the merchant edits it in the back office (docs/operations.md#the-catalogue):
 * its picture from the media, texts and slugs per language, the parent (a move) and the place among
 * siblings (a reorder). A new slug or parent gives the category, everything below it and every product
 * whose path is below one of them new paths in every language, the old ones answering with a redirect; a move also lists the
 * products of the moved categories under their new ancestors. All in the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_ERRORS,
  CATEGORY_ERRORS,
  DEFAULT_LOCALE,
  LOCALES,
  slugify,
  type AdminCategoryDetail,
  type AdminCategoryValues,
  type Locale,
} from '@tendero/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { DomainError, InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { everyLanguagePaths, pathBelow } from './catalogue-writes.ts';
import * as repository from './category-editor-repository.ts';
import { recountListingFacets } from './listing-repository.ts';
import { pathHolders, replaceEntityPaths } from './product-editor-repository.ts';
import { Taken } from './product-editor.ts';
import { mediaToShow } from './pictures.ts';
import type { CatalogPathKind, ProductCategoryTable } from './tables.ts';

export class CategoryNotFound extends NotFound {
  constructor() {
    super(CATEGORY_ERRORS.notFound);
  }
}

/** A move below the category itself or one of its descendants. */
export class CategoryCycle extends DomainError {
  constructor() {
    super(422, CATEGORY_ERRORS.cycle, [{ path: 'parentId', message: CATEGORY_ERRORS.cycle }]);
  }
}

/** A category or brand that still has what would be left without it (products, children, promotions). */
export class StillInUse extends DomainError {
  constructor(key: string) {
    super(409, key);
  }
}

type TreeRow = Awaited<ReturnType<typeof repository.categoryTree>>[number];
type Translation = { locale: Locale; name: string; slug: string; description: string; path: string };

/** Everything the back office shows of a category; a 404 for an unknown id. */
export async function categoryForEditing(db: Db, id: number): Promise<AdminCategoryDetail> {
  const row = await repository.categoryRow(db, id);
  if (!row) throw new CategoryNotFound();
  const [translations, counts] = await Promise.all([
    repository.categoryTranslations(db, [id]),
    repository.categoryCounts(db, id),
  ]);
  const texts: AdminCategoryDetail['texts'] = {};
  for (const text of translations) {
    texts[text.locale as Locale] = {
      name: text.name,
      slug: text.slug,
      description: text.description,
      path: text.path,
    };
  }
  const { media_id: mediaId, image_url: url, image_width: width, image_height: height } = row;
  const image =
    mediaId !== null && url !== null ? { id: mediaId, url, width: width ?? 0, height: height ?? 0 } : null;
  return {
    id: row.id,
    parentId: row.parent_id,
    position: row.position,
    depth: row.depth,
    texts,
    image,
    productCount: counts.products,
    childCount: counts.children,
    updatedAt: row.updated_at,
  };
}

/** The categories above `id`, nearest first. */
function ancestorsOf(parentOf: ReadonlyMap<number, number | null>, id: number): number[] {
  const above: number[] = [];
  for (let at = parentOf.get(id) ?? null; at !== null && !above.includes(at); at = parentOf.get(at) ?? null) {
    above.push(at);
  }
  return above;
}

/** The category and everything below it, parents before children. */
function subtreeOf(tree: readonly TreeRow[], id: number): number[] {
  const below = [id];
  for (let index = 0; index < below.length; index += 1) {
    const parent = below[index];
    for (const row of tree) if (row.parent_id === parent) below.push(row.id);
  }
  return below;
}

/** The texts an operator sent with their slugs made (from the name, in that language's script). */
function checkedTexts(values: AdminCategoryValues): Omit<Translation, 'path'>[] {
  return LOCALES.flatMap((locale) => {
    const text = values.texts[locale];
    if (!text) return [];
    const slug = text.slug || slugify(text.name, locale);
    if (slug === '') throw new InvalidInput(`texts.${locale}.slug`, 'validation.slug.format');
    return [{ locale, name: text.name, slug, description: text.description }];
  });
}

/**
 * Refuses paths another entity holds: a 409 at the slug of the language where the clash is (English
 * when that language has no text of its own). `moving` are the entities whose paths are being replaced.
 */
async function checkPathsFree(
  db: Db,
  paths: readonly { locale: string; path: string }[],
  moving: ReadonlyMap<CatalogPathKind, ReadonlySet<number>>,
  written: ReadonlySet<string>,
): Promise<void> {
  for (let index = 0; index < paths.length; index += 200) {
    const holders = await pathHolders(db, paths.slice(index, index + 200));
    const other = holders.find((holder) => !moving.get(holder.kind)?.has(holder.entity_id));
    if (other) {
      const locale = written.has(other.locale) ? other.locale : DEFAULT_LOCALE;
      throw new Taken(`texts.${locale}.slug`, CATALOGUE_ERRORS.slugTaken);
    }
  }
}

/** The siblings in their order with `id` put at `position` (the end when null), numbered from 0. */
function placed(siblings: readonly number[], id: number, position: number | null) {
  const others = siblings.filter((sibling) => sibling !== id);
  const at = Math.min(position ?? others.length, others.length);
  return [...others.slice(0, at), id, ...others.slice(at)].map((sibling, index) => ({
    id: sibling,
    position: index,
  }));
}

/**
 * The picture columns for the media an operator chose (locked, a 422 at `mediaId` for an unknown one),
 * cleared for null, none to write when not given. The url and size are copied, as the storefront reads them.
 */
async function pictureColumns(trx: Trx, mediaId: number | null | undefined) {
  if (mediaId === undefined) return {};
  if (mediaId === null) return { media_id: null, image_url: null, image_width: null, image_height: null };
  const media = await mediaToShow(trx, mediaId);
  return { media_id: media.id, image_url: media.url, image_width: media.width, image_height: media.height };
}

const siblingsOf = (tree: readonly TreeRow[], parentId: number | null) =>
  tree.filter((row) => row.parent_id === parentId).map((row) => row.id);

/** A new category below `parentId` (or at the top), at `position` among its siblings. Returns its id. */
export async function createCategoryForOperators(trx: Trx, values: AdminCategoryValues): Promise<number> {
  if (values.parentId !== null) await repository.lockCategories(trx, [values.parentId]);
  const tree = await repository.categoryTree(trx);
  const parent = values.parentId === null ? null : tree.find((row) => row.id === values.parentId);
  if (parent === undefined) throw new InvalidInput('parentId', CATEGORY_ERRORS.unknownParent);
  const texts = checkedTexts(values);
  const parentPaths = parent ? await repository.categoryTranslations(trx, [parent.id]) : [];
  const translations = texts.map((text) => ({
    ...text,
    path: pathBelow(parentPaths, text.locale, text.slug),
  }));
  const paths = everyLanguagePaths(translations);
  await checkPathsFree(trx, paths, new Map(), new Set(texts.map((text) => text.locale)));
  const picture = await pictureColumns(trx, values.mediaId);

  const now = new Date().toISOString();
  const id = await repository.insertCategoryRow(trx, {
    key: `admin-${randomUUID()}`,
    parent_id: parent?.id ?? null,
    depth: parent ? parent.depth + 1 : 0,
    position: 0,
    ...picture,
    active: 1,
    updated_at: now,
  });
  await repository.replaceCategoryTranslations(
    trx,
    id,
    translations.map((text) => ({ category_id: id, ...text })),
  );
  await replaceEntityPaths(trx, 'category', id, paths, now);
  await repository.setPositions(trx, placed(siblingsOf(tree, values.parentId), id, values.position ?? null));
  catalogueChanged(trx);
  return id;
}

const samePaths = (a: readonly { locale: string; path: string }[], b: typeof a) =>
  a.length === b.length &&
  a.every((entry) => b.some((other) => other.locale === entry.locale && other.path === entry.path));

/**
 * Saves a category: texts, slugs, parent, place and picture. Moving it below itself or one of its descendants is
 * a 422 and changes nothing; a path that another entity holds is a 409.
 */
export async function replaceCategoryForOperators(
  trx: Trx,
  id: number,
  values: AdminCategoryValues,
): Promise<void> {
  const before = await repository.categoryTree(trx);
  const beforeParents = new Map(before.map((row) => [row.id, row.parent_id]));
  const newParentLine =
    values.parentId === null ? [] : [values.parentId, ...ancestorsOf(beforeParents, values.parentId)];
  await repository.lockCategories(trx, [id, ...newParentLine]);

  // Read again under the locks: a move committed meanwhile counts for the cycle check.
  const tree = await repository.categoryTree(trx);
  const byId = new Map(tree.map((row) => [row.id, row]));
  const current = byId.get(id);
  if (!current) throw new CategoryNotFound();
  const parent = values.parentId === null ? null : byId.get(values.parentId);
  if (parent === undefined) throw new InvalidInput('parentId', CATEGORY_ERRORS.unknownParent);
  const parentOf = new Map(tree.map((row) => [row.id, row.parent_id]));
  if (parent && (parent.id === id || ancestorsOf(parentOf, parent.id).includes(id)))
    throw new CategoryCycle();
  const moved = current.parent_id !== values.parentId;

  const subtree = subtreeOf(tree, id);
  const oldTranslations = await repository.categoryTranslations(trx, subtree);
  const texts = checkedTexts(values);
  const parentPaths = parent ? await repository.categoryTranslations(trx, [parent.id]) : [];
  const own: Translation[] = texts.map((text) => ({
    ...text,
    path: pathBelow(parentPaths, text.locale, text.slug),
  }));
  const ownBefore = oldTranslations.filter((row) => row.category_id === id);
  const now = new Date().toISOString();

  const repathed = !samePaths(everyLanguagePaths(own), everyLanguagePaths(ownBefore));
  const categoryPaths = new Map<number, readonly { locale: string; path: string }[]>([[id, own]]);
  const descendantPaths: { id: number; locale: string; path: string }[] = [];
  const productPaths: { id: number; locale: string; path: string }[] = [];
  const products = repathed ? await repository.productSlugsBelow(trx, subtree) : [];
  if (repathed) {
    // Each category below takes the new path of its parent in each language, then its own slug.
    for (const categoryId of subtree.slice(1)) {
      const above = categoryPaths.get(byId.get(categoryId)?.parent_id ?? 0) ?? [];
      const rows = oldTranslations
        .filter((row) => row.category_id === categoryId)
        .map((row) => ({ locale: row.locale, path: pathBelow(above, row.locale as Locale, row.slug) }));
      categoryPaths.set(categoryId, rows);
      descendantPaths.push(...rows.map((row) => ({ id: categoryId, ...row })));
    }
    for (const product of products) {
      const above = categoryPaths.get(product.category_id) ?? [];
      productPaths.push({
        id: product.id,
        locale: product.locale,
        path: pathBelow(above, product.locale as Locale, product.slug),
      });
    }
    const productIds = new Set(products.map((product) => product.id));
    const everyPath = [
      ...[...categoryPaths.values()].flatMap((rows) => everyLanguagePaths(rows)),
      ...[...productIds].flatMap((productId) =>
        everyLanguagePaths(productPaths.filter((entry) => entry.id === productId)),
      ),
    ];
    const moving = new Map<CatalogPathKind, Set<number>>([
      ['category', new Set(subtree)],
      ['product', productIds],
    ]);
    await checkPathsFree(trx, everyPath, moving, new Set(texts.map((text) => text.locale)));
  }

  const picture = await pictureColumns(trx, values.mediaId);

  const parentDepth = parent ? parent.depth + 1 : 0;
  await repository.updateCategoryRow(trx, id, {
    parent_id: values.parentId,
    depth: parentDepth,
    position: current.position,
    ...picture,
    updated_at: now,
  });
  await repository.replaceCategoryTranslations(
    trx,
    id,
    own.map((text) => ({ category_id: id, ...text })),
  );
  if (moved) {
    const depthOf = new Map([[id, parentDepth]]);
    for (const categoryId of subtree.slice(1)) {
      const depth = (depthOf.get(byId.get(categoryId)?.parent_id ?? 0) ?? 0) + 1;
      depthOf.set(categoryId, depth);
      if (byId.get(categoryId)?.depth !== depth) await repository.setDepth(trx, categoryId, depth);
    }
  }
  if (repathed) {
    for (const entry of descendantPaths) {
      const old = oldTranslations.find((row) => row.category_id === entry.id && row.locale === entry.locale);
      if (old?.path !== entry.path) await repository.setCategoryPath(trx, entry.id, entry.locale, entry.path);
    }
    for (const [categoryId, rows] of categoryPaths) {
      await replaceEntityPaths(trx, 'category', categoryId, everyLanguagePaths(rows), now);
    }
    const productIds = [...new Set(products.map((product) => product.id))];
    for (const entry of productPaths) {
      const old = products.find((row) => row.id === entry.id && row.locale === entry.locale);
      if (old?.path !== entry.path) await repository.setProductPath(trx, entry.id, entry.locale, entry.path);
    }
    for (const productId of productIds) {
      const rows = productPaths.filter((entry) => entry.id === productId);
      await replaceEntityPaths(trx, 'product', productId, everyLanguagePaths(rows), now);
    }
  }

  const siblings = siblingsOf(tree, values.parentId);
  const unmovedAt = siblings.indexOf(id);
  await repository.setPositions(
    trx,
    placed(siblings, id, values.position ?? (moved || unmovedAt < 0 ? null : unmovedAt)),
  );
  if (moved) {
    await repository.setPositions(trx, placed(siblingsOf(tree, current.parent_id), id, null).slice(0, -1));
    parentOf.set(id, values.parentId);
    await relist(trx, subtree, parentOf);
    await recountListingFacets(trx);
  }
  // The search index holds names and descriptions only, no paths: nothing there changed.
  catalogueChanged(trx);
}

/**
 * Lists the products of the moved categories again: in the categories chosen for them and every
 * ancestor of those in the tree as it is now, keeping their sort keys.
 */
async function relist(
  trx: Trx,
  moved: readonly number[],
  parentOf: ReadonlyMap<number, number | null>,
): Promise<void> {
  const links = await repository.linksOfProductsListedIn(trx, moved);
  const byProduct = new Map<number, typeof links>();
  for (const link of links) byProduct.set(link.product_id, [...(byProduct.get(link.product_id) ?? []), link]);
  const rows: Insertable<ProductCategoryTable>[] = [];
  for (const [productId, own] of byProduct) {
    const chosen = own.filter((link) => link.chosen === 1);
    const keys = own[0];
    if (!keys) continue;
    const listed = new Map<number, boolean>();
    for (const link of chosen.length > 0 ? chosen : own) listed.set(link.category_id, true);
    for (const categoryId of [...listed.keys()]) {
      for (const above of ancestorsOf(parentOf, categoryId)) if (!listed.has(above)) listed.set(above, false);
    }
    for (const [categoryId, isChosen] of listed) {
      rows.push({
        category_id: categoryId,
        product_id: productId,
        sales_rank: keys.sales_rank,
        price: keys.price,
        created_at: keys.created_at,
        chosen: isChosen ? 1 : 0,
      });
    }
  }
  await repository.replaceLinksOf(trx, [...byProduct.keys()], rows);
}

/**
 * Deletes a category without products (listed in it or below it) and without children: a 409 with
 * `error.category.hasProducts` or `error.category.hasChildren` otherwise.
 */
export async function deleteCategoryForOperators(trx: Trx, id: number): Promise<void> {
  await repository.lockCategories(trx, [id]);
  const row = await repository.categoryRow(trx, id);
  if (!row) throw new CategoryNotFound();
  const counts = await repository.categoryCounts(trx, id);
  if (counts.products > 0) throw new StillInUse(CATEGORY_ERRORS.hasProducts);
  if (counts.children > 0) throw new StillInUse(CATEGORY_ERRORS.hasChildren);
  await repository.deleteCategory(trx, id);
  const tree = await repository.categoryTree(trx);
  await repository.setPositions(
    trx,
    siblingsOf(tree, row.parent_id).map((sibling, position) => ({ id: sibling, position })),
  );
  catalogueChanged(trx);
}

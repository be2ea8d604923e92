/**
 * What a CSV export and import name things by: brands by name, categories by their English path
 * (`kitchen/pots-and-pans`). Both are small beside the products, so they are held whole.
 */
import { DEFAULT_LOCALE } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import * as repository from './catalogue-csv-repository.ts';

export interface CatalogueNames {
  brandName: Map<number, string>;
  brandByName: Map<string, number>;
  categoryPath: Map<number, string>;
  categoryByPath: Map<string, number>;
  parentOf: Map<number, number | null>;
  /** Each category's paths by language. */
  pathsOf: Map<number, { locale: string; path: string }[]>;
}

export async function loadCatalogueNames(db: Db): Promise<CatalogueNames> {
  const [brands, tree] = await Promise.all([repository.brandNames(db), repository.categoryTree(db)]);
  const pathsOf = new Map<number, { locale: string; path: string }[]>();
  const categoryPath = new Map<number, string>();
  for (const row of tree.paths) {
    pathsOf.set(row.category_id, [...(pathsOf.get(row.category_id) ?? []), row]);
    if (row.locale === DEFAULT_LOCALE) categoryPath.set(row.category_id, row.path);
  }
  return {
    brandName: new Map(brands.map((brand) => [brand.id, brand.name])),
    brandByName: new Map(brands.map((brand) => [brand.name, brand.id])),
    categoryPath,
    categoryByPath: new Map([...categoryPath].map(([id, path]) => [path, id])),
    parentOf: new Map(tree.categories.map((category) => [category.id, category.parent_id])),
    pathsOf,
  };
}

/** The chosen categories and every ancestor of them: where a product is listed. */
export function listedIn(names: CatalogueNames, chosen: readonly number[]) {
  const listed = new Map<number, boolean>(chosen.map((id) => [id, true]));
  for (const id of chosen) {
    for (let parent = names.parentOf.get(id) ?? null; parent !== null;) {
      if (listed.has(parent)) break;
      listed.set(parent, false);
      parent = names.parentOf.get(parent) ?? null;
    }
  }
  return [...listed].map(([categoryId, isChosen]) => ({ categoryId, chosen: isChosen }));
}

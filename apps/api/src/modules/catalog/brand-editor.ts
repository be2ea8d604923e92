/**
 * Brands as the merchant edits them in the back office (docs/operations.md#the-catalogue): a name, a
 * logo from the media, and per language a description and a slug, the brand's page below the brands
 * index. A new slug moves the page and the old path answers with a redirect. Written in the caller's
 * transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_ERRORS,
  CATEGORY_ERRORS,
  DEFAULT_LOCALE,
  LOCALES,
  slugify,
  type AdminBrandDetail,
  type AdminBrandValues,
  type Locale,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../../db/transaction.ts';
import { InvalidInput, NotFound } from '../../lib/domain-error.ts';
import { catalogueChanged } from './catalogue-cache.ts';
import { brandsPaths } from './catalogue-write-repository.ts';
import { everyLanguagePaths, pathBelow } from './catalogue-writes.ts';
import { StillInUse } from './category-editor.ts';
import * as repository from './category-editor-repository.ts';
import { mediaToShow, shownMedia } from './pictures.ts';
import { pathHolders, replaceEntityPaths } from './product-editor-repository.ts';
import { Taken } from './product-editor.ts';

export class BrandNotFound extends NotFound {
  constructor() {
    super(CATEGORY_ERRORS.brandNotFound);
  }
}

/** Everything the back office shows of a brand; a 404 for an unknown id. */
export async function brandForEditing(db: Db, id: number): Promise<AdminBrandDetail> {
  const row = await repository.brandRow(db, id);
  if (!row) throw new BrandNotFound();
  const [translations, productCount, logo] = await Promise.all([
    repository.brandTranslations(db, id),
    repository.brandProductCount(db, id),
    shownMedia(db, row.media_id),
  ]);
  const texts: AdminBrandDetail['texts'] = {};
  for (const text of translations) {
    texts[text.locale as Locale] = { slug: text.slug, description: text.description, path: text.path };
  }
  return { id: row.id, name: row.name, texts, logo, productCount, updatedAt: row.updated_at };
}

/** The brand's texts with slugs made from its name and paths below the brands index; a 409 for a taken one. */
async function checkedBrand(db: Db, brandId: number | null, values: AdminBrandValues) {
  const known = await brandsPaths(db);
  // Without a brands index yet, brand pages still sit under the segment the menu links to.
  const index = known.length > 0 ? known : [{ locale: DEFAULT_LOCALE, path: 'brands' }];
  const translations = LOCALES.flatMap((locale) => {
    const text = values.texts[locale];
    if (!text) return [];
    const slug = text.slug || slugify(values.name, locale);
    if (slug === '') throw new InvalidInput(`texts.${locale}.slug`, 'validation.slug.format');
    return [{ locale, slug, description: text.description, path: pathBelow(index, locale, slug) }];
  });
  const paths = everyLanguagePaths(translations);
  const holders = await pathHolders(db, paths);
  const other = holders.find((holder) => !(holder.kind === 'manufacturer' && holder.entity_id === brandId));
  if (other) {
    const written = values.texts[other.locale as Locale] ? other.locale : DEFAULT_LOCALE;
    throw new Taken(`texts.${written}.slug`, CATALOGUE_ERRORS.slugTaken);
  }
  return { translations, paths };
}

/** The logo an operator chose (locked, a 422 at `mediaId` for an unknown one), null for none, kept when not given. */
async function logoColumn(trx: Trx, mediaId: number | null | undefined) {
  if (mediaId === undefined) return {};
  return { media_id: mediaId === null ? null : (await mediaToShow(trx, mediaId)).id };
}

export async function createBrandForOperators(trx: Trx, values: AdminBrandValues): Promise<number> {
  const checked = await checkedBrand(trx, null, values);
  const logo = await logoColumn(trx, values.mediaId);
  const now = new Date().toISOString();
  const id = await repository.insertBrandRow(trx, {
    key: `admin-${randomUUID()}`,
    name: values.name,
    ...logo,
    updated_at: now,
  });
  await repository.replaceBrandTranslations(
    trx,
    id,
    checked.translations.map((text) => ({ manufacturer_id: id, ...text })),
  );
  await replaceEntityPaths(trx, 'manufacturer', id, checked.paths, now);
  catalogueChanged(trx);
  return id;
}

/** Saves a brand's name, texts and logo; a path it leaves answers with a redirect to its page. */
export async function replaceBrandForOperators(
  trx: Trx,
  id: number,
  values: AdminBrandValues,
): Promise<void> {
  if (!(await repository.lockedBrandRow(trx, id))) throw new BrandNotFound();
  const checked = await checkedBrand(trx, id, values);
  const logo = await logoColumn(trx, values.mediaId);
  const now = new Date().toISOString();
  await repository.updateBrandRow(trx, id, { name: values.name, ...logo, updated_at: now });
  await repository.replaceBrandTranslations(
    trx,
    id,
    checked.translations.map((text) => ({ manufacturer_id: id, ...text })),
  );
  await replaceEntityPaths(trx, 'manufacturer', id, checked.paths, now);
  // Product cards and pages show the brand's name; the search index does not hold it.
  catalogueChanged(trx);
}

/** Deletes a brand no product has: a 409 with `error.brand.hasProducts` otherwise. */
export async function deleteBrandForOperators(trx: Trx, id: number): Promise<void> {
  if (!(await repository.lockedBrandRow(trx, id))) throw new BrandNotFound();
  if ((await repository.brandProductCount(trx, id)) > 0) {
    throw new StillInUse(CATEGORY_ERRORS.brandHasProducts);
  }
  await repository.deleteBrand(trx, id);
  catalogueChanged(trx);
}

import { SITEMAP_PAGE_SIZE, isLocale, type Alternate, type SitemapType } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { CatalogPathKind } from './tables.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { articleSitemapEntries, pageSitemapEntries } from '../cms/index.ts';
import { promotionSitemapEntries } from '../promotions/index.ts';
import * as repository from './repository.ts';

type SectionType = Exclude<SitemapType, 'index'>;

const SECTION_KINDS = {
  categories: 'category',
  products: 'product',
  manufacturers: 'manufacturer',
} as const satisfies Record<repository.SitemapEntityType, CatalogPathKind>;

function grouped(rows: readonly { entity_id: number; locale: string; path: string }[]) {
  const byEntity = new Map<number, Alternate[]>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    byEntity.set(row.entity_id, [
      ...(byEntity.get(row.entity_id) ?? []),
      { locale: row.locale, path: row.path },
    ]);
  }
  return byEntity;
}

async function entitySection(db: Db, type: repository.SitemapEntityType, page: number) {
  const [entities, { total }] = await Promise.all([
    repository.sitemapEntityPage(db, type, (page - 1) * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE),
    repository.sitemapEntityStats(db, type),
  ]);
  const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
  if (page > pages) throw new NotFound('error.sitemap.pageNotFound');
  const paths = grouped(
    await repository.pathsOfMany(
      db,
      SECTION_KINDS[type],
      entities.map((entity) => entity.id),
    ),
  );
  return {
    type,
    page,
    pages,
    entries: entities.map((entity) => ({
      lastModified: entity.updated_at,
      paths: paths.get(entity.id) ?? [],
    })),
  };
}

/**
 * Pages that are not catalogue entities: home, the brands index, the magazine and its articles, how
 * reviews are checked, the rules for points, promotion pages and the shop pages (imprint, terms, …). Paths are the storefront's: articles under
 * `articles/`, promotions under `promotions/`, shop pages under `pages/`.
 */
async function miscSection(db: Db) {
  const [articles, promotions, brands, latest, pages] = await Promise.all([
    articleSitemapEntries(db),
    promotionSitemapEntries(db),
    repository.pathsOf(db, 'brands', 0),
    repository.productsLastModified(db),
    pageSitemapEntries(db),
  ]);
  const lastModified = latest ?? new Date(0).toISOString();
  const everyLocale = (path: (locale: string) => string) =>
    brands.flatMap((row) => (isLocale(row.locale) ? [{ locale: row.locale, path: path(row.locale) }] : []));
  const entries = [
    { lastModified, paths: everyLocale(() => '') },
    {
      lastModified,
      paths: brands.flatMap((row) => (isLocale(row.locale) ? [{ locale: row.locale, path: row.path }] : [])),
    },
    { lastModified, paths: everyLocale(() => 'articles') },
    // How reviews are collected and checked, and the rules for points: the same path in every language.
    { lastModified, paths: everyLocale(() => 'reviews') },
    { lastModified, paths: everyLocale(() => 'points') },
    ...articles,
    ...promotions,
    ...pages,
  ];
  return { type: 'misc' as const, page: 1, pages: 1, entries };
}

export async function sitemapSection(db: Db, type: SectionType, page: number) {
  if (type === 'misc') {
    if (page > 1) throw new NotFound('error.sitemap.pageNotFound');
    return miscSection(db);
  }
  return entitySection(db, type, page);
}

/** The five sections with their page counts and last change. */
export async function sitemapIndex(db: Db) {
  const sections = await Promise.all(
    (['categories', 'products', 'manufacturers'] as const).map(async (type) => {
      const { total, lastModified } = await repository.sitemapEntityStats(db, type);
      return { type, pages: Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE)), lastModified };
    }),
  );
  const misc = await miscSection(db);
  return {
    type: 'index' as const,
    sections: [
      ...sections,
      { type: 'misc' as const, pages: 1, lastModified: misc.entries[0]?.lastModified ?? null },
      { type: 'index' as const, pages: 1, lastModified: null },
    ],
  };
}

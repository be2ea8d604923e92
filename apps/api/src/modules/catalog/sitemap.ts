import { sql, type SqlBool } from 'kysely';
import { SITEMAP_PAGE_SIZE, isLocale, type Alternate, type SitemapType } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import type { CatalogPathKind } from '../../db/schema.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { pageSitemapEntries } from '../cms/pages.ts';
import * as repository from './repository.ts';

interface Entity {
  id: number;
  updated_at: string;
}

type SectionType = Exclude<SitemapType, 'index'>;

const ENTITY_SECTIONS = {
  categories: { table: 'category', kind: 'category' },
  products: { table: 'product', kind: 'product' },
  manufacturers: { table: 'manufacturer', kind: 'manufacturer' },
} as const satisfies Record<
  string,
  { table: 'category' | 'product' | 'manufacturer'; kind: CatalogPathKind }
>;

/** The rows of one entity section the sitemap lists: active ones, by id. */
function entityQuery(db: Db, type: keyof typeof ENTITY_SECTIONS) {
  const { table } = ENTITY_SECTIONS[type];
  // Categories and products can be switched off; manufacturers are listed while they exist.
  const activeOnly = table === 'manufacturer' ? sql<SqlBool>`1 = 1` : sql<SqlBool>`active = 1`;
  return db.selectFrom(sql.table(table).as('entity')).where(activeOnly);
}

async function entityPage(db: Db, type: keyof typeof ENTITY_SECTIONS, page: number): Promise<Entity[]> {
  return entityQuery(db, type)
    .select([sql<number>`id`.as('id'), sql<string>`updated_at`.as('updated_at')])
    .orderBy(sql`id`)
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE)
    .execute();
}

async function entityStats(db: Db, type: keyof typeof ENTITY_SECTIONS) {
  const row = await entityQuery(db, type)
    .select([sql<number>`count(*)`.as('n'), sql<string | null>`max(updated_at)`.as('at')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.n), lastModified: row.at };
}

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

async function entitySection(db: Db, type: keyof typeof ENTITY_SECTIONS, page: number) {
  const [entities, { total }] = await Promise.all([entityPage(db, type, page), entityStats(db, type)]);
  const pages = Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
  if (page > pages) throw new NotFound('error.sitemap.pageNotFound');
  const paths = grouped(
    await repository.pathsOfMany(
      db,
      ENTITY_SECTIONS[type].kind,
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
 * Pages that are not catalogue entities: home, the brands index, the magazine and its articles,
 * promotion pages and the shop pages (imprint, terms, …). Paths are the storefront's: articles under
 * `articles/`, promotions under `promotions/`, shop pages under `pages/`.
 */
async function miscSection(db: Db) {
  const [articles, promotions, brands, latest, pages] = await Promise.all([
    db
      .selectFrom('article_translation as t')
      .innerJoin('article as a', 'a.id', 't.article_id')
      .select(['a.id', 'a.published_at', 't.locale', 't.slug'])
      .execute(),
    db
      .selectFrom('promotion_translation as t')
      .innerJoin('promotion as p', 'p.id', 't.promotion_id')
      .select(['p.id', 'p.updated_at', 't.locale', 't.slug'])
      .execute(),
    repository.pathsOf(db, 'brands', 0),
    db
      .selectFrom('product')
      .select(sql<string>`max(updated_at)`.as('at'))
      .executeTakeFirst(),
    pageSitemapEntries(db),
  ]);
  const lastModified = latest?.at ?? new Date(0).toISOString();
  const everyLocale = (path: (locale: string) => string) =>
    brands.flatMap((row) => (isLocale(row.locale) ? [{ locale: row.locale, path: path(row.locale) }] : []));
  const entries = [
    { lastModified, paths: everyLocale(() => '') },
    {
      lastModified,
      paths: brands.flatMap((row) => (isLocale(row.locale) ? [{ locale: row.locale, path: row.path }] : [])),
    },
    { lastModified, paths: everyLocale(() => 'articles') },
  ];
  const byId = <T extends { id: number; locale: string; slug: string }>(
    rows: readonly T[],
    prefix: string,
    at: (row: T) => string,
  ) => {
    const groups = new Map<number, { lastModified: string; paths: Alternate[] }>();
    for (const row of rows) {
      if (!isLocale(row.locale)) continue;
      const group = groups.get(row.id) ?? { lastModified: at(row), paths: [] };
      group.paths.push({ locale: row.locale, path: `${prefix}/${row.slug}` });
      groups.set(row.id, group);
    }
    return [...groups.values()];
  };
  entries.push(
    ...byId(articles, 'articles', (row) => row.published_at),
    ...byId(promotions, 'promotions', (row) => row.updated_at),
    ...pages,
  );
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
      const { total, lastModified } = await entityStats(db, type);
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

import type { Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { translation } from '../../db/translation.ts';

/** Pages with their title and slug in `locale`, English where the translation is missing. */
function pagesQuery(db: Db, locale: Locale) {
  const text = translation('page_translation', 'page_id', locale);
  return db
    .selectFrom('page as p')
    .$call(text.join('p.id'))
    .select(['p.id', 'p.key', 'p.updated_at', text.text('slug').as('slug'), text.text('title').as('title')]);
}

export function pagesInLocale(db: Db, locale: Locale) {
  return pagesQuery(db, locale).orderBy('p.position').orderBy('p.id').execute();
}

export function pageBySlug(db: Db, locale: Locale, slug: string) {
  const text = translation('page_translation', 'page_id', locale);
  return pagesQuery(db, locale)
    .select(text.text('body').as('body'))
    .where(text.text('slug'), '=', slug)
    .executeTakeFirst();
}

/** The slug of the page with `key` in `locale`, English where the translation is missing. */
export async function pageSlugByKey(db: Db, locale: Locale, key: string): Promise<string | undefined> {
  const row = await pagesQuery(db, locale).where('p.key', '=', key).executeTakeFirst();
  return row?.slug;
}

/** Every translation's slug of the given pages (all pages when `pageIds` is not given). */
export function pageSlugs(db: Db, pageIds?: readonly number[]) {
  let query = db
    .selectFrom('page_translation as t')
    .innerJoin('page as p', 'p.id', 't.page_id')
    .select(['t.page_id', 't.locale', 't.slug', 'p.updated_at'])
    .orderBy('p.position')
    .orderBy('t.page_id');
  if (pageIds) query = query.where('t.page_id', 'in', pageIds.length > 0 ? pageIds : [-1]);
  return query.execute();
}

export async function pageKeys(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('page').select('key').execute();
  return new Set(rows.map((row) => row.key));
}

export interface NewPage {
  key: string;
  position: number;
  updatedAt: string;
  translations: readonly { locale: Locale; title: string; slug: string; body: string }[];
}

/** Inserts a page and its translations; undefined when a page with that key exists already. */
export async function insertPage(db: Db, page: NewPage): Promise<number | undefined> {
  // Two replicas starting together may both find the page missing: the second one adds nothing.
  const row = await db
    .insertInto('page')
    .values({ key: page.key, position: page.position, updated_at: page.updatedAt })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .insertInto('page_translation')
    .values(page.translations.map((translation) => ({ page_id: row.id, ...translation })))
    .execute();
  return row.id;
}

/** Published articles in `locale` (English where untranslated), newest first, after a keyset position. */
function articlesQuery(db: Db, locale: Locale, now: string) {
  const text = translation('article_translation', 'article_id', locale);
  return db
    .selectFrom('article as a')
    .$call(text.join('a.id'))
    .select([
      'a.id',
      'a.published_at',
      'a.image_url',
      'a.image_width',
      'a.image_height',
      text.text('slug').as('slug'),
      text.text('title').as('title'),
      text.text('subtitle').as('subtitle'),
      text.text('body').as('body'),
    ])
    .where('a.published_at', '<=', now);
}
export type ArticleRow = NonNullable<Awaited<ReturnType<typeof articleBySlug>>>;

/** A page of published articles, newest first, after `(publishedAt, id)`; one more than `limit` when there are more. */
export function publishedArticles(
  db: Db,
  locale: Locale,
  now: string,
  after: readonly [string, number] | null,
  limit: number,
) {
  return articlesQuery(db, locale, now)
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb(eb.refTuple('a.published_at', 'a.id'), '<', eb.tuple(after?.[0] ?? '', after?.[1] ?? 0)),
      ),
    )
    .orderBy('a.published_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute();
}

export function articleBySlug(db: Db, locale: Locale, now: string, slug: string) {
  const text = translation('article_translation', 'article_id', locale);
  return articlesQuery(db, locale, now).where(text.text('slug'), '=', slug).executeTakeFirst();
}

/** Every translation's slug of the given articles. */
export function articleSlugs(db: Db, articleIds: readonly number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article_translation')
    .select(['article_id', 'locale', 'slug'])
    .where('article_id', 'in', articleIds)
    .execute();
}

export async function articleExists(db: Db, articleId: number): Promise<boolean> {
  const row = await db.selectFrom('article').select('id').where('id', '=', articleId).executeTakeFirst();
  return row !== undefined;
}

/** How many reactions of each kind the given articles have. */
export function reactionCounts(db: Db, articleIds: readonly number[]) {
  if (articleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('article_reaction')
    .select((eb) => ['article_id', 'kind', eb.fn.countAll<number | string>().as('n')])
    .where('article_id', 'in', articleIds)
    .groupBy(['article_id', 'kind'])
    .execute();
}

/** Records a visitor's reaction; false when the visitor had given this one already. */
export async function addReaction(
  db: Db,
  reaction: { articleId: number; kind: string; visitor: string; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('article_reaction')
    .values({
      article_id: reaction.articleId,
      kind: reaction.kind,
      visitor: reaction.visitor,
      created_at: reaction.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['article_id', 'kind', 'visitor']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every article's slug in every language, with when it was published, for the sitemap. */
export function articleSlugsForSitemap(db: Db) {
  return db
    .selectFrom('article_translation as t')
    .innerJoin('article as a', 'a.id', 't.article_id')
    .select(['a.id', 'a.published_at', 't.locale', 't.slug'])
    .orderBy('a.id')
    .execute();
}

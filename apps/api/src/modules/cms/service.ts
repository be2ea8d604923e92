import { createHash } from 'node:crypto';
import {
  REACTION_KINDS,
  isLocale,
  type Article,
  type Locale,
  type ReactionCounts,
  type ReactionKind,
} from '@tendero/contract';
import type { Db } from '../../db/database.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { NotFound } from '../../lib/domain-error.ts';
import { sitemapEntriesOf, type SitemapEntry } from '../../lib/sitemap-entries.ts';
import * as repository from './repository.ts';

const NO_REACTIONS: ReactionCounts = { like: 0, love: 0, insightful: 0 };

async function reactionCounts(db: Db, articleIds: readonly number[]): Promise<Map<number, ReactionCounts>> {
  const counts = new Map<number, ReactionCounts>(articleIds.map((id) => [id, { ...NO_REACTIONS }]));
  for (const row of await repository.reactionCounts(db, articleIds)) {
    const entry = counts.get(row.article_id);
    if (entry && (REACTION_KINDS as readonly string[]).includes(row.kind))
      entry[row.kind as ReactionKind] = Number(row.n);
  }
  return counts;
}

/** The articles of the rows with their reactions and their slug in every language. */
async function articlesOf(db: Db, rows: readonly repository.ArticleRow[]): Promise<Article[]> {
  const ids = rows.map((row) => row.id);
  const [counts, slugs] = await Promise.all([reactionCounts(db, ids), repository.articleSlugs(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    body: row.body,
    image: { url: row.image_url, alt: row.title, width: row.image_width, height: row.image_height },
    publishedAt: row.published_at,
    reactions: counts.get(row.id) ?? { ...NO_REACTIONS },
    alternates: slugs.flatMap((entry) =>
      entry.article_id === row.id && isLocale(entry.locale)
        ? [{ locale: entry.locale, slug: entry.slug }]
        : [],
    ),
  }));
}

/** Published articles, newest first, cursor-paged. */
export async function articles(
  db: Db,
  locale: Locale,
  options: { cursor?: string; limit: number },
): Promise<{ items: Article[]; nextCursor: string | null }> {
  const after = options.cursor ? decodeCursor(options.cursor, ['string', 'number']) : null;
  const rows = await repository.publishedArticles(db, locale, new Date().toISOString(), after, options.limit);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: await articlesOf(db, page),
    nextCursor: rows.length > options.limit && last ? encodeCursor([last.published_at, last.id]) : null,
  };
}

/** One published article by its slug in the request language. */
export async function articleBySlug(db: Db, locale: Locale, slug: string): Promise<Article> {
  const row = await repository.articleBySlug(db, locale, new Date().toISOString(), slug);
  if (!row) throw new NotFound('error.article.notFound');
  const [article] = await articlesOf(db, [row]);
  if (!article) throw new NotFound('error.article.notFound');
  return article;
}

/** A visitor is a salted hash of address and browser: one reaction of each kind, no address stored. */
export function visitorOf(secret: string, ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${secret}\n${ip}\n${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

export async function react(db: Db, articleId: number, kind: ReactionKind, visitor: string) {
  if (!(await repository.articleExists(db, articleId))) throw new NotFound('error.article.notFound');
  const added = await repository.addReaction(db, {
    articleId,
    kind,
    visitor,
    createdAt: new Date().toISOString(),
  });
  const counts = await reactionCounts(db, [articleId]);
  return { added, reactions: counts.get(articleId) ?? { ...NO_REACTIONS } };
}

/** The sitemap's entries for the articles: each article's path in every language, under `articles/`. */
export async function articleSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const rows = await repository.articleSlugsForSitemap(db);
  return sitemapEntriesOf(
    rows.map((row) => ({
      owner: row.id,
      locale: row.locale,
      slug: row.slug,
      lastModified: row.published_at,
    })),
    'articles',
  );
}

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import {
  DEFAULT_LOCALE,
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

function articlesQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('article as a')
    .leftJoin('article_translation as t', (join) =>
      join.onRef('t.article_id', '=', 'a.id').on('t.locale', '=', locale),
    )
    .leftJoin('article_translation as e', (join) =>
      join.onRef('e.article_id', '=', 'a.id').on('e.locale', '=', DEFAULT_LOCALE),
    )
    .select((eb) => [
      'a.id',
      'a.published_at',
      'a.image_url',
      'a.image_width',
      'a.image_height',
      eb.fn.coalesce('t.slug', 'e.slug', sql.lit('')).as('slug'),
      eb.fn.coalesce('t.title', 'e.title', sql.lit('')).as('title'),
      eb.fn.coalesce('t.subtitle', 'e.subtitle', sql.lit('')).as('subtitle'),
      eb.fn.coalesce('t.body', 'e.body', sql.lit('')).as('body'),
    ])
    .where('a.published_at', '<=', new Date().toISOString());
}

async function reactionCounts(db: Db, articleIds: readonly number[]): Promise<Map<number, ReactionCounts>> {
  const counts = new Map<number, ReactionCounts>(
    articleIds.map((id) => [id, { like: 0, love: 0, insightful: 0 }]),
  );
  if (articleIds.length === 0) return counts;
  const rows = await db
    .selectFrom('article_reaction')
    .select((eb) => ['article_id', 'kind', eb.fn.countAll<number>().as('n')])
    .where('article_id', 'in', articleIds)
    .groupBy(['article_id', 'kind'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.article_id);
    if (entry && (REACTION_KINDS as readonly string[]).includes(row.kind))
      entry[row.kind as ReactionKind] = Number(row.n);
  }
  return counts;
}

/** Published articles, newest first, cursor-paged; or the one with `slug` in the request language. */
export async function articles(
  db: Db,
  locale: Locale,
  options: { slug?: string; cursor?: string; limit: number },
): Promise<{ items: Article[]; nextCursor: string | null }> {
  let query = articlesQuery(db, locale).orderBy('a.published_at', 'desc').orderBy('a.id', 'desc');
  if (options.slug) query = query.where(sql`coalesce(t.slug, e.slug)`, '=', options.slug);
  if (options.cursor) {
    const [publishedAt, id] = decodeCursor(options.cursor, ['string', 'number']);
    query = query.where((eb) => eb(eb.refTuple('a.published_at', 'a.id'), '<', eb.tuple(publishedAt, id)));
  }
  const rows = await query.limit(options.limit + 1).execute();
  if (options.slug && rows.length === 0) throw new NotFound('error.article.notFound');
  const page = rows.slice(0, options.limit);
  const ids = page.map((row) => row.id);
  const [counts, slugs] = await Promise.all([
    reactionCounts(db, ids),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('article_translation')
          .select(['article_id', 'locale', 'slug'])
          .where('article_id', 'in', ids)
          .execute(),
  ]);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      body: row.body,
      image: { url: row.image_url, alt: row.title, width: row.image_width, height: row.image_height },
      publishedAt: row.published_at,
      reactions: counts.get(row.id) ?? { like: 0, love: 0, insightful: 0 },
      alternates: slugs.flatMap((entry) =>
        entry.article_id === row.id && isLocale(entry.locale)
          ? [{ locale: entry.locale, slug: entry.slug }]
          : [],
      ),
    })),
    nextCursor: rows.length > options.limit && last ? encodeCursor([last.published_at, last.id]) : null,
  };
}

/** A visitor is a salted hash of address and browser: one reaction of each kind, no address stored. */
export function visitorOf(secret: string, ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`${secret}\n${ip}\n${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
}

export async function react(db: Db, articleId: number, kind: ReactionKind, visitor: string) {
  const article = await db.selectFrom('article').select('id').where('id', '=', articleId).executeTakeFirst();
  if (!article) throw new NotFound('error.article.notFound');
  const inserted = await db
    .insertInto('article_reaction')
    .values({ article_id: articleId, kind, visitor, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['article_id', 'kind', 'visitor']).doNothing())
    .executeTakeFirst();
  const counts = await reactionCounts(db, [articleId]);
  return {
    added: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0,
    reactions: counts.get(articleId) ?? { like: 0, love: 0, insightful: 0 },
  };
}

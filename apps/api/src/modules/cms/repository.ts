import { sql } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '@tendero/contract';
import type { Db } from '../../db/database.ts';

/** Pages with their title and slug in `locale`, English where the translation is missing. */
function pagesQuery(db: Db, locale: Locale) {
  return db
    .selectFrom('page as p')
    .leftJoin('page_translation as t', (join) =>
      join.onRef('t.page_id', '=', 'p.id').on('t.locale', '=', locale),
    )
    .leftJoin('page_translation as e', (join) =>
      join.onRef('e.page_id', '=', 'p.id').on('e.locale', '=', DEFAULT_LOCALE),
    )
    .select((eb) => [
      'p.id',
      'p.key',
      'p.updated_at',
      eb.fn.coalesce('t.slug', 'e.slug', sql.lit('')).as('slug'),
      eb.fn.coalesce('t.title', 'e.title', sql.lit('')).as('title'),
    ]);
}

export function pagesInLocale(db: Db, locale: Locale) {
  return pagesQuery(db, locale).orderBy('p.position').orderBy('p.id').execute();
}

export function pageBySlug(db: Db, locale: Locale, slug: string) {
  return pagesQuery(db, locale)
    .select((eb) => eb.fn.coalesce('t.body', 'e.body', sql.lit('')).as('body'))
    .where(sql`coalesce(t.slug, e.slug)`, '=', slug)
    .executeTakeFirst();
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

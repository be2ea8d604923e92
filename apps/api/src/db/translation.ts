/**
 * The one place where a translation falls back to English: in SQL, a translation table
 * joined twice (`t` in the request language, `e` in English) and read through `coalesce`; in code, the
 * rows of both languages reduced to one per owner.
 */
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { DEFAULT_LOCALE, type Locale } from '@tendero/contract';
import type { Database } from './schema.ts';

type TranslationTable = {
  [K in keyof Database]: K extends `${string}_translation` ? K : never;
}[keyof Database];

/** The text columns of a translation table (what `text()` may read). */
type TextColumn<T extends TranslationTable> = {
  [C in keyof Database[T]]: Database[T][C] extends string ? C : never;
}[keyof Database[T]] &
  string;

type Joined<DB, T extends TranslationTable> = DB & { t: Database[T]; e: Database[T] };

/**
 * A translation table of one owner: `join(ownerRef)` adds it to a select as `t` and `e`, `text(column)`
 * reads a column in the request language or else in English (never null: an empty string at worst).
 */
export function translation<T extends TranslationTable>(
  table: T,
  ownerColumn: keyof Database[T] & string,
  locale: Locale,
) {
  return {
    join:
      (ownerRef: string) =>
      <DB, TB extends keyof DB, O>(
        query: SelectQueryBuilder<DB, TB, O>,
      ): SelectQueryBuilder<Joined<DB, T>, TB | 't' | 'e', O> =>
        // The joined table is chosen at run time; the return type states what the join adds.
        (query as unknown as SelectQueryBuilder<Database, keyof Database, O>)
          .leftJoin(sql.table(table).as('t'), (join) =>
            join.on(sql.ref(`t.${ownerColumn}`), '=', sql.ref(ownerRef)).on(sql.ref('t.locale'), '=', locale),
          )
          .leftJoin(sql.table(table).as('e'), (join) =>
            join
              .on(sql.ref(`e.${ownerColumn}`), '=', sql.ref(ownerRef))
              .on(sql.ref('e.locale'), '=', DEFAULT_LOCALE),
          ) as unknown as SelectQueryBuilder<Joined<DB, T>, TB | 't' | 'e', O>,
    /** The column in the request language, else in English, else `otherwise` (a column) or ''. */
    text: (column: TextColumn<T>, otherwise?: string): RawBuilder<string> =>
      sql<string>`coalesce(${sql.ref(`t.${column}`)}, ${sql.ref(`e.${column}`)}, ${otherwise ? sql.ref(otherwise) : sql.lit('')})`,
  };
}

/** The locales to read when the request's language may fall back to English. */
export function withFallback(locale: Locale): Locale[] {
  return locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
}

/**
 * One row per owner from rows in the request language and in English (read with `withFallback`):
 * the request language's where there is one, else English.
 */
export function inLocale<T extends { locale: string }, K>(
  rows: readonly T[],
  locale: Locale,
  ownerOf: (row: T) => K,
): Map<K, T> {
  const chosen = new Map<K, T>();
  for (const row of rows) {
    if (row.locale === locale || (row.locale === DEFAULT_LOCALE && !chosen.has(ownerOf(row)))) {
      chosen.set(ownerOf(row), row);
    }
  }
  return chosen;
}

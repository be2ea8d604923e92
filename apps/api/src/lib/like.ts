import { type Expression, type RawBuilder, sql } from 'kysely';

/** A LIKE pattern matching text that contains `text` literally (its `%`, `_` and `\` escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `column LIKE pattern ESCAPE '\'`, for patterns of `containsPattern`. Case-sensitive on PostgreSQL,
 * not for ASCII on SQLite: compare lowercased text on both sides where case must not matter.
 */
export function likeEscaped(column: Expression<string>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${column} like ${pattern} escape '\\'`;
}

import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export interface ArticleTable {
  id: Generated<number>;
  key: string;
  published_at: Timestamp;
  image_url: string;
  image_width: number;
  image_height: number;
}

export interface ArticleTranslationTable {
  article_id: number;
  locale: string;
  title: string;
  slug: string;
  subtitle: string;
  body: string;
}

export interface ArticleReactionTable {
  id: Generated<number>;
  article_id: number;
  kind: string;
  /** A salted hash of the visitor (IP and user agent), never the address itself. */
  visitor: string;
  created_at: Timestamp;
}

export interface PageTable {
  id: Generated<number>;
  /** What the page is for: imprint, terms, privacy, withdrawal, shipping, contact. */
  key: string;
  /** Order of the pages in the footer. */
  position: number;
  updated_at: Timestamp;
}

export interface PageTranslationTable {
  page_id: number;
  locale: string;
  title: string;
  slug: string;
  /** Plain text in the format of packages/contract/src/page-body.ts, with {shop…} placeholders. */
  body: string;
}

/** The tables the cms module owns; other modules reach them through its service. */
export interface CmsTables {
  article: ArticleTable;
  article_translation: ArticleTranslationTable;
  article_reaction: ArticleReactionTable;
  page: PageTable;
  page_translation: PageTranslationTable;
}

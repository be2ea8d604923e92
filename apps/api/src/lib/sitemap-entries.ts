import { isLocale, type Alternate } from '@tendero/contract';

/** One sitemap entry: a page's path in every language it has, and its last change. */
export interface SitemapEntry {
  lastModified: string;
  paths: Alternate[];
}

/**
 * Groups the slugs of pages (one row per page and language) into sitemap entries, each path under
 * `prefix/`, in the order the pages first appear.
 */
export function sitemapEntriesOf(
  rows: readonly { owner: number; locale: string; slug: string; lastModified: string }[],
  prefix: string,
): SitemapEntry[] {
  const groups = new Map<number, SitemapEntry>();
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    const group = groups.get(row.owner) ?? { lastModified: row.lastModified, paths: [] };
    group.paths.push({ locale: row.locale, path: `${prefix}/${row.slug}` });
    groups.set(row.owner, group);
  }
  return [...groups.values()];
}

/** What other modules may use of the cms module. */
export { articleSitemapEntries } from './service.ts';
export {
  fillPlaceholders,
  pagePlaceholders,
  pageSitemapEntries,
  pageSlugOf,
  type PageConfig,
} from './pages.ts';
export { SAMPLE_PAGES } from './legal-pages/index.ts';

/** What other modules may use of the cms module. */
export { articleSitemapEntries } from './service.ts';
export { pageSitemapEntries, pageSlugOf } from './pages.ts';
export { SAMPLE_PAGES } from './legal-pages/index.ts';

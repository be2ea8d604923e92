import 'server-only';
import type { Alternate, Locale } from '@tendero/contract';
import { find } from './api';
import { pagePath } from './pages';
import { articleBySlug, catalogPage, contentPage, promotionPage } from './shop-api';

/** Pages whose path is the same in every language. */
const SAME_EVERYWHERE = /^(|search|articles|account(\/.*)?|track(\/.*)?|return(\/.*)?)$/;

/**
 * The path of the page at `path` (in `from`'s language) in the language `to`: a product, category or
 * brand has a localised path of its own, so does an article, a promotion or a shop page (imprint, …);
 * other pages keep theirs.
 * A page that cannot be found leads to the language's home page.
 */
export async function pathInLanguage(from: Locale, to: Locale, path: string): Promise<string> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (SAME_EVERYWHERE.test(clean)) return clean;
  const [first = '', slug = ''] = clean.split('/');
  let alternates: Alternate[] | undefined;
  if (first === 'articles' && slug) {
    const page = await find(articleBySlug(from, slug));
    alternates = page?.items[0]?.alternates.map((entry) => ({ ...entry, path: `articles/${entry.slug}` }));
  } else if (first === 'pages' && slug) {
    const page = await find(contentPage(from, slug));
    alternates = page?.alternates.map((entry) => ({ ...entry, path: pagePath(entry.slug) }));
  } else if (first === 'promotions' && slug) {
    const page = await find(promotionPage(from, slug, { limit: 1 }));
    alternates = page?.alternates.map((entry) => ({ ...entry, path: `promotions/${entry.slug}` }));
  } else {
    const page = await find(catalogPage(from, clean.split('/'), { limit: 1 }));
    if (page?.kind === 'category') alternates = page.category.alternates;
    else if (page?.kind === 'product') alternates = page.product.alternates;
    else if (page?.kind === 'manufacturer') alternates = page.manufacturer.alternates;
    else if (page?.kind === 'brands') alternates = page.alternates;
  }
  return alternates?.find((alternate) => alternate.locale === to)?.path ?? '';
}

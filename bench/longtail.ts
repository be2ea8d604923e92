/**
 * Long-tail traffic for the catalogue: requests that each ask for another URL, as a shop's real traffic
 * does (every filter, sort, page, search word and language is its own URL and misses the response cache).
 * Drawn from the benchmark database itself, so they fit any catalogue size:
 * - listings of 24 of a random category (a top-level one in three, else a sub-category) with random
 *   brands (1-3 of the category's own) and price bounds (within its price range), in stock only now and
 *   then, a random sort, and in one request of four the next page of an earlier answer (its nextCursor);
 * - products by path, a random sample of every active product in every language (all of them on a
 *   small catalogue), asked for in turn so that a path comes back as late as possible;
 * - searches for one or two words of a random product's name in the request language.
 * Every request is in one of the 16 languages, drawn at random.
 */
import { LISTING_SORTS, LOCALES, type Locale } from '@tendero/contract';
import { selectRows, type GeneratedRequest } from './lib.ts';

/** Product paths kept for the product route: more than a round can ask for, fewer than 1.6 M. */
const PRODUCT_SAMPLE = 200_000;
/** Products whose names make the search vocabulary. */
const NAME_SAMPLE = 3_000;
/** Next pages waiting to be asked for; older ones make way. */
const PENDING_PAGES = 200;

interface Category {
  id: number;
  top: boolean;
  /** Its path in each language. */
  paths: Map<string, string>;
}

interface CategoryFacets {
  manufacturers: number[];
  /** Lowest and highest price in cents; null for an empty category. */
  price: { min: number; max: number } | null;
}

export interface LongTailTraffic {
  /** What the traffic was drawn from, for the report. */
  summary: string;
  /** API: a category listing of 24 with random filters, sort, page and language. */
  listing: () => GeneratedRequest;
  /** API: keeps the next page of a listing's answer, for `listing` to ask for later. */
  listingAnswered: (request: GeneratedRequest, status: number, body: string) => void;
  /** API: a product by its path in one language. */
  product: () => GeneratedRequest;
  /** API: a search for words of the catalogue in the request language. */
  search: () => GeneratedRequest;
  /** Storefront: a category page with random filters and sort (prices in euros, as its form writes them). */
  filteredPage: () => GeneratedRequest;
  /** Storefront: a search page. */
  searchPage: () => GeneratedRequest;
}

const below = (count: number) => Math.floor(Math.random() * count);
const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
const chance = (share: number) => Math.random() < share;
/** Each segment percent-encoded once, as a browser sends it. */
const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Reads categories, their facets (from the API), product paths and product names from the catalogue. */
export async function longTailTraffic(databaseUrl: string, apiUrl: string): Promise<LongTailTraffic> {
  const categoryRows = await selectRows<{
    id: number;
    parent_id: number | null;
    locale: string;
    path: string;
  }>(
    databaseUrl,
    `select c.id, c.parent_id, cp.locale, cp.path
       from catalog_path cp join category c on c.id = cp.entity_id
      where cp.kind = 'category' and c.active = 1`,
  );
  const categoriesById = new Map<number, Category>();
  for (const row of categoryRows) {
    const id = Number(row.id);
    const category = categoriesById.get(id) ?? { id, top: row.parent_id === null, paths: new Map() };
    category.paths.set(row.locale, row.path);
    categoriesById.set(id, category);
  }
  const categories = [...categoriesById.values()].filter(
    (category) => category.paths.size === LOCALES.length,
  );
  const tops = categories.filter((category) => category.top);
  const subs = categories.filter((category) => !category.top);

  // The filters a shopper is offered: each category's brands and price range, whatever the language.
  const facets = new Map<number, CategoryFacets>();
  for (const category of categories) {
    const response = await fetch(
      `${apiUrl}/v1/catalog/${encodedPath(category.paths.get('en') ?? '')}?limit=1`,
      {
        headers: { 'x-locale': 'en' },
      },
    );
    if (!response.ok) throw new Error(`listing of category ${category.id}: ${response.status}`);
    const page = (await response.json()) as {
      listing: {
        facets: {
          manufacturers: { id: number }[];
          price: { min: { amount: number }; max: { amount: number } } | null;
        };
      };
    };
    const { manufacturers, price } = page.listing.facets;
    facets.set(category.id, {
      manufacturers: manufacturers.map((manufacturer) => manufacturer.id),
      price: price && { min: price.min.amount, max: price.max.amount },
    });
  }

  const productPaths = await selectRows<{ locale: string; path: string }>(
    databaseUrl,
    `select cp.locale, cp.path
       from catalog_path cp join product p on p.id = cp.entity_id
      where cp.kind = 'product' and p.active = 1
      order by random() limit ${PRODUCT_SAMPLE}`,
  );
  const productCount = Number(
    (await selectRows<{ n: number }>(databaseUrl, 'select count(*) as n from product where active = 1'))[0]
      ?.n ?? 0,
  );

  // Words of product names per language: a search takes one or two words of one name.
  const nameRows = await selectRows<{ locale: string; name: string }>(
    databaseUrl,
    `select locale, name from product_translation
      where product_id in (select id from product where active = 1 order by random() limit ${NAME_SAMPLE})`,
  );
  const names = new Map<string, string[][]>();
  const vocabulary = new Map<string, Set<string>>();
  for (const row of nameRows) {
    const words = row.name
      .toLocaleLowerCase(row.locale)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3 && /\p{L}/u.test(word));
    if (words.length === 0) continue;
    const ofLocale = names.get(row.locale) ?? [];
    ofLocale.push(words);
    names.set(row.locale, ofLocale);
    const known = vocabulary.get(row.locale) ?? new Set();
    for (const word of words) known.add(word);
    vocabulary.set(row.locale, known);
  }
  const searchLocales = LOCALES.filter((locale) => names.has(locale));
  if (categories.length === 0 || productPaths.length === 0 || searchLocales.length === 0)
    throw new Error('the catalogue has no categories, products or names to draw traffic from');

  const category = () => (tops.length && (subs.length === 0 || chance(1 / 3)) ? pick(tops) : pick(subs));

  /** Random filters and sort of a listing; prices in cents, or in whole euros for the storefront's URLs. */
  const listingQuery = (id: number, euros: boolean) => {
    const query = new URLSearchParams();
    const offered = facets.get(id);
    if (offered?.manufacturers.length && chance(0.5)) {
      const chosen = new Set<number>();
      const wanted = Math.min(1 + below(3), offered.manufacturers.length);
      while (chosen.size < wanted) chosen.add(pick(offered.manufacturers));
      query.set('manufacturers', [...chosen].sort((a, b) => a - b).join(','));
    }
    if (offered?.price && chance(0.5)) {
      const { min, max } = offered.price;
      const low = Math.floor((min + Math.random() * (max - min) * 0.6) / 100);
      const high = Math.ceil((low * 100 + Math.random() * (max - low * 100)) / 100) + 1;
      const bound = below(3);
      if (bound !== 1) query.set('priceMin', String(euros ? low : low * 100));
      if (bound !== 0) query.set('priceMax', String(euros ? high : high * 100));
    }
    if (chance(0.25)) query.set('inStock', euros ? '1' : 'true');
    query.set('sort', pick(LISTING_SORTS));
    return query;
  };

  const pendingPages: GeneratedRequest[] = [];
  let nextProduct = 0;

  const searchWords = (locale: string) => {
    const words = pick(names.get(locale) ?? [[]]);
    if (words.length < 2 || chance(0.6)) return pick(words);
    const first = below(words.length - 1);
    return `${words[first]} ${words[first + 1 + below(words.length - first - 1)]}`;
  };

  const vocabularySize = [...vocabulary.values()].reduce((sum, words) => sum + words.size, 0);
  return {
    summary:
      `${tops.length} top-level and ${subs.length} sub-categories in ${LOCALES.length} languages; ` +
      `${productPaths.length} product paths (of ${productCount} products × ${LOCALES.length} languages); ` +
      `search words from ${nameRows.length} product names, ${vocabularySize} words in ${searchLocales.length} languages`,

    listing: () => {
      if (pendingPages.length > 0 && chance(0.25)) return pendingPages.shift() as GeneratedRequest;
      const locale = pick(LOCALES);
      const chosen = category();
      const query = listingQuery(chosen.id, false);
      query.set('limit', '24');
      return {
        path: `/v1/catalog/${encodedPath(chosen.paths.get(locale) ?? '')}?${query}`,
        headers: { 'x-locale': locale },
      };
    },

    listingAnswered: (request, status, body) => {
      if (status !== 200 || pendingPages.length >= PENDING_PAGES) return;
      const cursor = /"nextCursor":"([^"]+)"/.exec(body)?.[1];
      if (!cursor) return;
      const path = request.path.replace(/&cursor=[^&]*/, '');
      pendingPages.push({ path: `${path}&cursor=${encodeURIComponent(cursor)}`, headers: request.headers });
    },

    product: () => {
      const row = productPaths[nextProduct++ % productPaths.length] as { locale: string; path: string };
      return { path: `/v1/catalog/${encodedPath(row.path)}`, headers: { 'x-locale': row.locale } };
    },

    search: () => {
      const locale = pick(searchLocales);
      const query = new URLSearchParams({ q: searchWords(locale), limit: '24' });
      if (chance(0.3)) query.set('sort', pick(LISTING_SORTS));
      return { path: `/v1/catalog/search?${query}`, headers: { 'x-locale': locale } };
    },

    filteredPage: () => {
      const locale = pick(LOCALES);
      const chosen = category();
      const query = listingQuery(chosen.id, true);
      return { path: `/${locale}/${encodedPath(chosen.paths.get(locale) ?? '')}?${query}` };
    },

    searchPage: () => {
      const locale = pick(searchLocales) as Locale;
      return { path: `/${locale}/search?${new URLSearchParams({ q: searchWords(locale) })}` };
    },
  };
}

/**
 * Asks for `count` requests of a generator one by one before the load, so that a wrong URL fails the
 * benchmark at once instead of being measured as a fast 404.
 */
export async function probe(
  baseUrl: string,
  next: () => GeneratedRequest,
  count: number,
  answered?: (request: GeneratedRequest, status: number, body: string) => void,
): Promise<void> {
  for (let asked = 0; asked < count; asked++) {
    const request = next();
    const response = await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(
        `${request.path} (${JSON.stringify(request.headers ?? {})}): ${response.status} ${body.slice(0, 300)}`,
      );
    answered?.(request, response.status, body);
  }
}

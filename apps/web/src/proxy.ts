import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { FILTERED_SEGMENT, LISTING_PARAMS } from './lib/listing-query';
import { REVIEW_PARAMS } from './lib/reviews';

const intl = createMiddleware(routing);

/**
 * Language routing (path prefix or country domain). A catalogue path asked for with listing filters
 * is then served by the `filtered` route, rendered per request, so that the plain path can be
 * rendered once and served from the cache to everyone.
 */
export default function proxy(request: NextRequest): NextResponse {
  const response = intl(request);
  if (response.headers.has('location')) return response;
  const rewritten = response.headers.get('x-middleware-rewrite');
  // The rewrite stays on the request's own origin: next-intl names it by another host (localhost)
  // when the server is bound to an address, which Next would then proxy to as a foreign site.
  const target = new URL(request.url);
  if (rewritten) {
    const inner = new URL(rewritten);
    target.pathname = inner.pathname;
    target.search = inner.search;
  }
  const [, locale, first, ...rest] = target.pathname.split('/');
  // A product's reviews filtered by stars or paged are rendered per request the same way.
  const filtered = [...LISTING_PARAMS, ...REVIEW_PARAMS].some((name) =>
    request.nextUrl.searchParams.has(name),
  );
  // Pages of their own (search, articles, shop pages, …) read their query themselves.
  if (filtered && locale && first && !OWN_QUERY_PAGES.has(first)) {
    target.pathname = ['', locale, FILTERED_SEGMENT, first, ...rest].join('/');
  }
  target.pathname = encodedPath(target.pathname);
  if (!rewritten && target.href === new URL(request.url).href) return response;
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

/**
 * A path Next can decode once: next-intl hands on decoded paths (`100%25-cotton` becomes `100%-cotton`)
 * and forwards undecodable ones, which Next would answer with a 500. Each segment is percent-encoded
 * once; a stray `%` is taken literally, so such a path simply finds no page (404).
 */
export function encodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment));
      } catch {
        return encodeURIComponent(segment);
      }
    })
    .join('/');
}

const OWN_QUERY_PAGES = new Set(['search', 'articles', 'promotions', 'pages', FILTERED_SEGMENT]);

export const config = {
  // Everything but the API, the error-report tunnel, the no-JavaScript language links, the back office
  // (no language in its paths), Next's own files and files with an extension (robots.txt, sitemap.xml, …).
  matcher: ['/((?!v1|monitoring|cache-refresh$|language$|admin$|admin/|_next|_vercel|.*\\..*).*)'],
};

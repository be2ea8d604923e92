import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { FILTERED_SEGMENT, LISTING_PARAMS } from './lib/listing-query';

const intl = createMiddleware(routing);

/**
 * Language routing (path prefix or country domain). A catalogue path asked for with listing filters
 * is then served by the `filtered` route, rendered per request, so that the plain path can be
 * rendered once and served from the cache to everyone.
 */
export default function proxy(request: NextRequest): NextResponse {
  const response = intl(request);
  const filtered = LISTING_PARAMS.some((name) => request.nextUrl.searchParams.has(name));
  if (!filtered || response.headers.has('location')) return response;
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.url);
  const [, locale, first, ...rest] = target.pathname.split('/');
  // Pages of their own (search, articles, …) read their query themselves.
  if (!locale || !first || OWN_QUERY_PAGES.has(first)) return response;
  target.pathname = ['', locale, FILTERED_SEGMENT, first, ...rest].join('/');
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

const OWN_QUERY_PAGES = new Set(['search', 'articles', 'promotions', FILTERED_SEGMENT]);

export const config = {
  // Everything but the API, the error-report tunnel, Next's own files and files with an extension
  // (robots.txt, sitemap.xml, …).
  matcher: ['/((?!v1|monitoring|_next|_vercel|.*\\..*).*)'],
};

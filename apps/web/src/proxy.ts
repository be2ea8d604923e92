import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { PATH_HEADER } from './i18n/request';

const intl = createMiddleware(routing);

/** Language routing, plus the path inside the language for the message loader. */
export default function proxy(request: NextRequest): NextResponse {
  const [, first = '', ...rest] = request.nextUrl.pathname.split('/');
  const inner = (routing.locales as readonly string[]).includes(first)
    ? `/${rest.join('/')}`
    : request.nextUrl.pathname;
  request.headers.set(PATH_HEADER, inner);
  return intl(request);
}

export const config = {
  // Everything but the API, Next's own files and files with an extension (robots.txt, sitemap.xml, …).
  matcher: ['/((?!v1|_next|_vercel|.*\\..*).*)'],
};

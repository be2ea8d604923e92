import { NextResponse, type NextRequest } from 'next/server';
import { isLocale } from '@tendero/contract/locale-data';
import { ADMIN_LOCALE_COOKIE, ADMIN_LOCALE_MAX_AGE_SECONDS, adminPath } from '@/lib/admin/locale';

/** The path and query of a same-site page the browser came from, if any. */
function refererPath(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The back office's language picker (`/admin/language?locale=de&next=/admin/orders`): keeps the choice
 * in a cookie of the back office and goes back to the page it was made on.
 */
export function GET(request: NextRequest): Response {
  const search = request.nextUrl.searchParams;
  const locale = search.get('locale') ?? '';
  const next = adminPath(search.get('next') || refererPath(request));
  // A relative Location: request.url names the host Next was bound to (localhost for 127.0.0.1), not
  // the one the operator uses.
  const response = new NextResponse(null, { status: 303, headers: { location: next } });
  if (isLocale(locale)) {
    response.cookies.set(ADMIN_LOCALE_COOKIE, locale, {
      path: '/admin',
      maxAge: ADMIN_LOCALE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      httpOnly: true,
    });
  }
  return response;
}

import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '@tendero/contract';
import { localeHref } from '@tendero/contract/shop-domains';
import { SHOP_DOMAINS } from '@/i18n/routing';
import { pathInLanguage } from '@/lib/language-switch';

/**
 * The language links of every page (`/language?from=de&to=fr&path=kueche/pfannen`) for browsers
 * without JavaScript, where the language menu cannot open: sends the shopper to the same page in the
 * chosen language, on its own domain where it has one.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const search = request.nextUrl.searchParams;
  const to = search.get('to') ?? '';
  const from = search.get('from') ?? '';
  if (!isLocale(to)) return NextResponse.redirect(new URL(`/${DEFAULT_LOCALE}`, request.url), 303);
  const path = await pathInLanguage(isLocale(from) ? from : DEFAULT_LOCALE, to, search.get('path') ?? '');
  return NextResponse.redirect(new URL(localeHref(SHOP_DOMAINS, to, path), request.url), 303);
}

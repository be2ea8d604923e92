import { DEFAULT_LOCALE, isLocale, type Locale } from '@tendero/contract/locale-data';
import type { ShopDomain } from '@tendero/contract/shop-domains';

/**
 * Repairs Next's answer to a page that turned out not to exist: it is sent as a bare error shell that
 * only JavaScript fills in (`<html>` without `lang`, an empty body; vercel/next.js#97514). server.ts
 * applies this to every 404 page.
 */

/** The language of a request: its path prefix, else its country domain, else English. */
export function localeOfRequest(
  domains: readonly ShopDomain[],
  url: string,
  host: string | undefined,
): Locale {
  const first = url.split('?')[0]?.split('/')[1] ?? '';
  if (isLocale(first)) return first;
  const domain = domains.find((entry) => entry.host === host?.toLowerCase());
  return domain?.locale ?? DEFAULT_LOCALE;
}

export interface NotFoundTexts {
  notFoundTitle: string;
  notFoundText: string;
  backHome: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const SHELL = '<html id="__next_error__">';

/** The shell with its language, and what a browser without JavaScript shows in it. */
export function repairShell(html: string, locale: Locale, texts: NotFoundTexts, home: string): string {
  if (!html.includes(SHELL)) return html;
  const fallback =
    `<noscript><main id="content" class="message-page"><h1>${escape(texts.notFoundTitle)}</h1>` +
    `<p>${escape(texts.notFoundText)}</p><a class="button" href="${escape(home)}">${escape(texts.backHome)}</a></main></noscript>`;
  return html
    .replace(SHELL, `<html id="__next_error__" lang="${locale}">`)
    .replace('<body>', `<body>${fallback}`);
}

/**
 * A request path Next can decode: a segment with a broken percent-encoding (`%E0%A4%A`, a stray `%`)
 * is taken literally (its `%` encoded), so the path finds no page (404) instead of failing in Next's
 * router (500). Decodable paths are left exactly as they are.
 */
export function decodableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const repaired = pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, '%25');
      }
    })
    .join('/');
  return queryAt < 0 ? repaired : `${repaired}${url.slice(queryAt)}`;
}

import { LOCALES, type Locale, type SitemapType } from '@tendero/contract';
import { hostOrigin, localeHref } from '@tendero/contract/shop-domains';
import { SHOP_DOMAINS } from '@/i18n/routing';
import { request } from './api';
import { sitemapIndex, sitemapSection } from './shop-api';

/**
 * The origin a shopper (or a crawler) asked for: the Host header as sent (Next's request.url names
 * the address the server is bound to instead), with the scheme a reverse proxy forwards. A forwarded
 * host is not trusted: these answers are cached publicly.
 */
export function requestOrigin(request: Request): string {
  const headers = request.headers;
  const host = headers.get('host');
  if (!host) return new URL(request.url).origin;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return proto === 'http' || proto === 'https' ? `${proto}://${host}` : hostOrigin(host);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The shop's absolute URL of a path in a language: on its own domain, else on this request's origin. */
export function shopUrl(origin: string, locale: Locale, path: string): string {
  const href = localeHref(SHOP_DOMAINS, locale, path);
  return href.startsWith('/') ? `${origin}${href}` : href;
}

export async function sitemapIndexXml(origin: string): Promise<string> {
  const index = await request(sitemapIndex('en'));
  const entries = index.sections
    .filter((section) => section.type !== 'index')
    .flatMap((section) =>
      Array.from({ length: section.pages }, (_, page) => {
        const lastmod = section.lastModified ? `<lastmod>${escape(section.lastModified)}</lastmod>` : '';
        return `<sitemap><loc>${escape(`${origin}/sitemaps/${section.type}-${page + 1}.xml`)}</loc>${lastmod}</sitemap>`;
      }),
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
}

/** One section page: a <url> per language of each page, each listing all languages as alternates. */
export async function sitemapSectionXml(
  origin: string,
  type: Exclude<SitemapType, 'index'>,
  page: number,
): Promise<string> {
  const section = await request(sitemapSection('en', type, page));
  const urls = section.entries.flatMap((entry) => {
    const links = entry.paths
      .filter((alternate) => (LOCALES as readonly string[]).includes(alternate.locale))
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.locale}" href="${escape(shopUrl(origin, alternate.locale, alternate.path))}"/>`,
      )
      .join('');
    return entry.paths.map(
      (alternate) =>
        `<url><loc>${escape(shopUrl(origin, alternate.locale, alternate.path))}</loc><lastmod>${escape(entry.lastModified)}</lastmod>${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, LOCALES, type Alternate } from '@tendero/contract';
import { publicOrigins } from '@tendero/contract/shop-domains';
import { shopUrl } from './sitemap';

/**
 * The shop's public origin as the API reads it (the first of PUBLIC_ORIGINS, else localhost on the
 * port this server listens on), read when a page renders: a start on another port than the build's
 * still links to itself.
 */
export function publicOrigin(): string {
  return publicOrigins(process.env.PUBLIC_ORIGINS, process.env.PORT ?? 3000)[0] ?? '';
}

/**
 * Canonical and hreflang links for a page: its path in every language, English as x-default. Search
 * engines want them absolute: on a language's own domain, else on the shop's public origin.
 */
export function languageAlternates(alternates: readonly Alternate[], locale: string): Metadata['alternates'] {
  const origin = publicOrigin();
  const languages: Record<string, string> = {};
  for (const alternate of alternates)
    languages[alternate.locale] = shopUrl(origin, alternate.locale, alternate.path);
  const fallback = languages[DEFAULT_LOCALE];
  if (fallback) languages['x-default'] = fallback;
  return { canonical: languages[locale], languages };
}

/** The same path in every language, for pages that are not catalogue entities. */
export function samePathEverywhere(path: string): Alternate[] {
  return LOCALES.map((locale) => ({ locale, path }));
}

/** Metadata of a page that turned out not to exist; the page itself answers with the 404. */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, LOCALES, type Alternate } from '@tendero/contract';
import { localeHref } from '@tendero/contract/shop-domains';
import { SHOP_DOMAINS } from '@/i18n/routing';

/** hreflang links for a page: its path in every language, English as x-default. */
export function languageAlternates(alternates: readonly Alternate[], locale: string): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const alternate of alternates)
    languages[alternate.locale] = localeHref(SHOP_DOMAINS, alternate.locale, alternate.path);
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

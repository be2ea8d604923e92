import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from './locale';

/** Account pages: a title from the messages, and kept out of search engines. */
export async function accountMetadata(params: Promise<{ locale: string }>, title: string): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t(title as never), robots: { index: false, follow: false } };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from './locale';

/**
 * Account pages: a title from the messages (a key of the `account` namespace unless another is named),
 * and kept out of search engines.
 */
export async function accountMetadata(
  params: Promise<{ locale: string }>,
  title: string,
  { namespace = 'account', values }: { namespace?: string; values?: Record<string, string> } = {},
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: namespace as 'account' });
  return { title: t(title as never, values as never), robots: { index: false, follow: false } };
}

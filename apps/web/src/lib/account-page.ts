import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { namespaceMessages, type PathNamespace } from '@/i18n/request';
import { pageLocale } from './locale';

const PATH_NAMESPACES: readonly string[] = ['track', 'return', 'review'] satisfies PathNamespace[];

/**
 * Account pages: a title from the messages (a key of the `account` namespace unless another is named),
 * and kept out of search engines. A path's own namespace (`review`) is not among the server's common
 * messages: it is read from its own file.
 */
export async function accountMetadata(
  params: Promise<{ locale: string }>,
  title: string,
  { namespace = 'account', values }: { namespace?: string; values?: Record<string, string> } = {},
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const robots = { index: false, follow: false };
  if (PATH_NAMESPACES.includes(namespace)) {
    const messages = { [namespace]: await namespaceMessages(locale, namespace as PathNamespace) };
    const t = createTranslator({ locale, messages, namespace });
    return { title: t(title as never, values as never), robots };
  }
  const t = await getTranslations({ locale, namespace: namespace as 'account' });
  return { title: t(title as never, values as never), robots };
}

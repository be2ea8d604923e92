import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import type { Locale } from '@tendero/contract/locale-data';
import { namespaceMessages, type PathNamespace } from '@/i18n/request';
import { pageLocale } from './locale';

/**
 * A translator of a path's own namespace (track, return) for server components: the request's messages
 * leave those namespaces out, as only their paths load them.
 */
export async function pathTranslator(
  locale: Locale,
  namespace: PathNamespace,
): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const messages = { [namespace]: await namespaceMessages(locale, namespace) };
  const t = createTranslator({ locale, messages, namespace: namespace as never });
  return (key, values) => t(key as never, values as never);
}

/**
 * The tracking and return pages: titled from their namespace (`title` unless another key is named),
 * and kept out of search engines: a link carries a number and a postcode, a form an order.
 */
export async function trackMetadata(
  params: Promise<{ locale: string }>,
  namespace: PathNamespace = 'track',
  title = 'title',
): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await pathTranslator(locale, namespace);
  return { title: t(title), robots: { index: false, follow: false } };
}

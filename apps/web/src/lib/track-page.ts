import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { namespaceMessages } from '@/i18n/request';
import { pageLocale } from './locale';

/**
 * The tracking pages: titled from the `track` namespace (which the request's messages leave out, as
 * only these paths load it), and kept out of search engines: a link carries a number and a postcode.
 */
export async function trackMetadata(params: Promise<{ locale: string }>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const messages = { track: await namespaceMessages(locale, 'track') };
  const t = createTranslator({ locale, messages, namespace: 'track' });
  return { title: t('title' as never), robots: { index: false, follow: false } };
}

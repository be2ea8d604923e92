import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@tendero/contract/locale-data';
import { namespaceMessages, type PathNamespace } from '@/i18n/request';
import { clientMessages } from './client-messages';

/**
 * Adds a path's own namespace (track, return) to what the browser components of an area translate
 * (the shop's client messages, or the account's where its order page shows the return flow), for
 * everything below it.
 */
export async function PathMessages({
  locale,
  namespace,
  area = 'shop',
  children,
}: {
  locale: Locale;
  namespace: PathNamespace;
  area?: 'shop' | 'account';
  children: ReactNode;
}) {
  const messages = {
    ...(await clientMessages(area === 'account' ? 'account' : namespace === 'return' ? 'return' : 'shop')),
    [namespace]: await namespaceMessages(locale, namespace),
  };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}

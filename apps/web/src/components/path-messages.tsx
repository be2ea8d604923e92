import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@tendero/contract/locale-data';
import { namespaceMessages, type PathNamespace } from '@/i18n/request';
import { clientMessages } from './client-messages';

/**
 * Adds a path's own namespace (track, return) to what the browser components of every page translate
 * (the shop's client messages), for everything below it.
 */
export async function PathMessages({
  locale,
  namespace,
  children,
}: {
  locale: Locale;
  namespace: PathNamespace;
  children: ReactNode;
}) {
  const messages = {
    ...(await clientMessages('shop')),
    [namespace]: await namespaceMessages(locale, namespace),
  };
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
